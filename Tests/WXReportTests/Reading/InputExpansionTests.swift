import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Directory arguments over a real temporary tree: which names count, their order (by bytes,
/// names not in UTF-8 included), `-r`, hidden names, symbolic link loops, the report file and
/// unreadable directories.
@Suite struct InputExpansionTests {
    @Test func takesTheInputNamesOfADirectoryInByteOrder() throws {
        try withTree { root in
            let expansion = InputExpansion(arguments: [SystemPath(root)], recursive: false)
            let names = [
                "B.json", "a.json", "b.json", "c.jsonl", "dangling.json", "e.json.gz", "f.ndjson.gz", "link.json",
                "n.ndjson", "\u{E9}.json",
            ]
            #expect(expansion.paths == paths(root, names) + [latin1Name(root)])
            // notes.txt, h.gz, README, a.json.bak, x.JSON; fifo.json a FIFO, null.json a device
            #expect(expansion.skipped[.file, default: 0] == 5)
            #expect(expansion.skipped[.fifo, default: 0] == 1)
            #expect(expansion.skipped[.device, default: 0] == 1)
            #expect(expansion.skipped[.hidden, default: 0] == 2)  // .hidden.json, .git
            #expect(expansion.skipped[.directory, default: 0] == 1)
            #expect(expansion.warnings == [])
            #expect(expansion.errors == [])
            #expect(
                expansion.summary
                    == "skipped 5 files not named *.json, *.jsonl or *.ndjson (or those plus .gz), 1 FIFO, 1 device, "
                    + "2 hidden names and 1 directory (-r reads it)"
            )
        }
    }

    @Test func recursesWithRAndReportsLinkLoopsWithoutFollowingThem() throws {
        try withTree { root in
            let expansion = InputExpansion(arguments: [SystemPath(root + "/")], recursive: true)
            let names = [
                "B.json", "a.json", "b.json", "c.jsonl", "dangling.json", "e.json.gz", "f.ndjson.gz", "link.json",
                "n.ndjson", "sub/deeper/y.jsonl", "sub/z.json", "\u{E9}.json",
            ]
            #expect(expansion.paths == paths(root, names) + [latin1Name(root)])
            #expect(expansion.skipped[.file, default: 0] == 5)
            #expect(expansion.skipped[.hidden, default: 0] == 2)  // .git is not entered
            #expect(expansion.skipped[.directory, default: 0] == 0)
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
            let expansion = InputExpansion(arguments: arguments.map { SystemPath($0) }, recursive: false)
            #expect(
                expansion.paths
                    == ["-", "\(root)/notes.txt", "missing.json", "\(root)/sub/z.json", "\(root)/a.json"].map {
                        SystemPath($0)
                    })
            #expect(expansion.skipped[.directory, default: 0] == 2)  // sub/up and sub/deeper
            #expect(expansion.skipped[.file, default: 0] == 0)
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
            let expansion = InputExpansion(arguments: [SystemPath(root)], recursive: true)
            #expect(expansion.errors.map(\.description) == ["cannot read directory '\(locked)': Permission denied"])
            #expect(expansion.errors.first?.exitCode == 66)
            // In byte order, where the directory's files would have been.
            let order = Array(expansion.inputs).map { entry -> String in
                switch entry {
                case .path(let path): path.description.replacingOccurrences(of: root + "/", with: "")
                case .failure: "error"
                }
            }
            #expect(order.suffix(5) == ["sub/deeper/y.jsonl", "error", "sub/z.json", "\u{E9}.json", "\\xFF.json"])
        }
    }

    @Test func saysNothingWhenNothingWasSkipped() throws {
        try withTemporaryDirectory { temporary in
            let directory = temporary.path
            #expect(FileManager.default.createFile(atPath: "\(directory)/only.json", contents: Data("{}".utf8)))
            let expansion = InputExpansion(arguments: [SystemPath(directory)], recursive: false)
            #expect(expansion.paths == [SystemPath("\(directory)/only.json")])
            #expect(expansion.summary == nil)
            #expect(expansion.warnings == [])
        }
    }

    @Test func warnsOfADirectoryWithoutInputs() throws {
        try withTemporaryDirectory { temporary in
            try temporary.write("notes", to: "notes.txt")
            let expansion = InputExpansion(arguments: [SystemPath(temporary.path)], recursive: true)
            #expect(Array(expansion.inputs) == [])
            #expect(
                expansion.warnings == [
                    "\(temporary.path): no files named *.json, *.jsonl or *.ndjson (or those plus .gz)"
                ])
            #expect(expansion.summary == "skipped 1 file not named *.json, *.jsonl or *.ndjson (or those plus .gz)")
        }
    }

    /// A tree deeper than PATH_MAX: every file is an input, those past the limit included.
    @Test func takesTheFilesOfATreeDeeperThanPathMax() throws {
        try withTemporaryDirectory { temporary in
            let tree = try DeepTree(in: temporary.path)
            defer { tree.remove() }
            #expect(tree.levelsPastPathMax.count > 3)
            let expansion = InputExpansion(arguments: [SystemPath(temporary.path)], recursive: true)
            #expect(expansion.paths == tree.files.map { SystemPath($0) })
            #expect(expansion.errors == [])
            #expect(expansion.skipped[.file, default: 0] == 0)
        }
    }

    /// A report named like an input in a listed folder would be read back by the next run,
    /// whether it exists yet or not; a report named otherwise, or in a folder not listed, would not.
    @Test func knowsWhichReportNamesItWouldReadBack() throws {
        try withTree { root in
            let flat = InputExpansion(arguments: [SystemPath(root)], recursive: false)
            let deep = InputExpansion(arguments: [SystemPath(root)], recursive: true)
            #expect(flat.wouldRead(SystemPath("\(root)/a.json")))
            #expect(flat.wouldRead(SystemPath("\(root)/new.ndjson.gz")))
            #expect(!flat.wouldRead(SystemPath("\(root)/report.csv")))
            #expect(!flat.wouldRead(SystemPath("\(root)/.report.json")))
            #expect(!flat.wouldRead(SystemPath("\(root)/sub/new.json")))
            #expect(deep.wouldRead(SystemPath("\(root)/sub/new.json")))
            #expect(deep.wouldRead(SystemPath("\(root)/sub/up/new.json")))  // the same folder as root
            #expect(!deep.wouldRead(SystemPath("\(root)/missing/new.json")))
        }
    }

    /// A hard link to a file the run writes, named like an input, is found among the inputs at
    /// the outputs whatever its place in the folder's listing.
    @Test func findsAFileItWritesLinkedUnderAnInputName() throws {
        try withTree { root in
            #expect(link("\(root)/notes.txt", "\(root)/zz.json") == 0)
            var status = stat()
            #expect(stat("\(root)/notes.txt", &status) == 0)
            let outputs = [FileIdentity.Location(status)]
            let expansion = InputExpansion(arguments: [SystemPath(root)], recursive: false, outputs: outputs)
            #expect(expansion.inputsAtOutputs.map(\.path) == [SystemPath("\(root)/zz.json")])
            #expect(expansion.inputsAtOutputs.map(\.listed?.location) == outputs)
        }
    }

    @Test(arguments: [
        ("day.json", true), ("day.jsonl", true), ("day.ndjson", true), ("day.json.gz", true),
        ("day.jsonl.gz", true), ("day.ndjson.gz", true), ("day.gz", false), ("day.JSON", false),
        ("day.json.bak", false), ("day.json.gz.part", false), ("json", false), (".day.json", false),
        (".#day.json", false), ("\u{E9}t\u{E9}.json", true),
    ])
    func knowsWhichNamesAreInputs(name: String, expected: Bool) {
        #expect(InputExpansion.isInputName(SystemPath(name)) == expected)
    }

    @Test func takesANameThatIsNotUTF8ByItsBytes() {
        #expect(InputExpansion.isInputName(SystemPath(bytes: [0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E])))
        #expect(!InputExpansion.isInputName(SystemPath(bytes: [0x2E, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E])))
    }

    private func paths(_ root: String, _ names: [String]) -> [SystemPath] {
        names.map { SystemPath("\(root)/\($0)") }
    }

    /// `<root>/\xFF.json`: a Latin-1 `ÿ`, not UTF-8; 0xFF sorts after every UTF-8 lead byte.
    private func latin1Name(_ root: String) -> SystemPath {
        SystemPath(bytes: Array("\(root)/".utf8) + [0xFF] + Array(".json".utf8))
    }

    /// Runs `body` on a fresh tree, removed afterwards:
    ///
    ///     B.json a.json b.json c.jsonl n.ndjson é.json e.json.gz f.ndjson.gz   inputs
    ///     link.json -> sub/z.json       dangling.json -> nowhere.json          inputs (links)
    ///     \xFF.json (a name in Latin-1, not UTF-8)                              input
    ///     notes.txt h.gz README a.json.bak x.JSON fifo.json (a FIFO)           skipped
    ///     null.json -> /dev/null (a device)                                    skipped
    ///     .hidden.json  .git/config.json                                       hidden, skipped
    ///     sub/z.json  sub/up -> ..  sub/deeper/y.jsonl  sub/deeper/again -> .  a subdirectory with two loops
    private func withTree(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { directory in try makeTree(at: directory.path, then: body) }
    }

    private func makeTree(at root: String, then body: (String) throws -> Void) throws {
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
        try files.createSymbolicLink(atPath: "\(root)/null.json", withDestinationPath: "/dev/null")
        try files.createDirectory(atPath: "\(root)/.git", withIntermediateDirectories: false)
        #expect(files.createFile(atPath: "\(root)/.hidden.json", contents: Data("{}\n".utf8)))
        #expect(files.createFile(atPath: "\(root)/.git/config.json", contents: Data("{}\n".utf8)))
        let descriptor = latin1Name(root).withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        try body(root)
    }
}
