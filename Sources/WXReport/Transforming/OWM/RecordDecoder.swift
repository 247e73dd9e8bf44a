/// Decodes OWM weather records straight from the bytes into `WeatherRecord`s, without an
/// intermediate tree: the schema drives the cursor key by key.
///
/// One decoder reads every shape: records with a `main` object (current weather, group, find
/// and 2.5 forecast entries, bulk lines, History Bulk exports), flat records (One Call entries,
/// daily forecasts, whose `temp` is a number or an object), a One Call day_summary, and the One
/// Call response objects that hold records (`current`, `hourly[]`, `daily[]`, timemachine
/// `data[]`). Unknown keys are skipped but still validated, so a record is accepted only if its
/// JSON is valid. A schema problem (wrong type, missing `main`) costs its record and decoding
/// goes on to the end of the object, so the next record is found; a syntax error throws and
/// ends the document.
///
/// With `units` set (the document's input units and the report's column units), values are
/// also checked: a temperature must be plausible in the input units, and every converted value
/// must stay finite (and non-zero if it was) in its column's unit. Without, values are raw.
package struct RecordDecoder {
    var cursor: JSONCursor
    var units: UnitConversions?
    /// The first schema problem of the object being decoded, when it costs the whole object.
    package internal(set) var problem: SchemaError?
    /// Problems of records inside a One Call response, each costing only its own record; their
    /// paths start at the response (`hourly[3].temp`).
    private(set) var containedProblems: [SchemaError] = []
    /// Where the `temp` of the first record handed out starts, and its path in the object (for
    /// the units check's message).
    private(set) var temperatureOffset = 0
    private(set) var temperaturePath = ""
    /// The units a payload states itself (day_summary's `units`), once read.
    var statedUnits: InputUnits?
    /// Where the `temp` value read last starts.
    var lastTemperatureOffset = 0
    /// The optional values to parse (see `DecodedValues`).
    var values = DecodedValues.all

    package init(cursor: JSONCursor) {
        self.cursor = cursor
    }

    // MARK: Objects

    /// Reads the object at the cursor and hands out its records, in order: one for a weather
    /// record, the `current`, `hourly` and `daily` (or `data`) records of a One Call response,
    /// none when it breaks the schema (see `problem`).
    package mutating func decodeObject(
        context: PlaceContext?, _ emit: (WeatherRecord) -> Void
    ) throws(JSONSyntaxError) {
        problem = nil
        containedProblems.removeAll(keepingCapacity: true)
        let start = cursor.index
        guard try expect(.object, "", required: true) else { return }
        var fields = RecordFields()
        var contained: [RecordFields] = []
        var isResponse = false
        while let key = try cursor.nextMember() {
            if try decodeMember(key, into: &fields) { continue }
            switch key {
            case "hourly": try decodeEntries("hourly", kind: .hourly, into: &contained)
            case "daily": try decodeEntries("daily", kind: .daily, into: &contained)
            case "data": try decodeEntries("data", kind: .history, into: &contained)
            case "current": if let entry = try decodeEntry("current", kind: .current) { contained.append(entry) }
            case "timezone_offset": fields.place.offset = try offset("timezone_offset")
            case "minutely": try cursor.skipValue()
            case "alerts":
                fields.alerts = try decodeAlerts()
                continue
            default:
                fields.foreign = ForeignProduct(marker: key) ?? fields.foreign
                try cursor.skipValue()
                continue
            }
            isResponse = true  // a member only a One Call response has
        }
        if isResponse { return emitResponse(fields, contained, context: context, emit) }
        requireFields(fields, at: start)
        if problem != nil, let product = fields.foreign {
            problem = SchemaError(offset: start, path: "", message: product.message, endsDocument: true)
        }
        guard problem == nil else { return }
        noteFirstTemperature(lastTemperatureOffset, path: fields.temperaturePath)
        finish(&fields, kind: fields.kind(context: context), context: context)
        emit(fields.record)
    }

    /// Hands out the records of a One Call response, each with the response's place fields and
    /// the alerts in force at its time, which may come after it in the object.
    private mutating func emitResponse(
        _ response: RecordFields, _ contained: [RecordFields], context: PlaceContext?, _ emit: (WeatherRecord) -> Void
    ) {
        var place = response.place
        place.fill(from: context)
        for var entry in contained {
            finish(&entry, kind: entry.record.kind, context: place)
            let notices = (response.alerts ?? []).filter {
                $0.isInForce(around: entry.record.time, wholeDay: entry.record.kind == .daily)
            }
            let events = notices.reduce(into: [String]()) { if !$0.contains($1.event) { $0.append($1.event) } }
            entry.record.alertNotices = notices
            entry.record.alerts = events.isEmpty ? nil : events.joined(separator: ", ")
            noteFirstTemperature(
                entry.temperatureOffset, path: SchemaError.path(entry.entryPath, entry.temperaturePath))
            emit(entry.record)
        }
    }

    /// The elements of a One Call array of records; each bad one costs only itself.
    private mutating func decodeEntries(
        _ name: String, kind: RecordKind, into contained: inout [RecordFields]
    ) throws(JSONSyntaxError) {
        guard try expect(.array, name, required: true) else { return }
        var position = 0
        while try cursor.nextElement() {
            if let entry = try decodeEntry("\(name)[\(position)]", kind: kind) { contained.append(entry) }
            position += 1
        }
    }

    /// One record inside a One Call response. Its problems go to `containedProblems`.
    private mutating func decodeEntry(_ path: String, kind: RecordKind) throws(JSONSyntaxError) -> RecordFields? {
        let outer = problem
        problem = nil
        defer { problem = outer }
        let start = cursor.index
        var fields = RecordFields()
        if try expect(.object, path, required: true) {
            while let key = try cursor.nextMember() {
                if try !decodeMember(key, into: &fields) { try cursor.skipValue() }
            }
            requireFields(fields, at: start)
        }
        if var contained = problem {
            contained.path = SchemaError.path(path, contained.path)
            contained.record = start..<cursor.index
            containedProblems.append(contained)
            return nil
        }
        fields.record.kind = kind
        fields.temperatureOffset = lastTemperatureOffset
        fields.entryPath = path
        return fields
    }

    /// Fails the record when it lacks what its shape needs: a `main` record its `main`,
    /// `weather` and `dt` (the messages of every release so far); a flat record its `dt`; a
    /// day summary its `temperature`.
    private mutating func requireFields(_ fields: RecordFields, at start: Int) {
        if fields.hasFlatTemperature && !fields.hasMain {
            if !fields.hasTime { fail("", "missing 'dt'", at: start) }
        } else if fields.hasDate && !fields.hasMain {
            if !fields.hasSummaryTemperature { fail("", "missing 'temperature'", at: start) }
        } else {
            if !fields.hasMain { fail("", "missing 'main'", at: start) }
            if !fields.hasWeather { fail("", "missing 'weather'", at: start) }
            if !fields.hasTime { fail("", "missing 'dt'", at: start) }
        }
    }

    private mutating func noteFirstTemperature(_ offset: Int, path: String) {
        guard temperaturePath.isEmpty else { return }
        temperatureOffset = offset
        temperaturePath = path
    }

    // MARK: Place and time

    /// The record as reported: its place fields, then the document's, for what it lacks.
    private func finish(_ fields: inout RecordFields, kind: RecordKind, context: PlaceContext?) {
        fields.record.kind = kind
        let name = fields.place.name ?? context?.name
        fields.record.city = name ?? ""
        fields.record.hasName = name != nil
        fields.record.country = fields.sys.country ?? fields.place.country ?? context?.country
        fields.record[.id] = (fields.place.id ?? context?.id).map(Double.init)
        fields.record[.latitude] = fields.place.latitude ?? context?.latitude
        fields.record[.longitude] = fields.place.longitude ?? context?.longitude
        fields.record.offset = fields.place.offset ?? fields.sys.offset ?? context?.offset
        if let zone = fields.place.zone ?? context?.zone {
            // Nil for a name the time zone data lacks: the response's `timezone_offset` then
            // applies to all its records. Foundation keeps the zones it made, so no cache here.
            if let rules = TimeZone(identifier: zone) {
                let instant = Date(timeIntervalSince1970: Double(fields.record.time))
                fields.record.offset = rules.secondsFromGMT(for: instant)
                fields.record.repeatsLocalTime = rules.repeatsLocalTime(at: fields.record.time)
            } else {
                fields.record.unknownZone = zone
            }
        }
        // A day summary's `date` is a local day: its row's time is that day's local midnight.
        if kind == .summary { fields.record.time -= Int64(fields.record.offset ?? 0) }
        // A forecast's `city` gives the sun times of its first day only: they belong on that day's rows.
        let shift = Int64(fields.record.offset ?? 0)
        let day = (fields.record.time + shift).floorDivided(by: 86_400).quotient
        func onRecordDay(_ instant: Int64?) -> Int64? {
            instant.flatMap { ($0 + shift).floorDivided(by: 86_400).quotient == day ? $0 : nil }
        }
        fields.record.sunrise = fields.sys.sunrise ?? fields.place.sunrise ?? onRecordDay(context?.sunrise)
        fields.record.sunset = fields.sys.sunset ?? fields.place.sunset ?? onRecordDay(context?.sunset)
    }
}

extension TimeZone {
    /// Whether the local time at `instant` also occurs at another instant: the zone's offset a
    /// few hours before or after differs, and that offset puts another instant on the same
    /// wall-clock time (01:00 CDT and 01:00 CST on the first Sunday of November in Chicago).
    package func repeatsLocalTime(at instant: Int64) -> Bool {
        func offset(_ seconds: Int64) -> Int64 {
            Int64(secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
        }
        let own = offset(instant)
        // The twin, `instant + own − other`, differs from `instant` because `other` differs from `own`.
        return [offset(instant - 10_800), offset(instant + 10_800)].contains { other in
            other != own && offset(instant + own - other) == other
        }
    }
}

import Foundation
