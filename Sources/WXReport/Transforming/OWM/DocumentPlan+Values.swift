/// The plan's reading of the top-level values of a file, one after another: how each
/// starts (an array, an object, or JSON Lines from there on) and what it amounts to once it has
/// closed.
extension DocumentPlan {
    /// The first read, and the first value's start; an input without any is the one error.
    mutating func start() throws(ReportError) -> PlanStep? {
        try readAhead(3)
        let isEmpty = window.count == 0
        // At a file's start (1, 1), a byte order mark is skipped.
        position = TextPosition(window.bytes, line: origin.line, column: origin.column)
        index = position.offset
        guard try anotherValue() else {
            let what = isEmpty ? "empty input" : "no JSON value, only whitespace"
            return .failure(failure("\(what): expected OpenWeatherMap JSON", at: index), endsDocument: true)
        }
        valueStartsLine = true
        return nil
    }

    /// Starts reading the top-level value at `index`.
    mutating func value() throws(ReportError) {
        envelope = Envelope()
        switch window.bytes[index] {
        case UInt8(ascii: "["):
            envelope.hasList = true
            index += 1
            state = .list(ListSplitter(window.bytes, from: index), path: "")
        case UInt8(ascii: "{"):
            if valueStartsLine, try isJSONLines() {
                state = .lines(next: index)
            } else {
                startObject()
            }
        default:
            throw failure(JSONCursor(window.bytes, from: index).unexpected(expecting: "a JSON object or array"))
        }
    }

    /// After a top-level value, concatenated API responses (`curl … >> day.json` run twice) are
    /// read one after the other, as jq does, with whitespace or byte order marks between them or
    /// nothing. True when another value follows.
    mutating func anotherValue() throws(ReportError) -> Bool {
        let line = position.locate(index).line
        try skipSeparation()
        guard index < window.count else {
            state = .done
            return false
        }
        valueStartsLine = position.locate(index).line > line
        state = .value
        return true
    }

    /// Skips whitespace and byte order marks before a top-level value, reading on as needed.
    mutating func skipSeparation() throws(ReportError) {
        while true {
            try skipWhitespace()
            try readAhead(3)
            guard TextPosition.isByteOrderMark(in: window.bytes, at: index) else { return }
            index += 3
        }
    }

    // MARK: The JSON Lines sniff

    /// JSON Lines when the first line is a whole object on its own, not a response (a group or
    /// forecast, an OWM error: those are read as documents, one after the other), and another object follows
    /// on a later line. A pretty-printed object spans lines, so it never matches. Only the first
    /// `sniffLimit` bytes are looked at, so a one-line file is never read to its end here; a
    /// longer first line is read as a document, and the sniff runs again on the next line.
    mutating func isJSONLines() throws(ReportError) -> Bool {
        try readWhole { (plan, cursor) throws(JSONSyntaxError) in plan.sniffLines(&cursor) }
    }

    /// The sniff on the bytes read so far, the cursor at the first object. When they are too
    /// few to tell, it moves the cursor to their end, so that `readWhole` reads on and asks
    /// again; it stops reading at the input's end or `sniffLimit` bytes past the object's start.
    private func sniffLines(_ cursor: inout JSONCursor) -> Bool {
        let (bytes, first) = (window.bytes, cursor.index)
        func readOn(upTo offset: Int) -> Bool {
            if !window.isComplete && offset - first < DocumentPlan.sniffLimit { cursor.index = bytes.count }
            return false
        }
        let feed = ByteScan.lineEnd(in: bytes, from: first, to: bytes.count)
        guard feed < bytes.count else { return readOn(upTo: feed) }
        var last = feed - 1
        while last > first, DocumentPlan.isWhitespace(bytes[last]) { last -= 1 }
        guard bytes[last] == UInt8(ascii: "}"), !DocumentPlan.isResponse(bytes, first..<last + 1) else {
            return false
        }
        var next = feed
        while next < bytes.count && DocumentPlan.isWhitespace(bytes[next]) { next += 1 }
        if TextPosition.isByteOrderMark(in: bytes, at: next) { next += 3 }
        if next + 3 >= bytes.count && !window.isComplete { return readOn(upTo: next) }
        return next < bytes.count && bytes[next] == UInt8(ascii: "{")
    }

    /// The object in `range` is a whole response, not one record: it has a `list` (a group,
    /// find or forecast), a `cod` other than 200, or a `message` and none of a record's keys (an
    /// OWM error), before anything wrong in it. JSON Lines are read as records unless so.
    static func isResponse(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var cursor = JSONCursor(bytes, from: range.lowerBound, to: range.upperBound)
        var (hasMessage, hasRecordKeys) = (false, false)
        do throws(JSONSyntaxError) {
            try cursor.beginObject()
            while let key = try cursor.nextMember() {
                switch MemberKey(key) {
                case .list: return true
                case .cod where cursor.peekKind() == .string || cursor.peekKind() == .number:
                    if try errorCode(&cursor) != nil { return true }
                case let member:
                    hasMessage = hasMessage || member == .message
                    hasRecordKeys = hasRecordKeys || member == .record
                    try cursor.skipValue()
                }
            }
        } catch {
            return false
        }
        return hasMessage && !hasRecordKeys
    }

    // MARK: Objects

    /// The top-level object at `index`: read its members next.
    mutating func startObject() {
        envelope.start = index
        (envelope.startLine, envelope.startColumn) = position.locate(index)
        index += 1
        state = .members(isFirst: true)
    }

    /// What the top-level value amounts to once it has closed (`index` is just after it). An
    /// error payload ends only itself: concatenated responses go on after it.
    mutating func finish() -> PlanStep? {
        var location = InputLocation(file: name, line: envelope.startLine, column: envelope.startColumn)
        let message: String
        if let error = envelope.error {
            message = "OpenWeatherMap error \(error.code)" + (envelope.message.map { ": \($0)" } ?? "")
            location = error.location
        } else if envelope.hasList {
            return nil
        } else if envelope.hasRecordFields && envelope.isWhole {
            // Located where it was read: the position may have moved past its start since (`cod`).
            return .piece(
                DocumentPiece(
                    name: name, storage: window.storage, range: envelope.start..<index, layout: .objects(path: nil),
                    line: envelope.startLine, column: envelope.startColumn))
        } else if envelope.hasRecordFields {
            message = DocumentPlan.tooLong
        } else if let text = envelope.message {
            message = "OpenWeatherMap error: \(text)"
        } else {
            message = "not an OpenWeatherMap weather payload: no 'list', 'main' or 'cod'"
        }
        return .failure(ReportError(.malformedInput, message, at: location), endsDocument: false)
    }
}
