import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Folder arguments through the real binary: which files, in which order, what is said about
/// the rest and when, `-r`, symbolic link loops, names that are not UTF-8, and `-o` in a folder
/// being read.
@Suite struct FolderInputTests {
    static let arguments = CompressedInputTests.arguments
    static let header = CompressedInputTests.header
    static let skipped = "wxreport: skipped 2 files not named *.json, *.jsonl or *.ndjson (or those plus .gz)"

    static func record(_ city: String) -> String {
        #"{"name":"\#(city)","main":{"temp":280},"weather":[],"dt":1763900000}"# + "\n"
    }

    /// `data/`: C.ndjson, a.json.gz (gzip), b.jsonl, notes.txt, README; `data/sub/d.json`.
    private func withData(_ body: (TemporaryDirectory, String) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let data = directory.file("data")
            try FileManager.default.createDirectory(atPath: "\(data)/sub", withIntermediateDirectories: true)
            try directory.write(Self.record("B"), to: "data/b.jsonl")
            try directory.write(Self.record("C"), to: "data/C.ndjson")
            try Data(gzipped(Array(Self.record("A").utf8))).write(to: URL(fileURLWithPath: "\(data)/a.json.gz"))
            try directory.write("not data", to: "data/notes.txt")
            try directory.write("not data", to: "data/README")
            try directory.write(Self.record("D"), to: "data/sub/d.json")
            try body(directory, data)
        }
    }

    /// Byte order of the names (upper case first), nothing on standard error: a README beside
    /// the data is no reason for cron to send mail.
    @Test func readsTheInputFilesInByteOrderQuietly() throws {
        try withData { _, data in
            let result = try wxreport(Self.arguments + [data])
            #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\n")
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    @Test func countsWhatItSkippedWithProgress() throws {
        try withData { _, data in
            let result = try wxreport(Self.arguments + ["--progress", data])
            #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\n")
            #expect(result.stderr.hasSuffix(Self.skipped + " and 1 directory (-r reads it)\n"))
            #expect(result.status == 0)
        }
    }

    @Test func countsWhatItSkippedWhenSomethingFailed() throws {
        try withData { directory, data in
            try directory.write("{", to: "data/bad.json")
            let result = try wxreport(Self.arguments + ["-r", data])
            #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\nD,44°F\n")
            #expect(
                result.stderr == """
                    wxreport: \(data)/bad.json:1:2: unexpected end of input, expected a string key or '}'
                    \(Self.skipped)
                    wxreport: 5 inputs, 4 rows written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }

    /// `-r` reads subfolders; a link back up is reported once and not followed.
    @Test func recursesAndReportsALinkLoop() throws {
        try withData { _, data in
            try FileManager.default.createSymbolicLink(atPath: "\(data)/sub/up", withDestinationPath: "..")
            for recursive in ["-r", "--recursive"] {
                let result = try wxreport(Self.arguments + [recursive, data])
                #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\nD,44°F\n")
                #expect(
                    result.stderr
                        == "wxreport: warning: \(data)/sub/up: symbolic link loop back to '\(data)', not followed\n")
                #expect(result.status == 0)
            }
        }
    }

    /// `-r` over a tree deeper than PATH_MAX: every file is read, those whose paths are longer
    /// than the kernel takes in one call included.
    @Test func readsATreeDeeperThanPathMax() throws {
        try withTemporaryDirectory { directory in
            let tree = try DeepTree(in: directory.path)
            defer { tree.remove() }
            #expect(tree.levelsPastPathMax.count > 3)
            let result = try wxreport(["--fields", "city", "-r", directory.path])
            #expect(result.stdout == "City\n" + tree.levels.map { "C\($0)\n" }.joined())
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    /// A name in Latin-1 is read and, in a message, shown escaped.
    @Test func readsNamesThatAreNotUTF8() throws {
        try withData { _, data in
            let good = SystemPath(bytes: Array("\(data)/".utf8) + [0xE9] + Array(".json".utf8))
            let bad = SystemPath(bytes: Array("\(data)/".utf8) + [0xFF] + Array(".json".utf8))
            try write(Self.record("\u{E9}t\u{E9}"), to: good)
            try write("{", to: bad)
            let result = try wxreport(Self.arguments + [data])
            #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\n\u{E9}t\u{E9},44°F\n")
            #expect(result.stderr.hasPrefix("wxreport: \(data)/\\xFF.json:1:2: unexpected end of input"))
            #expect(result.status == 65)
        }
    }

    /// `-o` may name a report in a folder being read only under a name that is not an input
    /// name; otherwise the next run would read it back, so the first run already refuses.
    @Test func refusesARejectsFileItWouldReadBack() throws {
        try withData { _, data in
            let refused = try wxreport(Self.arguments + ["--rejects", "\(data)/bad.ndjson", data])
            #expect(refused.status == 64)
            #expect(
                refused.stderr.hasPrefix(
                    "wxreport: rejects file '\(data)/bad.ndjson' would be read back as an input of its folder; "))
            #expect(!FileManager.default.fileExists(atPath: "\(data)/bad.ndjson"))
        }
    }

    @Test func refusesAReportItWouldReadBack() throws {
        try withData { _, data in
            let refused = try wxreport(Self.arguments + ["-o", "\(data)/all.json", data])
            #expect(refused.status == 64)
            #expect(
                refused.stderr.hasPrefix(
                    "wxreport: output '\(data)/all.json' would be read back as an input of its folder; write it "
                        + "elsewhere or name it other than *.json, *.jsonl or *.ndjson (or those plus .gz)\n"))
            #expect(!FileManager.default.fileExists(atPath: "\(data)/all.json"))
            for _ in 1...2 {
                let result = try wxreport(Self.arguments + ["-o", "\(data)/all.csv", data])
                #expect(result.status == 0)
                #expect(result.stderr == "")
                let report = try String(contentsOfFile: "\(data)/all.csv", encoding: .utf8)
                #expect(report == Self.header + "C,44°F\nA,44°F\nB,44°F\n")
            }
            // A link in the folder to the report is the report: the same-file check holds.
            try FileManager.default.createSymbolicLink(atPath: "\(data)/link.json", withDestinationPath: "all.csv")
            let linked = try wxreport(Self.arguments + ["-o", "\(data)/all.csv", data])
            #expect(linked.status == 64)
            #expect(
                linked.stderr.hasPrefix(
                    "wxreport: output '\(data)/all.csv' is the same file as input '\(data)/link.json'; "))
        }
    }

    /// A folder of mode 000 (which root could list) is an error in its place.
    @Test(.requires(.setpriv))
    func reportsAFolderItCannotReadAndGoesOn() throws {
        try withData { directory, data in
            let locked = "\(data)/sub/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            chmod(locked, 0)
            defer { chmod(locked, 0o755) }
            let result = try wxreportAsAnotherUser(Self.arguments + ["-r", data], reading: directory)
            #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\nD,44°F\n")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.first == "wxreport: cannot read directory '\(locked)': Permission denied")
            #expect(result.status == 66)
        }
    }

    /// A folder whose names can be listed but not looked up (mode r--): each of its inputs is an
    /// error in its place, as when its folder cannot be listed, though `readdir` says what each is.
    @Test(.requires(.setpriv))
    func reportsEachFileOfAFolderItCannotSearch() throws {
        try withData { directory, data in
            try directory.write(Self.record("E"), to: "data/sub/e.json")
            chmod("\(data)/sub", 0o444)
            defer { chmod("\(data)/sub", 0o755) }
            let result = try wxreportAsAnotherUser(Self.arguments + ["-r", data], reading: directory)
            #expect(result.stdout == Self.header + "C,44°F\nA,44°F\nB,44°F\n")
            #expect(
                result.stderr.split(separator: "\n").prefix(2) == [
                    "wxreport: cannot read '\(data)/sub/d.json': Permission denied",
                    "wxreport: cannot read '\(data)/sub/e.json': Permission denied",
                ])
            #expect(result.status == 66)
        }
    }

    @Test func warnsOfAFolderWithoutInputs() throws {
        try withTemporaryDirectory { directory in
            let result = try wxreport(Self.arguments + [directory.path])
            #expect(result.stdout == Self.header)
            let warning = "no files named *.json, *.jsonl or *.ndjson (or those plus .gz)"
            #expect(result.stderr == "wxreport: warning: \(directory.path): \(warning)\n")
            #expect(result.status == 0)
        }
    }

    /// Root reads any folder, so under root (CI) the binary runs as `nobody`, with `directory`
    /// made readable to it.
    private func wxreportAsAnotherUser(_ arguments: [String], reading directory: TemporaryDirectory) throws
        -> ProcessResult
    {
        guard getuid() == 0 else { return try wxreport(arguments) }
        chmod(directory.path, 0o755)
        let user = ["--reuid=65534", "--regid=65534", "--clear-groups", binaryPath]
        return try runProcess(try Tool.setpriv.requiredPath(), user + arguments)
    }

    private func write(_ text: String, to path: SystemPath) throws {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    }
}
