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
/// (`ReportOutput.checkDistinct`, run on `paths`). `wouldRead` adds what that check cannot see
/// yet: a report that does not exist, named like an input in a folder being read, would be read
/// back by the next run, so that is refused from the first run on.
package struct InputExpansion: Sendable, Equatable {
    /// The name endings that make a file in a directory an input.
    package static let inputSuffixes = [".json", ".jsonl", ".ndjson", ".json.gz", ".jsonl.gz", ".ndjson.gz"]

    /// The inputs in reading order: each argument that is not a directory as typed, each
    /// directory argument replaced by its input files, and, in byte order among them, each of
    /// its directories that could not be listed and each entry that could not be looked at (a
    /// path longer than PATH_MAX, deep in a `-r` tree), as an error naming it (exit status 66,
    /// like a file that cannot be opened).
    package private(set) var items: [FileSource.Item] = []
    /// Entries of expanded directories whose names are not input names.
    package private(set) var skippedFiles = 0
    /// Entries named like inputs that are FIFOs, devices or sockets: reading one could block
    /// forever or never end, so only a file named on the command line is read whatever it is.
    package private(set) var skippedFIFOs = 0
    package private(set) var skippedDevices = 0
    package private(set) var skippedSockets = 0
    /// Entries whose names start with `.`.
    package private(set) var skippedHidden = 0
    /// Subdirectories left alone because the expansion was not recursive.
    package private(set) var skippedDirectories = 0
    /// Things to tell the user that do not fail the run: a symbolic link loop not followed, a
    /// directory argument with no inputs in it.
    package private(set) var warnings: [String] = []
    /// Every directory listed, for `wouldRead`.
    private var listed: [FileIdentity.Location] = []

    /// Expands `arguments` in order; `recursive` is `-r`.
    package init(arguments: [SystemPath], recursive: Bool) {
        for argument in arguments {
            let status = argument.isStandardInput ? nil : Self.status(of: argument)
            guard let status, status.st_mode & S_IFMT == S_IFDIR else {
                items.append(.path(argument, listed: status.flatMap(FileIdentity.init(regularFile:))))
                continue
            }
            var walk = Walk(recursive: recursive)
            walk.expand(directory: argument, identity: Self.identity(of: status))
            let found = walk.found.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.item)
            items += found
            skippedFiles += walk.skippedFiles
            skippedHidden += walk.skippedHidden
            skippedDirectories += walk.skippedDirectories
            skippedFIFOs += walk.skippedFIFOs
            skippedDevices += walk.skippedDevices
            skippedSockets += walk.skippedSockets
            warnings += walk.warnings
            listed += walk.listed
            if found.isEmpty {
                warnings.append("\(argument): no files named \(Self.inputNamesText)")
            }
        }
    }

    /// Whether a regular file at `path` would be an input: its name is an input name and its
    /// directory is one this expansion listed. `-o` may not name such a file, even one that does
    /// not exist yet, or the next run would read the report back.
    package func wouldRead(_ path: SystemPath) -> Bool {
        let (directory, name) = path.split
        guard Self.isInputName(name), let status = Self.status(of: directory ?? "."),
            status.st_mode & S_IFMT == S_IFDIR
        else { return false }
        return listed.contains(Self.identity(of: status))
    }

    /// The paths to open, in order, without the errors.
    package var paths: [SystemPath] {
        listedPaths.map(\.path)
    }

    /// The paths to open, in order, each with what its listing found (nil: not a regular file).
    package var listedPaths: [(path: SystemPath, listed: FileIdentity?)] {
        items.compactMap { if case .path(let path, let listed) = $0 { (path, listed) } else { nil } }
    }

    /// The directories that could not be listed and the entries that could not be looked at, in order.
    package var errors: [ReportError] {
        items.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }

    /// One line for standard error when anything was skipped, nil otherwise, saying why each was:
    /// `skipped 3 files not named *.json, *.jsonl or *.ndjson (or those plus .gz), 1 FIFO,
    /// 1 hidden name and 1 directory (-r reads it)`.
    package var summary: String? {
        var parts: [String] = []
        if skippedFiles > 0 {
            parts.append("\(Self.count(skippedFiles, "file")) not named \(Self.inputNamesText)")
        }
        for (count, noun) in [(skippedFIFOs, "FIFO"), (skippedDevices, "device"), (skippedSockets, "socket")]
        where count > 0 {
            parts.append(Self.count(count, noun))
        }
        if skippedHidden > 0 {
            parts.append("\(Self.count(skippedHidden, "hidden name"))")
        }
        if skippedDirectories > 0 {
            let pronoun = skippedDirectories == 1 ? "it" : "them"
            parts.append("\(Self.count(skippedDirectories, "directory", plural: "directories")) (-r reads \(pronoun))")
        }
        guard let last = parts.popLast() else { return nil }
        return "skipped " + (parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last)
    }

    /// True when a file with this name in an expanded directory is an input.
    package static func isInputName(_ name: SystemPath) -> Bool {
        name.bytes.first != UInt8(ascii: ".") && inputSuffixes.contains { name.bytes.ends(with: $0.utf8) }
    }

    /// The input names as messages quote them.
    package static let inputNamesText = "*.json, *.jsonl or *.ndjson (or those plus .gz)"

    /// One directory argument's walk: what it found, keyed by path bytes for sorting.
    ///
    /// Depth first, in name order, with the folders being walked on a stack of its own rather
    /// than the call stack, so a tree thousands of levels deep cannot overflow the thread's stack.
    private struct Walk {
        let recursive: Bool
        var listed: [FileIdentity.Location] = []
        var found: [(key: [UInt8], item: FileSource.Item)] = []
        var skippedFiles = 0
        var skippedHidden = 0
        var skippedDirectories = 0
        var skippedFIFOs = 0
        var skippedDevices = 0
        var skippedSockets = 0
        var warnings: [String] = []

        /// A folder being walked: its names, the next one to look at, and its identity, which
        /// the folders below it compare theirs with to catch a loop.
        private struct Folder {
            var path: SystemPath
            var identity: FileIdentity.Location
            var names: [SystemPath]
            var next = 0
        }

        mutating func expand(directory: SystemPath, identity: FileIdentity.Location) {
            var folders: [Folder] = []
            enter(directory, identity, into: &folders)
            while let top = folders.indices.last {
                guard folders[top].next < folders[top].names.count else {
                    folders.removeLast()
                    continue
                }
                let name = folders[top].names[folders[top].next]
                folders[top].next += 1
                let path = SystemPath.joining(folders[top].path, name)
                guard let status = look(at: path, name) else { continue }
                if status.st_mode & S_IFMT == S_IFDIR && recursive {
                    let identity = InputExpansion.identity(of: status)
                    if let ancestor = folders.first(where: { $0.identity == identity }) {
                        warnings.append("\(path): symbolic link loop back to '\(ancestor.path)', not followed")
                    } else {
                        enter(path, identity, into: &folders)
                    }
                }
            }
        }

        /// Lists `directory` onto the stack, or records why it could not be listed.
        private mutating func enter(
            _ directory: SystemPath, _ identity: FileIdentity.Location, into folders: inout [Folder]
        ) {
            do {
                folders.append(
                    Folder(path: directory, identity: identity, names: try InputExpansion.names(in: directory)))
                listed.append(identity)
            } catch {
                // Sorted by the directory's own path: where its files would have come.
                found.append((directory.bytes, .failure(error)))
            }
        }

        /// Takes or counts the entry at `path`; returns its status when it is a directory to
        /// consider entering.
        private mutating func look(at path: SystemPath, _ name: SystemPath) -> stat? {
            if name.bytes.first == UInt8(ascii: ".") {
                skippedHidden += 1
                return nil
            }
            var status = stat()
            guard LongPath.status(of: path, into: &status) else {
                let code = errno
                if code != ENOENT && code != ELOOP {
                    // Cannot tell what it is (a path past PATH_MAX, a folder without search
                    // permission): an error in its place, never a silent skip.
                    found.append((path.bytes, .failure(InputExpansion.unreachable(path, code))))
                } else if InputExpansion.isInputName(name) {
                    // A dangling link or a name gone since the listing: the reader reports
                    // it in order like any file that cannot be opened.
                    found.append((path.bytes, .path(path, listed: nil)))
                } else {
                    skippedFiles += 1
                }
                return nil
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where !recursive:
                skippedDirectories += 1
            case S_IFDIR:
                return status
            case _ where !InputExpansion.isInputName(name):
                skippedFiles += 1
            case S_IFREG:
                found.append((path.bytes, .path(path, listed: FileIdentity(status))))
            case S_IFIFO:
                skippedFIFOs += 1
            case S_IFCHR, S_IFBLK:
                skippedDevices += 1
            default:
                skippedSockets += 1
            }
            return nil
        }
    }

    /// The names in `directory` without `.` and `..`, as bytes, sorted so warnings come in the
    /// same order on every run.
    private static func names(in directory: SystemPath) throws(ReportError) -> [SystemPath] {
        let descriptor = LongPath.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(directory, errno) }
        guard let handle = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            throw unreadable(directory, code)
        }
        defer { closedir(handle) }
        var names: [SystemPath] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw unreadable(directory, errno) }
                return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in SystemPath(bytes: raw.prefix { $0 != 0 }) }
            if name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E] { names.append(name) }
        }
    }

    /// `stat` (following links), nil when it fails.
    private static func status(of path: SystemPath) -> stat? {
        var status = stat()
        return LongPath.status(of: path, into: &status) ? status : nil
    }

    private static func identity(of status: stat) -> FileIdentity.Location {
        FileIdentity.Location(status)
    }

    private static func unreadable(_ directory: SystemPath, _ code: Int32) -> ReportError {
        ReportError(.unreadableInput, "cannot read directory '\(directory)': \(String(cString: strerror(code)))")
    }

    /// An entry that could not even be looked at: `stat` failed for another reason than a
    /// dangling link. With `-r`, a tree deeper than the system's PATH_MAX ends here.
    private static func unreachable(_ path: SystemPath, _ code: Int32) -> ReportError {
        ReportError(.unreadableInput, "cannot read '\(path)': \(String(cString: strerror(code)))")
    }

    private static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    fileprivate func ends(with suffix: some Collection<UInt8>) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
