import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// Alerts in force are shown by default in the formats people read: a list above the
    /// Markdown table, a banner on the HTML page (issue 29, point 4); machine formats keep
    /// their schema and the events alone.
    @Suite struct AlertsInForceTests {
        static let chicago = "\(packageRoot)/Samples/products/onecall-chicago.json"
        static let floodWatch =
            "\u{2068}Flood Watch\u{2069} — \u{2068}NWS Shreveport (Arkansas, Louisiana, Oklahoma and Texas)\u{2069}, "
            + "2/11/2025, 01:00 – 3/11/2025, 00:00"

        static func run(_ arguments: [String], paths: [String] = [chicago]) throws -> String {
            let options = try OptionParser.parse(arguments + paths, defaultJobs: 1)
            let run = try runConfiguration(options, source: FileSource(paths: paths))
            #expect(run.errors == [])
            return run.report
        }

        @Test func markdownListsTheAlertsAboveTheTable() throws {
            let report = try Self.run(["--locale", "nl-BE", "--format", "markdown", "--jobs", "1"])
            #expect(report.hasPrefix("**Geldende waarschuwingen**\n\n- \(Self.floodWatch)\n\n| Plaats | Lokale tijd |"))
            let four = try Self.run(["--locale", "nl-BE", "--format", "markdown", "--jobs", "4"])
            #expect(four == report)
            // The alerts column it read is not shown.
            #expect(!report.split(separator: "\n")[4].contains("Waarschuwingen"))
            let gent = try Self.run(
                ["--locale", "nl-BE", "--format", "markdown"], paths: ["\(packageRoot)/Samples/current-gent.json"])
            #expect(gent.hasPrefix("| Plaats |"))
        }

        @Test func aMarkdownTableOverTheHeldLimitListsItsAlertsAfterIt() throws {
            // 4,000 rows with a 4,399-character name: over 16 MiB of table (`HeldTable`).
            let name = Array(repeating: "Gentbrugge", count: 400).joined(separator: " ")
            let chicago = try String(contentsOfFile: Self.chicago, encoding: .utf8)
            let files = [("gent.jsonl", HTMLHeadTests.gentLines(count: 4000, name: name)), ("chicago.json", chicago)]
            let reports = try [1, 3].map { jobs in
                let options = try OptionParser.parse(
                    ["--locale", "nl-BE", "--format", "markdown", "--jobs", "\(jobs)", "x.json"], defaultJobs: 1)
                return try runConfiguration(options, source: FixtureSource(files)).report
            }
            #expect(reports[0].utf8.count > 16 << 20)
            #expect(reports[1] == reports[0])
            #expect(reports[0].hasPrefix("| Plaats | Land |"))
            // A blank line ends the table, or GFM would read the list's title as a row.
            #expect(reports[0].hasSuffix(" |\n\n**Geldende waarschuwingen**\n\n- \(Self.floodWatch)\n\n"))
        }

        @Test func htmlShowsABanner() throws {
            let page = try Self.run(["--locale", "nl-BE", "--format", "html"])
            #expect(
                page.contains(
                    "<aside class=\"alerts\" role=\"note\"><h2>Geldende waarschuwingen</h2><ul><li>"
                        + "<bdi>Flood Watch</bdi> — <bdi>NWS Shreveport (Arkansas, Louisiana, Oklahoma and Texas)</bdi>, "
                        + "2/11/2025, 01:00 – 3/11/2025, 00:00</li></ul></aside>"))
        }

        @Test func theEventAndSenderAreIsolatedInAnArabicReport() throws {
            let page = try Self.run(["--locale", "ar-EG", "--format", "html"])
            #expect(
                page.contains(
                    "<ul><li><bdi>Flood Watch</bdi> — <bdi>NWS Shreveport (Arkansas, Louisiana, Oklahoma and Texas)</bdi>, "
                        + "٢\u{200F}/١١\u{200F}/٢٠٢٥، ١:٠٠\u{00A0}ص – ٣\u{200F}/١١\u{200F}/٢٠٢٥، ١٢:٠٠\u{00A0}ص</li></ul>"
                ))
            // The payload's own isolate marks are dropped, so they cannot close the isolation
            // early or leave a `<bdi>` open; its markup stays text.
            let document =
                #"{"lat":30.04,"lon":31.24,"timezone_offset":7200,"current":{"dt":1763900000,"temp":296.1},"#
                + #""alerts":[{"sender_name":"EMA ⁩Cairo","event":"<b>Dust⁦ storm","#
                + #""start":1763900000,"end":1763986400}]}"#
            let options = try OptionParser.parse(["--locale", "ar-EG", "--format", "html", "x.json"], defaultJobs: 1)
            let hostile = try runConfiguration(options, source: FixtureSource([("x.json", document)])).report
            #expect(
                hostile.contains("<li><bdi>&lt;b&gt;Dust storm</bdi> — <bdi>EMA Cairo</bdi>, ٢٣\u{200F}/١١\u{200F}/"))
            let markdown = try OptionParser.parse(
                ["--locale", "ar-EG", "--format", "markdown", "x.json"], defaultJobs: 1)
            let list = try runConfiguration(markdown, source: FixtureSource([("x.json", document)])).report
            #expect(list.contains("\n- \u{2068}\\<b>Dust storm\u{2069} — \u{2068}EMA Cairo\u{2069}, ٢٣\u{200F}/"))
        }

        @Test func machineFormatsKeepTheEvents() throws {
            let json = try Self.run(["--locale", "nl-BE", "--format", "ndjson", "--fields", "time,alerts"])
            #expect(json.contains("\"alerts\":\"Flood Watch\""))
            #expect(!json.contains("Shreveport"))
            let plain = try Self.run(["--locale", "nl-BE", "--format", "markdown", "--plain"])
            #expect(plain.hasPrefix("| "))
            let csv = try Self.run(["--locale", "nl-BE"])
            #expect(!csv.contains("Flood"))
        }
    }
}
