import Foundation
import Testing

@testable import WXReport

extension Writing {
    @Suite struct CSVSinkTests {
        @Test func writesHeaderOfColumnTitles() {
            let text = render(CSVSink(), columns: [.city, .country, .temp, .rain1h], batches: [])
            #expect(text == "City,Country,Temperature,Rain (1 h)\n")
        }

        @Test(arguments: [
            // (cell, as written with ",", as written with ";")
            ("Gent", "Gent", "Gent"),
            ("1,5", "\"1,5\"", "1,5"),  // decimal comma only clashes with ","
            ("a;b", "a;b", "\"a;b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\"", "\"say \"\"hi\"\"\""),
            ("\"", "\"\"\"\"", "\"\"\"\""),
            ("two\nlines", "\"two\nlines\"", "\"two\nlines\""),
            ("cr\rhere", "\"cr\rhere\"", "\"cr\rhere\""),
            ("crlf\r\nhere", "\"crlf\r\nhere\"", "\"crlf\r\nhere\""),
            (" padded", "\" padded\"", "\" padded\""),  // edge spaces are quoted to survive trimming readers
            ("padded ", "\"padded \"", "\"padded \""),
            ("in side", "in side", "in side"),
            ("東京", "東京", "東京"),
            ("Zürich", "Zürich", "Zürich"),
            ("\"\u{301}x", "\"\"\"\u{301}x\"", "\"\"\"\u{301}x\""),  // a quote carrying a combining accent
        ])
        func quotesOnlyWhatTheDelimiterRequires(cell: String, comma: String, semicolon: String) {
            let row = [ReportRow(cells: ["x", cell])]
            #expect(render(CSVSink(), columns: [], batches: [row]) == "\n" + "x," + comma + "\n")
            #expect(render(CSVSink(delimiter: ";"), columns: [], batches: [row]) == "\n" + "x;" + semicolon + "\n")
        }

        @Test func writesWholeReport() {
            let text = render(
                CSVSink(delimiter: ";"), columns: [.city, .country, .temp, .conditions],
                batches: [rows([["Zürich", "CH", "1,5", "light rain"], ["東京", "JP", "-0,5", ""]])])
            #expect(text == "City;Country;Temperature;Conditions\nZürich;CH;1,5;light rain\n東京;JP;-0,5;\n")
        }

        @Test func keepsEmptyCellsEmpty() {
            let text = render(CSVSink(), columns: [], batches: [rows([["", "", ""], ["a", "", "c"]])])
            #expect(text == "\n,,\na,,c\n")
        }

        @Test func quotesLoneEmptyFieldSoTheRecordIsNotBlank() {
            let text = render(CSVSink(), columns: [.city], batches: [rows([[""], ["x"]])])
            #expect(text == "City\n\"\"\nx\n")
        }

        @Test func quotesMultiByteDelimiter() {
            let text = render(CSVSink(delimiter: "§"), columns: [], batches: [rows([["a§b", "c¶d", "e"]])])
            #expect(text == "\n\"a§b\"§c¶d§e\n")
        }

        @Test func writesTheSameInBatchesAsInOne() {
            let all = rows([["a \"q\"", "1,5"], ["b\nc", ""], ["東京", "x|y"], ["d", " e"]])
            let sink = CSVSink()
            let whole = render(sink, columns: [.city, .temp], batches: [all])
            let split = render(sink, columns: [.city, .temp], batches: [Array(all[..<1]), Array(all[1...])])
            let perRow = render(sink, columns: [.city, .temp], batches: all.map { [$0] })
            #expect(split == whole)
            #expect(perRow == whole)
        }

        @Test(arguments: [",", ";", "\t"])
        func readsBackExactlyWithPythonCSV(delimiter: String) throws {
            let cells = [
                ["City", "Value"],
                ["plain", "1,5"],
                ["say \"hi\"", "a;b"],
                ["two\nlines", "cr\r\nlf"],
                [" padded ", ""],
                ["東京", "Zürich"],
                ["tab\there", "\"\""],
            ]
            let directory = try TemporaryDirectory()
            defer { directory.cleanUp() }
            var text = ""
            CSVSink(delimiter: Character(delimiter)).write(rows(cells), to: &text)
            try directory.write(text, to: "report.csv")
            let script =
                "import csv,sys,json; print(json.dumps(list(csv.reader(open(sys.argv[1], newline=\"\"), delimiter=sys.argv[2]))))"
            let result = try run(["python3", "-c", script, directory.file("report.csv"), delimiter])
            try #require(result.status == 0)
            let read = try JSONDecoder().decode([[String]].self, from: result.output)
            #expect(read == cells)
        }
    }
}
