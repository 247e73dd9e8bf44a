import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Replays every hostile input kept in `Fixtures/fuzz` (hand-made ones and any crash the
/// fuzzer ever found) through the reader, the transform and both sinks: none may crash, and
/// each either decodes or names a position.
@Suite struct FuzzRegressionTests {
    static let folder = fixturePath("fuzz")
    static var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    @Test func everyKeptInputHasADefinedOutcome() throws {
        try #require(Self.files.count >= 8)
        for file in Self.files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(file)")))
            let source = FixtureSource([(file, String(decoding: bytes, as: UTF8.self))])
            let run = try runReport(source: source, locale: "nl-BE", jobs: 2)
            // Either rows or an error, and every error names the file, line and column.
            #expect(run.summary.rows > 0 || !run.errors.isEmpty, "\(file): neither rows nor an error")
            let positioned = try Regex("^" + file.replacingOccurrences(of: ".", with: "\\.") + #":\d+:\d+: .+$"#)
            for error in run.errors { #expect(error.wholeMatch(of: positioned) != nil, "\(error)") }
        }
    }

    @Test(
        arguments: [
            ("deep-inside-list.json", ["deep-inside-list.json:1:569: nesting deeper than 512 levels"], 1),
            ("huge-numbers.json", ["huge-numbers.json:1:26: list[0].main.temp: number out of range"], 1),
            ("long-digits.json", ["long-digits.json:1:17: main.temp: number out of range"], 0),
            (
                "offset-extremes.json",
                [
                    "offset-extremes.json:1:159: list[1].timezone: expected a UTC offset in whole seconds within ±18 hours, found 99999.0"
                ], 1
            ),
            (
                "stray-brace-in-list.json",
                ["stray-brace-in-list.json:1:49: unexpected character '}', expected ',' or ']' after an array element"],
                1
            ),
            ("unterminated-string-in-list.json", ["unterminated-string-in-list.json:1:62: unterminated string"], 1),
        ] as [(String, [String], Int)])
    func hostileInputsKeepTheGoodRecords(_ file: String, _ errors: [String], _ rows: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(file)")))
        let result = decodeAll(SourceDocument(name: file, bytes: bytes))
        #expect(result.errors == errors)
        #expect(result.records.count == rows)
    }

    @Test func invalidUTF8AndNulAreErrors() throws {
        for (file, message) in [
            ("bad-utf8-name.json", "1:10: invalid UTF-8 byte 0xFF in string"),
            ("nul-and-bom.json", "1:10: unexpected NUL byte, expected a value"),
        ] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(file)")))
            #expect(decodeAll(SourceDocument(name: file, bytes: bytes)).errors == ["\(file):\(message)"])
        }
    }
}
