import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    @Suite struct MarkdownFormatTests {
        @Test func alignsNumericColumnsRight() {
            let text = render(MarkdownFormat(), columns: [.city, .temp, .time, .humidity, .sunrise], rows: [])
            #expect(
                text == """
                    | City | Temperature | Local time | Humidity | Sunrise |
                    | --- | ---: | --- | ---: | --- |

                    """)
        }

        @Test(arguments: [
            ("plain", "plain"),
            ("a|b", "a\\|b"),
            ("back\\slash", "back\\\\slash"),
            ("\\|", "\\\\\\|"),
            ("one\ntwo", "one two"),
            ("one\rtwo", "one two"),
            ("one\r\ntwo", "one two"),
            ("one\n\ntwo", "one  two"),
            ("end\n", "end "),
            ("東京", "東京"),
            ("Zürich", "Zürich"),
            ("|\u{301}", "\\|\u{301}"),  // a pipe carrying a combining accent
            ("a long cell with a | past eight bytes", "a long cell with a \\| past eight bytes"),
            ("a long cell with nothing to escape", "a long cell with nothing to escape"),
        ])
        func escapesCell(cell: String, expected: String) {
            #expect(renderRows(MarkdownFormat(), rows: [[cell]]) == "| " + expected + " |\n")
        }

        @Test func writesEmptyCellsAsTwoSpaces() {
            #expect(renderRows(MarkdownFormat(), rows: [["", "x", ""]]) == "|  | x |  |\n")
        }

        @Test func writesWholeReport() {
            let text = render(
                MarkdownFormat(), columns: [.city, .country, .temp, .conditions],
                rows: [["Zürich", "CH", "1,5 °C", "rain | wind"], ["東京", "JP", "-0,5 °C", ""]])
            #expect(
                text == """
                    | City | Country | Temperature | Conditions |
                    | --- | --- | ---: | --- |
                    | Zürich | CH | 1,5 °C | rain \\| wind |
                    | 東京 | JP | -0,5 °C |  |

                    """)
        }

        @Test func writesNothingWithoutColumnsAndNoLineForARowWithoutCells() {
            #expect(render(MarkdownFormat(), columns: [], rows: []) == "")
            #expect(render(MarkdownFormat(), columns: [], rows: [[], []]) == "")
        }

        @Test func writesTheSameOnAnyNumberOfThreads() {
            let all = [["a|b", "1"], ["c\r\nd", ""], ["東京", "\\"]]
            let one = render(MarkdownFormat(), columns: [.city, .temp], rows: all, jobs: 1)
            #expect(render(MarkdownFormat(), columns: [.city, .temp], rows: all, jobs: 4) == one)
        }

        @Test(.requires(.cmarkGFM))
        func rendersAsOneGitHubTable() throws {
            let markdown = render(
                MarkdownFormat(), columns: [.city, .temp, .conditions],
                rows: [["a|b", "1", "x\ny"], ["back\\", "", "東京"], ["", "2", "|"]])
            let result = try run(.cmarkGFM, ["-e", "table"], input: markdown)
            try #require(result.status == 0)
            let html = result.stdout
            #expect(html.components(separatedBy: "<table>").count - 1 == 1)
            #expect(html.components(separatedBy: "<tr>").count - 1 == 4)
            #expect(html.components(separatedBy: "<td").count - 1 == 9)
        }
    }
}
