import Synchronization

/// Bounds the bytes that work in flight holds, counted after decompression: the memory bound of
/// a run, whatever the number of files, their listed sizes or `--jobs`.
///
/// Work is charged when it is handed out, for the most it may come to hold before its result is
/// written: its input, the rows made from it, and, for files handed out whole (whose listed
/// size says nothing of what a gzip stream inflates to), one piece more and one read buffer
/// (`reserve`). The worker keeps to that: it stops decoding whole files once it has decoded
/// their listed size and hands the rest back (`PieceWork`). When the work is done the charge
/// drops to the bytes its results really hold (`settle`), and those go when they are written
/// (`release`). New work waits while the window is full, unless nothing of its feed is in
/// flight, so a run always moves.
package final class AdmissionWindow: Sendable {
    let limit: Int
    private let held = Atomic<Int>(0)

    package init(limit: Int) {
        self.limit = limit
    }

    /// The bytes charged now.
    package var heldBytes: Int { held.load(ordering: .acquiring) }

    /// Whether `charge` more bytes fit; work that is alone in its feed always does.
    package func admits(_ charge: Int, alone: Bool) -> Bool {
        alone || heldBytes + charge <= limit
    }

    package func charge(_ bytes: Int) {
        held.add(bytes, ordering: .acquiringAndReleasing)
    }

    /// Work charged `charged` finished holding `actual` (no more than charged).
    package func settle(charged: Int, actual: Int) {
        held.subtract(charged - min(actual, charged), ordering: .acquiringAndReleasing)
    }

    /// Results holding `bytes` were written.
    package func release(_ bytes: Int) {
        held.subtract(bytes, ordering: .acquiringAndReleasing)
    }

    /// What a file handed out whole may hold beyond twice its listed size before its worker
    /// stops: one more piece and its rows, and the read buffer of the plan it hands back.
    static var reserve: Int { 2 * PayloadPlanner.pieceSize + BufferPool.bufferSize }

    /// The charge for `items`: twice their input (the input, then the rows made from it), plus
    /// `reserve` when a file is handed out whole.
    package static func charge<Piece>(for items: [WorkItem<Piece>]) -> Int {
        let input = items.reduce(0) { $0 + $1.inputBytes }
        let hasDocuments = items.contains { if case .document = $0 { true } else { false } }
        return 2 * input + (hasDocuments ? reserve : 0)
    }
}
