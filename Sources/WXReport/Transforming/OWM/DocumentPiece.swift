/// A stretch of one document that a worker can decode on its own: whole records only, with
/// everything a worker needs to name positions and fill in place fields.
///
/// Big files are cut into pieces of about `DocumentPlan.pieceSize` bytes so every worker thread
/// works on one file; rows still come out in order because the pipeline writes pieces in order. A
/// piece borrows the read buffer it was cut from: `release()` gives it back once the piece is
/// decoded (its rows are laid out in bytes of their own), which is what keeps the read stage to
/// a few reused buffers.
package struct DocumentPiece: Sendable {
    /// How the records lie inside `range`.
    package enum Layout: Sendable, Equatable {
        /// Record objects. With a `path`, elements of a JSON array (`list` of a group, find or
        /// forecast, or `""` for a top-level array; it names the array in errors): `elem, elem, …`
        /// with the separating commas, `firstIndex` the first element's index; the last piece
        /// ends at the closing `]` (`isLast`). With none, the one object of a current-weather file.
        case objects(path: String?, firstIndex: Int = 0, isLast: Bool = true)
        /// JSON Lines: each non-blank line is one record; a bad line costs only itself.
        case lines
    }

    /// The document's name, for errors.
    package var name: String
    /// The buffer the bytes live in, leased until `release()`.
    package let storage: ByteStorage
    /// How much of the buffer was filled when the piece was cut: see `bytes`.
    private let filled: Int
    package var range: Range<Int>
    package var layout: Layout
    /// The line and column of `range.lowerBound`, counted as the document streamed past.
    package var line: Int
    package var column: Int
    /// Place fields given once for all records (a forecast's `city`), attached by `DocumentPlan`.
    package var context: PlaceContext?
    /// The units the whole document holds, decided before its first piece is handed out
    /// (`InputUnitsDetection`).
    package var inputUnits: InputUnits = .standard
    /// The records of the piece's first object and the offset just after it, when deciding the
    /// units already decoded it as the worker would (with its document's units, the worker's
    /// values and the piece's context, with no problem): the worker starts after it instead of
    /// decoding it again.
    package var decodedStart: (records: [WeatherRecord], end: Int)?

    /// Cuts a piece out of `storage`, taking a lease on it.
    package init(
        name: String, storage: ByteStorage, range: Range<Int>, layout: Layout, line: Int, column: Int,
        context: PlaceContext? = nil
    ) {
        self.name = name
        self.storage = storage
        filled = storage.count
        self.range = range
        self.layout = layout
        self.line = line
        self.column = column
        self.context = context
        storage.lease()
    }

    /// What a worker may read: the buffer as filled when the piece was cut (the records, plus
    /// the bytes after them that say how the piece ends). Offsets are into this buffer.
    package var bytes: UnsafeRawBufferPointer { storage.bytes(upTo: filled) }

    /// Where `range` starts, to locate errors from.
    var position: TextPosition { TextPosition(bytes, offset: range.lowerBound, line: line, column: column) }

    /// A cursor at the first object: the one object of a current-weather file ends at the end of
    /// `range`; elements are followed by the bytes that say how the piece ends.
    var objectCursor: JSONCursor {
        guard case .objects(nil, _, _) = layout else { return JSONCursor(bytes, from: range.lowerBound) }
        return JSONCursor(bytes, from: range.lowerBound, to: range.upperBound)
    }

    /// Gives the piece's buffer back: call exactly once, after the piece is decoded (or when it
    /// is dropped); the bytes must not be read afterwards.
    package func release() {
        storage.endLease()
    }
}

/// One step of reading an OWM document (`PieceStep`): a piece to decode, or a problem the
/// planner found itself (an OWM error payload, broken JSON around the records).
package typealias PlanStep = PieceStep<DocumentPiece>
