import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the report's temporary file when the run is interrupted (Ctrl-C, `kill`, a closed
/// terminal, a timer nobody caught), so an aborted cron job leaves no `.report.csv.a1B2c3` behind,
/// then dies of the same signal so the shell or `make` sees status 128 + signal.
///
/// A signal handler may only call async-signal-safe functions: no allocation, no locks, no
/// Swift strings. So the path lives in a fixed C buffer filled before the handler can need it,
/// and the handler does nothing but `unlink(2)`, reset the disposition and `raise(3)`.
///
/// SIGPIPE and SIGXFSZ are also what the kernel sends a process that writes to a closed pipe
/// or past `ulimit -f`. Those, sent by the kernel for our own write, are ignored, so the write
/// fails with EPIPE or EFBIG and the run reports it (exit 0 for `| head`, 74 "File too large");
/// the same signals sent by another process (`kill -PIPE`) end the run like the others.
package enum SignalCleanup {
    /// Every signal whose default action ends the process and that a user or a supervisor may
    /// send (SIGKILL and SIGSTOP cannot be caught; fault signals stay the runtime's).
    package static let signals: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGXFSZ, SIGPIPE,
    ]

    /// Installs the handlers. Call once, early in `main`, before any worker thread starts. The
    /// handler replaces the Swift runtime's for SIGQUIT, which would print a crash report with
    /// a thread dump and then let the run go on.
    ///
    /// A signal that is already ignored stays ignored: under `nohup`, or started in the
    /// background by a non-interactive shell, the user asked not to be stopped by it.
    package static func install() {
        _ = cleanupPath  // initialise the globals now, never inside the handler
        _ = cleanupArmed
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handleSignal
        sigemptyset(&action.sa_mask)
        for number in signals {
            sigaddset(&action.sa_mask, number)  // one cleanup at a time
        }
        // SA_RESTART: a signal the handler ignores must not cut another thread's read short.
        action.sa_flags = SA_SIGINFO | SA_RESTART
        // A parent may hand down a mask that blocks these signals (threads of test runners and
        // some supervisors do); a blocked SIGTERM would leave `kill` without effect.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in signals { sigaddset(&unblock, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for number in signals {
            var current = sigaction()
            sigaction(number, nil, &current)
            if isIgnore(current.__sigaction_handler.sa_handler) { continue }
            sigaction(number, &action, nil)
        }
    }

    /// Runs `body` with every cleanup signal held back, so a file it creates is registered (or
    /// unlinked) before a handler could look for it.
    static func withSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Function pointers are not `Equatable`; compare SIG_IGN's address instead.
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Makes `path` the file a signal removes. Paths too long for the buffer are not registered:
    /// a cut-off path could name some other file.
    package static func register(_ path: SystemPath) {
        cleanupArmed.store(false, ordering: .sequentiallyConsistent)
        let bytes = path.bytes
        guard bytes.count < cleanupPathCapacity, !bytes.contains(0) else { return }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            cleanupPath.update(from: UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), count: bytes.count)
        }
        cleanupPath[bytes.count] = 0
        cleanupArmed.store(true, ordering: .sequentiallyConsistent)
    }

    /// Forgets the registered path, once the file is renamed into place or removed.
    package static func clear() {
        cleanupArmed.store(false, ordering: .sequentiallyConsistent)
    }

    /// The registered path, for tests.
    static var registeredPath: String? {
        cleanupArmed.load(ordering: .sequentiallyConsistent) ? String(cString: cleanupPath) : nil
    }
}

/// Room for PATH_MAX bytes and the terminating NUL.
private let cleanupPathCapacity = Int(PATH_MAX) + 1

// nonisolated(unsafe): written only by `register` while `cleanupArmed` is false, read only by the
// handler (and `registeredPath`) while it is true, so no read overlaps a write.
nonisolated(unsafe) private let cleanupPath: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: cleanupPathCapacity)
    buffer.initialize(repeating: 0, count: cleanupPathCapacity)
    return buffer
}()

/// Whether `cleanupPath` holds a complete path the handler may remove. Lock-free atomics are
/// async-signal-safe.
private let cleanupArmed = Atomic<Bool>(false)

/// Runs on whichever thread the kernel picks. A SIGPIPE or SIGXFSZ the kernel raised for our
/// own write (it sends them as `SI_USER` from our own pid) returns at once, as if ignored. Any
/// other: unlink, restore the default action, re-raise. The signal stays blocked until this
/// returns, then the default action ends the process. SIGQUIT and SIGXFSZ would dump core by
/// default; a user who stops a run wants no core file, so the core size limit goes to 0 first.
private func handleSignal(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    if number == SIGPIPE || number == SIGXFSZ, let info, info.pointee.si_code == SI_USER,
        info.pointee._sifields._kill.si_pid == getpid()
    {
        return
    }
    if cleanupArmed.load(ordering: .sequentiallyConsistent) {
        unlink(cleanupPath)
    }
    if number == SIGQUIT || number == SIGXFSZ {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    }
    signal(number, SIG_DFL)
    raise(number)
}
