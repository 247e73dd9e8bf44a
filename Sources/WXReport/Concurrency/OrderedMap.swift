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
/// With one lane (`--jobs 1`, or a process that could not start Dispatch:
/// `ProcessStart.workerLimit`) each unit runs on the calling thread when submitted, its results
/// written as they are made.
package final class OrderedMap<Unit: Sendable, Result: Sendable, Worker> {
    /// A unit's work: hands each result, with the bytes it holds, to `put`, which says false
    /// once the run stopped; then the work stops too.
    package typealias Work = @Sendable (Unit, inout Worker, _ put: (Result, Int) -> Bool) -> Void

    /// The units not yet taken by a lane, and the lanes: shared with them, behind the lock.
    /// Both queues here are plain arrays taken from the front: they hold at most `4 * width`.
    private struct Lanes {
        var waiting: [(unit: Unit, channel: ResultChannel<Result>)] = []
        var started = 0
        var busy = 0
        var isClosed = false
    }

    /// How many units run at once: 1, each on the calling thread.
    package let width: Int
    package let windowBytes: Int
    private let makeWorker: @Sendable () -> Worker
    private let work: Work
    private let shared = Locked(Lanes())
    private let lanes = DispatchGroup()
    /// The calling thread's worker, with one lane.
    private var own: Worker?
    /// Channels not yet written, oldest first.
    private var pending: [ResultChannel<Result>] = []
    private var charged = 0

    package init(
        width: Int, windowBytes: Int, makeWorker: @escaping @Sendable () -> Worker, work: @escaping Work
    ) {
        self.width = width
        self.windowBytes = windowBytes
        self.makeWorker = makeWorker
        self.work = work
    }

    /// Whether units run on the calling thread.
    package var isInline: Bool { width == 1 }

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
        while !pending.isEmpty, pending.count >= 4 * width || charged + charge > windowBytes {
            guard writeOldest(waiting: true, write) else { return false }
        }
        let channel = ResultChannel<Result>(capacity: charge)
        pending.append(channel)
        charged += charge
        let startsLane = shared.withLock { lanes in
            lanes.waiting.append((unit, channel))
            guard lanes.started < width, lanes.waiting.count > lanes.started - lanes.busy else { return false }
            lanes.started += 1
            return true
        }
        if startsLane {
            DispatchQueue.global().async(group: lanes) { [shared, makeWorker, work] in
                Self.runLane(shared, makeWorker(), work)
            }
        }
        return true
    }

    /// Writes the results already made, oldest first; with `waiting`, every result, waiting for
    /// the work. Without, rows follow a slow standard input a piece behind, not a window behind.
    package func write(waiting: Bool, _ write: (Result) -> Bool) {
        while !pending.isEmpty, writeOldest(waiting: waiting, write) {}
    }

    /// Ends the map: units not started are given to `drop` (to release their input), channels
    /// still held are dropped, and the lanes are waited for. Call once, last.
    package func close(drop: (Unit) -> Void) {
        let waiting = shared.withLock { lanes in
            lanes.isClosed = true
            defer { lanes.waiting.removeAll() }
            return lanes.waiting
        }
        for (unit, _) in waiting { drop(unit) }
        for channel in pending { channel.drop() }
        pending.removeAll()
        lanes.wait()
    }

    /// Writes what the oldest channel holds; true when it was written to its end and the run goes
    /// on (false: the oldest is not done yet, without `waiting`, or `write` stopped the run).
    private func writeOldest(waiting: Bool, _ write: (Result) -> Bool) -> Bool {
        guard let channel = pending.first else { return false }
        let (results, isLast) = channel.take(waiting: waiting)
        for result in results { guard write(result) else { return false } }
        guard isLast else { return waiting }
        pending.removeFirst()
        charged -= channel.capacity
        return true
    }

    /// One lane: takes units in order until the map is closed, with `worker` for all of them.
    private static func runLane(_ shared: Locked<Lanes>, _ worker: Worker, _ work: Work) {
        var worker = worker
        while let (unit, channel) = shared.withLock(
            when: { $0.isClosed || $0.waiting.count > 0 },
            { lanes -> (Unit, ResultChannel<Result>)? in
                guard !lanes.isClosed, !lanes.waiting.isEmpty else { return nil }
                lanes.busy += 1
                return lanes.waiting.removeFirst()
            })
        {
            work(unit, &worker) { result, bytes in channel.put(result, bytes: bytes) }
            channel.finish()
            shared.withLock { $0.busy -= 1 }
        }
    }
}

/// Where one unit's results wait for the calling thread to write them, in the order its worker
/// made them. The worker puts each result in as it is made and waits while the channel already
/// holds `capacity` bytes unwritten, so a unit that turns out bigger than it was charged for (a
/// small gzip file that inflates) never holds more: it goes on as the calling thread writes.
private final class ResultChannel<Result: Sendable>: Sendable {
    private struct State {
        var results: [Result] = []
        var heldBytes = 0
        var isDone = false
        /// The run stopped: what comes is thrown away, and the worker told to stop.
        var isDropped = false
    }

    private let state = Locked(State())
    /// What its unit was charged.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The worker's next result, holding `bytes`; waits for room. False once the channel was
    /// dropped: the worker stops.
    func put(_ result: Result, bytes: Int) -> Bool {
        let capacity = capacity
        return state.withLock(when: { $0.isDropped || $0.heldBytes == 0 || $0.heldBytes + bytes <= capacity }) {
            guard !$0.isDropped else { return false }
            $0.results.append(result)
            $0.heldBytes += bytes
            return true
        }
    }

    /// The worker made its last result.
    func finish() {
        state.withLock { $0.isDone = true }
    }

    /// The results in so far, taken out, and whether they are the last; with `waiting`, waits
    /// until there is one or the worker is done.
    func take(waiting: Bool) -> (results: [Result], isLast: Bool) {
        state.withLock(when: { !waiting || $0.isDone || !$0.results.isEmpty }) { state in
            defer {
                state.results.removeAll()
                state.heldBytes = 0
            }
            return (state.results, state.isDone)
        }
    }

    /// The run stopped: drops what is held and wakes a worker waiting for room.
    func drop() {
        state.withLock {
            $0.isDropped = true
            $0.results.removeAll()
        }
    }
}
