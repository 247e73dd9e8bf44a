/// The planner's reading of the members of an envelope object, around its `list`.
extension PayloadPlanner {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    // MARK: The envelope object

    /// Reads the next member of the envelope object, or its closing brace. Whitespace around
    /// the key, the `:` and the value streams past like the whitespace between members: it is
    /// never kept, so any amount fits. Only the key and the value are kept whole (`list`
    /// excepted: it is what gets streamed).
    mutating func member(isFirst: Bool) throws(Failure) {
        var first = isFirst
        try skipWhitespace()
        if !isFirst && byte(at: index) == UInt8(ascii: ",") {
            index += 1
            try skipWhitespace()
            if let next = byte(at: index), next != UInt8(ascii: "}") {
                first = true
            } else {
                throw .syntax(JSONCursor(window.bytes, from: index).unexpected(expecting: "a string key"))
            }
        }
        guard first, byte(at: index) == UInt8(ascii: "\"") else {
            // The object closes here, or something is wrong here: the cursor says which.
            var cursor = JSONCursor(window.bytes, from: index)
            cursor.isAtContainerStart = first
            do throws(JSONSyntaxError) { _ = try cursor.nextMember() } catch { throw .syntax(error) }
            envelope.end = cursor.index
            index = cursor.index
            state = .finish
            return
        }
        state = .members(isFirst: false)
        let key = try readKey()
        try skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else {
            throw .syntax(JSONCursor(window.bytes, from: index).unexpected(expecting: "':' after an object key"))
        }
        index += 1
        try skipWhitespace()
        if key == .list { return try startList() }
        while !window.isComplete && !PayloadPlanner.valueIsWhole(window.bytes, from: index) {
            _ = try more(keepingFrom: keepPoint)
        }
        var cursor = JSONCursor(window.bytes, from: index)
        do throws(JSONSyntaxError) {
            defer { index = cursor.index }
            try readValue(of: key, with: &cursor)
        } catch {
            throw .syntax(error)
        }
    }

    /// The byte at `offset` in the window, nil past its end.
    private func byte(at offset: Int) -> UInt8? {
        let bytes = window.bytes
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// The envelope members the planner reads; `record` and `other` are only skipped.
    enum MemberKey {
        case list, cod, message, city, cityID, record, other

        /// Names tested in order (a `switch`, as an if-chain), not a table of names: the table cost 0.3 % more
        /// instructions on 2000 one-city files (MemberKey.init 1.04 M → 1.71 M, nl-BE CSV, `--jobs 1`, callgrind).
        init(_ key: JSONKey) {
            switch key {
            case "list": self = .list
            case "cod": self = .cod
            case "message": self = .message
            case "city": self = .city
            case "city_id": self = .cityID
            default: self = PayloadPlanner.recordKeys.contains { key == $0 } ? .record : .other
            }
        }
    }

    /// Reads the key at `index`, kept whole in the window, and what it names. A `list` key is
    /// noted at once: the envelope is then no record, and nothing of it need be kept.
    private mutating func readKey() throws(Failure) -> MemberKey {
        while !window.isComplete && !PayloadPlanner.stringCloses(window.bytes, from: index) {
            _ = try more(keepingFrom: keepPoint)
        }
        var cursor = JSONCursor(window.bytes, from: index)
        let key: MemberKey
        do throws(JSONSyntaxError) { key = MemberKey(try cursor.scanKey()) } catch { throw .syntax(error) }
        index = cursor.index
        if key == .list { envelope.hasList = true }
        return key
    }

    /// The `list` array starts at `index`: its records stream from here.
    private mutating func startList() throws(Failure) {
        var cursor = JSONCursor(window.bytes, from: index)
        do throws(JSONSyntaxError) {
            guard cursor.peekKind() == .array else {
                throw cursor.error("list: expected an array, found \(cursor.peekKind().rawValue)")
            }
            try cursor.beginArray()
        } catch {
            throw .syntax(error)
        }
        index = cursor.index
        state = .list(ListSplitter(window.bytes, from: cursor.index), path: "list")
    }

    /// Reads the value of a member other than `list`, whole in the window, into the envelope.
    private mutating func readValue(of key: MemberKey, with cursor: inout JSONCursor) throws(JSONSyntaxError) {
        switch (key, cursor.peekKind()) {
        case (.cod, .string), (.cod, .number):
            let location = position.location(of: cursor.index, in: name)
            envelope.code = (try PayloadPlanner.codeText(&cursor), location)
        case (.message, .string):
            envelope.message = try cursor.readString()
        case (.city, .object):
            envelope.cityLocation = position.location(of: cursor.index, in: name)
            var decoder = RecordDecoder(cursor: cursor)
            var city = try decoder.decodePlace("city")
            cursor = decoder.cursor
            if let problem = decoder.problem {
                throw JSONSyntaxError(offset: problem.offset, problem.message(recordPath: ""))
            }
            city.kind = .forecast  // 5-day, hourly and daily forecasts name their place in `city`
            envelope.city = city
        case (.cityID, .number):
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
        default:
            if key == .record { envelope.hasRecordFields = true }
            try cursor.skipValue()
        }
    }

    /// The `cod` at the cursor, a string or a number, as text.
    static func codeText(_ cursor: inout JSONCursor) throws(JSONSyntaxError) -> String {
        try cursor.peekKind() == .string ? cursor.readString() : cursor.scanNumber().messageText
    }

    /// Keys that make an object without `list` a document of records: a weather record of any
    /// shape, a One Call response (`current`, `hourly`, …) or a day_summary.
    static let recordKeys: [StaticString] = [
        "main", "weather", "dt", "time", "temp", "current", "hourly", "daily", "data", "timezone_offset", "date",
        "temperature", "city_name",
    ]

    /// Whether the value at `start` is whole in `bytes`: an object or array closed, a string
    /// closed, a number or literal followed by a byte that cannot go on with it. Broken input
    /// counts as whole: the cursor then reports it at its byte.
    static func valueIsWhole(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
        guard start < bytes.count else { return false }
        switch bytes[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var scan = ListSplitter(bytes, from: start)
            return scan.advance(to: start, isComplete: false) != .exhausted || scan.endOfLastElement != nil
        case UInt8(ascii: "\""):
            return stringCloses(bytes, from: start)
        default:
            return bytes[start...].contains { !numberOrLiteralBytes.contains($0) }
        }
    }

    /// The bytes numbers and `true`, `false` and `null` are made of.
    private static let numberOrLiteralBytes = Set("0123456789+-.eEtrufalsn".utf8)

    /// Whether the string whose quote is at `start` closes in `bytes`, or holds a byte no
    /// string may (which the cursor then reports).
    static func stringCloses(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var at = start + 1
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") || byte < 0x20 { return true }
            at += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return false
    }
}
