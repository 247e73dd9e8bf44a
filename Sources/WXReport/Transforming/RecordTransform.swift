/// The transform stage: turns documents into rows, written cell by cell into the write stage's
/// `RowWriter`.
///
/// It works in two steps so the pipeline alone decides what runs where: `plan` (on the
/// pipeline's own thread) reads a document's outline and cuts it into pieces; a `Worker` (one
/// per worker thread, holding that thread's caches) writes each piece's rows.
package protocol RecordTransform: Sendable {
    associatedtype Plan: PiecePlan
    associatedtype Worker: PieceTransformer

    func plan(_ document: SourceDocument) -> Plan
    func makeWorker() -> Worker
}

/// The steps of one document in document order, produced as the pipeline asks for them.
package protocol PiecePlan {
    mutating func next() -> PlanStep?
}

extension DocumentPlan: PiecePlan {}

/// Turns pieces into rows on one thread. Not shared between threads: it owns mutable caches.
package protocol PieceTransformer {
    /// Writes the rows of `piece` into `rows`, in order, and says what went wrong on the way.
    mutating func transform<Rows: RowWriter>(_ piece: DocumentPiece, into rows: inout Rows) -> PieceOutcome
}

/// The errors met in one piece, in order.
package struct PieceOutcome: Sendable {
    package var errors: [ReportError]
    /// A syntax error made the rest of the document unreadable.
    package var endsDocument: Bool

    package init(errors: [ReportError] = [], endsDocument: Bool = false) {
        self.errors = errors
        self.endsDocument = endsDocument
    }
}
