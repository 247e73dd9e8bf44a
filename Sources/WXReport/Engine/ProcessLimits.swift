#if canImport(Glibc)
    import Glibc
#endif

/// What the process may still take from the system when a run starts: descriptors and address
/// space. Read once, at start-up, before any input is opened, to decide whether a Dispatch pool
/// can be started and how many workers the address space holds.
package struct ProcessLimits: Equatable {
    /// Descriptors that could still be opened, counted up to `descriptorsProbed` (more are not
    /// needed to decide anything).
    var freeDescriptors: Int
    /// The address space left under `RLIMIT_AS` (`ulimit -v`), nil when unlimited.
    var freeAddressSpace: Int?
    /// Whether `/proc` is mounted: libdispatch's thread pool on Linux watches its workers
    /// through `/proc/self/task/…/stat` and traps (SIGILL) a moment after it finds none, so
    /// without `/proc` no Dispatch is started.
    var hasProc = true

    /// Spelled out so tests can state limits: a memberwise initialiser is never wider than internal.
    package init(freeDescriptors: Int, freeAddressSpace: Int?, hasProc: Bool = true) {
        self.freeDescriptors = freeDescriptors
        self.freeAddressSpace = freeAddressSpace
        self.hasProc = hasProc
    }

    /// Enough descriptors for every decision made from them.
    static let descriptorsProbed = 32

    /// The limits of this process now.
    static func current() -> ProcessLimits {
        ProcessLimits(
            freeDescriptors: probeFreeDescriptors(upTo: descriptorsProbed), freeAddressSpace: freeAddressSpace(),
            hasProc: access("/proc/self/task", X_OK) == 0)
    }

    /// Counts free descriptors by taking them (`fcntl(F_DUPFD_CLOEXEC)`) and giving them back:
    /// exact with or without `/proc`, and cheap, since at most `limit` are taken. The soft
    /// `RLIMIT_NOFILE` answers first when it is already too low.
    package static func probeFreeDescriptors(upTo limit: Int) -> Int {
        var nofile = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &nofile) == 0, nofile.rlim_cur <= 3 {
            return 0
        }
        // A descriptor to copy: one of the standard three, or a fresh one (itself counted).
        var taken: [Int32] = []
        defer { for descriptor in taken { close(descriptor) } }
        var source: Int32 = -1
        for standard: Int32 in 0...2 where fcntl(standard, F_GETFD) >= 0 {
            source = standard
            break
        }
        if source < 0 {
            source = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard source >= 0 else { return 0 }
            taken.append(source)
        }
        while taken.count < limit {
            let copy = fcntl(source, F_DUPFD_CLOEXEC, 0)
            guard copy >= 0 else { break }
            taken.append(copy)
        }
        return taken.count
    }

    /// `RLIMIT_AS` minus the address space mapped now (`/proc/self/statm`); without `/proc`,
    /// minus `assumedMapped`, what this binary maps at start-up (84 MB for a release build).
    private static func freeAddressSpace() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return nil
        }
        let mapped = mappedBytes() ?? assumedMapped
        return max(0, Int(clamping: limit.rlim_cur) - mapped)
    }

    static let assumedMapped = 96 << 20

    /// The process's mapped size, from the first field of `/proc/self/statm` (in pages).
    private static func mappedBytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var text = [UInt8](repeating: 0, count: 64)
        let count = text.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        var pages = 0
        for byte in text.prefix(count) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            pages = pages * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
