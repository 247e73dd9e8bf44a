/// Decodes the records of one `DocumentPiece`, on a worker thread, handing each good record to
/// the caller and collecting errors in document order.
///
/// Policy, per `owm-formats.md` and the reliability issue: a schema problem costs its record; a
/// syntax error in an array costs the rest of the document (nothing after it can be trusted, so
/// `endsDocument` is set); a syntax error in JSON Lines costs only its line.
struct PieceDecoder {
    /// Errors found, in document order, and whether the document cannot go on.
    struct Outcome {
        var errors: [ReportError] = []
        var endsDocument = false
    }

    private let piece: DocumentPiece
    private var position: TextPosition
    /// The document's units and the report's, to check values by; nil decodes them raw.
    private let units: UnitConversions?

    init(_ piece: DocumentPiece, units: UnitConversions? = nil) {
        self.piece = piece
        self.units = units
        position = TextPosition(piece.document.storage.bytes, offset: piece.lineStart, line: piece.line, lineStart: piece.lineStart)
    }

    mutating func decode(_ record: (WeatherRecord) -> Void) -> Outcome {
        var outcome = Outcome()
        switch piece.layout {
        case .single:
            decodeSingle(record, into: &outcome)
        case .elements(let path, let firstIndex, let isLast):
            decodeElements(path: path, firstIndex: firstIndex, isLast: isLast, record, into: &outcome)
        case .lines:
            decodeLines(record, into: &outcome)
        }
        return outcome
    }

    private var bytes: UnsafeRawBufferPointer { piece.document.storage.bytes }

    private mutating func decodeSingle(_ record: (WeatherRecord) -> Void, into outcome: inout Outcome) {
        var decoder = RecordDecoder(cursor: JSONCursor(bytes, from: piece.range.lowerBound, to: piece.range.upperBound))
        decoder.units = units
        do throws(JSONSyntaxError) {
            if let decoded = try decoder.decodeRecord(context: piece.context) { record(decoded) }
            if let problem = decoder.problem { outcome.errors.append(error(problem, recordPath: "")) }
        } catch {
            outcome.errors.append(self.error(error))
            outcome.endsDocument = true
        }
    }

    private mutating func decodeElements(
        path: String, firstIndex: Int, isLast: Bool, _ record: (WeatherRecord) -> Void, into outcome: inout Outcome
    ) {
        var decoder = RecordDecoder(cursor: JSONCursor(bytes, from: piece.range.lowerBound))
        decoder.units = units
        var elementIndex = firstIndex
        do throws(JSONSyntaxError) {
            while true {
                decoder.cursor.skipWhitespace()
                if !isLast && decoder.cursor.index >= piece.range.upperBound { return }
                if isLast && elementIndex == firstIndex && !decoder.cursor.isAtEnd
                    && decoder.cursor.current == UInt8(ascii: "]")
                {
                    return  // an empty array
                }
                if let decoded = try decoder.decodeRecord(context: piece.context) {
                    record(decoded)
                } else if let problem = decoder.problem {
                    outcome.errors.append(error(problem, recordPath: "\(path)[\(elementIndex)]"))
                }
                elementIndex += 1
                decoder.cursor.skipWhitespace()
                if isLast, !decoder.cursor.isAtEnd, decoder.cursor.current == UInt8(ascii: "]") { return }
                guard !decoder.cursor.isAtEnd, decoder.cursor.current == UInt8(ascii: ",") else {
                    throw decoder.cursor.unexpected(expecting: "',' or ']' after an array element")
                }
                decoder.cursor.index += 1
            }
        } catch {
            outcome.errors.append(self.error(error))
            outcome.endsDocument = true
        }
    }

    private mutating func decodeLines(_ record: (WeatherRecord) -> Void, into outcome: inout Outcome) {
        var lineStart = piece.range.lowerBound
        while lineStart < piece.range.upperBound {
            var lineEnd = lineStart
            while lineEnd < piece.range.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var decoder = RecordDecoder(cursor: JSONCursor(bytes, from: lineStart, to: lineEnd))
            decoder.units = units
            decoder.cursor.skipWhitespace()
            if decoder.cursor.isAtEnd { continue }  // blank lines, such as a final one, are fine
            do throws(JSONSyntaxError) {
                if let decoded = try decoder.decodeRecord(context: nil) {
                    decoder.cursor.skipWhitespace()
                    guard decoder.cursor.isAtEnd else {
                        throw decoder.cursor.error("unexpected data after the record; JSON Lines holds one record per line")
                    }
                    record(decoded)
                } else if let problem = decoder.problem {
                    outcome.errors.append(error(problem, recordPath: ""))
                }
            } catch {
                outcome.errors.append(self.error(error))
            }
        }
    }

    private mutating func error(_ problem: SchemaError, recordPath: String) -> ReportError {
        ReportError(
            .malformedInput, problem.message(recordPath: recordPath),
            at: position.location(of: problem.offset, in: piece.document.name))
    }

    private mutating func error(_ syntax: JSONSyntaxError) -> ReportError {
        ReportError(.malformedInput, syntax.message, at: position.location(of: syntax.offset, in: piece.document.name))
    }
}
