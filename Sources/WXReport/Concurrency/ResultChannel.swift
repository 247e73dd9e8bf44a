/// Where one unit's results wait for the calling thread to write them, in the order its worker
/// made them (`OrderedMap`). The worker puts each result in as it is made and waits while the
/// channel already holds `capacity` bytes unwritten, so a unit that turns out bigger than it was
/// charged for (a small gzip file that inflates) never holds more: it goes on as the calling
/// thread writes.
final class ResultChannel<Result: Sendable>: Sendable {
    private struct State {
        var results: [Result] = []
        var heldBytes = 0
        var isDone = false
        /// The run stopped: what comes is thrown away, and the worker told to stop.
        var isDropped = false
    }

    private let state: Locked<State>
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        state = Locked(State())
    }

    /// A channel already holding `results`: a problem the calling thread found itself, in its place.
    init(done results: [Result]) {
        capacity = 0
        state = Locked(State(results: results, isDone: true))
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
