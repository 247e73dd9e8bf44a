#if canImport(Glibc)
    import Glibc
#endif

/// The walk of one folder argument, apart from what `InputExpansion` makes of it.
extension InputExpansion {
    /// One directory argument's walk: what it found, in the order met (`InputList.sortFolder`
    /// sorts it).
    ///
    /// Depth first, in name order, with the folders being walked on a stack of its own rather
    /// than the call stack, so a tree thousands of levels deep cannot overflow the thread's stack.
    /// A folder's entries are looked at as it is listed: only its subfolders are kept for later.
    struct Walk {
        let recursive: Bool
        var found: InputList
        var listed: [FileIdentity.Location] = []
        var fingerprints: BlockArray<UInt32>
        var skippedFiles = 0
        var skippedHidden = 0
        var skippedDirectories = 0
        var skippedFIFOs = 0
        var skippedDevices = 0
        var skippedSockets = 0
        var warnings: [String] = []

        /// A folder being walked: its subfolders in name order, the next one to enter, and its
        /// identity, which the folders below it compare theirs with to catch a loop.
        private struct Folder {
            var path: SystemPath
            var identity: FileIdentity.Location
            var subfolders: [(path: SystemPath, identity: FileIdentity.Location)]
            var next = 0
        }

        init(recursive: Bool, found: InputList, fingerprints: BlockArray<UInt32>) {
            self.recursive = recursive
            self.found = found
            self.fingerprints = fingerprints
        }

        mutating func expand(directory: SystemPath, identity: FileIdentity.Location) {
            var folders: [Folder] = []
            enter(directory, identity, into: &folders)
            while let top = folders.indices.last {
                guard folders[top].next < folders[top].subfolders.count else {
                    folders.removeLast()
                    continue
                }
                let (path, identity) = folders[top].subfolders[folders[top].next]
                folders[top].next += 1
                if let ancestor = folders.first(where: { $0.identity == identity }) {
                    warnings.append("\(path): symbolic link loop back to '\(ancestor.path)', not followed")
                } else {
                    enter(path, identity, into: &folders)
                }
            }
        }

        /// Lists `directory` onto the stack, or records why it could not be listed.
        private mutating func enter(
            _ directory: SystemPath, _ identity: FileIdentity.Location, into folders: inout [Folder]
        ) {
            do {
                folders.append(Folder(path: directory, identity: identity, subfolders: try list(directory)))
                listed.append(identity)
            } catch {
                // Sorted by the directory's own path: where its files would have come.
                found.append(found: directory, failure: error)
            }
        }

        /// Looks at every entry of `directory` but `.` and `..`, and returns the subfolders to
        /// enter, sorted by name.
        private mutating func list(
            _ directory: SystemPath
        ) throws(ReportError) -> [(path: SystemPath, identity: FileIdentity.Location)] {
            let descriptor = LongPath.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { throw InputExpansion.unreadable(directory, errno) }
            guard let handle = fdopendir(descriptor) else {
                let code = errno
                close(descriptor)
                throw InputExpansion.unreadable(directory, code)
            }
            defer { closedir(handle) }
            var subfolders: [(path: SystemPath, identity: FileIdentity.Location)] = []
            while true {
                errno = 0
                guard let entry = readdir(handle) else {
                    if errno != 0 { throw InputExpansion.unreadable(directory, errno) }
                    return subfolders.sorted { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }
                }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in SystemPath(bytes: raw.prefix { $0 != 0 })
                }
                guard name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E] else { continue }
                let path = SystemPath.joining(directory, name)
                if let status = look(at: path, name) { subfolders.append((path, FileIdentity.Location(status))) }
            }
        }

        /// Takes or counts the entry at `path`; returns its status when it is a directory to
        /// enter.
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
                    found.append(found: path, failure: InputExpansion.unreachable(path, code))
                } else if InputExpansion.isInputName(name) {
                    // A dangling link or a name gone since the listing: the reader reports
                    // it in order like any file that cannot be opened.
                    found.append(found: path)
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
                found.append(found: path)
                fingerprints.append(InputExpansion.fingerprint(status))
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

    /// A 4-byte hash of a file's location: equal for the same file, rarely for two.
    static func fingerprint(_ status: stat) -> UInt32 {
        fingerprint(FileIdentity.Location(status))
    }

    static func fingerprint(_ location: FileIdentity.Location) -> UInt32 {
        let mixed = (location.device &* 0x9E37_79B9_7F4A_7C15) ^ location.inode
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }
}
