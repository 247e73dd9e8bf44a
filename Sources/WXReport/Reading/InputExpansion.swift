#if canImport(Glibc)
    import Glibc
#endif

/// The files a run reads once directory arguments are expanded, and what expanding them found.
///
/// `wxreport data/` means the regular files in `data` whose names end in `.json`, `.jsonl` or
/// `.ndjson`, or one of those plus `.gz`; with `-r`, those of its subdirectories too. Other
/// names are skipped and only counted, for one summary line, since a data folder often holds a
/// README or a fetch log that is not an error to have. Arguments that are not directories
/// (files, `-`, paths that do not exist) pass through as typed: the reader reports them in order.
///
/// The files of one directory argument come in byte order of their paths (what
/// `find data -type f | LC_ALL=C sort` prints), so a report never depends on the order the
/// file system lists names in, nor on the locale.
///
/// Symbolic links are followed, to files and to directories, because data folders are often
/// assembled from links. A link back to a directory on the current path (a loop) is reported as
/// a warning and not followed; the identity of a directory is its device and inode, so a loop
/// through any number of links, or a bind mount, is caught. A directory reached twice by
/// different paths that is not a loop (two links to one folder) is read twice.
package struct InputExpansion: Sendable, Equatable {
    /// The name endings that make a file in a directory an input.
    package static let inputSuffixes = [".json", ".jsonl", ".ndjson", ".json.gz", ".jsonl.gz", ".ndjson.gz"]

    /// The inputs in reading order: each argument that is not a directory as typed, each
    /// directory argument replaced by its input files.
    package private(set) var paths: [String] = []
    /// Entries of expanded directories that are not inputs: other names, or not regular files.
    package private(set) var skippedFiles = 0
    /// Subdirectories left alone because the expansion was not recursive.
    package private(set) var skippedDirectories = 0
    /// Symbolic link loops found and not followed: `data/b/up: symbolic link loop back to 'data', not followed`.
    package private(set) var warnings: [String] = []
    /// Directories that could not be listed, each naming its path (exit status 66, like a file
    /// that cannot be opened). The inputs that could be listed are still in `paths`.
    package private(set) var errors: [ReportError] = []

    /// A directory's identity on this machine, whatever path led to it.
    private struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    /// Expands `arguments` in order; `recursive` is `-r`.
    package init(arguments: [String], recursive: Bool) {
        for argument in arguments {
            guard argument != "-", let status = Self.status(of: argument), status.st_mode & S_IFMT == S_IFDIR else {
                paths.append(argument)
                continue
            }
            var found: [String] = []
            expand(
                directory: argument, ancestors: [(Self.identity(of: status), argument)], recursive: recursive,
                into: &found)
            paths += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    /// One line for standard error when anything was skipped, nil otherwise:
    /// `skipped 3 files not named *.json, *.jsonl or *.ndjson (or those plus .gz) and 1 directory (-r reads it)`.
    package var summary: String? {
        var parts: [String] = []
        if skippedFiles > 0 {
            parts.append(
                "\(Self.count(skippedFiles, "file")) not named *.json, *.jsonl or *.ndjson (or those plus .gz)")
        }
        if skippedDirectories > 0 {
            let pronoun = skippedDirectories == 1 ? "it" : "them"
            parts.append("\(Self.count(skippedDirectories, "directory", plural: "directories")) (-r reads \(pronoun))")
        }
        return parts.isEmpty ? nil : "skipped " + parts.joined(separator: " and ")
    }

    /// True when a file with this name in an expanded directory is an input.
    package static func isInputName(_ name: String) -> Bool {
        inputSuffixes.contains { name.hasSuffix($0) }
    }

    private mutating func expand(
        directory: String, ancestors: [(identity: Identity, path: String)], recursive: Bool, into found: inout [String]
    ) {
        let names: [String]
        do {
            let listing = try Self.names(in: directory)
            names = listing.names
            if listing.notUTF8 > 0 {
                skippedFiles += listing.notUTF8
                warnings.append("\(directory): skipped \(Self.count(listing.notUTF8, "name")) not in UTF-8")
            }
        } catch {
            errors.append(error)
            return
        }
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let status = Self.status(of: path) else {
                // A dangling link or a name gone since the listing: an input name goes to the
                // reader, which reports it in order like any file that cannot be opened.
                if Self.isInputName(name) { found.append(path) } else { skippedFiles += 1 }
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where !recursive:
                skippedDirectories += 1
            case S_IFDIR:
                let identity = Self.identity(of: status)
                if let ancestor = ancestors.first(where: { $0.identity == identity }) {
                    warnings.append("\(path): symbolic link loop back to '\(ancestor.path)', not followed")
                } else {
                    expand(directory: path, ancestors: ancestors + [(identity, path)], recursive: true, into: &found)
                }
            case S_IFREG where Self.isInputName(name):
                found.append(path)
            default:
                skippedFiles += 1
            }
        }
    }

    /// The names in `directory`, without `.` and `..`, and how many names were not UTF-8 (a
    /// path must be a `String` to be passed on, so those cannot be read).
    private static func names(in directory: String) throws(ReportError) -> (names: [String], notUTF8: Int) {
        guard let handle = opendir(directory) else { throw unreadable(directory, errno) }
        defer { closedir(handle) }
        var names: [String] = []
        var notUTF8 = 0
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw unreadable(directory, errno) }
                // Sorted here too, so warnings and errors come in the same order on every run.
                return (names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, notUTF8)
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let name {
                if name != "." && name != ".." { names.append(name) }
            } else {
                notUTF8 += 1
            }
        }
    }

    /// `stat` (following links), nil when it fails.
    private static func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    private static func identity(of status: stat) -> Identity {
        Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    private static func unreadable(_ directory: String, _ code: Int32) -> ReportError {
        ReportError(.unreadableInput, "cannot read directory '\(directory)': \(String(cString: strerror(code)))")
    }

    private static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
