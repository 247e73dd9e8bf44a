import Foundation
import Testing
import WXReportTestSupport

/// `--rejects FILE` through the binary: what the file holds, the exit status once rejects are
/// accounted for, and that a failed run leaves an existing rejects file as it was.
@Suite struct RejectsTests {
    static let good = #"{"dt":1700000000,"name":"Gent","main":{"temp":280.1},"weather":[{"description":"clear"}]}"#
    static let bad = #"{"dt":1700000000,"name":"Bad","main":{"temp":"warm"},"weather":[]}"#
    static let broken = #"{"dt":1700000000,"name":"Broken","main":{"temp":281,},"weather":[]}"#
    static let lines = [good, bad, good, broken, good].joined(separator: "\n") + "\n"
    static let arguments = ["--locale", "en-US", "--fields", "city,temp", "--no-progress"]

    static let expectedRejects =
        #"{"input":"a.ndjson","line":2,"column":46,"path":"","member":"main.temp","scope":"record","#
        + #""message":"main.temp: expected a number, found a string","#
        + #""record":"{\"dt\":1700000000,\"name\":\"Bad\",\"main\":{\"temp\":\"warm\"},\"weather\":[]}","#
        + #""truncated":false}"# + "\n"
        + #"{"input":"a.ndjson","line":4,"column":53,"path":"","member":"","scope":"record","#
        + #""message":"unexpected character '}', expected a string key","#
        + #""record":"{\"dt\":1700000000,\"name\":\"Broken\",\"main\":{\"temp\":281,},\"weather\":[]}","#
        + #""truncated":false}"# + "\n"

    /// Runs wxreport in `directory` with `arguments` and `extra`, `a.ndjson` holding `text`.
    static func run(_ extra: [String], in directory: TemporaryDirectory, text: String = lines) throws -> ProcessResult {
        try directory.write(text, to: "a.ndjson")
        return try wxreport(arguments + extra, directory: directory.path)
    }

    @Test func rejectsWrittenMakeTheRunSucceedAndStderrStays() throws {
        try withTemporaryDirectory { directory in
            let result = try Self.run(["--rejects", "bad.ndjson", "a.ndjson"], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout == "City,Temperature\nGent,45°F\nGent,45°F\nGent,45°F\n")
            #expect(
                result.stderr == """
                    wxreport: a.ndjson:2:46: main.temp: expected a number, found a string
                    wxreport: a.ndjson:4:53: unexpected character '}', expected a string key
                    wxreport: 1 input, 3 rows written, 2 errors

                    """)
            #expect(String(decoding: try directory.contents(of: "bad.ndjson"), as: UTF8.self) == Self.expectedRejects)
        }
    }

    @Test func withoutRejectsTheSameRunStillFails() throws {
        try withTemporaryDirectory { directory in
            let result = try Self.run(["a.ndjson"], in: directory)
            #expect(result.status == 65)
        }
    }

    @Test func aCleanRunLeavesAnEmptyRejectsFile() throws {
        try withTemporaryDirectory { directory in
            try directory.write("old\n", to: "bad.ndjson")
            let result = try Self.run(["--rejects", "bad.ndjson", "a.ndjson"], in: directory, text: Self.good + "\n")
            #expect(result.status == 0)
            #expect(try directory.contents(of: "bad.ndjson") == Data())
        }
    }

    @Test func anUnreadableInputStillFailsTheRunAndIsNoReject() throws {
        try withTemporaryDirectory { directory in
            let result = try Self.run(["--rejects", "bad.ndjson", "a.ndjson", "missing.json"], in: directory)
            #expect(result.status == 66)
            #expect(result.stderr.contains("wxreport: cannot open 'missing.json': No such file or directory\n"))
            #expect(String(decoding: try directory.contents(of: "bad.ndjson"), as: UTF8.self) == Self.expectedRejects)
        }
    }

    @Test func strictStopsAtTheFirstAndLeavesTheRejectsFileUntouched() throws {
        try withTemporaryDirectory { directory in
            try directory.write("old\n", to: "bad.ndjson")
            try directory.write("old report\n", to: "out.csv")
            let result = try Self.run(
                ["--strict", "--rejects", "bad.ndjson", "-o", "out.csv", "a.ndjson"], in: directory)
            #expect(result.status == 65)
            #expect(result.stderr.hasSuffix("wxreport: stopped at the first error (--strict); no report written\n"))
            #expect(try directory.contents(of: "bad.ndjson") == Data("old\n".utf8))
            #expect(try directory.contents(of: "out.csv") == Data("old report\n".utf8))
            #expect(try directory.names() == ["a.ndjson", "bad.ndjson", "out.csv"])
        }
    }

    @Test(arguments: [
        (
            ["--rejects", "a.ndjson", "a.ndjson"],
            "wxreport: rejects file 'a.ndjson' is the same file as input 'a.ndjson'; write the rejects to another file"
        ),
        (
            ["--rejects", "link.ndjson", "a.ndjson"],
            "wxreport: rejects file 'link.ndjson' is the same file as input 'a.ndjson'; write the rejects to another file"
        ),
        (
            ["--rejects", "r.csv", "-o", "r.csv", "a.ndjson"],
            "wxreport: rejects file 'r.csv' is the same file as the report; write the rejects to another file"
        ),
        (
            ["--rejects", "-", "a.ndjson"],
            "wxreport: '--rejects' needs a file name: standard output carries the report"
        ),
    ])
    func refusesAFileTheRunNeedsOtherwise(arguments: [String], message: String) throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createSymbolicLink(
                atPath: directory.file("link.ndjson"), withDestinationPath: "a.ndjson")
            let result = try Self.run(arguments, in: directory)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix(message + "\n"))
            #expect(try directory.contents(of: "a.ndjson") == Data(Self.lines.utf8))
        }
    }

    /// The report and the rejects file named by other spellings of one file that does not exist
    /// yet: refused before either is created, as when they are spelled alike.
    @Test(.requires(.bash)) func oneNewFileSpelledTwoWaysIsRefused() throws {
        try withTemporaryDirectory { directory in
            try directory.write(Self.lines, to: "a.ndjson")
            let result = try shell(
                """
                cd '\(directory.path)' && mkdir sub
                for rejects in ./out.csv sub/../out.csv "$PWD/out.csv"; do
                    '\(binaryPath)' -o out.csv --rejects "$rejects" a.ndjson 2> error.txt; echo "status=$?"
                    head -n1 error.txt
                done
                rm error.txt && ls -A
                """)
            let message = "is the same file as the report; write the rejects to another file"
            #expect(
                result.stdout == """
                    status=64
                    wxreport: rejects file './out.csv' \(message)
                    status=64
                    wxreport: rejects file 'sub/../out.csv' \(message)
                    status=64
                    wxreport: rejects file '\(directory.path)/out.csv' \(message)
                    a.ndjson
                    sub

                    """)
        }
    }

    @Test func aRejectsFileThatCannotBeCreatedFailsBeforeReading() throws {
        try withTemporaryDirectory { directory in
            let result = try Self.run(["--rejects", "no/such/dir/bad.ndjson", "a.ndjson"], in: directory)
            #expect(result.status == 73)
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasPrefix("wxreport: cannot create 'no/such/dir/bad.ndjson': No such file or directory\n")
            )
        }
    }

    /// A full disk while the rejects are written: the run fails (74), and an existing report file is left as it was.
    @Test func rejectsThatCannotBeWrittenFailTheRunAndKeepTheReport() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        try withTemporaryDirectory { directory in
            try directory.write("old report\n", to: "out.csv")
            let result = try Self.run(["--rejects", "/dev/full", "-o", "out.csv", "a.ndjson"], in: directory)
            #expect(result.status == 74)
            #expect(result.stderr.hasSuffix("wxreport: cannot write '/dev/full': No space left on device\n"))
            #expect(try directory.contents(of: "out.csv") == Data("old report\n".utf8))
        }
    }

    /// The report cannot be written (`> /dev/full`, or past `ulimit -f`) while the rejects can:
    /// the run fails (74) and the old rejects file stays as it was, as the old report does.
    @Test(.requires(.bash)) func aReportThatCannotBeWrittenLeavesTheOldRejectsFile() throws {
        try withTemporaryDirectory { directory in
            let lines = [Self.bad] + Array(repeating: Self.good, count: 2_000)
            try directory.write(lines.joined(separator: "\n") + "\n", to: "a.ndjson")
            try directory.write("old rejects\n", to: "bad.ndjson")
            try directory.write("old report\n", to: "out.csv")
            let run = "'\(binaryPath)' \(Self.arguments.joined(separator: " ")) --rejects bad.ndjson a.ndjson"
            let result = try shell(
                """
                cd '\(directory.path)'
                \(run) > /dev/full 2> full.txt; echo "full=$?"
                (ulimit -f 8; env --default-signal=XFSZ \(run) -o out.csv 2> limit.txt); echo "limit=$?"
                tail -qn1 full.txt limit.txt
                cat bad.ndjson out.csv
                ls -A
                """)
            #expect(
                result.stdout == """
                    full=74
                    limit=74
                    wxreport: cannot write '<stdout>': No space left on device
                    wxreport: cannot write 'out.csv': File too large
                    old rejects
                    old report
                    a.ndjson
                    bad.ndjson
                    full.txt
                    limit.txt
                    out.csv

                    """)
        }
    }
}
