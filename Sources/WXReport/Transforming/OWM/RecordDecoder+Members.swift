/// The members of a weather record, in every shape OWM writes them: `main`/`wind`/`clouds`
/// objects (2.5 records), flat `temp`/`wind_speed`/`clouds` numbers (One Call), `temp` and
/// `feels_like` objects with their day values (daily forecasts), and day_summary's aggregates
/// (`temperature`, `humidity.afternoon`, `wind.max`). Which shape a record has follows from
/// the members it holds, so one loop reads them all.
struct RecordFields {
    var record = WeatherRecord()
    /// Place fields at the record's top level (`name`, `coord`, `timezone`, bulk `city`, …).
    var place = PlaceContext()
    /// The `sys` object of current records.
    var sys = PlaceContext()
    /// One Call `alerts`, for each record of the response.
    var alerts: [AlertNotice]?
    var hasMain = false, hasWeather = false, hasTime = false
    /// `temp` at the top level: a One Call entry or a daily forecast entry.
    var hasFlatTemperature = false
    /// `temp` is an object of day values.
    var isDaily = false
    /// day_summary's `date` and `temperature`.
    var hasDate = false, hasSummaryTemperature = false
    /// `city_name` or `dt_iso`: a History Bulk export record.
    var isHistoryExport = false
    /// A member only another OWM product has (`components`, `local_names`): what the file is
    /// when it turns out not to be weather.
    var foreign: ForeignProduct?
    /// Inside a One Call response: the record's path there (`hourly[3]`) and where its `temp` starts.
    var entryPath = ""
    var temperatureOffset = 0

    /// Where the row's temperature sits in this shape.
    var temperaturePath: String {
        if hasMain { return "main.temp" }
        if hasFlatTemperature { return isDaily ? "temp.day" : "temp" }
        return hasDate ? "temperature.afternoon" : "main.temp"
    }

    /// What the record is, when its container does not say.
    func kind(context: PlaceContext?) -> RecordKind {
        if hasDate && !hasMain && !hasFlatTemperature { return .summary }
        if isDaily { return .daily }
        if isHistoryExport { return .history }
        return context?.kind ?? .current
    }
}

/// The objects whose members are measured values (`RecordDecoder.measuredKey`): `main`, a daily
/// `temp` or day_summary `temperature`, `wind`, `rain`, `snow`, and the record's top level.
enum MeasuredObject { case main, day, wind, rain, snow, top }

extension RecordDecoder {
    /// Where the measured member `key` of `object` goes, its quantity and, at the top level, the
    /// key inside an object that holds the value (`clouds.all`, day_summary's
    /// `humidity.afternoon`, a daily entry's `feels_like.day`); nil for any other key. A `switch`,
    /// not a table: a table scanned per member cost 14.9 % on the 10 MB group file (752.3 M
    /// against 654.8 M, callgrind, nl-BE CSV, `--jobs 1`). Snow too is `rainfall`, millimetres of
    /// water; `main`'s two extra pressures only when a column shows them (`DecodedValues`).
    // swift-format-ignore
    @inline(__always) func measuredKey(_ key: JSONString, in object: MeasuredObject)
        -> (member: RecordMember, quantity: Quantity, inner: StaticString?)?
    {
        switch (object, key) {
        case (.main, "temp"), (.day, "day"), (.day, "afternoon"): (.temperature, .temperature, nil)
        case (.main, "feels_like"): (.feelsLike, .temperature, nil)
        case (.main, "temp_min"), (.day, "min"): (.minimum, .temperature, nil)
        case (.main, "temp_max"), (.day, "max"): (.maximum, .temperature, nil)
        case (.main, "pressure"): (.pressure, .pressure, nil)
        case (.main, "humidity"): (.humidity, .percent, nil)
        case (.main, "sea_level") where values.contains(.pressureLevels): (.seaLevel, .pressure, nil)
        case (.main, "grnd_level") where values.contains(.pressureLevels): (.groundLevel, .pressure, nil)
        case (.main, "dew_point"), (.top, "dew_point"): (.dewPoint, .temperature, nil)
        case (.wind, "speed"), (.top, "wind_speed"), (.top, "speed"): (.windSpeed, .speed, nil)
        case (.wind, "deg"), (.wind, "direction"), (.top, "wind_deg"), (.top, "deg"): (.windDirection, .direction, nil)
        case (.wind, "gust"), (.top, "wind_gust"), (.top, "gust"): (.gust, .speed, nil)
        case (.rain, "1h"): (.rainLastHour, .rainfall, nil)
        case (.rain, "3h"): (.rainThreeHours, .rainfall, nil)
        case (.snow, "1h"): (.snowLastHour, .rainfall, nil)
        case (.snow, "3h"): (.snowThreeHours, .rainfall, nil)
        case (.top, "clouds"): (.clouds, .percent, "all")
        case (.top, "visibility"): (.visibility, .visibility, nil)
        case (.top, "feels_like"): (.feelsLike, .temperature, "day")
        case (.top, "pressure"): (.pressure, .pressure, "afternoon")
        case (.top, "humidity"): (.humidity, .percent, "afternoon")
        case (.top, "uvi"): (.uvIndex, .uvIndex, nil)
        case (.top, "cloud_cover"): (.clouds, .percent, "afternoon")
        case (.top, "precipitation"): (.precipitationDay, .rainfall, "total")
        default: nil
        }
    }

    /// Reads the value of `key` into `fields` when it is a record member; false (the value not
    /// read) for any other key. The most frequent keys of 2.5 records come first: a `switch`
    /// on a key tests its cases in order (`JSONString.~=`).
    mutating func decodeMember(_ key: JSONString, into fields: inout RecordFields) throws(JSONSyntaxError) -> Bool {
        switch key {
        case "main":
            fields.hasMain = true
            try decodeMeasured("main", .main, into: &fields.record, missing: "temp")
        case "weather": fields.hasWeather = try decodeConditions(into: &fields.record)
        case "wind": try decodeMeasured("wind", .wind, into: &fields.record, nested: "max")
        case "dt", "time":
            guard let time = try timestamp(key.text, required: true) else { break }
            (fields.record.time, fields.hasTime) = (time, true)
        case "name": fields.place.name = try string("name")
        case "city_name":
            fields.isHistoryExport = true
            fields.place.name = try string("city_name")
        case "sys": fields.sys = try decodePlace("sys")
        case "coord": try decodeCoordinates("coord", into: &fields.place)
        case "id" where values.contains(.cityID): fields.place.id = try identifier("id")
        case "id": try cursor.skipValue()
        // Seconds east of UTC (2.5), or an IANA zone name (One Call).
        case "timezone" where cursor.peekKind() == .string: fields.place.zone = try cursor.readString()
        case "timezone": fields.place.offset = try offset("timezone")
        // A number is a daily entry's amount for its day.
        case "rain" where cursor.peekKind() == .number: fields.record[.rainDay] = try measured("rain", as: .rainfall)
        case "rain": try decodeMeasured("rain", .rain, into: &fields.record)
        case "snow" where cursor.peekKind() == .number: fields.record[.snowDay] = try measured("snow", as: .rainfall)
        case "snow": try decodeMeasured("snow", .snow, into: &fields.record)
        default:
            guard let entry = measuredKey(key, in: .top) else { return try decodeFlatMember(key, into: &fields) }
            fields.record[entry.member] = try numberOrMember(key.text, entry.inner, as: entry.quantity)
        }
        return true
    }

    /// Reads `object` at the cursor into `record`: each member `measuredKey` knows as its
    /// measured value, the `nested` object as the same object (`wind.max`); others are skipped. With
    /// `missing`, the object is required and so is its temperature (`missing 'temp'`).
    private mutating func decodeMeasured(
        _ path: String, _ object: MeasuredObject, into record: inout WeatherRecord, missing: StaticString? = nil,
        nested: StaticString? = nil
    ) throws(JSONSyntaxError) {
        let start = cursor.index
        guard try expect(.object, path, required: missing != nil) else { return }
        var hasTemperature = false
        while let key = try cursor.nextMember() {
            if let nested, key == nested {
                try decodeMeasured("\(path).\(nested)", object, into: &record)
            } else if let entry = measuredKey(key, in: object) {
                let isTemperature = entry.member == .temperature
                hasTemperature = hasTemperature || isTemperature
                record[entry.member] = try measured("\(path).\(key.text)", as: entry.quantity, required: isTemperature)
            } else {
                try cursor.skipValue()
            }
        }
        if let missing, !hasTemperature, problem == nil { fail(path, "missing '\(missing)'", at: start) }
    }

    /// The members of flat records (One Call, daily forecasts), bulk places and day summaries
    /// that are no measured value (`measuredKey`).
    private mutating func decodeFlatMember(_ key: JSONString, into fields: inout RecordFields) throws(JSONSyntaxError)
        -> Bool
    {
        switch key {
        case "temp" where cursor.peekKind() == .object:
            (fields.hasFlatTemperature, fields.isDaily) = (true, true)
            try decodeMeasured("temp", .day, into: &fields.record, missing: "day")
        case "temp":
            fields.hasFlatTemperature = true
            fields.record[.temperature] =
                try measured("temp", as: .temperature, required: true) ?? fields.record[.temperature]
        case "pop": fields.record[.precipitationChance] = try chance("pop")
        case "sunrise": fields.place.sunrise = try timestamp("sunrise", required: false)
        case "sunset": fields.place.sunset = try timestamp("sunset", required: false)
        case "city":
            // Bulk records carry their place in `city`; it fills what the record lacks.
            let city = try decodePlace("city")
            fields.place.fill(from: city)
            fields.place.country = city.country
        case "lat": fields.place.latitude = try measured("lat", as: .coordinate)
        case "lon": fields.place.longitude = try measured("lon", as: .coordinate)
        case "dt_iso":
            fields.isHistoryExport = true
            try cursor.skipValue()
        // The members only a One Call day_summary has.
        case "date":
            guard let day = try parsed("date", "a date as YYYY-MM-DD", DaySummaryTime.day) else { break }
            (fields.hasDate, fields.record.time) = (true, day * 86_400)
        case "tz":
            fields.place.offset =
                try parsed("tz", "a UTC offset as ±HH:MM", DaySummaryTime.offset) ?? fields.place.offset
        case "temperature":
            fields.hasSummaryTemperature = true
            try decodeMeasured("temperature", .day, into: &fields.record, missing: "afternoon")
        case "units":
            statedUnits = try parsed("units", "standard, metric or imperial", InputUnits.init(rawValue:)) ?? statedUnits
        default: return false
        }
        return true
    }

    /// A probability of precipitation (OWM sends 0–1), in percent.
    private mutating func chance(_ path: String) throws(JSONSyntaxError) -> Double? {
        let start = cursor.index
        guard let chance = try number(path) else { return nil }
        guard units == nil || (0...1).contains(chance) else {
            return failing(path, "\(chance.messageText) is not a plausible probability (expected 0 to 1)", at: start)
        }
        return chance * 100
    }

    /// A string `parse` reads, or nil; one it cannot read is a problem (`expected …, found '…'`).
    private mutating func parsed<Value>(
        _ path: String, _ expected: String, _ parse: (String) -> Value?
    ) throws(JSONSyntaxError) -> Value? {
        let start = cursor.index
        guard let text = try string(path) else { return nil }
        guard let value = parse(text) else { return failing(path, "expected \(expected), found '\(text)'", at: start) }
        return value
    }
}
