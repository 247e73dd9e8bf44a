import Dispatch

/// Runs jobs in submission order on at most `width` Dispatch blocks at once, each block with a
/// worker of its own (a transform worker holds per-thread caches: ICU formatters, memo tables).
///
/// A block ("lane") is started when a job is submitted and fewer than `width` lanes run; it
/// takes waiting jobs until there are none, then ends, giving its worker back for the next
/// lane. So no Dispatch thread ever sits blocked waiting for work, `--jobs N` bounds the jobs
/// running at once, and at most `width` workers are ever made. With no queue (width 1) jobs
/// wait until the calling thread runs them itself, oldest first, when it wants a result
/// (`wait(for:)`): the same jobs, on one thread.
package final class Scheduler<Job: Sendable, Worker>: @unchecked Sendable {
    // @unchecked: workers move between lanes only through `state`; everything else is immutable.
    private let state = Locked(State())
    private let queue: DispatchQueue?
    private let lanes = DispatchGroup()
    private let makeWorker: @Sendable () -> Worker
    private let work: @Sendable (Job, inout Worker) -> Void
    /// The calling thread's worker, when there is no queue; made on first use.
    private let own = Locked<WorkerBox?>(nil)
    package let width: Int

    /// `width` 1 or no queue: every job runs on the calling thread.
    package init(
        queue: DispatchQueue?, width: Int, makeWorker: @escaping @Sendable () -> Worker,
        work: @escaping @Sendable (Job, inout Worker) -> Void
    ) {
        self.queue = width > 1 ? queue : nil
        self.width = self.queue == nil ? 1 : width
        self.makeWorker = makeWorker
        self.work = work
    }

    /// Whether jobs run on the calling thread.
    package var isInline: Bool { queue == nil }

    /// Queues `job`, starting a lane for it when fewer than `width` run.
    package func submit(_ job: Job) {
        let startsLane = state.withLock { state in
            state.waiting.append(job)
            guard queue != nil, state.running < width, !state.isClosed else { return false }
            state.running += 1
            return true
        }
        if startsLane, let queue { queue.async(group: lanes) { self.runLane() } }
    }

    private func runLane() {
        let box = state.withLock { $0.idle.popLast() } ?? WorkerBox(makeWorker())
        while let job = state.withLock({ state -> Job? in
            if let job = state.popWaiting() { return job }
            state.running -= 1
            state.idle.append(box)
            return nil
        }) {
            work(job, &box.worker)
        }
    }

    /// Waits until `completion` is filled; with no queue, runs waiting jobs until it is.
    package func wait<Value>(for completion: Completion<Value>) -> Value {
        if isInline {
            while completion.result == nil, let job = state.withLock({ $0.popWaiting() }) {
                let box = own.withLock { $0 } ?? WorkerBox(makeWorker())
                own.withLock { $0 = box }
                work(job, &box.worker)
            }
        }
        return completion.wait()
    }

    /// Takes no more jobs: waits for the running ones to end and returns those never started,
    /// for the caller to release what they hold.
    package func close() -> [Job] {
        let dropped = state.withLock { state in
            state.isClosed = true
            defer { state.waiting.removeAll() }
            return state.waiting[state.head...].compactMap { $0 }
        }
        lanes.wait()
        return dropped
    }

    private struct State {
        /// Jobs taken are set to nil at once: a job holds its pieces and, later, its results.
        var waiting: [Job?] = []
        var head = 0
        var running = 0
        var idle: [WorkerBox] = []
        var isClosed = false

        mutating func popWaiting() -> Job? {
            guard !isClosed, head < waiting.count else { return nil }
            let job = waiting[head]
            waiting[head] = nil
            head += 1
            if head == waiting.count || head > 1024 {
                waiting.removeFirst(head)
                head = 0
            }
            return job
        }
    }

    /// A worker moving between lanes; touched by one lane at a time, handed over under `state`'s lock.
    private final class WorkerBox: @unchecked Sendable {
        var worker: Worker
        init(_ worker: Worker) { self.worker = worker }
    }
}
