import Foundation
import Testing
import WXReport

/// The `.strings` reader: the format as Apple's tools write it, both encodings, and errors that
/// point at the place.
@Suite struct StringsFileTests {
    private func parse(_ text: String) throws(ReportError) -> [StringsFile.Entry] {
        try StringsFile(data: Data(text.utf8), name: "nl.lproj/Headers.strings").entries
    }

    @Test func readsEntriesCommentsAndEscapes() throws {
        let text = """
            /* Header titles.
               Two lines of comment. */
            "city" = "Plaats"; // a line comment
            "quote"="Zeg \\"hoi\\"\\\\";
              "escapes" = "a\\tb\\nc\\U00E9\\u00E8\\UD83C\\UDF27";
            bare_key = bare/value-1.5;
            """
        #expect(
            try parse(text) == [
                StringsFile.Entry(key: "city", value: "Plaats", line: 3, column: 1),
                StringsFile.Entry(key: "quote", value: "Zeg \"hoi\"\\", line: 4, column: 1),
                StringsFile.Entry(key: "escapes", value: "a\tb\nc\u{E9}\u{E8}\u{1F327}", line: 5, column: 3),
                StringsFile.Entry(key: "bare_key", value: "bare/value-1.5", line: 6, column: 1),
            ])
    }

    @Test func emptyFileHasNoEntries() throws {
        #expect(try parse("") == [])
        #expect(try parse("/* nothing */\n// here\n") == [])
    }

    @Test(arguments: [
        ("UTF-16 little endian", [0xFF, 0xFE] as [UInt8], true),
        ("UTF-16 big endian", [0xFE, 0xFF], false),
    ])
    func readsUTF16WithByteOrderMark(_ name: String, mark: [UInt8], littleEndian: Bool) throws {
        let units = Array("\"city\" = \"東京 🌧\";\n".utf16)
        let bytes =
            mark
            + units.flatMap { littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let entries = try StringsFile(data: Data(bytes), name: name).entries
        #expect(entries == [StringsFile.Entry(key: "city", value: "東京 🌧", line: 1, column: 1)])
    }

    @Test func skipsUTF8ByteOrderMark() throws {
        let entries = try StringsFile(
            data: Data([0xEF, 0xBB, 0xBF] + Array(" \"city\" = \"Zürich\";".utf8)), name: "x"
        ).entries
        #expect(entries == [StringsFile.Entry(key: "city", value: "Zürich", line: 1, column: 2)])
    }

    /// Each case: the text, then where the error points (line, column) and what it says.
    @Test(arguments: [
        ("\"city\" = \"Plaats\";\n\"city\" = \"Stad\";", 2, 1, "duplicate key 'city' (first on line 1)"),
        ("\"city\" = \"Plaats\"\n\"land\" = \"x\";", 1, 18, "expected ';' after the value of 'city'"),
        ("\"city\" \"Plaats\";", 1, 7, "expected '=' after key 'city'"),
        ("\"city\" = ;", 1, 10, "expected a value for 'city' in double quotes"),
        ("\"city\" = ", 1, 10, "expected a value for 'city', found the end of the file"),
        ("\"city\" = \"Pla\nats;", 1, 10, "unterminated string"),
        ("/* open\n\"city\" = \"x\";", 1, 1, "unterminated comment"),
        ("\"city\" = \"a\\qb\";", 1, 12, "unknown escape '\\q'"),
        ("\"city\" = \"\\U00G1\";", 1, 11, "expected four hex digits after '\\U'"),
        ("\"city\" = \"\\UD83C\";", 1, 11, "unpaired surrogate in '\\U' escape"),
        ("\"城市\" = \"東京\" x", 1, 12, "expected ';' after the value of '城市'"),
    ])
    func errorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        let location = InputLocation(file: "nl.lproj/Headers.strings", line: line, column: column)
        #expect(throws: ReportError(.malformedInput, message, at: location)) {
            try parse(text)
        }
    }

    @Test func rejectsBadEncodings() {
        #expect(throws: ReportError(.malformedInput, "not valid UTF-8 or UTF-16 text", at: InputLocation(file: "x"))) {
            try StringsFile(data: Data([0x22, 0xC3, 0x28, 0x22]), name: "x")
        }
        #expect(
            throws: ReportError(
                .malformedInput, "UTF-16 text with an odd number of bytes", at: InputLocation(file: "x"))
        ) {
            try StringsFile(data: Data([0xFF, 0xFE, 0x22]), name: "x")
        }
        #expect(throws: ReportError(.malformedInput, "not valid UTF-8 or UTF-16 text", at: InputLocation(file: "x"))) {
            try StringsFile(data: Data([0xFF, 0xFE, 0x3C, 0xD8]), name: "x")  // a lone high surrogate
        }
    }
}
