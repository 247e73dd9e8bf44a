import CStartup

#if canImport(Glibc)
    import Glibc
#endif

/// What the process was started with: its arguments and the folder of its executable, found
/// even on a machine without /proc (a container or chroot that does not mount it), where Swift's
/// `CommandLine` sees no arguments and Foundation's `Bundle.main` traps. Both come from the
/// `CStartup` module, which keeps what glibc hands the executable at start-up.
package enum ProcessStart {
    /// The arguments after the program name, as the raw bytes of argv: `CommandLine.arguments`
    /// turns invalid UTF-8 in a file name into U+FFFD. `CommandLine` is asked only when the
    /// start-up values are missing (a C library that does not pass them to initializers).
    package static var arguments: [SystemPath] {
        var count = Int(wxreport_startup_argc())
        var argv = wxreport_startup_argv().map { UnsafePointer($0) }
        if count == 0 || argv == nil {
            count = Int(CommandLine.argc)
            argv = UnsafePointer(CommandLine.unsafeArgv)
        }
        guard count > 1, let argv else { return [] }
        return (1..<count).compactMap { argv[$0].map { SystemPath(cString: $0) } }
    }

    /// The folder holding the running executable, symbolic links resolved, as `Bundle.main`
    /// finds it: from /proc/self/exe, or without /proc from the path the kernel executed
    /// (`AT_EXECFN`, relative to the folder the process started in, which wxreport never
    /// leaves). Nil when neither can be resolved.
    package static let executableDirectory: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let capacity = buffer.count - 1
        let count = readlink("/proc/self/exe", &buffer, capacity)
        var path: String?
        if count > 0 {
            path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        } else if let executed = wxreport_startup_executable(), let resolved = realpath(executed, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        guard let path, let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }()
}
