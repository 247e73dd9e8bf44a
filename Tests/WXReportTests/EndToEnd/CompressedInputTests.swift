import Foundation
import Testing
import WXReport

/// gzip input through the real binary: recognised by its bytes in files and on standard input,
/// members concatenated, damage named with the file and the compressed offset, and positions
/// in the decompressed text.
@Suite struct CompressedInputTests {
    static let lines = """
        {"name":"A","main":{"temp":280},"weather":[],"dt":1763900000}
        {"name":"B","main":{"temp":290},"weather":[],"dt":1763900000}

        """
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

    /// A truncated and a corrupt file are each one error naming the file and the compressed
    /// offset (exit status 65); the input after them is still in the report.
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
                    wxreport: \(bad): corrupt gzip data at compressed byte offset 11: invalid block type
                    wxreport: 3 inputs, 1 row written, 2 errors

                    """)
            #expect(result.status == 65)
        }
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
            let command = "cd '\(directory.path)' && gzip -c a > day.gz && gzip -9 -c b >> day.gz && '\(binaryPath)' "
                + Self.arguments.joined(separator: " ") + " day.gz"
            let result = try shell(command)
            #expect(result.stdout == Self.header + Self.rows + "C,80°F\n")
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }
}
