import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// `--summary --format html`: the summary table (the CSV summary's cells) and one
    /// min–mean–max bar per field.
    @Suite struct HTMLSummaryTests {
        static let records = """
            {"list":[
            {"name":"A","main":{"temp":280.15,"humidity":50},"weather":[],"dt":0},
            {"name":"B<i>","main":{"temp":275.15,"humidity":90},"weather":[],"dt":0},
            {"name":"C","main":{"temp":275.15},"weather":[],"dt":0}
            ]}
            """

        static func summary(_ locale: String, _ format: OutputFormat, jobs: Int) throws -> String {
            try summaryReport(of: records, locale: locale, format, jobs: jobs)
        }

        @Test func theTableHasTheCSVSummarysCellsAndEachFieldABar() throws {
            let page = try Self.summary("nl-BE", .html, jobs: 1)
            #expect(try Self.summary("nl-BE", .html, jobs: 4) == page)
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"nl-BE\" dir=\"ltr\">\n"))
            // The title is known from the start, so it is in the head, and only there.
            let head = page.components(separatedBy: "</head>")
            #expect(head.count == 2 && head[0].contains("\n<title>Weerbericht</title>\n"))
            #expect(!head[1].contains("<title>Weerbericht"))
            #expect(head[1].contains("<header class=\"page\"><h1>Weerbericht</h1></header>"))
            #expect(
                page.contains(
                    """
                    <tbody>
                    <tr><td>Temperatuur<td>3<td>2\u{A0}°C<td>B&lt;i&gt;<td>7\u{A0}°C<td>A<td>4\u{A0}°C</td></tr>
                    <tr><td>Luchtvochtigheid<td>2<td>50%<td>A<td>90%<td>B&lt;i&gt;<td>70%</td></tr>
                    <tr><td>Windstoten<td>0<td><td><td><td><td></td></tr>
                    </tbody>
                    """))
            let csv = try Self.summary("nl-BE", .csv, jobs: 1)
            #expect(csv.contains("Temperatuur;3;2\u{A0}°C;B<i>;7\u{A0}°C;A;4\u{A0}°C\n"))
            // A bar for each field with values; none for the gust, which has none.
            #expect(page.components(separatedBy: "<rect ").count - 1 == 2)
            #expect(page.contains(">Temperatuur: 2\u{A0}°C · 4\u{A0}°C · 7\u{A0}°C</text>"))
            #expect(page.hasSuffix("</svg>\n</figure>\n</section>\n</main>\n</body>\n</html>\n"))
        }

        @Test(.requires(.python3))
        func everyRowHasSevenCells() throws {
            let parsed = try HTMLStructureTests.parse(try Self.summary("ar-EG", .html, jobs: 2))
            #expect(parsed.errors == [])
            #expect(parsed.html == ["lang": "ar-EG", "dir": "rtl"])
            #expect(parsed.rows.count == 4)
            #expect(parsed.rows.allSatisfy { $0.count == 7 })
        }
    }
}
