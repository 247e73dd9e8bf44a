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

extension RecordDecoder {
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
        case "clouds": fields.record[.clouds] = try numberOrMember("clouds", "all", as: .percent)
        case "visibility": fields.record[.visibility] = try measured("visibility", as: .visibility)
        // Seconds east of UTC (2.5), or an IANA zone name (One Call).
        case "timezone" where cursor.peekKind() == .string: fields.place.zone = try cursor.readString()
        case "timezone": fields.place.offset = try offset("timezone")
        // A number is a daily entry's amount for its day.
        case "rain" where cursor.peekKind() == .number: fields.record[.rainDay] = try measured("rain", as: .rainfall)
        case "rain": try decodeMeasured("rain", .rain, into: &fields.record)
        case "snow" where cursor.peekKind() == .number: fields.record[.snowDay] = try measured("snow", as: .rainfall)
        case "snow": try decodeMeasured("snow", .snow, into: &fields.record)
        default: return try decodeFlatMember(key, into: &fields)
        }
        return true
    }

    /// The members of flat records (One Call, daily forecasts), bulk places and day summaries.
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
        case "feels_like": fields.record[.feelsLike] = try numberOrMember("feels_like", "day", as: .temperature)
        case "pressure": fields.record[.pressure] = try numberOrMember("pressure", "afternoon", as: .pressure)
        case "humidity": fields.record[.humidity] = try numberOrMember("humidity", "afternoon", as: .percent)
        case "dew_point": fields.record[.dewPoint] = try measured("dew_point", as: .temperature)
        case "wind_speed", "speed": fields.record[.windSpeed] = try measured(key.text, as: .speed)
        case "wind_deg", "deg": fields.record[.windDirection] = try measured(key.text, as: .direction)
        case "wind_gust", "gust": fields.record[.gust] = try measured(key.text, as: .speed)
        case "uvi": fields.record[.uvIndex] = try measured("uvi", as: .uvIndex)
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
        case "cloud_cover": fields.record[.clouds] = try numberOrMember("cloud_cover", "afternoon", as: .percent)
        case "precipitation":
            fields.record[.precipitationDay] = try numberOrMember("precipitation", "total", as: .rainfall)
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

    /// Reads `object` at the cursor into `record`: each member it measures (the `switch`), and
    /// the `nested` object as the same object (`wind.max`); others are skipped. With `missing`,
    /// the object is required and so is its temperature (`missing 'temp'`). Snow too is
    /// `rainfall`, millimetres of water; `main`'s two extra pressures only when a column shows
    /// them (`DecodedValues`). The `switch` stays in the loop: in a function of its own, shared
    /// with the top level's members, it was not inlined despite `@inline(__always)`, and the 10 MB
    /// group file cost 709.4 M instructions against 694.8 M (callgrind, nl-BE CSV, `--jobs 1`).
    private mutating func decodeMeasured(
        _ path: String, _ object: MeasuredObject, into record: inout WeatherRecord, missing: StaticString? = nil,
        nested: StaticString? = nil
    ) throws(JSONSyntaxError) {
        let start = cursor.index
        guard try expect(.object, path, required: missing != nil) else { return }
        var hasTemperature = false
        while let key = try cursor.nextMember() {
            let found: (member: RecordMember, quantity: Quantity)? =
                switch (object, key) {
                case (.main, "temp"), (.day, "day"), (.day, "afternoon"): (.temperature, .temperature)
                case (.main, "feels_like"): (.feelsLike, .temperature)
                case (.main, "temp_min"), (.day, "min"): (.minimum, .temperature)
                case (.main, "temp_max"), (.day, "max"): (.maximum, .temperature)
                case (.main, "pressure"): (.pressure, .pressure)
                case (.main, "humidity"): (.humidity, .percent)
                case (.main, "sea_level") where values.contains(.pressureLevels): (.seaLevel, .pressure)
                case (.main, "grnd_level") where values.contains(.pressureLevels): (.groundLevel, .pressure)
                case (.main, "dew_point"): (.dewPoint, .temperature)
                case (.wind, "speed"): (.windSpeed, .speed)
                case (.wind, "deg"), (.wind, "direction"): (.windDirection, .direction)
                case (.wind, "gust"): (.gust, .speed)
                case (.rain, "1h"): (.rainLastHour, .rainfall)
                case (.rain, "3h"): (.rainThreeHours, .rainfall)
                case (.snow, "1h"): (.snowLastHour, .rainfall)
                case (.snow, "3h"): (.snowThreeHours, .rainfall)
                default: nil
                }
            if let found {
                let isTemperature = found.member == .temperature
                hasTemperature = hasTemperature || isTemperature
                // The path is made only for a problem: a closure capturing it for each value loses
                // `measured`'s specialisations for a constant path (about 20 M on the 10 MB file).
                let hadProblem = problem != nil
                record[found.member] = try measured("", as: found.quantity, required: isTemperature)
                if !hadProblem { problem?.path = "\(path).\(key.text)" }
            } else if let nested, key == nested {
                try decodeMeasured("\(path).\(nested)", object, into: &record)
            } else {
                try cursor.skipValue()
            }
        }
        if let missing, !hasTemperature, problem == nil { fail(path, "missing '\(missing)'", at: start) }
    }
}

/// The objects whose members are measured values (`RecordDecoder.decodeMeasured`): `main`, a
/// daily `temp` or day_summary `temperature`, `wind`, `rain` and `snow`.
enum MeasuredObject { case main, day, wind, rain, snow }
