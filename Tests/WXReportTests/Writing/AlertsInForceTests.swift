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
            "Flood Watch — NWS Shreveport (Arkansas, Louisiana, Oklahoma and Texas), 2/11/2025, 01:00 – 3/11/2025, 00:00"

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

        @Test func htmlShowsABanner() throws {
            let page = try Self.run(["--locale", "nl-BE", "--format", "html"])
            #expect(
                page.contains(
                    "<aside class=\"alerts\" role=\"note\"><h2>Geldende waarschuwingen</h2><ul><li>"
                        + "\(Self.floodWatch)</li></ul></aside>"))
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
