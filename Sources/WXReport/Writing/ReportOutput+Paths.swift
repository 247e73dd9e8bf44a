#if canImport(Glibc)
    import Glibc
#endif

/// The path and temporary-file chores of `ReportOutput`, apart from the commit logic.
extension ReportOutput {
    /// mkstemp with SIGINT, SIGTERM and SIGHUP held back until the name is registered for
    /// cleanup (or, for a spool, already unlinked), so no signal can strand the file.
    /// Returns the descriptor (or -1), the file's name and the `errno` of a failure.
    static func createTemporary(_ template: String, register: Bool) -> (Int32, String, Int32) {
        var bytes = Array(template.utf8CString)
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in SignalCleanup.signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return (-1, template, errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if register {
            SignalCleanup.register(path)
        } else {
            unlink(path)
        }
        return (descriptor, path, 0)
    }

    /// The descriptor a path like `/dev/stdout` or `/proc/self/fd/3` stands for. Such a path
    /// is written through our own descriptor: opening it anew would truncate a file that the
    /// shell opened for appending (`>> log`), and a temporary file beside it would land in /dev.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Follows symbolic links, so the rename replaces the file a link points to and the link
    /// stays a link. Falls back to `path` itself when it cannot be resolved.
    static func resolvedPath(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part (nil when there is none) and the last component of `path`.
    static func split(_ path: String) -> (directory: String?, base: String) {
        guard let slash = path.lastIndex(of: "/") else { return (nil, path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, String(path[path.index(after: slash)...]))
    }
}
