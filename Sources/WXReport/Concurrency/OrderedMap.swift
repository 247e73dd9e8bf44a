import Dispatch

/// The run's one concurrency layer: an ordered, bounded parallel map. The calling thread
/// submits units of work in input order, each with a result channel (`ResultChannel`); at most
/// `width` run at once, on Dispatch, each lane with a worker of its own (a transform worker
/// holds per-thread caches); and the calling thread writes the channels' results in submission
/// order, so the bytes out are the same for any width.
///
/// What is in flight is bounded by a count of units (enough to keep every lane busy) and by the
/// bytes they were charged for, counted after decompression: while either is full the calling
/// thread writes the oldest results, which frees them. A channel holds at most its unit's charge
/// unwritten (its worker waits for room), so the bound holds whatever a unit turns out to be.
///
/// With one lane (`--jobs 1`, or a process that could not start Dispatch: `Workers`) each unit
/// runs on the calling thread when submitted, its results written as they are made.
package final class OrderedMap<Unit: Sendable, Result: Sendable, Worker> {
    /// A unit's work: hands each result, with the bytes it holds, to `put`, which says false
    /// once the run stopped; then the work stops too.
    package typealias Work = @Sendable (Unit, inout Worker, _ put: (Result, Int) -> Bool) -> Void

    private struct Queue {
        var waiting: [(unit: Unit, channel: ResultChannel<Result>)?] = []
        var head = 0
        var lanes = 0
        var busy = 0
        var isClosed = false

        var waitingCount: Int { waiting.count - head }

        mutating func pop() -> (unit: Unit, channel: ResultChannel<Result>)? {
            guard head < waiting.count else { return nil }
            defer {
                waiting[head] = nil  // a unit holds its input until it is dropped
                head += 1
                if head == waiting.count || head > 256 {
                    waiting.removeFirst(head)
                    head = 0
                }
            }
            return waiting[head]
        }
    }

    private let queue: DispatchQueue?
    package let width: Int
    package let windowBytes: Int
    private let makeWorker: @Sendable () -> Worker
    private let work: Work
    private let shared = Locked(Queue())
    private let lanes = DispatchGroup()
    /// The calling thread's worker, with one lane.
    private var own: Worker?
    /// Channels not yet written, oldest first, with what each was charged.
    private var pending: [(channel: ResultChannel<Result>, charge: Int)] = []
    private var head = 0
    private var charged = 0

    package init(
        workers: Workers, jobs: Int, windowBytes: Int, makeWorker: @escaping @Sendable () -> Worker,
        work: @escaping Work
    ) {
        width = workers.width(forJobs: jobs)
        queue = width > 1 ? workers.queue : nil
        self.windowBytes = windowBytes
        self.makeWorker = makeWorker
        self.work = work
    }

    /// Whether units run on the calling thread.
    package var isInline: Bool { queue == nil }
    private var maxInFlight: Int { 4 * width }
    private var hasPending: Bool { head < pending.count }

    /// Hands `unit`, charged `charge` bytes, out, once the window has room for it: until then
    /// the oldest results are written by `write`, which says false once the run stopped. False
    /// when the run stopped before `unit` was taken: its input is the caller's to give back.
    package func submit(_ unit: Unit, charge: Int, write: (Result) -> Bool) -> Bool {
        guard !isInline else {
            var worker = own.take() ?? makeWorker()  // taken, not copied: its caches stay unshared
            work(unit, &worker) { result, _ in write(result) }
            own = worker
            return true
        }
        while hasPending, pending.count - head >= maxInFlight || charged + charge > windowBytes {
            guard writeOldest(waiting: true, write) else { return false }
        }
        let channel = ResultChannel<Result>(capacity: charge)
        pending.append((channel, charge))
        charged += charge
        let startsLane = shared.withLock { queue in
            queue.waiting.append((unit, channel))
            guard queue.lanes < width, queue.waitingCount > queue.lanes - queue.busy else { return false }
            queue.lanes += 1
            return true
        }
        if startsLane, let queue {
            queue.async(group: lanes) { [shared, makeWorker, work] in Self.runLane(shared, makeWorker(), work) }
        }
        return true
    }

    /// Results the calling thread made itself (a problem it found), written in their place.
    package func add(_ results: [Result], write: (Result) -> Bool) {
        guard hasPending else {
            for result in results { guard write(result) else { return } }
            return
        }
        pending.append((ResultChannel(done: results), 0))
    }

    /// Writes the results already made, oldest first, without waiting: rows follow a slow
    /// standard input a piece behind, not a window behind.
    package func writeReady(_ write: (Result) -> Bool) {
        while hasPending, writeOldest(waiting: false, write) {}
    }

    /// Writes every result, waiting for the work.
    package func finish(_ write: (Result) -> Bool) {
        while hasPending, writeOldest(waiting: true, write) {}
    }

    /// Ends the map: units not started are given to `drop` (to release their input), channels
    /// still held are dropped, and the lanes are waited for. Call once, last.
    package func close(drop: (Unit) -> Void) {
        let waiting = shared.withLock { queue in
            queue.isClosed = true
            defer { queue.waiting.removeAll() }
            return queue.waiting[queue.head...].compactMap { $0?.unit }
        }
        for unit in waiting { drop(unit) }
        for (channel, _) in pending[head...] { channel.drop() }
        pending.removeAll()
        lanes.wait()
    }

    /// Writes what the oldest channel holds; true when it was written to its end and the run goes
    /// on (false: the oldest is not done yet, without `waiting`, or `write` stopped the run).
    private func writeOldest(waiting: Bool, _ write: (Result) -> Bool) -> Bool {
        let (channel, charge) = pending[head]
        let (results, isLast) = channel.take(waiting: waiting)
        for result in results { guard write(result) else { return false } }
        guard isLast else { return waiting }
        head += 1
        charged -= charge
        if head == pending.count || head > 256 {
            pending.removeFirst(head)
            head = 0
        }
        return true
    }

    /// One lane: takes units in order until the map is closed, with `worker` for all of them.
    private static func runLane(_ shared: Locked<Queue>, _ worker: Worker, _ work: Work) {
        var worker = worker
        while let (unit, channel) = shared.withLock(
            when: { $0.isClosed || $0.waitingCount > 0 },
            { queue -> (Unit, ResultChannel<Result>)? in
                guard !queue.isClosed, let next = queue.pop() else { return nil }
                queue.busy += 1
                return next
            })
        {
            work(unit, &worker) { result, bytes in channel.put(result, bytes: bytes) }
            channel.finish()
            shared.withLock { $0.busy -= 1 }
        }
    }
}
