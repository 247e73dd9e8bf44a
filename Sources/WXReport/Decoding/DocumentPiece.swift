/// A stretch of one document that a worker can decode on its own: whole records only, with
/// everything a worker needs to name positions and fill in place fields.
///
/// Big files are cut into pieces of about `PayloadPlanner.pieceSize` bytes so every worker thread
/// works on one file; rows still come out in order because the pipeline writes pieces in order.
package struct DocumentPiece: Sendable {
    /// How the records lie inside `range`.
    package enum Layout: Sendable, Equatable {
        /// Elements of a JSON array (`list` of a group, find or forecast, or a top-level array):
        /// `elem, elem, …` with the separating commas. `path` names the array in errors
        /// (`list`, or `""` for a top-level array); `firstIndex` is the first element's index.
        /// The last piece ends at the closing `]` (`isLast`).
        case elements(path: String, firstIndex: Int, isLast: Bool)
        /// One record object: a current-weather file.
        case single
        /// JSON Lines: each non-blank line is one record; a bad line costs only itself.
        case lines
    }

    package var document: SourceDocument
    package var range: Range<Int>
    package var layout: Layout
    /// The line `range.lowerBound` is on and the offset where that line starts.
    package var line: Int
    package var lineStart: Int
    /// Place fields given once for all records (a forecast's `city`).
    package var context: PlaceContext?
    /// The units the whole document holds, decided before its first piece is handed out
    /// (`InputUnitsDetection`).
    package var inputUnits: InputUnits = .standard
}

/// One step of reading a document, in document order: a piece to decode, or a problem the
/// planner found itself (an OWM error payload, broken JSON around the records).
package enum PlanStep: Sendable {
    case piece(DocumentPiece)
    /// `endsDocument`: nothing after this point of the document can be trusted.
    case failure(ReportError, endsDocument: Bool)
}

extension DocumentPiece {
    /// Called once the piece's rows are written: its input bytes are no longer needed.
    package func release() {
        document.storage.discard(range)
    }
}
