#if canImport(Glibc)
    import Glibc
#endif

/// The walk of one folder argument.
extension InputExpansion {
    /// A folder being walked: its identity (which the folders below compare theirs with to catch
    /// a loop), its entries' names (a subfolder's with a `/` after it, so that byte order of the
    /// names is the order of the paths below, and so it is known to enter), those that could not
    /// be looked at, and the entries still to take, the next one last.
    private struct Folder {
        var path: SystemPath
        var identity: FileIdentity.Location?
        var names = ByteStrings()
        var failures: [Int: ReportError] = [:]
        var left: [UInt32] = []
    }

    /// Walks the directory argument `directory`, appending what it finds to `inputs` in byte
    /// order of the paths, so the listing is never sorted again nor kept in a second order.
    ///
    /// Depth first, with the folders being walked on a stack of its own rather than the call
    /// stack, so a tree thousands of levels deep cannot overflow the thread's stack. A folder's
    /// entries are looked at as it is listed and put in byte order of the paths they stand for:
    /// a subfolder as its name and a `/`, since every path below it starts so. Then they are
    /// taken in that order, a subfolder entered at its place, so `data/a.json`, `data/a/b.json`
    /// and `data/a0.json` come in that order, as `find data -type f | LC_ALL=C sort` prints them.
    /// Only the folders on the stack hold their names meanwhile.
    mutating func walk(_ directory: SystemPath) {
        var folders: [Folder] = []
        enter(directory, into: &folders)
        while let top = folders.indices.last {
            guard let next = folders[top].left.popLast() else {
                folders.removeLast()
                continue
            }
            let (entry, folder) = (Int(next), folders[top].path)
            let name = folders[top].names[entry]
            if name.last == UInt8(ascii: "/") {
                enter(SystemPath.joining(folder, SystemPath(bytes: name.dropLast())), into: &folders)
            } else if let failure = folders[top].failures[entry] {
                inputs.append(failure: failure)
            } else {
                inputs.append(name, in: folder)
            }
        }
    }

    /// Lists `directory` onto the stack, or puts why it could not be listed in its place. Its
    /// identity is its open descriptor's, so a subfolder is looked up once more only as it is
    /// entered, rather than every subfolder's identity kept from the listing until then.
    private mutating func enter(_ directory: SystemPath, into folders: inout [Folder]) {
        var folder = Folder(path: directory)
        do {
            try list(into: &folder, below: folders)
        } catch {
            inputs.append(failure: error)
            return
        }
        guard let identity = folder.identity else { return }  // a loop, warned about
        let names = folder.names
        // 4 billion entries in one folder would need far more memory than there is first.
        folder.left = (0..<UInt32(truncatingIfNeeded: names.count)).sorted { names.precedes(Int($1), Int($0)) }
        folders.append(folder)
        listed.append(identity)
    }

    /// Looks at every entry of the folder but `.` and `..`, and keeps those to take or enter;
    /// leaves `folder.identity` nil, with a warning, when the folder is one of `ancestors`.
    private mutating func list(into folder: inout Folder, below ancestors: [Folder]) throws(ReportError) {
        let shown = "\(folder.path)"
        func failure(_ code: Int32) -> ReportError { DescriptorReader.unreadable(shown, code, "read directory") }
        let descriptor = LongPath.open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        guard let handle = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        defer { closedir(handle) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        let identity = FileIdentity.Location(status)
        if let ancestor = ancestors.first(where: { $0.identity == identity }) {
            return warnings.append("\(folder.path): symbolic link loop back to '\(ancestor.path)', not followed")
        }
        folder.identity = identity
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw failure(errno) }
                return
            }
            guard let name = Self.entryName(entry), name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E]
            else { continue }
            look(at: name, in: &folder)
        }
    }

    /// Takes, counts or keeps to enter the entry `name` of `folder`.
    private mutating func look(at name: SystemPath, in folder: inout Folder) {
        if name.bytes.first == UInt8(ascii: ".") {
            skipped[.hidden, default: 0] += 1
            return
        }
        let entry = folder.names.count
        let path = SystemPath.joining(folder.path, name)
        guard let status = LongPath.status(of: path) else {
            let code = errno
            if code != ENOENT && code != ELOOP {
                // Cannot tell what it is (a path past PATH_MAX, a folder without search
                // permission): an error in its place, never a silent skip.
                folder.failures[entry] = DescriptorReader.unreadable("\(path)", code, "read")
                folder.names.append(name.bytes)
            } else if Self.isInputName(name) {
                // A dangling link or a name gone since the listing: the reader reports
                // it in order like any file that cannot be opened.
                folder.names.append(name.bytes)
            } else {
                skipped[.file, default: 0] += 1
            }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR where !recursive:
            skipped[.directory, default: 0] += 1
        case S_IFDIR:
            folder.names.append(name.bytes + [UInt8(ascii: "/")])
        case _ where !Self.isInputName(name):
            skipped[.file, default: 0] += 1
        case S_IFREG:
            folder.names.append(name.bytes)
            noteOutput(path, status)
        case S_IFIFO:
            skipped[.fifo, default: 0] += 1
        case S_IFCHR, S_IFBLK:
            skipped[.device, default: 0] += 1
        default:
            skipped[.socket, default: 0] += 1
        }
    }
}

extension InputExpansion {
    /// The name of the folder entry `entry` points at, read in place up to its NUL. `readdir`'s
    /// record is only `d_reclen` bytes long (24 for a short name), so copying the `dirent` or its
    /// 256-byte `d_name` reads past the record, and faults when the record ends the last mapped
    /// page of glibc's buffer: a folder of 2000 files crashed one run in a few hundred that way.
    package static func entryName(_ entry: UnsafePointer<dirent>) -> SystemPath? {
        guard let offset = MemoryLayout<dirent>.offset(of: \.d_name) else { return nil }
        let name = UnsafeRawPointer(entry) + offset
        let length = strlen(name.assumingMemoryBound(to: CChar.self))
        return SystemPath(bytes: UnsafeRawBufferPointer(start: name, count: length))
    }
}
