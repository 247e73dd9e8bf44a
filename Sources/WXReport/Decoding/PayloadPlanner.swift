/// Reads the outside of a document — its shape, the envelope around the records, OWM error
/// payloads — and cuts the records into `DocumentPiece`s for the workers.
///
/// It runs on one thread, ahead of the workers, and validates everything it reads except the
/// record arrays, which it only splits (the workers validate those). Shapes, after
/// `owm-formats.md`: a top-level array of records; JSON Lines (one record per line); an object
/// with `list` (group, find, forecast — a forecast's `city` applies to all its entries); a
/// current-weather object; an OWM error (`cod` other than 200, or only a `message`).
package struct PayloadPlanner {
    /// About how many bytes of records one piece holds: small enough that every worker thread
    /// gets a share of a few-megabyte file, large enough that handing a piece over costs nothing by comparison.
    package static let pieceSize = 512 * 1024

    private enum State {
        case start
        case members(isFirst: Bool)
        case list(ListSplitter, path: String)
        case lines(next: Int, line: Int)
        case finish
        case done
    }

    /// What the envelope object said about itself.
    private struct Envelope {
        var start = 0
        var code: (text: String, offset: Int)?
        var message: String?
        var hasList = false
        var hasRecordFields = false
        var city: PlaceContext?
        var isTopLevelArray = false
    }

    private let document: SourceDocument
    private var cursor: JSONCursor
    private var state = State.start
    private var envelope = Envelope()

    package init(_ document: SourceDocument) {
        self.document = document
        cursor = JSONCursor(document.storage.bytes)
    }

    private var bytes: UnsafeRawBufferPointer { document.storage.bytes }

    /// The steps of a whole document, with a forecast's `city` applied to every piece and the
    /// pieces of an OWM error payload dropped. For documents small enough to plan at once.
    package static func plan(_ document: SourceDocument) -> [PlanStep] {
        var planner = PayloadPlanner(document)
        var steps: [PlanStep] = []
        while let step = planner.next() { steps.append(step) }
        if planner.envelopeIsError {
            return steps.filter { if case .piece = $0 { false } else { true } }
        }
        guard let city = planner.envelope.city else { return steps }
        return steps.map { step in
            guard case .piece(var piece) = step else { return step }
            piece.context = city
            return .piece(piece)
        }
    }

    /// True when the envelope's `cod` says the request failed.
    private var envelopeIsError: Bool {
        guard let code = envelope.code else { return false }
        return !PayloadPlanner.isSuccess(code.text)
    }

    private static func isSuccess(_ code: String) -> Bool {
        code == "200" || Double(code) == 200
    }

    /// The next step, or nil when the document is done.
    package mutating func next() -> PlanStep? {
        do {
            while true {
                switch state {
                case .start:
                    if let step = try start() { return step }
                case .members(let isFirst):
                    try member(isFirst: isFirst)
                case .list(var splitter, let path):
                    return try listPiece(&splitter, path: path)
                case .lines(let next, let line):
                    return linesPiece(from: next, line: line)
                case .finish:
                    state = .done
                    if let step = finish() { return step }
                case .done:
                    return nil
                }
            }
        } catch {
            state = .done
            return .failure(failure(error.message, at: error.offset), endsDocument: true)
        }
    }

    // MARK: Shape

    private mutating func start() throws(JSONSyntaxError) -> PlanStep? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { cursor.index = 3 }
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else {
            state = .done
            let what = bytes.isEmpty ? "empty input" : "no JSON value, only whitespace"
            return .failure(failure("\(what): expected OpenWeatherMap JSON", at: cursor.index), endsDocument: true)
        }
        switch cursor.current {
        case UInt8(ascii: "["):
            envelope.isTopLevelArray = true
            envelope.hasList = true
            try cursor.beginArray()
            state = .list(splitter(at: cursor.index), path: "")
        case UInt8(ascii: "{") where isJSONLines():
            state = .lines(next: 0, line: 1)
        case UInt8(ascii: "{"):
            envelope.start = cursor.index
            try cursor.beginObject()
            state = .members(isFirst: true)
        default:
            throw cursor.unexpected(expecting: "a JSON object or array")
        }
        return nil
    }

    /// JSON Lines when the first line is a whole object on its own and another object follows
    /// on a later line. A pretty-printed object spans lines, so it never matches.
    private func isJSONLines() -> Bool {
        var firstLineEnd = cursor.index
        while firstLineEnd < bytes.count, bytes[firstLineEnd] != 0x0A { firstLineEnd += 1 }
        var last = firstLineEnd - 1
        while last > cursor.index, [0x20, 0x09, 0x0D].contains(bytes[last]) { last -= 1 }
        guard bytes[last] == UInt8(ascii: "}") else { return false }
        var next = firstLineEnd
        while next < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[next]) { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "{")
    }

    // MARK: The envelope object

    private mutating func member(isFirst: Bool) throws(JSONSyntaxError) {
        var first = isFirst
        guard let key = try cursor.nextMember(isFirst: &first) else {
            state = .finish
            return
        }
        state = .members(isFirst: false)
        if key == "list" {
            envelope.hasList = true
            guard cursor.peekKind() == .array else {
                throw cursor.error("list: expected an array, found \(cursor.peekKind().rawValue)")
            }
            try cursor.beginArray()
            state = .list(splitter(at: cursor.index), path: "list")
        } else if key == "cod" {
            let start = cursor.index
            switch cursor.peekKind() {
            case .string: envelope.code = (try cursor.readString(), start)
            case .number: envelope.code = (PayloadPlanner.integerText(try cursor.scanNumber()), start)
            default: try cursor.skipValue()
            }
        } else if key == "message" {
            if cursor.peekKind() == .string { envelope.message = try cursor.readString() } else { try cursor.skipValue() }
        } else if key == "city" && cursor.peekKind() == .object {
            var decoder = RecordDecoder(cursor: cursor)
            envelope.city = try decoder.decodePlace("city")
            cursor = decoder.cursor
            if let problem = decoder.problem { throw JSONSyntaxError(offset: problem.offset, problem.message(recordPath: "")) }
        } else {
            if key == "main" || key == "weather" || key == "dt" || key == "time" { envelope.hasRecordFields = true }
            try cursor.skipValue()
        }
    }

    private static func integerText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    // MARK: Records

    private func splitter(at start: Int) -> ListSplitter {
        var position = TextPosition(bytes)
        let (line, column) = position.locate(start)
        var lineStart = start
        var seen = 1
        while seen < column, lineStart > 0 {
            lineStart -= 1
            if bytes[lineStart] & 0xC0 != 0x80 { seen += 1 }
        }
        return ListSplitter(bytes, from: start, line: line, lineStart: lineStart)
    }

    private mutating func listPiece(_ splitter: inout ListSplitter, path: String) throws(JSONSyntaxError) -> PlanStep {
        let start = splitter.index
        let firstIndex = splitter.elementIndex
        let line = splitter.line, lineStart = splitter.lineStart
        let stop = splitter.advance(minimumBytes: PayloadPlanner.pieceSize)
        let isLast = stop != .cut
        let piece = DocumentPiece(
            document: document, range: start..<splitter.index,
            layout: .elements(path: path, firstIndex: firstIndex, isLast: isLast),
            line: line, lineStart: lineStart, context: envelope.city)
        switch stop {
        case .cut:
            state = .list(splitter, path: path)
        case .closed:
            cursor.leaveContainer(closingAt: splitter.index)
            state = envelope.isTopLevelArray ? .finish : .members(isFirst: false)
        case .broken:
            state = .done
        }
        // An empty array yields no piece worth a worker's time, but still goes through one so
        // that `[,]` and `[ ]` are validated in one place.
        return .piece(piece)
    }

    private mutating func linesPiece(from start: Int, line: Int) -> PlanStep {
        var end = min(start + PayloadPlanner.pieceSize, bytes.count)
        while end < bytes.count, bytes[end - 1] != 0x0A { end += 1 }
        var nextLine = line
        for offset in start..<end where bytes[offset] == 0x0A { nextLine += 1 }
        state = end < bytes.count ? .lines(next: end, line: nextLine) : .done
        return .piece(DocumentPiece(document: document, range: start..<end, layout: .lines, line: line, lineStart: start, context: nil))
    }

    // MARK: After the envelope

    private mutating func finish() -> PlanStep? {
        cursor.skipWhitespace()
        if !cursor.isAtEnd {
            return .failure(failure("unexpected data after the JSON value", at: cursor.index), endsDocument: true)
        }
        if envelope.isTopLevelArray { return nil }
        if let code = envelope.code, !PayloadPlanner.isSuccess(code.text) {
            let message = envelope.message.map { ": \($0)" } ?? ""
            return .failure(failure("OpenWeatherMap error \(code.text)\(message)", at: code.offset), endsDocument: true)
        }
        if envelope.hasList { return nil }
        if envelope.hasRecordFields {
            let piece = DocumentPiece(
                document: document, range: envelope.start..<cursor.index, layout: .single,
                line: 1, lineStart: 0, context: nil)
            return .piece(piece)
        }
        if let message = envelope.message {
            return .failure(failure("OpenWeatherMap error: \(message)", at: envelope.start), endsDocument: true)
        }
        return .failure(
            failure("not an OpenWeatherMap weather payload: no 'list', 'main' or 'cod'", at: envelope.start),
            endsDocument: true)
    }

    private func failure(_ message: String, at offset: Int) -> ReportError {
        var position = TextPosition(bytes)
        return ReportError(.malformedInput, message, at: position.location(of: offset, in: document.name))
    }
}
