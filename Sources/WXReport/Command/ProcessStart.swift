import CMalloc
import CStartup
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's set-up, in one place, before any input is opened, and what it was started
/// with. Set-up: the standard descriptors, the signal handlers, malloc's settings and the
/// workers Dispatch may run (`setUp`). What it was started with: its arguments, found even on
/// a machine without /proc (a container or chroot that does not mount it), where Swift's
/// `CommandLine` sees no arguments. They come from the `CStartup` module, which keeps what
/// glibc hands the executable at start-up.
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

    /// Sets the process up: call first, before any file is opened. False when the standard
    /// descriptors cannot be opened (no /dev/null).
    package static func setUp() -> Bool {
        // Before anything is opened: a closed descriptor 2 would otherwise become the report.
        guard StandardError.openStandardDescriptors() else { return false }
        SignalCleanup.install()
        _ = workerLimit
        return true
    }

    /// The most units of work that may run at once on Dispatch's global queue, whatever `--jobs`
    /// asks for; 1: every unit on the calling thread. Decided once from the process's limits
    /// (`setUp` decides it before any input is opened; a test process on first use).
    ///
    /// libdispatch takes descriptors of its own on first use (an epoll set, an eventfd, a
    /// timer) and traps (SIGILL) when it cannot get them, so with fewer than
    /// `descriptorsNeeded` free, or without /proc, no Dispatch is started and
    /// every unit runs on the calling thread, as `--jobs 1` does, with the same bytes out. Under
    /// an address-space limit (`ulimit -v`) the workers are as many as the space left holds.
    package static let workerLimit: Int = {
        let space = freeAddressSpace()
        // glibc's malloc, set before any thread starts. Unlimited: each thread's arena grows
        // 4 MiB at a time instead of page by page (a worker filling batches of small files grew
        // its arena ~600 times in a 2000-file run; 3% of its time). Under an address-space limit:
        // one arena for all threads, since each new arena reserves 64 MiB of address space up
        // front, which is what made `ulimit -v 600000` with 16 jobs fail at random; and an
        // allocation that fails anyway ends the run cleanly (`OutOfMemory`).
        if space != nil {
            _ = mallopt(M_ARENA_MAX, 1)
            OutOfMemory.install()
        } else {
            _ = mallopt(M_TOP_PAD, 4 << 20)
        }
        let limit = workerLimit(
            freeDescriptors: probeFreeDescriptors(upTo: descriptorsProbed), freeAddressSpace: space,
            hasProc: access("/proc/self/task", X_OK) == 0)
        if limit > 1 { takeDispatchDescriptors() }
        return limit
    }()

    /// Makes libdispatch take its descriptors now, before any input is opened: a worker thread
    /// opens the epoll set and the eventfd when the first job runs, and the manager thread
    /// opens a timerfd when the first timer is armed (seen with strace: without the timer here
    /// it came after the first input was opened). So one timer fires, and is waited for.
    private static func takeDispatchDescriptors() {
        let fired = DispatchSemaphore(value: 0)
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.setEventHandler { fired.signal() }
        timer.schedule(deadline: .now())
        timer.resume()
        fired.wait()
        timer.cancel()
    }
}

/// What the process may still take from the system when a run starts: descriptors and address
/// space. Read once, at start-up, before any input is opened, to decide whether Dispatch can be
/// started and how many workers the address space holds (`ProcessStart.workerLimit`).
extension ProcessStart {
    /// Enough descriptors for every decision made from them.
    static let descriptorsProbed = 32
    /// Free descriptors wanted before Dispatch is started: its own three, and room left for the
    /// run's (the report, its temporary file, the rejects file, one input per worker).
    static let descriptorsNeeded = 16
    /// Address space a run needs beside its workers: the window of work in flight, read
    /// buffers, formatters. Measured, release build: a one-job run of a 100 MB file works
    /// under an 85 MB limit, of which 84 MB are mapped at start-up; this leaves room to spare.
    static let runAddressSpace = 32 << 20
    /// Address space one more worker needs: a thread's stack (8 MiB) and heap for its rows.
    static let workerAddressSpace = 16 << 20

    /// The most workers these limits allow: 1 (the calling thread only) without the
    /// descriptors Dispatch needs (`freeDescriptors`, counted up to `descriptorsProbed`) or
    /// without `/proc` (libdispatch's thread pool on Linux watches its workers through
    /// `/proc/self/task/…/stat` and traps, SIGILL, a moment after it finds none), and as many as
    /// the free address space holds under `ulimit -v` (`freeAddressSpace`, nil when unlimited).
    package static func workerLimit(freeDescriptors: Int, freeAddressSpace: Int?, hasProc: Bool = true) -> Int {
        guard freeDescriptors >= descriptorsNeeded, hasProc else { return 1 }
        guard let space = freeAddressSpace else { return .max }
        return max(1, (space - runAddressSpace) / workerAddressSpace)
    }

    /// Counts free descriptors by taking them (copies of a standard descriptor,
    /// `fcntl(F_DUPFD_CLOEXEC)`) and giving them back: exact with or without `/proc`, and cheap,
    /// since at most `limit` are taken. `setUp` has opened the standard three; with none open
    /// (a library caller that closed them) there are none to copy, and the run keeps to its thread.
    package static func probeFreeDescriptors(upTo limit: Int) -> Int {
        guard let source = (STDIN_FILENO...STDERR_FILENO).first(where: { fcntl($0, F_GETFD) >= 0 }) else { return 0 }
        var taken: [Int32] = []
        defer { for descriptor in taken { close(descriptor) } }
        while taken.count < limit {
            let copy = fcntl(source, F_DUPFD_CLOEXEC, 0)
            guard copy >= 0 else { break }
            taken.append(copy)
        }
        return taken.count
    }

    /// `RLIMIT_AS` minus the address space mapped now (the first field of `/proc/self/statm`, in
    /// pages); without `/proc`, minus what this binary maps at start-up (84 MB for a release
    /// build, 96 MB assumed). Nil when unlimited.
    private static func freeAddressSpace() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return nil
        }
        let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = statm.flatMap { Int($0.prefix { $0 != " " }) }
        let mapped = pages.map { $0 * Int(sysconf(Int32(_SC_PAGESIZE))) } ?? 96 << 20
        return max(0, Int(clamping: limit.rlim_cur) - mapped)
    }
}

/// Turns the crash of a failed allocation into the exit status of one. Under an address-space
/// limit, an allocation that fails ends the process in a signal: the Swift runtime aborts
/// (SIGABRT, after its "failed to allocate" line), and ICU, which does not check every
/// allocation, dereferences the null it got (SIGSEGV, seen at `ulimit -v 80000`). A signal
/// death leaves a core and, at times, a crash handler that never ends. Installed only under an
/// address-space limit, where running out is what those signals mean; the runtime's own report
/// of the failure is dropped (`wxreport_filter_allocation_failures`), so the one message is ours.
enum OutOfMemory {
    /// `EX_OSERR`, the status wxreport(1) gives for "out of memory".
    static let exitStatus: Int32 = 71

    static func install() {
        // The runtime's "Fatal error: failed to allocate" and stack trace would come first.
        _ = wxreport_filter_allocation_failures()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            // Async-signal-safe only: a static message and _exit, no allocation.
            let message: StaticString =
                "wxreport: out of memory (the address-space limit, ulimit -v, is too low for this run)\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
            unlinkArmedSlots(waitingOutBusy: false)  // no named temporary file is left behind
            _exit(OutOfMemory.exitStatus)
        }
        sigemptyset(&action.sa_mask)
        // Behind `SignalCleanup`'s fault handler: a `kill -SEGV` from another process is no
        // allocation failure, and ends the run as itself.
        SignalCleanup.handleOwnFaults(with: action, for: [SIGABRT, SIGSEGV, SIGBUS])
    }
}
