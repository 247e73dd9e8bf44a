import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    @Suite struct CSVFormatTests {
        @Test func writesHeaderOfColumnTitles() {
            let text = render(CSVFormat(), columns: [.city, .country, .temp, .rain1h], rows: [])
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
            (
                "a long cell, eight bytes at a time", "\"a long cell, eight bytes at a time\"",
                "a long cell, eight bytes at a time"
            ),
            (
                "nothing to quote in sixteen+ bytes", "nothing to quote in sixteen+ bytes",
                "nothing to quote in sixteen+ bytes"
            ),
        ])
        func quotesOnlyWhatTheDelimiterRequires(cell: String, comma: String, semicolon: String) {
            // Unguarded cells: guarded input text is quoted for every separator (CSVFormulaGuardTests).
            let commas = CSVFormat(guardsFormulas: false)
            let semicolons = CSVFormat(delimiter: ";", guardsFormulas: false)
            #expect(renderRows(commas, rows: [["x", cell]]) == "x," + comma + "\n")
            #expect(renderRows(semicolons, rows: [["x", cell]]) == "x;" + semicolon + "\n")
        }

        @Test func writesWholeReport() {
            let text = render(
                CSVFormat(delimiter: ";"), columns: [.city, .country, .temp, .conditions],
                rows: [["Zürich", "CH", "1,5", "light rain"], ["東京", "JP", "-0,5", ""]])
            #expect(text == "City;Country;Temperature;Conditions\nZürich;CH;1,5;light rain\n東京;JP;-0,5;\n")
        }

        @Test func keepsEmptyCellsEmpty() {
            #expect(renderRows(CSVFormat(), rows: [["", "", ""], ["a", "", "c"]]) == ",,\na,,c\n")
        }

        @Test func quotesLoneEmptyFieldSoTheRecordIsNotBlank() {
            let text = render(CSVFormat(), columns: [.city], rows: [[""], ["x"]])
            #expect(text == "City\n\"\"\nx\n")
        }

        @Test func quotesMultiByteDelimiter() {
            #expect(renderRows(CSVFormat(delimiter: "§"), rows: [["a§b", "c¶d", "e"]]) == "\"a§b\"§c¶d§e\n")
        }

        @Test func writesTheSameOnAnyNumberOfThreads() {
            let all = [["a \"q\"", "1,5"], ["b\nc", ""], ["東京", "x|y"], ["d", " e"]]
            let one = render(CSVFormat(), columns: [.city, .temp], rows: all, jobs: 1)
            #expect(one == "City,Temperature\n\"a \"\"q\"\"\",\"1,5\"\n\"b\nc\",\n東京,x|y\nd,\" e\"\n")
            #expect(render(CSVFormat(), columns: [.city, .temp], rows: all, jobs: 2) == one)
            #expect(render(CSVFormat(), columns: [.city, .temp], rows: all, jobs: 8) == one)
        }

        @Test(.requires(.python3), arguments: [",", ";", "\t"])
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
            try withTemporaryDirectory { directory in
                try directory.write(
                    renderRows(CSVFormat(delimiter: Character(delimiter)), rows: cells), to: "report.csv")
                let script =
                    "import csv,sys,json; print(json.dumps(list(csv.reader(open(sys.argv[1], newline=\"\"), delimiter=sys.argv[2]))))"
                let result = try run(.python3, ["-c", script, directory.file("report.csv"), delimiter])
                try #require(result.status == 0)
                let read = try JSONDecoder().decode([[String]].self, from: result.stdoutBytes)
                #expect(read == cells)
            }
        }
    }
}
