import Synchronization

import Glibc

/// Removes a run's temporary files when it is interrupted (Ctrl-C, `kill`, a closed terminal, a
/// timer nobody caught), so an aborted cron job leaves no `.report.csv.a1B2c3` behind, then dies
/// of the same signal so the shell or `make` sees status 128 + signal.
///
/// Every temporary file with a name is made through `create` and ends through `settle`
/// (renamed or removed), which keep its name in a table of slots the handler reads: the report's and the
/// rejects file's at once, and any others. A signal handler may only call async-signal-safe
/// functions: no allocation, no locks, no Swift strings. So each slot is a fixed C buffer with
/// an atomic state, and the handler does nothing but `unlink(2)`, reset the disposition and
/// `raise(3)`.
///
/// Race-free: a file is created, renamed or removed with the cleanup signals blocked on that
/// thread, its slot marked busy meanwhile. A handler on another thread waits for a busy slot to
/// settle (the busy thread runs on: the signal is blocked there), so it neither misses a file
/// just created nor removes one just renamed into place, and a slot's buffer is never rewritten
/// while a handler reads it.
///
/// SIGPIPE and SIGXFSZ are also what the kernel sends a process that writes to a closed pipe
/// or past `ulimit -f`. Those, sent by the kernel for our own write, are ignored, so the write
/// fails with EPIPE or EFBIG and the run reports it (exit 0 for `| head`, 74 "File too large");
/// the same signals sent by another process (`kill -PIPE`) end the run like the others.
/// The signals of a fault (SIGSEGV, SIGABRT…) are handled apart (`faultSignals`).
package enum SignalCleanup {
    /// Every signal whose default action ends the process and that a user, a supervisor or a
    /// limit may send (SIGXCPU: `prlimit --cpu`, systemd's `LimitCPU=`). SIGKILL and SIGSTOP
    /// cannot be caught.
    package static let signals: [Int32] =
        [
            SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGXFSZ, SIGPIPE, SIGXCPU,
            SIGVTALRM, SIGPROF, SIGSTKFLT, SIGPWR, SIGIO,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// Installs the handlers. Call once, early in `main`, before any worker thread starts. The
    /// handler replaces the Swift runtime's for SIGQUIT, which would print a crash report with
    /// a thread dump and then let the run go on.
    ///
    /// A signal that is already ignored stays ignored: under `nohup`, or started in the
    /// background by a non-interactive shell, the user asked not to be stopped by it.
    package static func install() {
        _ = (slotPaths, slotStates)  // initialise the globals now, never inside the handler
        // A parent may hand down a mask that blocks these signals (threads of test runners and
        // some supervisors do); a blocked SIGTERM would leave `kill` without effect.
        var unblock = heldSet
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        // SA_RESTART: a signal the handler ignores must not cut another thread's read short.
        install(handleSignal, flags: SA_RESTART, for: signals)
        // SA_ONSTACK: on a thread with an alternate signal stack, a stack overflow still reaches it.
        install(handleFault, flags: SA_ONSTACK, for: faultSignals, previous: previousFaultActions)
    }

    /// Sets `handler` for each of `numbers` that is not ignored, with every held signal blocked
    /// while it runs (one cleanup at a time); the actions replaced go to `previous`, by number.
    static func install(
        _ handler: @escaping SignalHandler, flags: Int32, for numbers: [Int32],
        previous: UnsafeMutablePointer<sigaction>? = nil
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_mask = heldSet
        action.sa_flags = SA_SIGINFO | flags
        for number in numbers {
            var current = sigaction()
            sigaction(number, nil, &current)
            // Function pointers are not `Equatable`; compare SIG_IGN's address instead.
            let handler = current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
            if handler == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            previous.map { ($0 + Int(number)).pointee = current }
            sigaction(number, &action, nil)
        }
    }

    /// What is held back while a temporary file is created, renamed or removed, and during a
    /// cleanup: every signal whose handler removes the files.
    private static var heldSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals + faultSignals { sigaddset(&set, number) }
        return set
    }

    /// Runs `body` with every cleanup signal held back, so a file it creates is registered (or
    /// unlinked) before a handler could look for it.
    static func withSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        var blocked = heldSet
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Creates a file named from `template` with `make`, registered for removal on a signal:
    /// `make` gets the template as a NUL-terminated C string it may rewrite (mkstemp's
    /// `XXXXXX`) and returns a descriptor or 0 on success, -1 with `errno` set on failure.
    /// Returns the registration (nil on failure), `make`'s result and the `errno` of a failure:
    /// ENAMETOOLONG for a path longer than PATH_MAX, which no call could open anyway, and EMFILE
    /// with every slot taken (a run has at most three such files; only tests have more at once).
    package static func create(
        _ template: SystemPath, _ make: (UnsafeMutablePointer<CChar>) -> Int32
    ) -> TemporaryName.Created {
        let bytes = template.bytes
        guard !bytes.contains(0) else { return (nil, -1, EINVAL) }
        guard bytes.count < slotCapacity else { return (nil, -1, ENAMETOOLONG) }
        return withSignalsBlocked {
            guard let slot = (0..<slotCount).first(where: { moveSlot($0, from: .free, to: .busy) })
            else { return (nil, -1, EMFILE) }
            let buffer = slotPaths + slot * slotCapacity
            for (offset, byte) in (bytes + [0]).enumerated() { buffer[offset] = CChar(bitPattern: byte) }
            let result = make(buffer)
            let (made, error) = (result >= 0, result < 0 ? errno : 0)
            let path = SystemPath(cString: buffer)
            slotStates[slot].store((made ? SlotState.armed : .free).rawValue, ordering: .sequentiallyConsistent)
            return (made ? TemporaryName(slot: slot, path: path) : nil, result, error)
        }
    }

    /// Drops the file's registration, renaming it to `target` first, else removing it. Returns
    /// 0 or the `errno` of a failed rename, after which the file is removed too: nothing else would.
    @discardableResult
    package static func settle(_ name: TemporaryName, renamingTo target: SystemPath? = nil) -> Int32 {
        withSignalsBlocked {
            // armed → busy; a handler that already took the slot ends the process anyway.
            guard moveSlot(name.slot, from: .armed, to: .busy) else { return 0 }
            defer { slotStates[name.slot].store(SlotState.free.rawValue, ordering: .sequentiallyConsistent) }
            return name.path.withCString { path in
                if let target, target.withCString({ Glibc.rename(path, $0) }) == 0 { return 0 }
                let error = target == nil ? 0 : errno
                unlink(path)
                return error
            }
        }
    }

    /// The signals of a fault: SIGSEGV, SIGABRT and the others whose default action dumps core.
    ///
    /// Sent by another process (`kill -SEGV`, a supervisor), they say nothing about the run, so
    /// they end it as SIGTERM does: temporary files removed, no core file, status 128 + signal.
    /// Raised by the process itself (a crash, `abort()`), they go on to whatever handled them
    /// before, once the temporary files are removed: the Swift runtime's crash report, or
    /// `OutOfMemory`'s message under an address-space limit.
    package static let faultSignals: [Int32] = [SIGSYS, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGILL]

    /// Makes `action` handle the process's own faults `numbers`, behind the fault handler, so a
    /// `kill -SEGV` from another process still ends the run as itself. Call after `install()`, before
    /// any thread starts.
    static func handleOwnFaults(with action: sigaction, for numbers: [Int32]) {
        for number in numbers { (previousFaultActions + Int(number)).pointee = action }
        install(handleFault, flags: SA_ONSTACK, for: numbers)
    }
}

/// A handler that gets the signal's `siginfo_t` (`SA_SIGINFO`).
typealias SignalHandler =
    @convention(c) (
        Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
    ) -> Void

/// A temporary file registered with `SignalCleanup`: its path and the slot holding it.
package struct TemporaryName: Sendable, Equatable {
    fileprivate let slot: Int
    package let path: SystemPath

    /// What making one gives: the registration (nil on failure), the call's result and the
    /// `errno` of a failure (`SignalCleanup.create`).
    package typealias Created = (name: TemporaryName?, result: Int32, error: Int32)
}

/// The states of a slot: `free` holds nothing, and `create` may take it; `busy`, a thread with
/// the cleanup signals blocked is creating, renaming or removing its file; `armed` holds the name
/// of a file that exists, which the handler removes; `taken`, a handler took it (the process is
/// ending).
private enum SlotState: Int {
    case free, busy, armed, taken
}

/// Slots for the files of one run and of the tests running in one process at once.
private let slotCount = 64
/// Room for PATH_MAX bytes and the terminating NUL: a longer path cannot be opened anyway.
private let slotCapacity = Int(PATH_MAX) + 1

// nonisolated(unsafe): a slot's buffer is written only by the thread that moved its state from
// free to busy, and read by others only while it is armed (or busy, by its own thread), so no
// read overlaps a write. Allocated once, never freed; untouched pages cost no memory.
nonisolated(unsafe) private let slotPaths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotCapacity)

/// Each slot's `SlotState`. Lock-free atomics are async-signal-safe.
nonisolated(unsafe) private let slotStates: UnsafeMutablePointer<Atomic<Int>> = {
    let states = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slotCount)
    for slot in 0..<slotCount { (states + slot).initialize(to: Atomic(SlotState.free.rawValue)) }
    return states
}()

/// Moves `slot` from state `from` to `to`, if it is in `from`: whether it did. Async-signal-safe
/// (a lock-free atomic).
private func moveSlot(_ slot: Int, from: SlotState, to: SlotState) -> Bool {
    slotStates[slot].compareExchange(expected: from.rawValue, desired: to.rawValue, ordering: .sequentiallyConsistent)
        .exchanged
}

/// Runs on whichever thread the kernel picks. A SIGPIPE or SIGXFSZ the kernel raised for our
/// own write (it sends them as `SI_USER` from our own pid) returns at once, as if ignored. Any
/// other ends the run (`endBySignal`).
private func handleSignal(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    if number == SIGPIPE || number == SIGXFSZ, let info, info.pointee.si_code == SI_USER,
        info.pointee._sifields._kill.si_pid == getpid()
    {
        return
    }
    endBySignal(number)
}

/// Unlinks the run's temporary files, restores the default action and re-raises: the signal
/// stays blocked until the handler returns, then the default action ends the process, so the
/// shell sees 128 + `number`. Several of these signals (QUIT, XCPU, XFSZ, the faults) would dump
/// core by default; a run stopped from outside wants no core file, so the core size limit goes
/// to 0 first. Async-signal-safe.
private func endBySignal(_ number: Int32) {
    unlinkArmedSlots(waitingOutBusy: true)
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    signal(number, SIG_DFL)
    raise(number)
}

/// Removes every registered temporary file; async-signal-safe. With `waitingOutBusy`, a slot
/// another thread is working on is waited for; without (a crash, where the busy thread may be
/// the crashing one), it is left.
func unlinkArmedSlots(waitingOutBusy: Bool) {
    for slot in 0..<slotCount {
        var state = slotStates[slot].load(ordering: .sequentiallyConsistent)
        // Busy: another thread, which has this signal blocked, is finishing with the file.
        while waitingOutBusy && state == SlotState.busy.rawValue {
            state = slotStates[slot].load(ordering: .sequentiallyConsistent)
        }
        if state == SlotState.armed.rawValue, moveSlot(slot, from: .armed, to: .taken) {
            unlink(slotPaths + slot * slotCapacity)
        }
    }
}

/// The action each fault signal had before, by signal number (NSIG is 65 on Linux). Written at
/// start-up, before any thread starts; read only by the handler.
nonisolated(unsafe) private let previousFaultActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()

/// A `si_code` of 0 or less means sent (`kill`, `sigqueue`, `tgkill`), not a fault the kernel
/// found; from another process, the run ends by the signal. Otherwise the previous action is put
/// back: a signal the process raised (`abort()`) is raised again, delivered to it once this
/// returns, and a fault's instruction runs again and faults into it.
private func handleFault(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    let sent = (info?.pointee.si_code ?? 0) <= 0
    if sent, let info, info.pointee._sifields._kill.si_pid != getpid() {
        return endBySignal(number)
    }
    unlinkArmedSlots(waitingOutBusy: false)
    sigaction(number, previousFaultActions + Int(number), nil)
    if sent { raise(number) }
}
