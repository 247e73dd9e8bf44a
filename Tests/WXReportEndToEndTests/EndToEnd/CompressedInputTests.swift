import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// gzip input through the real binary: recognised by its bytes in files and on standard input,
/// members concatenated, damage named with the file and the compressed offset, and positions
/// in the decompressed text.
@Suite struct CompressedInputTests {
    static let lines = twoRecordLines
    static let moreLines = """
        {"name":"C","main":{"temp":300},"weather":[],"dt":1763900000}

        """
    static let arguments = ["--locale", "en-US", "--fields", "city,temp"]
    static let header = "City,Temperature\n"
    static let rows = "A,44°F\nB,62°F\n"

    @Test func readsAGzippedFileAsThePlainOne() throws {
        try withTemporaryDirectory { directory in
            try Data(gzipped(Array(Self.lines.utf8))).write(to: URL(fileURLWithPath: directory.file("day.json.gz")))
            let result = try wxreport(Self.arguments + [directory.file("day.json.gz")])
            #expect(result.stdout == Self.header + Self.rows)
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    /// A renamed `.gz` is still gzip, and a plain file named `.gz` is still plain.
    @Test func goesByTheBytesNotTheName() throws {
        try withTemporaryDirectory { directory in
            try Data(gzipped(Array(Self.lines.utf8))).write(to: URL(fileURLWithPath: directory.file("day.txt")))
            try directory.write(Self.moreLines, to: "plain.json.gz")
            let result = try wxreport(Self.arguments + [directory.file("day.txt"), directory.file("plain.json.gz")])
            #expect(result.stdout == Self.header + Self.rows + "C,80°F\n")
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    @Test(arguments: [["-"], []])
    func readsGzipOnStandardInput(files: [String]) throws {
        let result = try wxreport(Self.arguments + files, input: Data(gzipped(Array(Self.lines.utf8))))
        #expect(result.stdout == Self.header + Self.rows)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// `cat a.gz b.gz`: one stream, as `zcat` reads it.
    @Test func readsConcatenatedMembers() throws {
        let joined = try gzipped(Array(Self.lines.utf8)) + gzipped(Array(Self.moreLines.utf8), level: 9)
        let result = try wxreport(Self.arguments, input: Data(joined))
        #expect(result.stdout == Self.header + Self.rows + "C,80°F\n")
        #expect(result.status == 0)
    }

    /// A truncated and a corrupt file are each an error naming the file and the compressed
    /// offset (exit status 65); the input after them is still in the report. A file cut inside
    /// its header has no content at all, which is said too.
    @Test func namesTheFileAndOffsetOfDamagedGzip() throws {
        try withTemporaryDirectory { directory in
            let compressed = try gzipped(Array(Self.lines.utf8))
            var corrupt = compressed
            corrupt[10] = 0x07  // the first deflate block says it is of the reserved type 3
            try Data(compressed.prefix(10)).write(to: URL(fileURLWithPath: directory.file("cut.json.gz")))
            try Data(corrupt).write(to: URL(fileURLWithPath: directory.file("bad.json.gz")))
            try directory.write(Self.moreLines, to: "good.json")
            let names = ["cut.json.gz", "bad.json.gz", "good.json"]
            let result = try wxreport(Self.arguments + names.map(directory.file))
            #expect(result.stdout == Self.header + "C,80°F\n")
            let (cut, bad) = (directory.file("cut.json.gz"), directory.file("bad.json.gz"))
            #expect(
                result.stderr == """
                    wxreport: \(cut): gzip data ends early: truncated at compressed byte offset 10
                    wxreport: \(cut):1:1: empty input: expected OpenWeatherMap JSON
                    wxreport: \(bad): corrupt gzip data at compressed byte offset 11: invalid block type
                    wxreport: 3 inputs, 1 row written, 3 errors

                    """)
            #expect(result.status == 65)
        }
    }

    /// 49 records cut short: every record decoded before the cut is in the report, then the
    /// cut is an error naming the file and offset (exit 65), as for a plain file cut short.
    /// Only the 8-byte trailer missing: all 49 rows.
    @Test func keepsTheRowsBeforeTheEndOfATruncatedFile() throws {
        try withTemporaryDirectory { directory in
            let compressed = try gzipped(Array(Self.records(49).utf8))
            try Data(compressed.dropLast(8)).write(to: URL(fileURLWithPath: directory.file("cut.json.gz")))
            let result = try wxreport(["--fields", "city", directory.file("cut.json.gz")])
            #expect(result.stdout == "City\n" + (1...49).map { "C\($0)\n" }.joined())
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("cut.json.gz")): gzip data ends early: truncated at compressed byte offset \(compressed.count - 8)
                    wxreport: 1 input, 49 rows written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }

    /// Cut in the middle of its deflate data: the rows are those of the complete lines `zcat` prints.
    @Test(.requires(.gzip, .bash))
    func keepsTheRowsZcatPrintsOfAFileCutInTheMiddle() throws {
        try withTemporaryDirectory { directory in
            let compressed = try gzipped(Array(Self.records(2000).utf8))
            try Data(compressed.prefix(compressed.count / 2)).write(to: URL(fileURLWithPath: directory.file("cut.gz")))
            let zcat = try shell("cd '\(directory.path)' && gzip -dc cut.gz 2> /dev/null | grep -c '}$'")
            let complete = Int(zcat.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            #expect(complete > 100)
            let result = try wxreport(["--fields", "city", directory.file("cut.gz")])
            #expect(result.stdout == "City\n" + (0..<complete).map { "C\($0 + 1)\n" }.joined())
            #expect(
                result.stderr.hasPrefix("wxreport: \(directory.file("cut.gz")): gzip data ends early: truncated at"))
            // The gzip error and the cut record's own.
            #expect(result.stderr.hasSuffix("wxreport: 1 input, \(complete) rows written, 2 errors\n"))
            #expect(result.status == 65)
        }
    }

    /// NUL padding after the last member is accepted as gzip accepts it; other trailing bytes
    /// are an error (gzip warns "trailing garbage ignored"), with every row before them kept.
    @Test func acceptsNULPaddingAndKeepsTheRowsBeforeTrailingGarbage() throws {
        try withTemporaryDirectory { directory in
            let compressed = try gzipped(Array(Self.records(49).utf8))
            try Data(compressed + [UInt8](repeating: 0, count: 4096)).write(
                to: URL(fileURLWithPath: directory.file("padded.gz")))
            try Data(compressed + Array("garbage\n".utf8)).write(to: URL(fileURLWithPath: directory.file("garbage.gz")))
            let rows = "City\n" + (1...49).map { "C\($0)\n" }.joined()
            let padded = try wxreport(["--fields", "city", directory.file("padded.gz")])
            #expect(padded.stdout == rows)
            #expect(padded.stderr == "")
            #expect(padded.status == 0)
            let garbage = try wxreport(["--fields", "city", directory.file("garbage.gz")])
            #expect(garbage.stdout == rows)
            #expect(
                garbage.stderr == """
                    wxreport: \(directory.file("garbage.gz")): trailing data after the last gzip member at compressed byte offset \(compressed.count), found character 'g'; the content before it was read
                    wxreport: 1 input, 49 rows written, 1 error

                    """)
            #expect(garbage.status == 65)
        }
    }

    /// `count` JSON Lines records, cities C1, C2, ….
    static func records(_ count: Int) -> String {
        (1...count).map { #"{"name":"C\#($0)","main":{"temp":280},"weather":[],"dt":1763900000}"# + "\n" }.joined()
    }

    /// The position of a syntax error is in the decompressed text, as `zcat file | wxreport`
    /// would give it; the record before it is kept.
    @Test func givesPositionsInTheDecompressedText() throws {
        try withTemporaryDirectory { directory in
            let text = Self.lines.split(separator: "\n")[0] + "\n{\"name\": oops}\n"
            try Data(gzipped(Array(text.utf8))).write(to: URL(fileURLWithPath: directory.file("day.jsonl.gz")))
            let result = try wxreport(Self.arguments + [directory.file("day.jsonl.gz")])
            #expect(result.stdout == Self.header + "A,44°F\n")
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("day.jsonl.gz")):2:10: unexpected character 'o', expected a value
                    wxreport: 1 input, 1 row written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }

    /// What the gzip tool writes, `gzip -c a >> day.gz` twice included.
    @Test(.requires(.gzip, .bash))
    func readsWhatTheGzipToolWrites() throws {
        try withTemporaryDirectory { directory in
            try directory.write(Self.lines, to: "a")
            try directory.write(Self.moreLines, to: "b")
            let command =
                "cd '\(directory.path)' && gzip -c a > day.gz && gzip -9 -c b >> day.gz && '\(binaryPath)' "
                + Self.arguments.joined(separator: " ") + " day.gz"
            let result = try shell(command)
            #expect(result.stdout == Self.header + Self.rows + "C,80°F\n")
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }
}
