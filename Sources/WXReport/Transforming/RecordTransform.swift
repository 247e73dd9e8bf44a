/// The transform stage: turns documents into formatted rows.
///
/// It works in two steps so the pipeline alone decides what runs where: `plan` (on the
/// pipeline's own thread) reads a document's outline and cuts it into pieces; a `PieceTransformer`
/// (one per worker thread, holding that thread's formatter caches) turns each piece into rows.
package protocol RecordTransform: Sendable {
    func plan(_ document: SourceDocument) -> DocumentPlan
    func makeWorker() -> any PieceTransformer
}

/// Turns pieces into rows on one thread. Not shared between threads: it owns mutable caches.
package protocol PieceTransformer {
    mutating func rows(from piece: DocumentPiece) -> PieceRows
}

/// The rows of one piece, in order, and the errors met on the way.
package struct PieceRows: Sendable {
    package var rows: [ReportRow]
    package var errors: [ReportError]
    /// A syntax error made the rest of the document unreadable.
    package var endsDocument: Bool

    package init(rows: [ReportRow] = [], errors: [ReportError] = [], endsDocument: Bool = false) {
        self.rows = rows
        self.errors = errors
        self.endsDocument = endsDocument
    }
}
