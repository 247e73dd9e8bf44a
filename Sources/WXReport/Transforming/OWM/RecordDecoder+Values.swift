/// The values inside a record: each reads one JSON value at the cursor, checks its type (and,
/// with `units`, its range), and records a schema problem rather than throwing, so decoding
/// goes on to the end of the record.
extension RecordDecoder {
    /// Enters the object or array (`kind`) at the cursor. False (with the value skipped) when it
    /// is `null` or of another type; a wrong type, or `null` where `required`, is a schema problem.
    /// Inlined, so each caller's `kind` is a constant: called, it cost 2.0 % on the 10 MB group
    /// file (669.9 M against 656.7 M, callgrind, nl-BE CSV, `--jobs 1`) and 2.3 % on History Bulk
    /// JSON Lines (342.8 M against 335.2 M): too much for no line saved.
    @inline(__always) mutating func expect(
        _ kind: JSONCursor.ValueKind, _ path: @autoclosure () -> String, required: Bool
    ) throws(JSONSyntaxError) -> Bool {
        let found = cursor.peekKind()
        guard found == kind else { return try skip(found, expected: kind.rawValue, path, required: required) ?? false }
        try kind == .object ? cursor.beginObject() : cursor.beginArray()
        return true
    }

    /// Skips a value that is not of the `expected` kind, a problem unless it is a `null` not
    /// `required`; nil, so callers return it.
    private mutating func skip<Value>(
        _ kind: JSONCursor.ValueKind, expected: String, _ path: () -> String, required: Bool
    ) throws(JSONSyntaxError) -> Value? {
        if kind != .null || required { fail(path(), "expected \(expected), found \(kind.rawValue)", at: cursor.index) }
        try cursor.skipValue()
        return nil
    }

    /// A finite number, or nil for `null` (a problem if `required`) and for other types.
    mutating func number(_ path: @autoclosure () -> String, required: Bool = false) throws(JSONSyntaxError) -> Double? {
        let kind = cursor.peekKind()
        let start = cursor.index
        guard kind == .number else { return try skip(kind, expected: "a number", path, required: required) }
        let value = try cursor.scanNumber()
        guard value.isFinite else { return failing(path(), "number out of range", at: start) }
        return value
    }

    /// A measured value given as a number, or inside an object as its `member` (`clouds.all`,
    /// day_summary's `humidity.afternoon`, a daily entry's `feels_like.day`); the object may be
    /// `null` or `{}`. A temperature is read as a number where it is not an object.
    mutating func numberOrMember(_ path: String, _ member: StaticString, as quantity: Quantity) throws(JSONSyntaxError)
        -> Double?
    {
        let found = cursor.peekKind()
        guard found == .object else {
            if found == .number || quantity == .temperature { return try measured(path, as: quantity) }
            return try skip(found, expected: "an object", { path }, required: false)
        }
        try cursor.beginObject()
        var value: Double?
        while let key = try cursor.nextMember() {
            if key == member { value = try measured("\(path).\(member)", as: quantity) } else { try cursor.skipValue() }
        }
        return value
    }

    /// A value of `quantity`: with `units`, it must lie in the quantity's plausible range
    /// (`PlausibleRanges.swift`), which also keeps its conversion to any column unit finite, and
    /// non-zero unless it is zero. A `required` one is the row's own temperature: where it
    /// starts is kept for messages.
    mutating func measured(
        _ path: @autoclosure () -> String, as quantity: Quantity, required: Bool = false
    ) throws(JSONSyntaxError) -> Double? {
        let start = cursor.index
        if required { lastTemperatureOffset = start }
        guard let value = try number(path(), required: required) else { return nil }
        guard let input = units?.units, let problem = quantity.implausibility(of: value, in: input) else {
            return value
        }
        return failing(path(), problem, at: start)
    }

    /// Unix seconds: a whole number within years 0001–9999. `0` for sunrise and sunset means
    /// "none" (the sun data of open water), so it reads as absent.
    mutating func timestamp(_ path: @autoclosure () -> String, required: Bool) throws(JSONSyntaxError) -> Int64? {
        let seconds = try whole(path(), 253_402_300_799, "a whole number of seconds within years 1–9999", required)
        return seconds == 0 && !required ? nil : seconds
    }

    /// A UTC offset in seconds, whole and within ±18 hours (ISO 8601's limit).
    mutating func offset(_ path: @autoclosure () -> String) throws(JSONSyntaxError) -> Int? {
        try whole(path(), 64_800, "a UTC offset in whole seconds within ±18 hours").map(Int.init)
    }

    /// An id: a whole, non-negative number below 2^53 (where doubles stop being exact).
    mutating func identifier(_ path: @autoclosure () -> String) throws(JSONSyntaxError) -> Int64? {
        try whole(path(), 9_007_199_254_740_991, "a whole number id", isID: true)
    }

    /// A whole number within ±`limit`, or for an id 0...`limit`. The message shows a wrong id
    /// as messages show numbers, times and offsets as Swift writes a `Double` (`99999.0`).
    private mutating func whole(
        _ path: @autoclosure () -> String, _ limit: Double, _ expected: String, _ required: Bool = false,
        isID: Bool = false
    ) throws(JSONSyntaxError) -> Int64? {
        let start = cursor.index
        guard let value = try number(path(), required: required) else { return nil }
        guard value == value.rounded(), value <= limit, value >= (isID ? 0 : -limit) else {
            return failing(path(), "expected \(expected), found \(isID ? value.messageText : "\(value)")", at: start)
        }
        return Int64(value)
    }

    /// A string, or nil for `null` and other types (a problem for other types).
    mutating func string(_ path: @autoclosure () -> String) throws(JSONSyntaxError) -> String? {
        let kind = cursor.peekKind()
        if kind == .string { return try cursor.readString() }
        return try skip(kind, expected: "a string", path, required: false)
    }

    /// One Call `alerts`: each alert's `event` and `sender_name` with its `start` and `end`.
    mutating func decodeAlerts() throws(JSONSyntaxError) -> [AlertNotice]? {
        guard try expect(.array, "alerts", required: true) else { return nil }
        var list: [AlertNotice] = []
        var position = 0
        while try cursor.nextElement() {
            let path = "alerts[\(position)]"
            if try expect(.object, path, required: true) {
                var alert = AlertNotice()
                while let key = try cursor.nextMember() {
                    switch key {
                    case "event": alert.event = try string(path + ".event") ?? ""
                    case "sender_name": alert.sender = try string(path + ".sender_name") ?? ""
                    case "start": alert.start = try timestamp(path + ".start", required: false)
                    case "end": alert.end = try timestamp(path + ".end", required: false)
                    default: try cursor.skipValue()
                    }
                }
                // Each alert once: a response may repeat one.
                if !alert.event.isEmpty && !list.contains(alert) { list.append(alert) }
            }
            position += 1
        }
        return list
    }

    mutating func fail(_ path: @autoclosure () -> String, _ message: @autoclosure () -> String, at offset: Int) {
        if problem == nil { problem = SchemaError(offset: offset, path: path(), message: message()) }
    }

    /// `fail`, then nil: what a reader returns for a value it refuses.
    mutating func failing<Value>(_ path: @autoclosure () -> String, _ message: String, at offset: Int) -> Value? {
        fail(path(), message, at: offset)
        return nil
    }
}

/// One alert of a One Call response, as the people's formats show it: the event, who sent it,
/// and when it starts and ends.
package struct AlertNotice: Sendable, Equatable {
    package var event = ""
    package var sender = ""
    package var start: Int64?
    package var end: Int64?

    /// In force at `time`, or for a daily row at some moment of the 24 hours around it (OWM
    /// puts a day's `dt` near its middle).
    func isInForce(around time: Int64, wholeDay: Bool) -> Bool {
        let start = start ?? .min
        let end = end ?? .max
        return wholeDay ? start < time + 43_200 && time - 43_200 < end : start <= time && time <= end
    }
}

/// day_summary's own spelling of its day and offset: `"date": "2020-03-04"`, `"tz": "+02:00"`.
enum DaySummaryTime {
    /// Days since 1970-01-01 of a proleptic Gregorian `YYYY-MM-DD`; nil for anything else.
    static func day(_ text: String) -> Int64? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int64(parts[0]), let month = Int64(parts[1]), let day = Int64(parts[2])
        else { return nil }
        // Howard Hinnant's days_from_civil, years counted from March; a date that does not exist
        // (2023-02-29, month 13) does not read back as itself. The year has four digits and no
        // sign ('-' splits), so 400 more years make every division a floor.
        let shifted = (month <= 2 ? year - 1 : year) + 400
        let yearDays = shifted * 365 + shifted / 4 - shifted / 100 + shifted / 400
        let days = yearDays + (153 * ((month + 9) % 12) + 2) / 5 + day - 865_566
        return ISOTimestamp.civilDate(days) == (year, month, day) ? days : nil
    }

    /// Seconds east of UTC of `±HH:MM` (or `Z`), within ±18 hours; nil for anything else. Each
    /// of the four places holds a digit: `Int` alone would also take a sign there (`+-1:00`).
    /// Bytes, not a regex literal: `wholeMatch` took about 500,000 instructions a call (2000
    /// day_summary documents: 103 M here, 1,139 M with the regex).
    static func offset(_ text: String) -> Int? {
        if text == "Z" { return 0 }
        let bytes = Array(text.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
            bytes[3] == UInt8(ascii: ":")
        else { return nil }
        let digits = [1, 2, 4, 5].map { Int(bytes[$0]) - 0x30 }
        let seconds = (digits[0] * 10 + digits[1]) * 3600 + (digits[2] * 10 + digits[3]) * 60
        // Minutes below 60: their tens below 6.
        guard digits.allSatisfy((0...9).contains), digits[2] < 6, seconds <= 64_800 else { return nil }
        return bytes[0] == UInt8(ascii: "-") ? -seconds : seconds
    }
}

extension PlaceContext {
    /// Fills what this place lacks from `other` (the document's, or a bulk record's `city`).
    mutating func fill(from other: PlaceContext?) {
        guard let other else { return }
        // Member by member, not through key paths: a key-path pack here doubled the instructions
        // of History Bulk JSON Lines, a `city` per record (13,495 records: 333.9 M, 678.7 M).
        name = name ?? other.name
        country = country ?? other.country
        id = id ?? other.id
        latitude = latitude ?? other.latitude
        longitude = longitude ?? other.longitude
        offset = offset ?? other.offset
        zone = zone ?? other.zone
        sunrise = sunrise ?? other.sunrise
        sunset = sunset ?? other.sunset
        kind = kind ?? other.kind
    }
}
