import Foundation

/// Hands pieces to worker threads and their results back in submission order.
///
/// The main thread submits pieces with increasing sequence numbers and takes results in the
/// same order; workers take any piece. The bytes in flight are counted so the main thread can
/// stop planning when the window is full: memory is bounded by bytes, not by files.
final class PieceQueue: @unchecked Sendable {
    // @unchecked: every stored property is only touched while `condition` is locked.
    private let condition = NSCondition()
    private var waiting: [(sequence: Int, piece: DocumentPiece)] = []
    private var waitingHead = 0
    private var finished: [Int: RenderedPiece] = [:]
    private var isClosed = false
    private(set) var bytesInFlight = 0

    func submit(_ piece: DocumentPiece, sequence: Int) {
        condition.lock()
        waiting.append((sequence, piece))
        bytesInFlight += piece.range.count
        condition.broadcast()
        condition.unlock()
    }

    /// The next piece to work on, or nil once the queue is closed and empty (workers then end).
    func take() -> (sequence: Int, piece: DocumentPiece)? {
        condition.lock()
        defer { condition.unlock() }
        while waitingHead == waiting.count && !isClosed { condition.wait() }
        guard waitingHead < waiting.count else { return nil }
        let next = waiting[waitingHead]
        waitingHead += 1
        if waitingHead > 1024 {
            waiting.removeFirst(waitingHead)
            waitingHead = 0
        }
        return next
    }

    func complete(_ sequence: Int, _ result: RenderedPiece) {
        condition.lock()
        finished[sequence] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the result of `sequence`, which must have been submitted.
    func result(of sequence: Int, bytes: Int) -> RenderedPiece {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = finished.removeValue(forKey: sequence) {
                bytesInFlight -= bytes
                return result
            }
            condition.wait()
        }
    }

    /// No more pieces: idle workers wake up and end; pieces still waiting are dropped.
    func close() {
        condition.lock()
        isClosed = true
        waiting.removeAll()
        waitingHead = 0
        condition.broadcast()
        condition.unlock()
    }
}

/// A piece's rows already laid out by the sink (as UTF-8), plus what the report needs to know
/// about it.
struct RenderedPiece: Sendable {
    var bytes: ByteBuffer
    var rowCount: Int
    var errors: [ReportError]
    var endsDocument: Bool
}
