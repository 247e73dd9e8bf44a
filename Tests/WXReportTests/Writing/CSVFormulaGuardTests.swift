import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    @Suite struct CSVFormulaGuardTests {
        @Test(arguments: [
            ("=1+1", "'=1+1"),
            ("=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"),
            ("+1", "'+1"),
            ("-1", "'-1"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\r=1+1", "'\r=1+1"),
            ("\u{0}=1+1", "'\u{0}=1+1"),  // ASVS 5.0 1.2.10 lists NUL too
            ("=", "'="),
        ])
        func guardsEveryFormulaStarter(cell: String, expected: String) {
            #expect(CSVFormulaGuard.guarded(cell) == expected)
        }

        @Test(arguments: [
            "", "Gent", "'=1+1", " =1+1", "\n=1+1", "a=b", "1-2", "É=1", "＝1", "−1", "東京", "#REF!", "%1", "|x",
        ])
        func leavesOtherStartsAlone(cell: String) {
            // A space, LF, a full-width `＝` or a Unicode minus is not on OWASP's list.
            #expect(CSVFormulaGuard.guarded(cell) == cell)
        }

        @Test func guardsTheColumnsTakenFromTheInput() {
            let guarded = Column.allCases.filter(CSVFormulaGuard.guards)
            #expect(guarded == [.city, .country, .conditions])
        }

        @Test(arguments: [
            // (cell, written with ",", written with "'")
            (
                "=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"",
                "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""
            ),
            ("-1,5", "\"'-1,5\"", "\"'-1,5\""),
            ("\r=1+1", "\"'\r=1+1\"", "\"'\r=1+1\""),
            ("@a b ", "\"'@a b \"", "\"'@a b \""),  // the trailing space still asks for quotes
            ("\tx", "'\tx", "\"'\tx\""),  // no longer starts with a TAB, so "," needs no quotes
            ("+1", "'+1", "\"'+1\""),  // with "'" as delimiter the mark itself needs quotes
            ("Gent", "Gent", "Gent"),
        ])
        func quotesTheGuardedText(cell: String, comma: String, apostrophe: String) {
            #expect(csvField(cell, delimiter: ",") == comma)
            #expect(csvField(cell, delimiter: "'") == apostrophe)
        }

        @Test func leavesEveryHostileStringReadableAndInert() throws {
            for hostile in try HostileString.all() {
                let guarded = CSVFormulaGuard.guarded(hostile.text)
                #expect(
                    !"=+-@\t\r\u{0}".unicodeScalars.contains(guarded.unicodeScalars.first ?? "x"),
                    "\(hostile.attacks): \(String(reflecting: guarded))")
                #expect(guarded == hostile.text || guarded == "'" + hostile.text)
            }
        }
    }
}

/// One guarded field as the CSV writer quotes it: a one-cell record from `CSVFormat`'s row
/// writer, without its LF. The only place these tests reach into the CSV writer: if its row API
/// changes, this is the place to follow it.
private func csvField(_ cell: String, delimiter: Character) -> String {
    var rows = CSVFormat(delimiter: delimiter).makeRowWriter(columns: [.city], capacity: 64)
    rows.beginRow()
    var cell = cell
    cell.withUTF8 { cell in
        CSVFormulaGuard.withGuarded(cell) { rows.cell(utf8: $0) }
    }
    rows.endRow()
    let record = rows.finish().text
    #expect(record.hasSuffix("\n"), "a CSV record ends in LF")
    return String(decoding: record.utf8.dropLast(), as: UTF8.self)
}

/// The guard as the command applies it: only to text from the input, and `--no-formula-guard`
/// turns it off.
@Suite struct CSVFormulaGuardEndToEndTests {
    private static let hostile = """
        {"name":"=HYPERLINK(\\"http://x\\",\\"y\\")","sys":{"country":"+1"},"dt":1763900000,
         "main":{"temp":-3.2},"weather":[{"description":"@SUM(A1)"}]}
        """

    @Test func guardsInputTextButNotFormattedCells() throws {
        let run = try wxreport(
            ["--locale", "nl-BE", "--input-units", "metric", "--fields", "city,country,conditions,temp", "-"],
            input: Data(Self.hostile.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        // `-3 °C` starts with a minus but is a cell we formatted: no guard.
        #expect(
            run.stdout
                == "Plaats;Land;Weerbeeld;Temperatuur\n\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\";'+1;'@SUM(A1);-3\u{A0}°C\n"
        )
    }

    @Test func noFormulaGuardWritesTheInputAsItIs() throws {
        let run = try wxreport(
            [
                "--locale", "en-US", "--input-units", "metric", "--fields", "city,country,conditions",
                "--no-formula-guard", "-",
            ],
            input: Data(Self.hostile.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "City,Country,Conditions\n\"=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",+1,@SUM(A1)\n")
    }
}
