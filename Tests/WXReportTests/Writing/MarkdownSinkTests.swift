import Foundation
import Testing

@testable import WXReport

extension Writing {
    @Suite struct MarkdownSinkTests {
        @Test func alignsNumericColumnsRight() {
            let text = render(MarkdownSink(), columns: [.city, .temp, .time, .humidity, .sunrise], batches: [])
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
            ("one\ntwo", "one<br>two"),
            ("one\rtwo", "one<br>two"),
            ("one\r\ntwo", "one<br>two"),
            ("one\n\ntwo", "one<br><br>two"),
            ("end\n", "end<br>"),
            ("東京", "東京"),
            ("Zürich", "Zürich"),
            ("|\u{301}", "\\|\u{301}"),  // a pipe carrying a combining accent
        ])
        func escapesCell(cell: String, expected: String) {
            let text = render(MarkdownSink(), columns: [], batches: [[ReportRow(cells: [cell])]])
            #expect(text == "| " + expected + " |\n")
        }

        @Test func writesEmptyCellsAsTwoSpaces() {
            let text = render(MarkdownSink(), columns: [], batches: [rows([["", "x", ""]])])
            #expect(text == "|  | x |  |\n")
        }

        @Test func writesWholeReport() {
            let text = render(
                MarkdownSink(), columns: [.city, .country, .temp, .conditions],
                batches: [rows([["Zürich", "CH", "1,5 °C", "rain | wind"], ["東京", "JP", "-0,5 °C", ""]])])
            #expect(
                text == """
                    | City | Country | Temperature | Conditions |
                    | --- | --- | ---: | --- |
                    | Zürich | CH | 1,5 °C | rain \\| wind |
                    | 東京 | JP | -0,5 °C |  |

                    """)
        }

        @Test func writesNothingWithoutColumns() {
            #expect(render(MarkdownSink(), columns: [], batches: []) == "")
        }

        @Test func writesTheSameInBatchesAsInOne() {
            let all = rows([["a|b", "1"], ["c\r\nd", ""], ["東京", "\\"]])
            let whole = render(MarkdownSink(), columns: [.city, .temp], batches: [all])
            let split = render(MarkdownSink(), columns: [.city, .temp], batches: [Array(all[..<2]), Array(all[2...])])
            #expect(split == whole)
        }

        @Test(.enabled(if: isOnPath("cmark-gfm"), "cmark-gfm is not installed"))
        func rendersAsOneGitHubTable() throws {
            let markdown = render(
                MarkdownSink(), columns: [.city, .temp, .conditions],
                batches: [rows([["a|b", "1", "x\ny"], ["back\\", "", "東京"], ["", "2", "|"]])])
            let result = try run(["cmark-gfm", "-e", "table"], input: markdown)
            try #require(result.status == 0)
            let html = String(decoding: result.output, as: UTF8.self)
            #expect(html.components(separatedBy: "<table>").count - 1 == 1)
            #expect(html.components(separatedBy: "<tr>").count - 1 == 4)
            #expect(html.components(separatedBy: "<td").count - 1 == 9)
        }
    }
}
