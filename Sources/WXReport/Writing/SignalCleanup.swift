import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the report's temporary file when the run is interrupted (Ctrl-C, `kill`, a closed
/// terminal), so an aborted cron job leaves no `.report.csv.a1B2c3` behind, then dies of the
/// same signal so the shell or `make` sees status 128 + signal.
///
/// A signal handler may only call async-signal-safe functions: no allocation, no locks, no
/// Swift strings. So the path lives in a fixed C buffer filled before the handler can need it,
/// and the handler does nothing but `unlink(2)`, reset the disposition and `raise(3)`.
package enum SignalCleanup {
    /// The signals that end a run which should clean up after itself.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and ignores SIGPIPE, so a closed pipe turns into `EPIPE` on write,
    /// which `FileOutputStream.brokenPipe` reports, instead of killing the process mid-write.
    /// Call once, early in `main`, before any worker thread starts.
    ///
    /// A signal that is already ignored stays ignored: under `nohup`, or started in the
    /// background by a non-interactive shell, the user asked not to be stopped by it.
    package static func install() {
        _ = cleanupPath  // initialise the globals now, never inside the handler
        _ = cleanupArmed
        signal(SIGPIPE, SIG_IGN)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleSignal
        sigemptyset(&action.sa_mask)
        for number in signals {
            sigaddset(&action.sa_mask, number)  // one cleanup at a time
        }
        action.sa_flags = 0
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

    /// Function pointers are not `Equatable`; compare SIG_IGN's address instead.
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Makes `path` the file a signal removes. Paths too long for the buffer are not registered:
    /// a cut-off path could name some other file.
    package static func register(_ path: String) {
        cleanupArmed.store(false, ordering: .sequentiallyConsistent)
        let bytes = Array(path.utf8)
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

/// Runs on whichever thread the kernel picks: unlink, restore the default action, re-raise.
/// The signal stays blocked until this returns, then the default action ends the process.
private func handleSignal(_ number: Int32) {
    if cleanupArmed.load(ordering: .sequentiallyConsistent) {
        unlink(cleanupPath)
    }
    signal(number, SIG_DFL)
    raise(number)
}
