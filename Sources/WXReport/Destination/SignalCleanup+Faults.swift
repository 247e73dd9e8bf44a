import Glibc

/// The signals of a fault: SIGSEGV, SIGABRT and the others whose default action dumps core.
///
/// Sent by another process (`kill -SEGV`, a supervisor), they say nothing about the run, so
/// they end it as SIGTERM does: temporary files removed, no core file, status 128 + signal.
/// Raised by the process itself (a crash, `abort()`), they go on to whatever handled them
/// before, once the temporary files are removed: the Swift runtime's crash report, or
/// `OutOfMemory`'s message under an address-space limit.
extension SignalCleanup {
    package static let faultSignals: [Int32] = [SIGSYS, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGILL]

    /// Installs the fault handler; part of `install()`. SA_ONSTACK: on a thread with an
    /// alternate signal stack, a stack overflow still reaches it.
    static func installFaultHandlers() {
        install(handleFault, flags: SA_ONSTACK, for: faultSignals, previous: previousFaultActions)
        faultHandlersInstalled = true
    }

    /// Makes `action` handle the process's own faults `numbers`: behind the fault handler once it
    /// is installed (so a `kill -SEGV` still ends the run as itself), else directly. Call before
    /// any thread starts.
    static func handleOwnFaults(with action: sigaction, for numbers: [Int32]) {
        var action = action
        for number in numbers {
            if faultHandlersInstalled {
                (previousFaultActions + Int(number)).pointee = action
            } else {
                sigaction(number, &action, nil)
            }
        }
    }
}

/// Whether `installFaultHandlers` ran. Written once at start-up, before any thread starts.
nonisolated(unsafe) private var faultHandlersInstalled = false

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
