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
        case "main": fields.hasMain = try decodeMain(into: &fields.record)
        case "weather": fields.hasWeather = try decodeConditions(into: &fields.record)
        case "wind": try decodeWind(into: &fields.record)
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
        case "rain": try decodeAmounts("rain", into: &fields.record, .rainLastHour, .rainThreeHours, .rainDay)
        case "snow": try decodeAmounts("snow", into: &fields.record, .snowLastHour, .snowThreeHours, .snowDay)
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
            try decodeDayTemperatures("temp", into: &fields.record)
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
        default: return try decodeSummaryMember(key, into: &fields)
        }
        return true
    }

    /// The members only a One Call day_summary has.
    private mutating func decodeSummaryMember(
        _ key: JSONString, into fields: inout RecordFields
    ) throws(JSONSyntaxError) -> Bool {
        switch key {
        case "date":
            guard let day = try parsed("date", "a date as YYYY-MM-DD", DaySummaryTime.day) else { break }
            (fields.hasDate, fields.record.time) = (true, day * 86_400)
        case "tz":
            fields.place.offset =
                try parsed("tz", "a UTC offset as ±HH:MM", DaySummaryTime.offset) ?? fields.place.offset
        case "temperature":
            fields.hasSummaryTemperature = true
            try decodeDayTemperatures("temperature", into: &fields.record)
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

    /// `main`: temperatures, pressures, humidity. `temp` is required; the rest may be absent.
    private mutating func decodeMain(into record: inout WeatherRecord) throws(JSONSyntaxError) -> Bool {
        let start = cursor.index
        guard try expect(.object, "main", required: true) else { return true }
        var hasTemperature = false
        while let key = try cursor.nextMember() {
            switch key {
            case "temp":
                guard let value = try measured("main.temp", as: .temperature, required: true) else { break }
                (record[.temperature], hasTemperature) = (value, true)
            case "feels_like": record[.feelsLike] = try measured("main.feels_like", as: .temperature)
            case "temp_min": record[.minimum] = try measured("main.temp_min", as: .temperature)
            case "temp_max": record[.maximum] = try measured("main.temp_max", as: .temperature)
            case "pressure": record[.pressure] = try measured("main.pressure", as: .pressure)
            case "humidity": record[.humidity] = try measured("main.humidity", as: .percent)
            case "sea_level" where values.contains(.pressureLevels):
                record[.seaLevel] = try measured("main.sea_level", as: .pressure)
            case "grnd_level" where values.contains(.pressureLevels):
                record[.groundLevel] = try measured("main.grnd_level", as: .pressure)
            case "dew_point": record[.dewPoint] = try measured("main.dew_point", as: .temperature)
            default: try cursor.skipValue()
            }
        }
        if !hasTemperature && problem == nil { fail("main", "missing 'temp'", at: start) }
        return true
    }

    /// A daily `temp` (`day`, `min`, `max`, …) or day_summary `temperature` (`afternoon`,
    /// `min`, `max`, …): the day's (or afternoon's) value is the row's temperature.
    private mutating func decodeDayTemperatures(_ path: String, into record: inout WeatherRecord)
        throws(JSONSyntaxError)
    {
        let start = cursor.index
        guard try expect(.object, path, required: true) else { return }
        var hasTemperature = false
        while let key = try cursor.nextMember() {
            switch key {
            case "day", "afternoon":
                guard let value = try measured("\(path).\(key.text)", as: .temperature, required: true) else { break }
                (record[.temperature], hasTemperature) = (value, true)
            case "min": record[.minimum] = try measured("\(path).min", as: .temperature)
            case "max": record[.maximum] = try measured("\(path).max", as: .temperature)
            default: try cursor.skipValue()
            }
        }
        let expected = path == "temp" ? "day" : "afternoon"
        if !hasTemperature && problem == nil { fail(path, "missing '\(expected)'", at: start) }
    }
}
