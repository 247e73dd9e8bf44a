/// Work started on a thread of its own whose outcome the starter collects later, so two
/// independent start-up steps run at once: ICU opening the run's formatters (a few ms) while
/// the calling thread lists the inputs (a `stat` per file). When no thread can be started the
/// work runs at once, on the calling thread, with the same outcome.
struct BackgroundWork<Failure: Error> {
    private let outcome: Outcome
    private let thread: WorkerThreads

    init(_ body: @escaping @Sendable () throws(Failure) -> Void) {
        let outcome = Outcome()
        thread = WorkerThreads(count: 1) { outcome.result = Result(catching: body) }
        if thread.count == 0 { outcome.result = Result(catching: body) }
        self.outcome = outcome
    }

    /// Waits for the work to end, and throws what it threw.
    func wait() throws(Failure) {
        thread.join()
        try outcome.result.get()
    }

    /// `@unchecked Sendable`: written by the work's thread before it ends, read by the starter
    /// only after joining it.
    private final class Outcome: @unchecked Sendable {
        var result: Result<Void, Failure> = .success(())
    }
}
