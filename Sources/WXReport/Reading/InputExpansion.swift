#if canImport(Glibc)
    import Glibc
#endif

/// The files a run reads once directory arguments are expanded, and what expanding them found.
///
/// `wxreport data/` means the regular files in `data` whose names end in `.json`, `.jsonl` or
/// `.ndjson`, or one of those plus `.gz`; with `-r`, those of its subdirectories too. Other
/// names are skipped and only counted, for one summary line, since a data folder often holds a
/// README or a fetch log that is not an error to have. Names starting with `.` are skipped too,
/// files and directories alike, as the shell's `data/*.json` skips them: editors' lock files
/// and tools' folders (`.git`, `.vscode/settings.json`) are not data. Arguments that are not
/// directories (files, `-`, paths that do not exist) pass through as typed: the reader reports
/// them in order.
///
/// Names are bytes (`SystemPath`), so a file named in Latin-1 is read like any other. The files
/// of one directory argument come in byte order of their paths (what
/// `find data -type f | LC_ALL=C sort` prints), so a report never depends on the order the
/// file system lists names in, nor on the locale.
///
/// Symbolic links are followed, to files and to directories, because data folders are often
/// assembled from links. A link back to a directory on the current path (a loop) is reported as
/// a warning and not followed; the identity of a directory is its device and inode, so a loop
/// through any number of links, or a bind mount, is caught. A directory reached twice by
/// different paths that is not a loop (two links to one folder) is read twice.
///
/// The report file (`-o`) may not be one of the inputs, as for a file named on the command line
/// (`ReportOutput.checkDistinct`, run on `inputsAtOutputs`). `wouldRead` adds what that check cannot see
/// yet: a report that does not exist, named like an input in a folder being read, would be read
/// back by the next run, so that is refused from the first run on.
package struct InputExpansion: Sendable {
    /// The name endings that make a file in a directory an input.
    package static let inputSuffixes = [".json", ".jsonl", ".ndjson", ".json.gz", ".jsonl.gz", ".ndjson.gz"]

    /// The inputs in reading order: each argument that is not a directory as typed, each
    /// directory argument replaced by its input files, and, in byte order among them, each of
    /// its directories that could not be listed and each entry that could not be looked at (a
    /// path longer than PATH_MAX, deep in a `-r` tree), as an error naming it (exit status 66,
    /// like a file that cannot be opened). Packed: a million files cost about 10 MB.
    package internal(set) var inputs = InputList()
    /// The entries of expanded directories left out, counted by why.
    package internal(set) var skipped: [Skipped: Int] = [:]
    /// Things to tell the user that do not fail the run: a symbolic link loop not followed, a
    /// directory argument with no inputs in it.
    package internal(set) var warnings: [String] = []
    /// `-r`: subdirectories are walked too.
    let recursive: Bool
    /// Every directory listed, for `wouldRead`.
    var listed: [FileIdentity.Location] = []
    /// Where the files the run writes are now (`ReportOutput.writtenLocations`).
    let outputs: [FileIdentity.Location]
    /// The inputs at one of `outputs` (the files the run writes), each with what it was when
    /// listed, and standard input first when it is read: what `ReportOutput.checkDistinct` needs
    /// to check, found while listing, so a million listed files are not looked up again.
    package private(set) var inputsAtOutputs: [(path: SystemPath, listed: FileIdentity?)] = []

    /// Expands `arguments` in order; `recursive` is `-r`; `outputs`: where the files the run
    /// writes are, so the inputs at one of them are found as they are listed (`inputsAtOutputs`).
    package init(arguments: [SystemPath], recursive: Bool, outputs: [FileIdentity.Location] = []) {
        self.recursive = recursive
        self.outputs = outputs
        for argument in arguments {
            let status = argument.isStandardInput ? nil : LongPath.status(of: argument)
            guard let status, status.st_mode & S_IFMT == S_IFDIR else {
                inputs.append(typed: argument)
                if argument.isStandardInput { inputsAtOutputs.insert(("-", nil), at: 0) }
                if let status { noteOutput(argument, status) }
                continue
            }
            let before = inputs.count
            walk(argument)
            if inputs.count == before {
                warnings.append("\(argument): no files named \(Self.inputNamesText)")
            }
        }
    }

    /// Whether a regular file at `path` would be an input: its name is an input name and its
    /// directory is one this expansion listed. `-o` may not name such a file, even one that does
    /// not exist yet, or the next run would read the report back.
    package func wouldRead(_ path: SystemPath) -> Bool {
        let (directory, name) = path.split
        // Only folders are listed: a location found there is a folder's.
        guard Self.isInputName(name), let status = LongPath.status(of: directory ?? ".") else { return false }
        return listed.contains(FileIdentity.Location(status))
    }

    /// Keeps the input `path`, looked up as `status`, when it is a regular file at one of `outputs`.
    mutating func noteOutput(_ path: SystemPath, _ status: stat) {
        guard let identity = FileIdentity(regularFile: status), outputs.contains(identity.location) else { return }
        inputsAtOutputs.append((path, identity))
    }

    /// Why an entry of an expanded directory was left out.
    package enum Skipped: String, CaseIterable, Sendable {
        /// A name that is not an input name.
        case file
        /// Named like an input but a FIFO, a device or a socket: reading one could block forever
        /// or never end, so only a file named on the command line is read whatever it is.
        case fifo = "FIFO", device, socket
        /// A name starting with `.`.
        case hidden = "hidden name"
        /// A subdirectory, left alone because the expansion was not recursive.
        case directory

        /// `count` entries skipped for this reason, as `summary` says it.
        func text(_ count: Int) -> String {
            let noun = count == 1 ? rawValue : self == .directory ? "directories" : rawValue + "s"
            let reason =
                switch self {
                case .file: " not named \(InputExpansion.inputNamesText)"
                case .directory: count == 1 ? " (-r reads it)" : " (-r reads them)"
                default: ""
                }
            return "\(count) \(noun)\(reason)"
        }
    }

    /// One line for standard error when anything was skipped, nil otherwise, saying why each was:
    /// `skipped 3 files not named *.json, *.jsonl or *.ndjson (or those plus .gz), 1 FIFO,
    /// 1 hidden name and 1 directory (-r reads it)`.
    package var summary: String? {
        var parts = Skipped.allCases.compactMap { reason in skipped[reason].map(reason.text) }
        guard let last = parts.popLast() else { return nil }
        return "skipped " + (parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last)
    }

    /// True when a file with this name in an expanded directory is an input.
    package static func isInputName(_ name: SystemPath) -> Bool {
        name.bytes.first != UInt8(ascii: ".")
            && inputSuffixes.contains { name.bytes.reversed().starts(with: $0.utf8.reversed()) }
    }

    /// The input names as messages quote them.
    package static let inputNamesText = "*.json, *.jsonl or *.ndjson (or those plus .gz)"
}
