/// The planner's reading of the members of an envelope object, around its `list`.
extension PayloadPlanner {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    // MARK: The envelope object

    mutating func member(isFirst: Bool) throws(Failure) {
        // Whitespace around the comma is skipped as it streams past: once the list has gone
        // out, nothing before it is kept, so any amount fits.
        var first = isFirst
        try skipWhitespace()
        if !isFirst && index < window.count && window.bytes[index] == UInt8(ascii: ",") {
            index += 1
            try skipWhitespace()
            if index == window.count || window.bytes[index] == UInt8(ascii: "}") {
                throw .syntax(JSONCursor(window.bytes, from: index).unexpected(expecting: "a string key"))
            }
            first = true
        }
        if !window.isComplete { try readWholeMember(isFirst: first) }
        var cursor = JSONCursor(window.bytes, from: index)
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
}
