/// The planner's reading of everything around the records: the JSON Lines sniff, the members of
/// an envelope object, and what the document says once it has closed.
extension PayloadPlanner {
    // MARK: The JSON Lines sniff

    /// JSON Lines when the first line is a whole object on its own and another object follows
    /// on a later line. A pretty-printed object spans lines, so it never matches. Only the first
    /// `sniffLimit` bytes are looked at, so a one-line file is never read to its end here.
    mutating func isJSONLines() throws(Failure) -> Bool {
        var first = index
        var feed = index
        while true {
            let bytes = window.bytes
            feed = ByteScan.lineEnd(in: bytes, from: feed, to: bytes.count)
            if feed < bytes.count { break }
            if window.isComplete || feed - first >= PayloadPlanner.sniffLimit { return false }
            let shift = try more(keepingFrom: first)
            first -= shift
            feed -= shift
        }
        var last = feed - 1
        while last > first, PayloadPlanner.isWhitespace(window.bytes[last]) { last -= 1 }
        guard window.bytes[last] == UInt8(ascii: "}") else { return false }
        var next = feed
        while true {
            let bytes = window.bytes
            while next < bytes.count && PayloadPlanner.isWhitespace(bytes[next]) { next += 1 }
            if next < bytes.count { return bytes[next] == UInt8(ascii: "{") }
            if window.isComplete || next - first >= PayloadPlanner.sniffLimit { return false }
            let shift = try more(keepingFrom: first)
            first -= shift
            next -= shift
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    // MARK: The envelope object

    mutating func member(isFirst: Bool) throws(Failure) {
        if !window.isComplete { try readWholeMember(isFirst: isFirst) }
        var cursor = JSONCursor(window.bytes, from: index)
        var first = isFirst
        do throws(JSONSyntaxError) {
            defer { index = cursor.index }
            guard let key = try cursor.nextMember(isFirst: &first) else {
                envelope.end = cursor.index
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
                state = .list(ListSplitter(window.bytes, from: cursor.index), path: "list")
            } else if key == "cod" {
                let start = cursor.index
                let text: String
                switch cursor.peekKind() {
                case .string: text = try cursor.readString()
                case .number: text = PayloadPlanner.integerText(try cursor.scanNumber())
                default:
                    try cursor.skipValue()
                    return
                }
                envelope.code = (text, position.location(of: start, in: name))
            } else if key == "message" {
                if cursor.peekKind() == .string {
                    envelope.message = try cursor.readString()
                } else {
                    try cursor.skipValue()
                }
            } else if key == "city" && cursor.peekKind() == .object {
                envelope.cityLocation = position.location(of: cursor.index, in: name)
                var decoder = RecordDecoder(cursor: cursor)
                var city = try decoder.decodePlace("city")
                cursor = decoder.cursor
                if let problem = decoder.problem {
                    throw JSONSyntaxError(offset: problem.offset, problem.message(recordPath: ""))
                }
                city.kind = .forecast  // 5-day, hourly and daily forecasts name their place in `city`
                envelope.city = city
            } else if key == "city_id" && cursor.peekKind() == .number {
                // A 2.5 history names its place by id only.
                let start = cursor.index
                let id = try cursor.scanNumber()
                guard id == id.rounded(), id >= 0, id < 9_007_199_254_740_992 else {
                    throw JSONSyntaxError(offset: start, "city_id: expected a whole number id, found \(id.messageText)")
                }
                var place = envelope.city ?? PlaceContext()
                place.id = Int64(id)
                place.kind = .history
                envelope.city = place
            } else {
                if PayloadPlanner.recordKeys.contains(where: { key == $0 }) { envelope.hasRecordFields = true }
                try cursor.skipValue()
            }
        } catch {
            throw .syntax(error)
        }
    }

    /// Keys that make an object without `list` a document of records: a weather record of any
    /// shape, a One Call response (`current`, `hourly`, …) or a day_summary.
    static let recordKeys: [StaticString] = [
        "main", "weather", "dt", "time", "temp", "current", "hourly", "daily", "data", "timezone_offset", "date",
        "temperature", "city_name",
    ]

    private static func integerText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Reads on until the next member is whole in the window — its key, and its value unless
    /// the key is `list` (the list is what gets streamed) — or something is wrong with it, which
    /// the cursor will then report at the exact byte.
    private mutating func readWholeMember(isFirst: Bool) throws(Failure) {
        while true {
            switch memberHead(from: index, isFirst: isFirst) {
            case .wrongOrClosing, .member(isList: true, _):
                return
            case .member(isList: false, let valueStart):
                var scan = ListSplitter(window.bytes, from: valueStart)
                if scan.advance(to: valueStart, isComplete: window.isComplete) != .exhausted { return }
            case .incomplete:
                break
            }
            if window.isComplete { return }
            _ = try more(keepingFrom: keepPoint)
        }
    }

    private enum MemberHead {
        /// The window ends before the value's first byte.
        case incomplete
        /// The object closes here, or something unexpected stands here: the cursor says which.
        case wrongOrClosing
        case member(isList: Bool, valueStart: Int)
    }

    /// Looks at the next member's key without validating it (the cursor does that next).
    private func memberHead(from start: Int, isFirst: Bool) -> MemberHead {
        let bytes = window.bytes
        var at = start
        func skipWhitespace() {
            while at < bytes.count, PayloadPlanner.isWhitespace(bytes[at]) { at += 1 }
        }
        skipWhitespace()
        guard at < bytes.count else { return .incomplete }
        if bytes[at] == UInt8(ascii: "}") { return .wrongOrClosing }
        if !isFirst {
            guard bytes[at] == UInt8(ascii: ",") else { return .wrongOrClosing }
            at += 1
            skipWhitespace()
            guard at < bytes.count else { return .incomplete }
        }
        guard bytes[at] == UInt8(ascii: "\"") else { return .wrongOrClosing }
        let keyStart = at + 1
        at += 1
        while true {
            guard at < bytes.count else { return .incomplete }
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return .wrongOrClosing }
            at += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        let isList = at - keyStart == 4 && bytes[keyStart..<at].elementsEqual("list".utf8)
        at += 1
        skipWhitespace()
        guard at < bytes.count else { return .incomplete }
        guard bytes[at] == UInt8(ascii: ":") else { return .wrongOrClosing }
        at += 1
        skipWhitespace()
        guard at < bytes.count else { return .incomplete }
        return .member(isList: isList, valueStart: at)
    }

    // MARK: After the envelope

    /// The top-level object at `index`: read its members next.
    mutating func startObject() {
        envelope = Envelope()
        envelope.isObject = true
        envelope.start = index
        (envelope.startLine, envelope.startColumn) = position.locate(index)
        index += 1
        state = .members(isFirst: true)
    }

    /// What the document amounts to once its top-level value has closed; only whitespace may
    /// follow, read to the end of the input. After a one-record object, another object may
    /// follow: concatenated API responses (`curl … >> day.json` run twice) are read one after the
    /// other, as jq does; anything else there is an error, but the record before it is kept.
    mutating func finish() throws(Failure) -> PlanStep? {
        try skipWhitespace()
        if index < window.count {
            guard let piece = singleRecordPiece() else {
                return .failure(failure("unexpected data after the JSON value", at: index), endsDocument: true)
            }
            if window.bytes[index] == UInt8(ascii: "{") {
                startObject()
            } else {
                envelope = Envelope()  // the next `finish` reports what follows
                state = .finish
            }
            return .piece(piece)
        }
        if envelope.isTopLevelArray { return nil }
        if let code = envelope.code, !PayloadPlanner.isSuccess(code.text) {
            let message = envelope.message.map { ": \($0)" } ?? ""
            return .failure(
                ReportError(.malformedInput, "OpenWeatherMap error \(code.text)\(message)", at: code.location),
                endsDocument: true)
        }
        if envelope.hasList { return nil }
        if let piece = singleRecordPiece() { return .piece(piece) }
        let start = InputLocation(file: name, line: envelope.startLine, column: envelope.startColumn)
        if let message = envelope.message {
            return .failure(
                ReportError(.malformedInput, "OpenWeatherMap error: \(message)", at: start), endsDocument: true)
        }
        return .failure(
            ReportError(
                .malformedInput, "not an OpenWeatherMap weather payload: no 'list', 'main' or 'cod'", at: start),
            endsDocument: true)
    }

    /// The object just closed as one record's piece, when it is one: an object with record
    /// members, no `list` and no failure `cod`.
    private func singleRecordPiece() -> DocumentPiece? {
        guard envelope.isObject, !envelope.hasList, envelope.hasRecordFields, !isErrorEnvelope else { return nil }
        return DocumentPiece(
            name: name, storage: window.storage, range: envelope.start..<envelope.end, layout: .single,
            line: envelope.startLine, column: envelope.startColumn)
    }
}
