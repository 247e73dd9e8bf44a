import Foundation
import Testing

@testable import WXReport

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

/// One guarded field as the CSV writer quotes it. The only place these tests reach into the
/// CSV writer: if its field API changes, this is the line to follow it.
private func csvField(_ cell: String, delimiter: Character) -> String {
    var rows = CSVFormat(delimiter: delimiter).makeRowWriter(columns: [.city], capacity: 16)
    rows.beginRow()
    var cell = cell
    cell.withUTF8 { cell in
        CSVFormulaGuard.withGuarded(cell) { rows.cell(utf8: $0) }
    }
    return rows.finish().text
}
