import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    @Suite struct HTMLFormatTests {
        static func format(_ locale: String = "en-US") throws -> HTMLFormat {
            let catalog = FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: nil)
            return HTMLFormat(catalog: catalog)
        }

        @Test(arguments: [
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
            ("AT&T", "AT&amp;T"),
            ("say \"hi\" 'x'", "say &quot;hi&quot; &#39;x&#39;"),
            ("a\u{0}b\u{7}c\u{7F}", "a\u{FFFD}b\u{FFFD}c\u{FFFD}"),
            ("tab\tline\nend", "tab\tline\nend"),
            ("東京 Zürich", "東京 Zürich"),
            ("", ""),
        ])
        func escapesCell(cell: String, expected: String) throws {
            let page = render(try Self.format(), columns: [.city], rows: [[cell]])
            #expect(page.contains("<tbody>\n<tr><td>\(expected)</td></tr>\n</tbody>"))
        }

        @Test func directionAndLanguageComeFromTheLocale() throws {
            let arabic = render(try Self.format("ar-EG"), columns: [.city], rows: [])
            #expect(arabic.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar-EG\" dir=\"rtl\">\n"))
            let dutch = render(try Self.format("nl-BE"), columns: [.city], rows: [])
            #expect(dutch.hasPrefix("<!DOCTYPE html>\n<html lang=\"nl-BE\" dir=\"ltr\">\n"))
            #expect(try Self.format("he-IL").isRightToLeft && Self.format("fa-IR").isRightToLeft)
            #expect(try Self.format("ur-PK").isRightToLeft && !Self.format("ja-JP").isRightToLeft)
        }

        @Test func numberColumnsAreRightAlignedAndUnbrokenAndPhonesHideLowPriorityColumns() throws {
            let page = render(try Self.format(), columns: [.city, .country, .temp, .visibility], rows: [])
            #expect(
                page.contains("td:nth-child(3),th:nth-child(3),td:nth-child(4),th:nth-child(4){text-align:right}\n"))
            #expect(
                page.contains("td:nth-child(3),td:nth-child(4){white-space:nowrap;font-variant-numeric:tabular-nums}\n")
            )
            #expect(page.contains("@media (max-width:1099px){td:nth-child(4),th:nth-child(4){display:none}}\n"))
            #expect(!page.contains("td:nth-child(1),th:nth-child(1){display:none}"))
            #expect(page.contains("<tr><th scope=\"col\">City</th><th scope=\"col\">Country</th>"))
        }

        @Test func wordsBreakBetweenWordsOnlyAndTimesNeverAndPhonesKeepTheConditions() throws {
            let columns: [Column] = [.city, .country, .time, .conditions, .temp, .sunset, .humidity]
            let page = render(try Self.format("nl-BE"), columns: columns, rows: [])
            #expect(page.contains("overflow-wrap:normal;word-break:normal;hyphens:auto;"))
            #expect(!page.contains("anywhere") && !page.contains("break-all"))
            #expect(page.contains("td:nth-child(3),td:nth-child(6){white-space:nowrap}\n"))
            // Below 640 px only the humidity goes; the conditions stay.
            #expect(page.contains("@media (max-width:639px){td:nth-child(7),th:nth-child(7){display:none}}\n"))
            #expect(page.contains("<div class=\"table\">\n<table>"))
        }

        @Test func anHTMLOutputNamePicksTheFormatAndPlainIsRefused() throws {
            #expect(try OptionParser.parse(["-o", "Weather.HTML", "x.json"], defaultJobs: 1).resolvedFormat == .html)
            #expect(try OptionParser.parse(["-o", "w.htm", "x.json"], defaultJobs: 1).resolvedFormat == .html)
            #expect(throws: ReportError.self) {
                try OptionParser.parse(["--format", "html", "--plain", "x.json"], defaultJobs: 1)
            }
            let summary = try OptionParser.parse(["--format", "html", "--summary", "x.json"], defaultJobs: 1)
            try summary.check()
            #expect(throws: ReportError.self) {
                try OptionParser.parse(["-o", "w.html", "--delimiter", ";", "x.json"], defaultJobs: 1)
            }
        }

        @Test func writesAWholePageWithoutRows() throws {
            let page = render(try Self.format(), columns: [.city], rows: [])
            #expect(
                page.hasSuffix(
                    "</style>\n</head>\n<body>\n<main class=\"report\">\n"
                        + "<header class=\"page\"><h1>Weather report</h1></header>\n<div class=\"table\">\n<table>\n"
                        + "<thead>\n<tr><th scope=\"col\">City</th></tr>\n</thead>\n<tbody>\n</tbody>\n</table>\n</div>\n"
                        + "</main>\n</body>\n</html>\n"))
            #expect(page.contains("initial-scale=1\">\n<title>Weather report</title>\n<style>\n"))
        }

        @Test func samplesMatchTheGoldenPages() throws {
            for locale in ["nl-BE", "ar-EG"] {
                let run = try runReport(source: FileSource(paths: samplePaths), locale: locale, format: .html, jobs: 1)
                #expect(run.errors == [])
                #expect(run.report == (try golden("samples.\(locale).html")), "\(locale)")
            }
        }

        @Test(arguments: ["nl-BE", "ja-JP", "ar-EG"])
        func samplesAreTheSameBytesForAnyNumberOfJobs(_ locale: String) throws {
            let one = try runReport(source: FileSource(paths: samplePaths), locale: locale, format: .html, jobs: 1)
            let four = try runReport(source: FileSource(paths: samplePaths), locale: locale, format: .html, jobs: 4)
            #expect(four.report == one.report)
            #expect(one.report.contains("<h2><bdi>Oslo (NO)</bdi> · "))
        }

        @Test func manyObservationsShowTheWarmestAndColdestTwenty() throws {
            let cities = (0..<10_000).map { index in
                #"{"name":"C\#(index)","sys":{"country":"XX"},"main":{"temp":\#(Double(index % 5000) / 100 - 10)},"#
                    + #""wind":{"speed":3,"deg":\#(index % 360)},"weather":[],"dt":1700000000}"#
            }
            let document = #"{"cnt":10000,"list":[\#(cities.joined(separator: ","))]}"#
            let one = try runReport(
                source: FixtureSource([("group.json", document)]), locale: "en-US", format: .html,
                inputUnits: .metric, jobs: 1)
            let four = try runReport(
                source: FixtureSource([("group.json", document)]), locale: "en-US", format: .html,
                inputUnits: .metric, jobs: 4)
            #expect(one.summary.rows == 10_000)
            #expect(four.report == one.report)
            #expect(
                one.report.contains(
                    "The 20 warmest and 20 coldest of 10,000 places.</p>"))
            #expect(one.report.components(separatedBy: "<g><title>").count - 1 == 40)
            // The warmest: 39.99 °C, shown as the cell shows it (en-US: °F); the coldest -10 °C.
            #expect(one.report.contains("<g><title>\u{2068}C4999 (XX)\u{2069}: 104°F</title>"))
            #expect(one.report.contains("<g><title>\u{2068}C0 (XX)\u{2069}: 14°F</title>"))
            #expect(one.report.contains("<p>10,000 places; the darkest petal:"))
        }

        @Test func dailyRowsGetABandAndEachStepIsItsOwnSeries() throws {
            let paths = ["onecall-chicago", "forecast-daily-oslo", "forecast-curacautin"].map {
                "\(packageRoot)/Samples/products/\($0).json"
            }
            let run = try runReport(
                source: FileSource(paths: paths), locale: "en-GB", format: .html,
                columns: [.kind, .city, .time, .temp, .tempMin, .tempMax, .rain1h, .rainDay])
            #expect(run.errors == [])
            let headings = run.report.components(separatedBy: "<h2>").dropFirst().map { $0.prefix { $0 != "/" } }
            #expect(
                headings
                    == [
                        "Alerts in force<", "<bdi>33.44° N 94.04° W<", "<bdi>33.44° N 94.04° W<", "<bdi>Curacautín<",
                        "<bdi>Oslo<",
                    ].map { Substring($0) })
            // A forecast series is named by its step, in CLDR's English ("{0} per day").
            #expect(run.report.contains("<h2><bdi>33.44° N 94.04° W</bdi> · per day</h2>"))
            #expect(run.report.contains("<h2><bdi>Curacautín</bdi> · per 3 hours</h2>"))
            #expect(run.report.contains("<h2><bdi>Oslo</bdi> · per day</h2>"))
            // A band for the daily rows only (min and max a real range), none for the forecast.
            #expect(run.report.components(separatedBy: "<polygon").count - 1 == 2)
            // Tick labels never repeat, though the cells round to whole degrees.
            for svg in run.report.components(separatedBy: "<svg").dropFirst() {
                let labels = svg.components(separatedBy: "text-anchor=\"end\">").dropFirst().map {
                    $0.prefix { $0 != "<" }
                }
                #expect(Set(labels).count == labels.count, "\(labels)")
            }
        }

        @Test func timeSeriesAreKeptForTheFirstTwentyPlacesByName() throws {
            var records: [String] = []
            for place in (0..<30).reversed() {
                for hour in 0..<200 {
                    records.append(
                        #"{"name":"P\#(place + 10)","main":{"temp":\#(hour % 24)},"rain":{"1h":0.5},"#
                            + #""weather":[],"dt":\#(1_700_000_000 + hour * 3600)}"#)
                }
            }
            let document = #"{"cnt":6000,"list":[\#(records.joined(separator: ","))]}"#
            let run = try runReport(
                source: FixtureSource([("series.json", document)]), locale: "en-US", format: .html,
                inputUnits: .metric, jobs: 2)
            #expect(run.report.contains("Time series of the first 20 places by name, of 30;"))
            // Observations: a series titled by its place alone.
            #expect(run.report.contains("<h2><bdi>P10</bdi></h2>") && run.report.contains("<h2><bdi>P29</bdi></h2>"))
            #expect(!run.report.contains("<h2><bdi>P30</bdi>"))
            #expect(run.report.components(separatedBy: "<polyline").count - 1 == 20)
        }
    }
}
