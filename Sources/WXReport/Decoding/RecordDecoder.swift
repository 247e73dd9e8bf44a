/// Decodes one OWM weather record straight from the bytes into a `WeatherRecord`, without an
/// intermediate tree: the schema drives the cursor key by key.
///
/// One decoder reads every record shape (current weather, group and find entries, forecast
/// entries, bulk lines): the shapes differ only in where the place and time live. Unknown keys
/// are skipped but still validated, so a record is accepted only if its JSON is valid. A
/// schema problem (wrong type, missing `main`) is remembered and decoding goes on to the end
/// of the record, so the next record is found; a syntax error throws and ends the document.
///
/// With `units` set (the document's input units and the report's column units), values are
/// also checked: a temperature must be plausible in the input units, and every converted value
/// must stay finite (and non-zero if it was) in its column's unit. Without, values are raw.
struct RecordDecoder {
    var cursor: JSONCursor
    var units: UnitConversions?
    /// The first schema problem of the record being decoded.
    private(set) var problem: SchemaError?
    /// Where the last `main.temp` value read starts.
    private(set) var temperatureOffset = 0

    init(cursor: JSONCursor) {
        self.cursor = cursor
    }

    // MARK: The record

    /// Reads the record at the cursor. Returns nil when it breaks the schema (see `problem`).
    mutating func decodeRecord(context: PlaceContext?) throws(JSONSyntaxError) -> WeatherRecord? {
        problem = nil
        let recordStart = cursor.index
        guard try expectObject("", required: true) else { return nil }
        var record = WeatherRecord()
        var place = PlaceContext()
        var sys = PlaceContext()
        var hasMain = false, hasWeather = false, hasTime = false
        var first = true
        while let key = try cursor.nextMember(isFirst: &first) {
            if key == "main" {
                hasMain = try decodeMain(into: &record)
            } else if key == "weather" {
                hasWeather = try decodeConditions(into: &record)
            } else if key == "wind" {
                try decodeWind(into: &record)
            } else if key == "dt" || key == "time" {
                if let time = try timestamp(key == "dt" ? "dt" : "time", required: true) {
                    record.time = time
                    hasTime = true
                }
            } else if key == "name" {
                place.name = try string("name")
            } else if key == "sys" {
                sys = try decodePlace("sys")
            } else if key == "timezone" {
                place.offset = try offset("timezone")
            } else if key == "clouds" {
                record.clouds = try member("all", of: "clouds", as: .percent)
            } else if key == "visibility" {
                record.visibility = try measured("visibility", as: .visibility)
            } else if key == "rain" {
                record.rainLastHour = try member("1h", of: "rain", as: .rainfall)
            } else if key == "snow" {
                record.snowLastHour = try member("1h", of: "snow", as: .snowfall)
            } else if key == "city" {
                // Bulk records carry their place in `city`; it fills what the record lacks.
                let city = try decodePlace("city")
                place.name = place.name ?? city.name
                place.country = city.country
                place.offset = place.offset ?? city.offset
                place.sunrise = place.sunrise ?? city.sunrise
                place.sunset = place.sunset ?? city.sunset
            } else if key == "sunrise" {
                place.sunrise = try timestamp("sunrise", required: false)
            } else if key == "sunset" {
                place.sunset = try timestamp("sunset", required: false)
            } else {
                try cursor.skipValue()
            }
        }
        if !hasMain { fail("", "missing 'main'", at: recordStart) }
        if !hasWeather { fail("", "missing 'weather'", at: recordStart) }
        if !hasTime { fail("", "missing 'dt'", at: recordStart) }
        guard problem == nil else { return nil }
        record.city = place.name ?? context?.name ?? ""
        record.country = sys.country ?? place.country ?? context?.country
        record.offset = place.offset ?? sys.offset ?? context?.offset
        record.sunrise = sys.sunrise ?? place.sunrise ?? context?.sunrise
        record.sunset = sys.sunset ?? place.sunset ?? context?.sunset
        return record
    }

    /// `main`: temperatures, pressure, humidity. `temp` is required; the rest may be absent.
    private mutating func decodeMain(into record: inout WeatherRecord) throws(JSONSyntaxError) -> Bool {
        let start = cursor.index
        guard try expectObject("main", required: true) else { return true }
        var hasTemperature = false
        var first = true
        while let key = try cursor.nextMember(isFirst: &first) {
            if key == "temp" {
                temperatureOffset = cursor.index
                if let value = try temperature("main.temp", required: true) {
                    record.temperature = value
                    hasTemperature = true
                }
            } else if key == "feels_like" {
                record.feelsLike = try temperature("main.feels_like")
            } else if key == "temp_min" {
                record.minimum = try temperature("main.temp_min")
            } else if key == "temp_max" {
                record.maximum = try temperature("main.temp_max")
            } else if key == "pressure" {
                record.pressure = try measured("main.pressure", as: .pressure)
            } else if key == "humidity" {
                record.humidity = try measured("main.humidity", as: .percent)
            } else {
                try cursor.skipValue()
            }
        }
        if !hasTemperature && problem == nil { fail("main", "missing 'temp'", at: start) }
        return true
    }

    /// `weather`: an array of conditions; their descriptions are kept in order.
    private mutating func decodeConditions(into record: inout WeatherRecord) throws(JSONSyntaxError) -> Bool {
        let kind = cursor.peekKind()
        guard kind == .array else {
            fail("weather", "expected an array, found \(kind.rawValue)", at: cursor.index)
            try cursor.skipValue()
            return true
        }
        try cursor.beginArray()
        var position = 0
        var first = true
        while try cursor.nextElement(isFirst: &first) {
            if try expectObject("weather[\(position)]", required: true) {
                var firstMember = true
                while let key = try cursor.nextMember(isFirst: &firstMember) {
                    if key == "description" {
                        if let text = try string("weather[\(position)].description") { record.conditions.append(text) }
                    } else {
                        try cursor.skipValue()
                    }
                }
            }
            position += 1
        }
        return true
    }

    private mutating func decodeWind(into record: inout WeatherRecord) throws(JSONSyntaxError) {
        guard try expectObject("wind", required: false) else { return }
        var first = true
        while let key = try cursor.nextMember(isFirst: &first) {
            if key == "speed" {
                record.windSpeed = try measured("wind.speed", as: .speed)
            } else if key == "deg" {
                record.windDirection = try measured("wind.deg", as: .direction)
            } else if key == "gust" {
                record.gust = try measured("wind.gust", as: .speed)
            } else {
                try cursor.skipValue()
            }
        }
    }

    /// `sys` of current records, `city` of bulk records and forecasts: country, offset, sun.
    mutating func decodePlace(_ path: String) throws(JSONSyntaxError) -> PlaceContext {
        var place = PlaceContext()
        guard try expectObject(path, required: false) else { return place }
        var first = true
        while let key = try cursor.nextMember(isFirst: &first) {
            if key == "country" {
                place.country = try string(path + ".country")
            } else if key == "name" {
                place.name = try string(path + ".name")
            } else if key == "timezone" {
                place.offset = try offset(path + ".timezone")
            } else if key == "sunrise" {
                place.sunrise = try timestamp(path + ".sunrise", required: false)
            } else if key == "sunset" {
                place.sunset = try timestamp(path + ".sunset", required: false)
            } else {
                try cursor.skipValue()
            }
        }
        return place
    }

    /// One number inside an optional object such as `rain` (`{"1h": 0.5}`), which may itself
    /// be absent, `null` or `{}`.
    private mutating func member(_ name: StaticString, of object: String, as quantity: Quantity) throws(JSONSyntaxError) -> Double? {
        guard try expectObject(object, required: false) else { return nil }
        var value: Double?
        var first = true
        while let key = try cursor.nextMember(isFirst: &first) {
            if key == name {
                value = try measured("\(object).\(name)", as: quantity)
            } else {
                try cursor.skipValue()
            }
        }
        return value
    }

    // MARK: Values

    /// Enters the object at the cursor. False (with the value skipped) when it is `null` or of
    /// another type; a wrong type, or `null` where `required`, is a schema problem.
    mutating func expectObject(_ path: @autoclosure () -> String, required: Bool) throws(JSONSyntaxError) -> Bool {
        let kind = cursor.peekKind()
        if kind == .object {
            try cursor.beginObject()
            return true
        }
        if kind != .null || required {
            fail(path(), "expected an object, found \(kind.rawValue)", at: cursor.index)
        }
        try cursor.skipValue()
        return false
    }

    /// A finite number, or nil for `null` (a problem if `required`) and for other types.
    mutating func number(_ path: @autoclosure () -> String, required: Bool = false) throws(JSONSyntaxError) -> Double? {
        let kind = cursor.peekKind()
        let start = cursor.index
        if kind == .number {
            let value = try cursor.scanNumber()
            guard value.isFinite else {
                fail(path(), "number out of range", at: start)
                return nil
            }
            return value
        }
        if kind != .null || required {
            fail(path(), "expected a number, found \(kind.rawValue)", at: start)
        }
        try cursor.skipValue()
        return nil
    }

    /// A temperature: with `units`, it must lie in the input units' plausible range.
    private mutating func temperature(_ path: @autoclosure () -> String, required: Bool = false) throws(JSONSyntaxError) -> Double? {
        let start = cursor.index
        guard let value = try number(path(), required: required) else { return nil }
        guard let input = units?.units, !input.plausibleTemperatures.contains(value) else { return value }
        fail(path(), input.implausibleTemperature(value), at: start)
        return nil
    }

    /// A value of `quantity`: with `units`, its conversion to the column's unit must be finite,
    /// and non-zero unless it is zero (1e308 K has no °F; 5e-324 mm is no amount of inches).
    private mutating func measured(_ path: @autoclosure () -> String, as quantity: Quantity) throws(JSONSyntaxError) -> Double? {
        let start = cursor.index
        guard let value = try number(path()) else { return nil }
        if let input = units?.units, let problem = quantity.implausibility(of: value, in: input) {
            fail(path(), problem, at: start)  // the ranges: PlausibleRanges.swift
            return nil
        }
        // Read through the optional, not bound: no copy of the tables per value.
        guard let conversion = units?.bySlot[quantity.slot], !conversion.isIdentity else { return value }
        let converted = conversion.apply(value)
        guard !converted.isFinite || (converted == 0 && value != 0) else { return value }
        let target = units?.targets[quantity.slot]?.rawValue ?? "its unit"
        fail(path(), "\(value.messageText) is out of range: it cannot be converted to \(target)", at: start)
        return nil
    }

    /// Unix seconds: a whole number within years 0001–9999. `0` for sunrise and sunset means
    /// "none" (the sun data of open water), so it reads as absent.
    private mutating func timestamp(_ path: @autoclosure () -> String, required: Bool) throws(JSONSyntaxError) -> Int64? {
        let start = cursor.index
        guard let value = try number(path(), required: required) else { return nil }
        guard value == value.rounded(), abs(value) <= 253_402_300_799 else {
            fail(path(), "expected a whole number of seconds within years 1–9999, found \(value)", at: start)
            return nil
        }
        let seconds = Int64(value)
        return seconds == 0 && !required ? nil : seconds
    }

    /// A UTC offset in seconds, whole and within ±18 hours (ISO 8601's limit).
    private mutating func offset(_ path: @autoclosure () -> String) throws(JSONSyntaxError) -> Int? {
        let start = cursor.index
        guard let value = try number(path()) else { return nil }
        guard value == value.rounded(), abs(value) <= 64_800 else {
            fail(path(), "expected a UTC offset in whole seconds within ±18 hours, found \(value)", at: start)
            return nil
        }
        return Int(value)
    }

    /// A string, or nil for `null` and other types (a problem for other types).
    mutating func string(_ path: @autoclosure () -> String) throws(JSONSyntaxError) -> String? {
        let kind = cursor.peekKind()
        if kind == .string { return try cursor.readString() }
        if kind != .null { fail(path(), "expected a string, found \(kind.rawValue)", at: cursor.index) }
        try cursor.skipValue()
        return nil
    }

    mutating func fail(_ path: @autoclosure () -> String, _ message: @autoclosure () -> String, at offset: Int) {
        if problem == nil { problem = SchemaError(offset: offset, path: path(), message: message()) }
    }
}
