import Dispatch

/// Where a run's work may go: Dispatch's global queue, at most `maxWorkers` units at once, or
/// (no queue) the calling thread only. Decided once per process, at start-up, from what the
/// process may still take from the system (`ProcessStart.workers`).
package struct Workers: Sendable {
    package let queue: DispatchQueue?
    /// The most units that may run at once, whatever `--jobs` asks for.
    package let maxWorkers: Int

    package init(queue: DispatchQueue?, maxWorkers: Int) {
        self.queue = maxWorkers > 1 ? queue : nil
        self.maxWorkers = self.queue == nil ? 1 : maxWorkers
    }

    /// Every unit on the calling thread.
    package static let callingThread = Workers(queue: nil, maxWorkers: 1)

    /// How many units may run at once for `--jobs jobs`: 1 means on the calling thread.
    package func width(forJobs jobs: Int) -> Int {
        max(1, min(jobs, maxWorkers))
    }
}

/// Work started on the workers whose outcome the starter collects later, so two start-up steps
/// run at once: ICU opening the run's formatters (a few ms) while the calling thread lists the
/// inputs. With no queue the work runs at once, on the calling thread, with the same outcome.
struct BackgroundWork<Failure: Error>: Sendable {
    private let outcome = Locked<Result<Void, Failure>?>(nil)

    init(workers: Workers, _ body: @escaping @Sendable () throws(Failure) -> Void) {
        let outcome = self.outcome
        let run: @Sendable () -> Void = {
            let result = Result(catching: body)
            outcome.withLock { $0 = result }
        }
        if let queue = workers.queue { queue.async(execute: run) } else { run() }
    }

    /// Waits for the work to end, and throws what it threw.
    func wait() throws(Failure) {
        try outcome.withLock(when: { $0 != nil }) { $0 }?.get()
    }
}
