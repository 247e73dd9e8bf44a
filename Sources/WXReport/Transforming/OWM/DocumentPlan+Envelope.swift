/// The plan's reading of the members of an envelope object, around its `list`.
extension DocumentPlan {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    // MARK: The envelope object

    /// Reads the next member of the envelope object, or its closing brace: true then, and the
    /// caller takes what the object amounts to (`finish`). Whitespace around
    /// the key, the `:` and the value streams past like the whitespace between members: it is
    /// never kept, so any amount fits. Only the key and the value are kept whole (`list`
    /// excepted: it is what gets streamed).
    mutating func member(isFirst: Bool) throws(ReportError) -> Bool {
        var first = isFirst
        try skipWhitespace()
        if !isFirst && byte(at: index) == UInt8(ascii: ",") {
            index += 1
            try skipWhitespace()
            guard byte(at: index) == UInt8(ascii: "\"") else {
                throw failure(JSONCursor(window.bytes, from: index).unexpected(expecting: "a string key"))
            }
            first = true
        }
        guard first, byte(at: index) == UInt8(ascii: "\"") else {
            // The object closes here, or something is wrong here: the cursor says which.
            var cursor = JSONCursor(window.bytes, from: index)
            cursor.isAtContainerStart = first
            do throws(JSONSyntaxError) { _ = try cursor.nextMember() } catch { throw failure(error) }
            index = cursor.index
            state = .between
            return true
        }
        state = .members(isFirst: false)
        // The key is kept whole in the window; a `list` is noted at once: the envelope is then
        // no record, and nothing of it need be kept.
        let key = try readWhole { (_, cursor) throws(JSONSyntaxError) in MemberKey(try cursor.scanString()) }
        if key == .list { envelope.hasList = true }
        try skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else {
            throw failure(JSONCursor(window.bytes, from: index).unexpected(expecting: "':' after an object key"))
        }
        index += 1
        try skipWhitespace()
        try readWhole { (plan, cursor) throws(JSONSyntaxError) in try plan.readValue(of: key, with: &cursor) }
        if key == .list {
            // The records stream from after the `[`, read here rather than in `readValue`: at the
            // window's end, the next read then keeps nothing of it, so the window's reads (and
            // where pieces are cut, `PieceCutTests`) stay where they were.
            index += 1
            state = .list(ListSplitter(window.bytes, from: index), path: "list")
        }
        return false
    }

    /// Runs `read` on a cursor at `index` until it reads a token or value whole in the window:
    /// when it runs into the window's end (a value cut off, or a number that may go on), more
    /// is read and `read` runs again from the start, or with `movingOn` from where it got to
    /// (whitespace). Broken input ends it where the cursor says.
    mutating func readWhole<Value>(
        movingOn: Bool = false, _ read: (inout Self, inout JSONCursor) throws(JSONSyntaxError) -> Value
    ) throws(ReportError) -> Value {
        while true {
            var cursor = JSONCursor(window.bytes, from: index)
            let end = window.count
            do throws(JSONSyntaxError) {
                let value = try read(&self, &cursor)
                let isWhole = cursor.index < end || window.isComplete
                if isWhole || movingOn { index = cursor.index }
                if isWhole { return value }
            } catch {
                // Only the last bytes can be cut off: a UTF-8 sequence is at most four.
                if error.offset < end - 4 || window.isComplete { throw failure(error) }
            }
            _ = try more(keepingFrom: keepPoint)
        }
    }

    /// The byte at `offset` in the window, nil past its end.
    private func byte(at offset: Int) -> UInt8? {
        let bytes = window.bytes
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// The envelope members the plan reads; `record` and `other` are only skipped.
    enum MemberKey {
        case list, cod, message, city, cityID, record, other

        /// Names tested in order (a `switch`, as an if-chain), not a table of names: the table cost 0.3 % more
        /// instructions on 2000 one-city files (MemberKey.init 1.04 M → 1.71 M, nl-BE CSV, `--jobs 1`, callgrind).
        init(_ key: JSONString) {
            switch key {
            case "list": self = .list
            case "cod": self = .cod
            case "message": self = .message
            case "city": self = .city
            case "city_id": self = .cityID
            default: self = DocumentPlan.recordKeys.contains { key == $0 } ? .record : .other
            }
        }
    }

    /// Reads the value of a member, whole in the window, into the envelope; of `list`, only that it is an array.
    private mutating func readValue(of key: MemberKey, with cursor: inout JSONCursor) throws(JSONSyntaxError) {
        switch (key, cursor.peekKind()) {
        case (.list, .array):
            break  // its `[` stays unread: see `member`
        case (.list, let kind):
            throw cursor.error("list: expected an array, found \(kind.rawValue)")
        case (.cod, .string), (.cod, .number):
            let location = position.location(of: cursor.index, in: name)
            envelope.hasCode = true
            envelope.error = try DocumentPlan.errorCode(&cursor).map { ($0, location) }
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

    /// The `cod` at the cursor, a string or a number, as text when it says the request failed;
    /// nil for 200.
    static func errorCode(_ cursor: inout JSONCursor) throws(JSONSyntaxError) -> String? {
        let code = try cursor.peekKind() == .string ? cursor.readString() : cursor.scanNumber().messageText
        return code == "200" || Double(code) == 200 ? nil : code
    }

    /// Keys that make an object without `list` a document of records: a weather record of any
    /// shape, a One Call response (`current`, `hourly`, …) or a day_summary.
    static let recordKeys: [StaticString] = [
        "main", "weather", "dt", "time", "temp", "current", "hourly", "daily", "data", "timezone_offset", "date",
        "temperature", "city_name",
    ]
}
