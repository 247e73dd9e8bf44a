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

        /// Read with another separator than the report's, each part after a `,`, `;` or TAB is a
        /// cell of its own: each is guarded like a whole cell.
        @Test(arguments: [
            ("Gent;=1+1;x", "Gent;'=1+1;x"),
            ("Gent,=1+1,x", "Gent,'=1+1,x"),
            ("a\t@SUM(A1)", "a\t'@SUM(A1)"),
            ("=a;+b,-c", "'=a;'+b,'-c"),
            ("a;;=b", "a;;'=b"),
            ("a,\t=b", "a,'\t'=b"),  // the TAB starts a piece and ends one
            ("a; =b", "a; =b"),
            ("1,5;2", "1,5;2"),
        ])
        func guardsEveryPieceWhateverTheSeparator(cell: String, expected: String) {
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
            let guarded = Column.guarded
            #expect(guarded == [.city, .country, .conditions, .icon, .alerts])
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
            ("\tx", "\"'\tx\"", "\"'\tx\""),  // a TAB asks for quotes whatever the delimiter
            ("Gent;=1+1;x", "\"Gent;'=1+1;x\"", "\"Gent;'=1+1;x\""),  // `;` too, with "," as delimiter
            ("a;b", "\"a;b\"", "\"a;b\""),
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
                let pieces = guarded.unicodeScalars.split(omittingEmptySubsequences: false) {
                    ",;\t".unicodeScalars.contains($0)
                }
                #expect(
                    pieces.allSatisfy { !"=+-@\r\u{0}".unicodeScalars.contains($0.first ?? "x") },
                    "\(hostile.attacks): \(String(reflecting: guarded))")
                // Only marks were added.
                #expect(guarded.filter { $0 != "'" } == hostile.text.filter { $0 != "'" })
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

    /// Cities that hold the other locale's separator, with a formula behind it.
    private static let separated = """
        {"name":"Gent;=1+1;x","dt":1763900000,"main":{"temp":1},"weather":[{"description":"x"}]}
        {"name":"Gent,=1+1,x","dt":1763900000,"main":{"temp":1},"weather":[{"description":"x"}]}
        """

    /// Quoted and guarded piece by piece whatever the delimiter, so neither import setting splits it.
    @Test(arguments: [
        ("en-US", "City\n\"Gent;'=1+1;x\"\n\"Gent,'=1+1,x\"\n"),
        ("nl-BE", "Plaats\n\"Gent;'=1+1;x\"\n\"Gent,'=1+1,x\"\n"),
    ])
    func guardsACellThatHoldsTheOtherSeparator(locale: String, expected: String) throws {
        let run = try wxreport(
            ["--locale", locale, "--input-units", "metric", "--fields", "city", "-"], input: Data(Self.separated.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
    }

    /// Alert names come from the input too: guarded like the city.
    @Test func guardsAlertNames() throws {
        let sample = "\(packageRoot)/Samples/products/onecall-chicago.json"
        let text = try String(contentsOfFile: sample, encoding: .utf8)
            .replacingOccurrences(of: #""Flood Watch""#, with: #""=1+1""#)
        let run = try wxreport(["--locale", "en-US", "--fields", "alerts", "-"], input: Data(text.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\n'=1+1\n") && !run.stdout.contains("\n=1+1"))
    }

    /// LibreOffice opens the en-US report with `,`, `;` or TAB as separator and evaluates no
    /// formula: no cell reads `2`, and `=1+1` is still there as text.
    @Test(.requires(.soffice)) func libreOfficeRunsNoFormulaUnderAnySeparator() throws {
        try withTemporaryDirectory { folder in
            let report = try wxreport(
                [
                    "--locale", "en-US", "--input-units", "metric", "--fields", "city", "-o", folder.file("report.csv"),
                    "-",
                ],
                input: Data(Self.separated.utf8))
            #expect(report.status == 0, "\(report.stderr)")
            for code in [44, 59, 9] {
                let converted = try run(
                    .soffice,
                    [
                        "--headless", "--norestore", "-env:UserInstallation=file://\(folder.path)/profile",
                        "--infilter=CSV:\(code),34,76,1", "--convert-to", "csv", "--outdir", folder.file("out\(code)"),
                        folder.file("report.csv"),
                    ])
                #expect(converted.status == 0, "\(converted.stderr)")
                let text = String(decoding: try folder.contents(of: "out\(code)/report.csv"), as: UTF8.self)
                let cells = text.split { ",;\t\n\"'".contains($0) }
                #expect(!cells.contains("2") && text.contains("=1+1"), "separator \(code): \(text)")
            }
        }
    }
}

extension CSVFormulaGuard {
    /// `text` as the guard writes it.
    static func guarded(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in withGuarded(bytes) { String(decoding: $0, as: UTF8.self) } }
    }
}
