#if canImport(Glibc)
    import Glibc
#endif

/// Opens and looks at paths of any length. The kernel takes at most PATH_MAX (4096) bytes in
/// one call, but a folder tree may be deeper than that (`-r` over a tree thousands of levels
/// deep): such a path is resolved a piece at a time, each piece under PATH_MAX and relative to
/// the folder the previous piece opened, holding at most two descriptors at once, so a deep
/// walk never holds one descriptor per level.
///
/// A path the kernel takes whole costs one call, as before: the pieces are only tried after
/// ENAMETOOLONG.
enum LongPath {
    /// `open(path, flags)`; -1 with `errno` set on failure.
    static func open(_ path: SystemPath, _ flags: Int32) -> Int32 {
        let direct = path.withCString { Glibc.open($0, flags) }
        guard direct < 0 && errno == ENAMETOOLONG else { return direct }
        return resolved(path) { folder, name in openat(folder, name, flags) } ?? -1
    }

    /// `stat(path)` (following links); nil with `errno` set on failure.
    static func status(of path: SystemPath) -> stat? {
        var status = stat()
        if path.withCString({ stat($0, &status) }) == 0 { return status }
        guard errno == ENAMETOOLONG else { return nil }
        return resolved(path) { folder, name in fstatat(folder, name, &status, 0) } == 0 ? status : nil
    }

    /// Opens the folders of `path` a piece at a time and calls `body` with the last folder's
    /// descriptor and the rest of the path; nil (errno set) when a folder cannot be opened.
    private static func resolved(_ path: SystemPath, _ body: (Int32, UnsafePointer<CChar>) -> Int32) -> Int32? {
        let bytes = path.bytes
        let limit = Int(PATH_MAX) - 1
        var folder = AT_FDCWD
        var start = 0
        defer {
            let failure = errno  // what `body` or the `openat` that failed set, for the caller
            if folder != AT_FDCWD { close(folder) }
            errno = failure
        }
        while bytes.count - start > limit {
            var cut = start + limit
            while cut > start && bytes[cut] != UInt8(ascii: "/") { cut -= 1 }
            guard cut > start else {
                errno = ENAMETOOLONG  // one name longer than PATH_MAX: no file system has one
                return nil
            }
            let next = SystemPath(bytes: bytes[start..<cut]).withCString {
                openat(folder, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
            guard next >= 0 else { return nil }
            if folder != AT_FDCWD { close(folder) }
            folder = next
            start = cut + 1
        }
        return SystemPath(bytes: bytes[start...]).withCString { body(folder, $0) }
    }
}
