/// Decodes the records of one `DocumentPiece`, on a worker thread, handing each good record to
/// the caller and collecting errors in document order.
///
/// Policy, per `owm-formats.md` and the reliability issue: a schema problem costs its record; a
/// syntax error in an array costs the rest of the document (nothing after it can be trusted, so
/// `endsDocument` is set); a syntax error in JSON Lines costs only its line.
///
/// With `capturesRecords` (the run writes `--rejects`), each error also carries the raw text of
/// the record it cost (`RejectedRecord`), taken now, while the piece's bytes are still held.
package struct PieceDecoder {
    private let piece: DocumentPiece
    private var position: TextPosition
    /// The document's units and the report's, to check values by; nil decodes them raw.
    private let units: UnitConversions?
    private let capturesRecords: Bool
    /// The optional values the report reads.
    private let values: DecodedValues

    package init(
        _ piece: DocumentPiece, units: UnitConversions? = nil, values: DecodedValues = .all,
        capturesRecords: Bool = false
    ) {
        self.piece = piece
        self.units = units
        self.values = values
        self.capturesRecords = capturesRecords
        position = piece.position
    }

    package mutating func decode(_ record: (WeatherRecord) -> Void) -> PieceOutcome {
        var outcome = PieceOutcome()
        if piece.layout == .lines { decodeLines(record, into: &outcome) } else { decodeObjects(record, into: &outcome) }
        return outcome
    }

    private var bytes: UnsafeRawBufferPointer { piece.bytes }

    /// The problems of the object just decoded: its own, or those of the records inside it.
    /// `recordPath` (`list[12]`) is built only when there is one: nearly every record has none.
    private mutating func noteProblems(
        of decoder: RecordDecoder, recordPath makePath: @autoclosure () -> String, record: Range<Int>,
        into outcome: inout PieceOutcome
    ) {
        guard decoder.problem != nil || !decoder.containedProblems.isEmpty else { return }
        let recordPath = makePath()
        for problem in [decoder.problem].compactMap({ $0 }) + decoder.containedProblems {
            outcome.errors.append(
                error(
                    problem.message(recordPath: recordPath), at: problem.offset, recordPath: recordPath,
                    member: problem.path, costing: problem.record ?? record))
        }
        if let problem = decoder.problem { outcome.endsDocument = problem.endsDocument }
    }

    /// The elements of an array (`path` names it), or with no `path` the one object of the
    /// piece: each object's records go out through `ForecastSpacing`.
    private mutating func decodeObjects(_ record: (WeatherRecord) -> Void, into outcome: inout PieceOutcome) {
        guard case .objects(let path, var elementIndex, let isLast) = piece.layout else { return }
        var decoder = RecordDecoder(cursor: piece.objectCursor)
        decoder.units = units
        decoder.values = values
        var spacing = ForecastSpacing()
        defer { spacing.finish(record) }
        func recordPath() -> String { path.map { "\($0)[\(elementIndex)]" } ?? "" }
        // Where the element being read (or the text after the last one) starts, for rejects.
        var start = piece.range.lowerBound
        var afterOne = false
        do throws(JSONSyntaxError) {
            if let decoded = piece.decodedStart {  // deciding the document's units decoded it
                decoded.records.forEach { spacing.add($0, record) }
                decoder.cursor.index = decoded.end
                (start, elementIndex, afterOne) = (decoded.end, elementIndex + 1, true)
            }
            let cut = isLast ? Int.max : piece.range.upperBound
            while path != nil || !afterOne,  // with no path, the one object
                try decoder.cursor.nextElement(afterOne: afterOne, cut: cut, mayClose: isLast)
            {
                start = decoder.cursor.index
                try decoder.decodeObject(context: piece.context) { spacing.add($0, record) }
                noteProblems(
                    of: decoder, recordPath: recordPath(), record: start..<decoder.cursor.index, into: &outcome)
                if outcome.endsDocument { return }  // not weather: said once
                (start, elementIndex, afterOne) = (decoder.cursor.index, elementIndex + 1, true)
            }
        } catch {
            // A syntax error ends the document: what is known of the record is its start, so
            // the text runs from there to the end of the error's line.
            let bytes = bytes
            while start < error.offset, DocumentPlan.isWhitespace(bytes[start]) { start += 1 }
            outcome.errors.append(
                self.error(
                    error.message, at: error.offset, recordPath: recordPath(), scope: .document,
                    costing: start..<RejectedRecord.lineEnd(after: error.offset, from: start, in: bytes)))
            outcome.endsDocument = true
        }
    }

    private mutating func decodeLines(_ record: (WeatherRecord) -> Void, into outcome: inout PieceOutcome) {
        var decoder = RecordDecoder(cursor: JSONCursor(bytes, from: piece.range.lowerBound, to: piece.range.lowerBound))
        decoder.units = units
        decoder.values = values
        // A line's records wait until the line is known to hold nothing else.
        var lineRecords: [WeatherRecord] = []
        var lineStart = piece.range.lowerBound
        while lineStart < piece.range.upperBound {
            decoder.cursor = Self.line(in: bytes, from: lineStart, to: piece.range.upperBound)
            let lineEnd = decoder.cursor.end
            defer { lineStart = lineEnd + 1 }
            if decoder.cursor.isAtEnd { continue }  // blank lines, such as a final one, are fine
            lineRecords.removeAll(keepingCapacity: true)
            let objectStart = decoder.cursor.index
            if decoder.cursor.peekKind() == .array {  // a History Bulk export as one line (`jq -c`)
                decodeResponse(objectStart..<lineEnd, record, into: &outcome)
                continue
            }
            do throws(JSONSyntaxError) {
                try decoder.decodeObject(context: nil) { lineRecords.append($0) }
                if lineRecords.isEmpty, decoder.problem != nil,
                    DocumentPlan.isResponse(bytes, objectStart..<lineEnd)
                {
                    decodeResponse(objectStart..<lineEnd, record, into: &outcome)
                    continue
                }
                if !lineRecords.isEmpty || decoder.problem == nil {
                    decoder.cursor.skipWhitespace()
                    guard decoder.cursor.isAtEnd else {
                        throw decoder.cursor.error(
                            "unexpected data after the record; JSON Lines holds one record per line")
                    }
                }
                lineRecords.forEach(record)
                noteProblems(of: decoder, recordPath: "", record: lineStart..<lineEnd, into: &outcome)
            } catch {
                outcome.errors.append(self.error(error.message, at: error.offset, costing: lineStart..<lineEnd))
            }
        }
    }

    /// A cursor on the line of JSON Lines that starts at `start` and ends at its feed or `end`,
    /// past a byte order mark (each line may be appended by a tool that writes one) and whitespace.
    static func line(in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> JSONCursor {
        var cursor = JSONCursor(bytes, from: start, to: ByteScan.lineEnd(in: bytes, from: start, to: end))
        if TextPosition.isByteOrderMark(in: bytes, at: start) { cursor.index += 3 }
        cursor.skipWhitespace()
        return cursor
    }

    /// A line that is a whole response, not one record (a group or forecast with its `list`,
    /// an OWM error: `curl … >> day.jsonl` of another endpoint; an array of records), read as
    /// the document it is, as a file of concatenated responses is: its records with its
    /// context, its error message.
    private mutating func decodeResponse(
        _ line: Range<Int>, _ record: (WeatherRecord) -> Void, into outcome: inout PieceOutcome
    ) {
        let document = SourceDocument(name: piece.name, reader: MemoryReader(Array(bytes[line])))
        var plan = DocumentPlan(document, origin: position.locate(line.lowerBound))
        while let step = plan.next() {
            switch step {
            case .piece(let part):
                defer { part.release() }
                var decoder = PieceDecoder(part, units: units, values: values, capturesRecords: capturesRecords)
                outcome.errors += decoder.decode(record).errors
            case .failure(let error, _):
                outcome.errors.append(error)
            }
        }
    }

    /// The error at `offset`, which costs the record in `range` (offsets into the piece's
    /// bytes): with `capturesRecords` it carries that record's text, without the whitespace
    /// around it (a line's CR, blanks before a feed).
    private mutating func error(
        _ message: String, at offset: Int, recordPath: String = "", member: String = "",
        scope: RejectedRecord.Scope = .record, costing range: @autoclosure () -> Range<Int>
    ) -> ReportError {
        var error = ReportError(.malformedInput, message, at: position.location(of: offset, in: piece.name))
        guard capturesRecords else { return error }
        var (lower, upper) = (range().lowerBound, min(range().upperBound, bytes.count))
        while lower < upper, DocumentPlan.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, DocumentPlan.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        error.rejected = RejectedRecord(
            path: recordPath, member: member, scope: scope, bytes: bytes, range: lower..<upper)
        return error
    }
}

/// The 2.5 forecasts come in one shape for 3-hour slots (5 days) and for hours (4 days): an
/// entry whose neighbour in its list is one hour away is `hourly`. Each entry is held until
/// the next one is seen, so the rows keep their order. Only a piece that holds a single entry
/// of an hourly list (a list cut at 512 KiB just there) cannot tell, and says `forecast`.
struct ForecastSpacing {
    private var held: WeatherRecord?
    /// The held entry comes one hour after the entry before it.
    private var heldFollowsAnHour = false

    mutating func add(_ record: WeatherRecord, _ emit: (WeatherRecord) -> Void) {
        guard record.kind == .forecast else {
            finish(emit)
            return emit(record)
        }
        let isHourAfterHeld = held.map { $0.time + 3600 == record.time } ?? false
        if var entry = held {
            if heldFollowsAnHour || isHourAfterHeld { entry.kind = .hourly }
            emit(entry)
        }
        held = record
        heldFollowsAnHour = isHourAfterHeld
    }

    /// Hands out the entry still held.
    mutating func finish(_ emit: (WeatherRecord) -> Void) {
        guard var entry = held else { return }
        if heldFollowsAnHour { entry.kind = .hourly }
        held = nil
        heldFollowsAnHour = false
        emit(entry)
    }
}
