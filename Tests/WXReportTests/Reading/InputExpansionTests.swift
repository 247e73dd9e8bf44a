import Foundation
import Testing
import WXReport

/// Directory arguments over a real temporary tree: which names count, their order, `-r`,
/// symbolic link loops and unreadable directories.
@Suite struct InputExpansionTests {
    @Test func takesTheInputNamesOfADirectoryInByteOrder() throws {
        try withTree { root in
            let expansion = InputExpansion(arguments: [root], recursive: false)
            let names = [
                "B.json", "a.json", "b.json", "c.jsonl", "dangling.json", "e.json.gz", "f.ndjson.gz", "link.json",
                "n.ndjson", "\u{E9}.json",
            ]
            #expect(expansion.paths == names.map { "\(root)/\($0)" })
            // notes.txt, h.gz, README, a.json.bak, x.JSON, fifo.json
            #expect(expansion.skippedFiles == 6)
            #expect(expansion.skippedDirectories == 1)
            #expect(expansion.warnings == [])
            #expect(expansion.errors == [])
            #expect(
                expansion.summary
                    == "skipped 6 files not named *.json, *.jsonl or *.ndjson (or those plus .gz) and 1 directory (-r reads it)"
            )
        }
    }

    @Test func recursesWithRAndReportsLinkLoopsWithoutFollowingThem() throws {
        try withTree { root in
            let expansion = InputExpansion(arguments: [root + "/"], recursive: true)
            let names = [
                "B.json", "a.json", "b.json", "c.jsonl", "dangling.json", "e.json.gz", "f.ndjson.gz", "link.json",
                "n.ndjson", "sub/deeper/y.jsonl", "sub/z.json", "\u{E9}.json",
            ]
            #expect(expansion.paths == names.map { "\(root)/\($0)" })
            #expect(expansion.skippedFiles == 6)
            #expect(expansion.skippedDirectories == 0)
            #expect(
                expansion.warnings == [
                    "\(root)/sub/deeper/again: symbolic link loop back to '\(root)/sub/deeper', not followed",
                    "\(root)/sub/up: symbolic link loop back to '\(root)/', not followed",
                ])
            #expect(expansion.errors == [])
        }
    }

    @Test func passesOtherArgumentsThroughInPlace() throws {
        try withTree { root in
            let arguments = ["-", "\(root)/notes.txt", "missing.json", "\(root)/sub", "\(root)/a.json"]
            let expansion = InputExpansion(arguments: arguments, recursive: false)
            #expect(
                expansion.paths == ["-", "\(root)/notes.txt", "missing.json", "\(root)/sub/z.json", "\(root)/a.json"])
            #expect(expansion.skippedDirectories == 2)  // sub/up and sub/deeper
            #expect(expansion.skippedFiles == 0)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root lists a directory of mode 000; run as another user to see this"))
    func namesADirectoryItCannotRead() throws {
        try withTree { root in
            let locked = "\(root)/sub/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: "\(locked)/hidden.json", contents: Data("{}".utf8)))
            chmod(locked, 0)
            defer { chmod(locked, 0o755) }
            let expansion = InputExpansion(arguments: [root], recursive: true)
            #expect(expansion.errors.map(\.description) == ["cannot read directory '\(locked)': Permission denied"])
            #expect(expansion.errors.first?.exitCode == 66)
            #expect(expansion.paths.contains("\(root)/sub/z.json"))
        }
    }

    @Test func saysNothingWhenNothingWasSkipped() throws {
        try withTemporaryDirectory { directory in
            let directory = directory.path
            #expect(FileManager.default.createFile(atPath: "\(directory)/only.json", contents: Data("{}".utf8)))
            let expansion = InputExpansion(arguments: [directory], recursive: false)
            #expect(expansion.paths == ["\(directory)/only.json"])
            #expect(expansion.summary == nil)
        }
    }

    @Test(arguments: [
        ("day.json", true), ("day.jsonl", true), ("day.ndjson", true), ("day.json.gz", true),
        ("day.jsonl.gz", true), ("day.ndjson.gz", true), ("day.gz", false), ("day.JSON", false),
        ("day.json.bak", false), ("day.json.gz.part", false), ("json", false),
    ])
    func knowsWhichNamesAreInputs(name: String, expected: Bool) {
        #expect(InputExpansion.isInputName(name) == expected)
    }

    /// Runs `body` on a fresh tree, removed afterwards:
    ///
    ///     B.json a.json b.json c.jsonl n.ndjson é.json e.json.gz f.ndjson.gz   inputs
    ///     link.json -> sub/z.json       dangling.json -> nowhere.json          inputs (links)
    ///     notes.txt h.gz README a.json.bak x.JSON fifo.json (a FIFO)           skipped
    ///     sub/z.json  sub/up -> ..  sub/deeper/y.jsonl  sub/deeper/again -> .  a subdirectory with two loops
    private func withTree(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let root = directory.path
            let files = FileManager.default
            try files.createDirectory(atPath: "\(root)/sub/deeper", withIntermediateDirectories: true)
            for name in [
                "B.json", "a.json", "b.json", "c.jsonl", "n.ndjson", "\u{E9}.json", "e.json.gz", "f.ndjson.gz",
                "notes.txt", "h.gz", "README", "a.json.bak", "x.JSON", "sub/z.json", "sub/deeper/y.jsonl",
            ] {
                #expect(files.createFile(atPath: "\(root)/\(name)", contents: Data("{}\n".utf8)))
            }
            try files.createSymbolicLink(atPath: "\(root)/link.json", withDestinationPath: "sub/z.json")
            try files.createSymbolicLink(atPath: "\(root)/dangling.json", withDestinationPath: "nowhere.json")
            try files.createSymbolicLink(atPath: "\(root)/sub/up", withDestinationPath: "..")
            try files.createSymbolicLink(atPath: "\(root)/sub/deeper/again", withDestinationPath: ".")
            #expect(mkfifo("\(root)/fifo.json", 0o644) == 0)
            try body(root)
        }
    }
}
