import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension OptionsTests {
    /// The default columns of the formats people read show the precipitation the input has and
    /// the chance of it, and leave out columns no row fills; the formats for machines keep
    /// their fixed schema (issue 29, point 5).
    @Suite struct PeopleColumnsTests {
        static func report(_ arguments: [String], _ path: String) throws -> String {
            let paths = ["\(packageRoot)/Samples/\(path)"]
            let options = try OptionParser.parse(["--locale", "en-GB"] + arguments + paths, defaultJobs: 1)
            let run = try runConfiguration(options, source: FileSource(paths: paths))
            #expect(run.errors == [])
            return run.report
        }

        static func markdownHeader(_ report: String) -> [String] {
            let line = report.split(separator: "\n").first { $0.hasPrefix("| ") } ?? ""
            return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        @Test func aForecastShowsItsThreeHourAmountsAndChance() throws {
            let header = Self.markdownHeader(try Self.report(["--format", "markdown"], "forecast-oslo.json"))
            #expect(header.contains("Rain (3 h)") && header.contains("Snow (3 h)"))
            #expect(header.contains("Chance of precipitation"))
            #expect(!header.contains("Rain (1 h)") && !header.contains("Rain (day)"))
        }

        @Test func dailyRowsShowTheDaysRainAndChance() throws {
            let header = Self.markdownHeader(
                try Self.report(["--format", "markdown"], "products/forecast-daily-oslo.json"))
            #expect(header.contains("Rain (day)") && header.contains("Chance of precipitation"))
            #expect(!header.contains("Visibility"))
        }

        @Test func machineFormatsAndGivenFieldsKeepTheirColumns() throws {
            let csv = try Self.report([], "forecast-oslo.json")
            #expect(csv.hasPrefix("City,Country,Local time,Conditions,Temperature,"))
            #expect(csv.split(separator: "\n")[0].split(separator: ",").count == 19)
            let plain = try Self.report(["--format", "markdown", "--plain"], "forecast-oslo.json")
            #expect(Self.markdownHeader(plain).count == 19)
            let given = try Self.report(["--format", "markdown", "--fields", "city,snow_1h"], "current-gent.json")
            #expect(Self.markdownHeader(given) == ["City", "Snow (1 h)"])
        }

        @Test func theHTMLPageHidesEmptyColumnsInItsHead() throws {
            let page = try Self.report(["--format", "html"], "current-gent.json")
            let titles = page.components(separatedBy: "<th scope=\"col\">").dropFirst().map { $0.prefix { $0 != "<" } }
            let snow = try #require(titles.firstIndex(of: "Snow (1 h)"))
            #expect(page.contains("td:nth-child(\(snow + 1)),th:nth-child(\(snow + 1))"))
            // Known after the last row, the rule is in the head: the table was held (`HeldTable`).
            let head = try #require(page.components(separatedBy: "</head>").first)
            #expect(head.contains("td:nth-child(\(snow + 1)),th:nth-child(\(snow + 1))"))
            #expect(!page.contains("</div>\n<style>\n"))
        }

        // The kind is the step in CLDR's words: nl `{0} per dag`, ja `{0}/日`, de `{0} pro Tag`.
        @Test(arguments: [
            ("nl-BE", "| per dag | Oslo | zo 23 nov 2025 |"),
            ("ja-JP", "| /日 | Oslo | 2025年11月23日(日) |"),
            ("de-DE", "| pro Tag | Oslo | So. 23. Nov. 2025 |"),
        ])
        func dailyRowsShowTheirDayAndKindInTheLocale(locale: String, row: String) throws {
            let arguments = ["--locale", locale, "--format", "markdown", "--fields", "kind,city,time"]
            let path = "\(packageRoot)/Samples/products/forecast-daily-oslo.json"
            let options = try OptionParser.parse(arguments + [path], defaultJobs: 1)
            let report = try runConfiguration(options, source: FileSource(paths: [path])).report
            #expect(report.contains(row), "\(report)")
        }

        @Test func machineFormatsKeepTheTimeAndTheKindKey() throws {
            let csv = try Self.report(["--fields", "kind,time"], "products/forecast-daily-oslo.json")
            #expect(csv.contains("daily,\"23/11/2025, 12:00\""), "\(csv)")
        }
    }
}
