import Dispatch

/// Work started on Dispatch whose outcome the starter collects later, so two start-up steps
/// run at once: ICU opening the run's formatters (a few ms) while the calling thread lists the
/// inputs. In a process that keeps to its thread (`ProcessStart.workerLimit` 1) the work runs at
/// once, on the calling thread, with the same outcome.
struct BackgroundWork<Failure: Error>: Sendable {
    private let outcome = Locked<Result<Void, Failure>?>(nil)

    init(_ body: @escaping @Sendable () throws(Failure) -> Void) {
        let outcome = self.outcome
        let run: @Sendable () -> Void = {
            let result = Result(catching: body)
            outcome.withLock { $0 = result }
        }
        if ProcessStart.workerLimit > 1 { DispatchQueue.global().async(execute: run) } else { run() }
    }

    /// Waits for the work to end, and throws what it threw.
    func wait() throws(Failure) {
        try outcome.withLock(when: { $0 != nil }) { $0 }?.get()
    }
}
