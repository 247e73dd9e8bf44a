/// What one hand-off gives a worker, in input order: a piece of a big document, cut by the
/// calling thread, or a small document whole, which the worker opens, reads and plans itself.
///
/// Small files go whole because for them reading and planning cost as much as decoding: a
/// calling thread that opened and planned 2000 one-city files in turn kept two workers waiting
/// for most of the run.
package enum WorkItem<Piece: TransformPiece>: Sendable {
    case piece(Piece)
    /// `bytes`: the file's size as listed, which it is counted as while in flight.
    case document(SourceDocument, bytes: Int)

    var inputBytes: Int {
        switch self {
        case .piece(let piece): piece.inputBytes
        case .document(_, let bytes): bytes
        }
    }
}

/// What came of a work item, in document order.
enum WorkOutcome<Plan, Piece: PieceResult>: @unchecked Sendable {
    // @unchecked: `unfinished` carries a plan from the worker that made it to the calling
    // thread through the batch's completion, and only that thread touches it afterwards.
    case rows(FinishedPiece<Piece>)
    case failure(ReportError, endsDocument: Bool)
    /// A document handed over whole that turned out bigger than listed (gzip, or a file that
    /// grew): its plan as far as the worker went, for the calling thread to go on with, so a
    /// worker never holds more than its batch was charged for (`AdmissionWindow`).
    case unfinished(Plan)
    /// A document of the batch not begun, because one before it already used the batch's
    /// allowance: the calling thread plans it when its turn comes.
    case notStarted(SourceDocument)
}

/// Work handed to one worker together, in input order, and where its outcomes go.
struct Batch<Plan: PiecePlan, Piece: PieceResult>: Sendable where Plan.Piece: TransformPiece {
    var items: [WorkItem<Plan.Piece>]
    /// The input bytes its workers may decode: what the items were listed at.
    var allowance: Int
    /// What the admission window was charged for it.
    var charge: Int
    let completion = Completion<BatchResult<Plan, Piece>>()
}

/// The outcomes of a batch's items, one list per item, and the bytes they hold.
struct BatchResult<Plan, Piece: PieceResult>: @unchecked Sendable {
    // @unchecked: see `WorkOutcome`.
    var outcomes: [[WorkOutcome<Plan, Piece>]]
    var heldBytes: Int
}

/// One worker: the transform's worker and the format, turning work items into rows laid out
/// by the format. The row writer is made afresh for every piece. Each piece's input is given back
/// as soon as its rows are made, so what a finished batch holds is its rows.
struct PieceWork<Transform: RecordTransform, Format: ReportFormat> {
    let transform: Transform
    let format: Format
    let columns: [Column]
    var transformer: Transform.Worker

    init(transform: Transform, format: Format, columns: [Column]) {
        self.transform = transform
        self.format = format
        self.columns = columns
        transformer = transform.makeWorker()
    }

    /// The outcomes of each item, in order. Files handed over whole are decoded until the
    /// batch has decoded `allowance` input bytes; past that the document in hand is handed
    /// back unfinished and the ones after it not started.
    typealias Result = BatchResult<Transform.Plan, Format.Rows.Piece>

    mutating func run(_ items: [WorkItem<Transform.Piece>], allowance: Int) -> Result {
        var result = Result(outcomes: [], heldBytes: 0)
        var decoded = 0
        for item in items {
            var outcomes: [WorkOutcome<Transform.Plan, Format.Rows.Piece>] = []
            switch item {
            case .piece(let piece):
                outcomes.append(.rows(run(piece)))
                decoded += piece.inputBytes
            case .document(let document, _) where decoded >= allowance:
                outcomes.append(.notStarted(document))
            case .document(let document, _):
                var plan = transform.plan(document)
                while let step = plan.next() {
                    switch step {
                    case .piece(let piece):
                        outcomes.append(.rows(run(piece)))
                        decoded += piece.inputBytes
                    case .failure(let error, let endsDocument):
                        outcomes.append(.failure(error, endsDocument: endsDocument))
                    }
                    if decoded > allowance {
                        outcomes.append(.unfinished(plan))
                        result.heldBytes += BufferPool.bufferSize
                        break
                    }
                }
            }
            for case .rows(let rows) in outcomes { result.heldBytes += rows.piece.heldBytes }
            result.outcomes.append(outcomes)
        }
        return result
    }

    /// The rows of `piece`; its input is released.
    mutating func run(_ piece: Transform.Piece) -> FinishedPiece<Format.Rows.Piece> {
        defer { piece.release() }
        var rows = CountingRows(format.makeRowWriter(columns: columns, capacity: piece.inputBytes / 2))
        let outcome = transformer.transform(piece, into: &rows)
        return FinishedPiece(piece: rows.finish(), rowCount: rows.count, outcome: outcome)
    }
}

/// A piece's result from the format's row writer, plus what the report needs to know about it.
struct FinishedPiece<Piece: PieceResult>: Sendable {
    var piece: Piece
    var rowCount: Int
    var outcome: PieceOutcome
}

/// The format's row writer, counting rows for the run's summary on the way.
private struct CountingRows<Base: RowWriter>: RowWriter {
    private var base: Base
    private(set) var count = 0

    init(_ base: Base) {
        self.base = base
    }

    var needs: CellNeeds { base.needs }
    @inline(__always) mutating func beginRow() { base.beginRow() }
    @inline(__always) mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) { base.cell(utf8: text) }
    @inline(__always) mutating func number(_ cell: NumberCell) { base.number(cell) }
    @inline(__always) mutating func time(_ cell: TimeCell) { base.time(cell) }
    @inline(__always) mutating func emptyCell() { base.emptyCell() }

    @inline(__always) mutating func endRow() {
        base.endRow()
        count += 1
    }

    mutating func finish() -> Base.Piece { base.finish() }
}
