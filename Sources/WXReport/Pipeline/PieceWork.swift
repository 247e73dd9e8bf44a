/// What one hand-off gives a worker, in input order: a piece of a big document, cut by the
/// calling thread, or a small document whole, which the worker opens, reads and plans itself.
///
/// Small files go whole because for them reading and planning cost as much as decoding: a
/// calling thread that opened and planned 2000 one-city files in turn kept two workers waiting
/// for most of the run.
enum WorkItem: Sendable {
    case piece(DocumentPiece)
    /// `bytes`: the file's size as listed, which it is counted as while in flight.
    case document(SourceDocument, bytes: Int)

    var inputBytes: Int {
        switch self {
        case .piece(let piece): piece.range.count
        case .document(_, let bytes): bytes
        }
    }
}

/// What came of a work item, in document order.
enum WorkOutcome<Plan>: @unchecked Sendable {
    // @unchecked: `unfinished` carries a plan from the worker that made it to the calling
    // thread through the queue's mutex, and only that thread touches it afterwards.
    case rows(FinishedPiece, of: DocumentPiece)
    case failure(ReportError, endsDocument: Bool)
    /// A document handed over whole that turned out much bigger than listed (gzip, or a file
    /// that grew): its plan as far as the worker went, for the calling thread to finish, so a
    /// worker never holds more than `PieceWork.wholeDocumentLimit` of rows.
    case unfinished(Plan)
}

/// One thread's worker: the transform's worker and the format, turning work items into rows
/// laid out as bytes. The row writer is made afresh for every piece.
struct PieceWork<Transform: RecordTransform, Format: ReportFormat> {
    /// The most input bytes of one document a worker decodes before handing its plan back.
    static var wholeDocumentLimit: Int { 4 * PayloadPlanner.pieceSize }

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

    /// The outcomes of each item, in order.
    mutating func run(_ items: [WorkItem]) -> [[WorkOutcome<Transform.Plan>]] {
        items.map { run($0) }
    }

    private mutating func run(_ item: WorkItem) -> [WorkOutcome<Transform.Plan>] {
        switch item {
        case .piece(let piece):
            return [.rows(run(piece), of: piece)]
        case .document(let document, _):
            var plan = transform.plan(document)
            var outcomes: [WorkOutcome<Transform.Plan>] = []
            var decoded = 0
            while let step = plan.next() {
                switch step {
                case .piece(let piece):
                    outcomes.append(.rows(run(piece), of: piece))
                    decoded += piece.range.count
                case .failure(let error, let endsDocument):
                    outcomes.append(.failure(error, endsDocument: endsDocument))
                }
                if decoded >= Self.wholeDocumentLimit {
                    outcomes.append(.unfinished(plan))
                    break
                }
            }
            return outcomes
        }
    }

    mutating func run(_ piece: DocumentPiece) -> FinishedPiece {
        var rows = CountingRows(format.makeRowWriter(columns: columns, capacity: piece.range.count / 2))
        let outcome = transformer.transform(piece, into: &rows)
        return FinishedPiece(bytes: rows.finish(), rowCount: rows.count, outcome: outcome)
    }
}

/// A piece's rows laid out by the format (as UTF-8), plus what the report needs to know about it.
struct FinishedPiece: Sendable {
    var bytes: ByteBuffer
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

    mutating func finish() -> ByteBuffer { base.finish() }
}
