/// The transform stage: turns documents into rows, written cell by cell into the write stage's
/// `RowWriter`.
///
/// It works in two steps so the pipeline alone decides what runs where: `plan` (on the
/// pipeline's own thread) reads a document's outline and cuts it into pieces; a `Worker` (one
/// per worker thread, holding that thread's caches) writes each piece's rows. What a piece is
/// belongs to the transform (`Piece`: for OWM JSON a `DocumentPiece`, a stretch of records in a
/// read buffer); the pipeline only counts its bytes and gives it back.
package protocol RecordTransform: Sendable {
    associatedtype Piece: TransformPiece
    /// The steps of one document in document order, produced as the pipeline asks for them.
    associatedtype Plan: IteratorProtocol<PieceStep<Piece>>
    associatedtype Worker: PieceTransformer where Worker.Piece == Piece

    func plan(_ document: SourceDocument) -> Plan
    func makeWorker() -> Worker
}

/// A piece of a document, as a transform cuts it: handed to a worker, then given back.
package protocol TransformPiece: Sendable {
    /// The input bytes it covers, which it is counted as while in flight (`WorkBatch.charge`).
    var inputBytes: Int { get }
    /// Gives its input back (a read buffer's lease): once, after it is transformed or dropped.
    func release()
}

extension DocumentPiece: TransformPiece {
    package var inputBytes: Int { range.count }
}

/// One step of a document, in document order: a piece to transform, or a problem the plan
/// found itself.
package enum PieceStep<Piece: Sendable>: Sendable {
    case piece(Piece)
    /// `endsDocument`: nothing after this point of the document can be trusted.
    case failure(ReportError, endsDocument: Bool)
}

extension DocumentPlan: IteratorProtocol {}

/// Turns pieces into rows on one thread. Not shared between threads: it owns mutable caches.
package protocol PieceTransformer {
    associatedtype Piece
    /// Writes the rows of `piece` into `rows`, in order, and says how many and what went wrong.
    mutating func transform<Rows: RowWriter>(_ piece: Piece, into rows: inout Rows) -> PieceOutcome
}

/// How one piece went: the rows written (for the run's counts) and the errors met, in order.
package struct PieceOutcome: Sendable {
    package var rows: Int
    package var errors: [ReportError]
    /// A syntax error made the rest of the document unreadable.
    package var endsDocument: Bool
    /// Something the run should say once on standard error (see `RunReporter.notice`).
    package var notice: RunNotice?

    package init(rows: Int = 0, errors: [ReportError] = [], endsDocument: Bool = false, notice: RunNotice? = nil) {
        self.rows = rows
        self.errors = errors
        self.endsDocument = endsDocument
        self.notice = notice
    }
}

/// What a run says once, as a warning, however many pieces meet it: a cron job over 500 such
/// files mails one line.
package enum RunNotice: Sendable, Equatable {
    /// A One Call `timezone` this system's zone data lacks: its fixed `timezone_offset` is used.
    case unknownZone(String)
    /// A document in kelvin read as kelvin although `--input-units` named these units.
    case kelvinDespite(InputUnits, file: String)
    /// A regular file that grew while it was read: only its first `bytes`, its size when opened,
    /// were read. Said once for each such file.
    case grew(file: String, bytes: Int)

    /// Which notice this is, whatever its details: each kind is said once a run.
    package var kind: String {
        switch self {
        case .unknownZone: "zone"
        case .kelvinDespite: "kelvin"
        case .grew(let file, _): "grew \(file)"
        }
    }

    package var message: String {
        switch self {
        case .unknownZone(let zone):
            "time zone '\(ReportError.shown(zone))' is not in this system's time zone data; "
                + "local times use each response's fixed 'timezone_offset'"
        case .kelvinDespite(let units, let file):
            "\(file): temperatures in kelvin, so read as --input-units standard, not \(units.rawValue) "
                + "(and so is every such file)"
        case .grew(let file, let bytes):
            "\(file): grew while being read; read its first \(bytes) bytes, its size when opened"
        }
    }
}
