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
        let identity: FileIdentity.Location
        var names = ByteStrings()
        var failures: [Int: ReportError] = [:]
        var left: [UInt32] = []
        /// Whether an entry was looked up: its names can be, so `readdir`'s type is enough.
        var isSearchable = false
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

    /// Lists `directory` onto the stack: its identity, its open descriptor's (so a subfolder is
    /// looked up once more only as it is entered, rather than every subfolder's identity kept
    /// from the listing until then), and every entry but `.` and `..` looked at, those to take or
    /// enter kept. One that cannot be listed is an error in its place; one of the folders being
    /// walked (a loop) a warning.
    private mutating func enter(_ directory: SystemPath, into folders: inout [Folder]) {
        func fail(_ code: Int32) {
            inputs.append(failure: DescriptorReader.unreadable("\(directory)", code, "read directory"))
        }
        let descriptor = LongPath.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return fail(errno) }
        guard let handle = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return fail(code)
        }
        defer { closedir(handle) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return fail(errno) }
        var folder = Folder(path: directory, identity: FileIdentity.Location(status))
        if let ancestor = folders.first(where: { $0.identity == folder.identity }) {
            return warnings.append("\(directory): symbolic link loop back to '\(ancestor.path)', not followed")
        }
        errno = 0
        while let entry = readdir(handle) {
            if let name = Self.entryName(entry), name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E] {
                look(at: name, in: &folder, isFile: isFile(entry, in: folder))
            }
            errno = 0
        }
        guard errno == 0 else { return fail(errno) }
        let names = folder.names
        // 4 billion entries in one folder would need far more memory than there is first.
        folder.left = (0..<UInt32(truncatingIfNeeded: names.count)).sorted { names.precedes(Int($1), Int($0)) }
        folders.append(folder)
        listed.append(folder.identity)
    }

    /// Takes, counts or keeps to enter the entry `name` of `folder`, looked up unless `isFile`.
    private mutating func look(at name: SystemPath, in folder: inout Folder, isFile: Bool) {
        let isHidden = name.bytes.first == UInt8(ascii: ".")
        let path = isHidden || isFile ? nil : SystemPath.joining(folder.path, name)
        let status = path.flatMap(LongPath.status(of:))
        // Cannot tell what it is (a path past PATH_MAX, a folder without search permission): an
        // error in its place, never a silent skip. A dangling link or a name gone since the
        // listing is kept when named like an input: the reader reports it in order like any file
        // that cannot be opened.
        let code = path != nil && status == nil && errno != ENOENT && errno != ELOOP ? errno : 0
        let kind = isFile ? S_IFREG : status.map { $0.st_mode & S_IFMT }
        let reason: Skipped? =
            switch kind {
            case _ where isHidden: .hidden
            case _ where code != 0: nil
            case S_IFDIR: recursive ? nil : .directory
            case _ where !Self.isInputName(name): .file
            case nil, S_IFREG: nil
            case S_IFIFO: .fifo
            case S_IFCHR, S_IFBLK: .device
            default: .socket
            }
        if status != nil { folder.isSearchable = true }
        if let reason { return skipped[reason, default: 0] += 1 }
        if let path, code != 0 {
            folder.failures[folder.names.count] = DescriptorReader.unreadable("\(path)", code, "read")
        }
        if let path, let status, kind == S_IFREG { noteOutput(path, status) }
        folder.names.append(kind == S_IFDIR ? name.bytes + [UInt8(ascii: "/")] : name.bytes)
    }

    /// Whether `readdir` says for certain that `entry` of `folder` is a regular file, so the walk
    /// need not look it up (`FileSource` does, before opening it): a regular file's own entry (a
    /// link's is not), in a folder whose names could be looked up, no file mounted over a name
    /// like an input's (`readdir` tells what the name held before), and not maybe one of `outputs`.
    /// Pays: a `stat` less per file, 4,085 instead of 6,084 on 2000 one-city files, which ran 7.5 %
    /// faster (42 → 38 ms wall, 41 paired rounds on a quiet machine; system time 31 → 25 ms).
    private func isFile(_ entry: UnsafePointer<dirent>, in folder: Folder) -> Bool {
        guard let type = entry.pointer(to: \.d_type)?.pointee, let inode = entry.pointer(to: \.d_ino)?.pointee else {
            return false
        }
        return type == DT_REG && folder.isSearchable && !Self.mountsInputNames
            && !outputs.contains { $0.inode == UInt64(inode) }
    }

    /// Whether a mount point has a name like an input's, or the mount table cannot be read: then
    /// every entry is looked up, so a file bind-mounted over one is seen as what it is.
    private static let mountsInputNames: Bool = {
        let descriptor = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var table: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var count = 0
        repeat {
            count = retried(descriptor, waitingFor: POLLIN) { Glibc.read(descriptor, &chunk, chunk.count) }
            table += chunk.prefix(max(count, 0))
        } while count > 0
        // A line per mount; its fifth field is where it is mounted (a space there is `\040`).
        return count < 0 || table.isEmpty
            || table.split(separator: 0x0A).contains { line in
                let point = line.split(separator: 0x20).dropFirst(4).first ?? []
                return isInputName(SystemPath(bytes: point.split(separator: 0x2F).last ?? []))
            }
    }()
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
