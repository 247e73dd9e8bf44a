/// What one hand-off gives a worker, in input order: a piece of a big document, cut by the
/// calling thread; a small document whole, which the worker opens, reads and plans itself; or a
/// finding, only to be written in its place: a problem the calling thread met, or a notice.
///
/// Small files go whole because for them reading and planning cost as much as decoding: a
/// calling thread that opened and planned 2000 one-city files in turn kept two workers waiting
/// for most of the run.
enum WorkItem<Piece: TransformPiece>: Sendable {
    case piece(Piece)
    /// `bytes`: the file's size as listed, which it is charged as while in flight.
    case document(SourceDocument, bytes: Int)
    /// A plan's problem, or a notice said once the document was read: it grew while read
    /// (`ByteReader.grownSize`).
    case finding(PieceOutcome)

    init(_ step: PieceStep<Piece>) {
        switch step {
        case .piece(let piece): self = .piece(piece)
        case .failure(let error, let endsDocument):
            self = .finding(PieceOutcome(errors: [error], endsDocument: endsDocument))
        }
    }

    /// The input bytes it is charged as while in flight.
    var inputBytes: Int {
        switch self {
        case .piece(let piece): piece.inputBytes
        case .document(_, let bytes): bytes
        case .finding: 0
        }
    }

    /// Gives the input of an item never worked back.
    func release() {
        if case .piece(let piece) = self { piece.release() }
    }
}

/// Work items handed out together, in input order, each with the number of its document: one
/// unit of the ordered map (`OrderedMap`), so one hand-off costs once for many small files.
package struct WorkBatch<Piece: TransformPiece>: Sendable {
    var items: [(document: Int, item: WorkItem<Piece>)] = []
    var inputBytes = 0

    /// Work is handed out in batches of up to this many input bytes or `maxItems` items: one
    /// hand-off costs about as much as decoding a one-city file, so 2000 such files handed over
    /// one by one ran slower on two threads than on one. A big file's pieces
    /// (`DocumentPlan.pieceSize`) are past this bound, so each goes out alone and at once.
    package static var maxBytes: Int { 64 << 10 }
    static var maxItems: Int { 32 }

    var isFull: Bool { inputBytes >= Self.maxBytes || items.count >= Self.maxItems }

    mutating func add(_ item: WorkItem<Piece>, of document: Int) {
        items.append((document, item))
        inputBytes += item.inputBytes
    }

    /// What the batch may hold before its results are written, counted after decompression:
    /// its input, then the rows made from it, twice its input, and never less than a full
    /// batch's. Its worker waits while its unwritten rows hold this much (`OrderedMap`), so a
    /// small gzip file that inflates to megabytes holds no more; what a worker has in hand (one
    /// piece, its read buffer, its rows) is bounded by the lanes, not by the batches in flight.
    var charge: Int { 2 * max(inputBytes, Self.maxBytes) }

    /// Gives the input of items never worked back.
    func release() {
        for (_, item) in items { item.release() }
    }
}

extension RecordTransform {
    /// Plans `document` and gives `body` each of its steps as a work item, in order, while it
    /// says the run goes on; then the notice of a file that grew while read. False once `body`
    /// said the run stopped.
    func items(of document: SourceDocument, _ body: (WorkItem<Piece>) -> Bool) -> Bool {
        var plan = plan(document)
        while let step = plan.next() {
            guard body(WorkItem(step)) else { return false }
        }
        guard let size = document.reader.grownSize else { return true }
        return body(.finding(PieceOutcome(notice: .grew(file: document.name, bytes: size))))
    }
}

/// What came of a work item, in input order: the rows the format laid out, for a piece, and
/// what else the report needs to know (how many, the problems met, a notice).
struct WorkResult<Rows: PieceResult>: Sendable {
    var document: Int
    var rows: Rows?
    var outcome: PieceOutcome
}

/// One worker: the transform's worker (`transformer`, made once per lane: it holds per-thread
/// caches) and the format, turning work items into rows laid out by the format. The row writer
/// is made afresh for every piece. Each piece's input is given back as soon as its rows are made.
struct PieceWork<Transform: RecordTransform, Format: RowConsumer> {
    typealias Result = WorkResult<Format.Rows.Result>
    let transform: Transform
    let format: Format
    let columns: [Column]
    var transformer: Transform.Worker

    /// Hands the results of each item of `batch` to `put`, in order, until it says the run
    /// stopped; then the rest of the input is given back.
    mutating func run(_ batch: WorkBatch<Transform.Piece>, put: (Result, Int) -> Bool) {
        var goesOn = true
        for (document, item) in batch.items {
            if goesOn { goesOn = work(item, of: document, put) } else { item.release() }
        }
    }

    /// Hands the results of `item` to `put`; false once it said the run stopped.
    private mutating func work(
        _ item: WorkItem<Transform.Piece>, of document: Int, _ put: (Result, Int) -> Bool
    ) -> Bool {
        switch item {
        case .piece(let piece):
            defer { piece.release() }
            var rows = format.makeRowWriter(columns: columns, capacity: piece.inputBytes / 2)
            let outcome = transformer.transform(piece, into: &rows)
            let result = rows.finish()
            return put(Result(document: document, rows: result, outcome: outcome), result.heldBytes)
        case .finding(let outcome):
            return put(Result(document: document, outcome: outcome), 0)
        case .document(let source, _):
            let transform = transform
            return transform.items(of: source) { work($0, of: document, put) }
        }
    }
}
