import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// The page's `<title>` names the places and days, known after the last row: the table is
    /// held while small so the title goes in the head; a table over 16 MiB streams, its title
    /// after it (`HeldTable`, issue 29).
    @Suite struct HTMLHeadTests {
        /// `count` hourly records of Gent (hours 0 to 39 over and over: 23 to 25 November),
        /// named `name`, as one JSON Lines file.
        static func gent(count: Int, name: String = "Gent") -> FixtureSource {
            FixtureSource([("gent.jsonl", gentLines(count: count, name: name))])
        }

        /// The JSON Lines of `gent(count:name:)`.
        static func gentLines(count: Int, name: String) -> String {
            (0..<count).map { index in
                HTMLChartPlacesTests.gent(hour: index % 40).replacingOccurrences(
                    of: #""name":"Gent""#, with: #""name":"\#(name)""#) + "\n"
            }.joined()
        }

        /// The page before `</head>` and after it.
        static func parts(_ page: String) throws -> (head: String, body: String) {
            let parts = page.components(separatedBy: "</head>\n")
            try #require(parts.count == 2)
            return (parts[0], parts[1])
        }

        @Test func theTitleIsInTheHeadAndTheHeadingAndChartsComeBeforeTheTable() throws {
            let page = try HTMLChartPlacesTests.run(["--locale", "nl-BE"], source: Self.gent(count: 40))
            let (head, body) = try Self.parts(page)
            // Gent's rows run from 23 Nov 2025 13:13 to 25 Nov 2025 04:13, local time (UTC+1).
            #expect(
                head.contains(
                    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                        + "<title>Gent · 23 nov 2025 – 25 nov 2025</title>\n<style>\n"))
            #expect(!body.contains("\n<title>"))
            #expect(
                body.hasPrefix(
                    "<body>\n<main class=\"report\">\n<header class=\"page\"><h1>Gent · 23 nov 2025 – 25 nov 2025</h1>"
                        + "</header>\n<section class=\"charts\">\n"))
            let table = try #require(body.range(of: "<div class=\"table\">"))
            #expect(body.range(of: "</section>\n")?.upperBound == table.lowerBound)
            #expect(body.hasSuffix("</tbody>\n</table>\n</div>\n</main>\n</body>\n</html>\n"))
        }

        @Test func aPageOverTheHeldLimitStreamsWithItsTitleAfterTheTable() throws {
            // 4,000 rows with a 4,399-character name: over 16 MiB of table.
            let name = Array(repeating: "Gentbrugge", count: 400).joined(separator: " ")
            let page = try HTMLChartPlacesTests.run(
                ["--locale", "nl-BE", "--jobs", "1"], source: Self.gent(count: 4000, name: name))
            let three = try HTMLChartPlacesTests.run(
                ["--locale", "nl-BE", "--jobs", "3"], source: Self.gent(count: 4000, name: name))
            #expect(page.utf8.count > 16 << 20)
            #expect(three == page)
            let (head, body) = try Self.parts(page)
            #expect(!head.contains("<title>"))
            #expect(body.hasPrefix("<body>\n<main class=\"report\">\n<div class=\"table\">\n<table>\n"))
            // The rule hiding the empty columns is the one a small page of the same records has
            // in its head, here in a stylesheet of its own after the table, before the title.
            let small = try Self.parts(
                HTMLChartPlacesTests.run(["--locale", "nl-BE"], source: Self.gent(count: 40, name: name)))
            let rule = try #require(small.head.components(separatedBy: "\n").dropLast(2).last)
            #expect(rule.hasSuffix("{display:none}"))
            #expect(
                body.contains(
                    "</tbody>\n</table>\n</div>\n<style>\n\(rule)\n</style>\n"
                        + "<title>\(name) · 23 nov 2025 – 25 nov 2025</title>\n<header class=\"page\"><h1>"))
        }
    }
}
