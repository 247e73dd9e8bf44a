/// Work started on the worker pool whose outcome the starter collects later, so two
/// independent start-up steps run at once: ICU opening the run's formatters (a few ms) while
/// the calling thread lists the inputs (a `stat` per file). When the pool runs nothing
/// elsewhere (`WorkerPool`: too few descriptors, or too little address space) the work runs at
/// once, on the calling thread, with the same outcome.
struct BackgroundWork<Failure: Error> {
    private let outcome = Completion<Result<Void, Failure>>()

    init(pool: WorkerPool = .shared, _ body: @escaping @Sendable () throws(Failure) -> Void) {
        let outcome = self.outcome
        if let queue = pool.queue {
            queue.async { outcome.fill(Result(catching: body)) }
        } else {
            outcome.fill(Result(catching: body))
        }
    }

    /// Waits for the work to end, and throws what it threw.
    func wait() throws(Failure) {
        try outcome.wait().get()
    }
}
