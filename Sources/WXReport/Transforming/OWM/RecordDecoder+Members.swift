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
    /// read) for any other key. The most frequent keys of 2.5 records come first.
    mutating func decodeMember(_ key: JSONKey, into fields: inout RecordFields) throws(JSONSyntaxError) -> Bool {
        if key == "main" {
            fields.hasMain = try decodeMain(into: &fields.record)
        } else if key == "weather" {
            fields.hasWeather = try decodeConditions(into: &fields.record)
        } else if key == "wind" {
            try decodeWind(into: &fields.record)
        } else if key == "dt" || key == "time" {
            if let time = try timestamp(key == "dt" ? "dt" : "time", required: true) {
                fields.record.time = time
                fields.hasTime = true
            }
        } else if key == "name" || key == "city_name" {
            if key == "city_name" { fields.isHistoryExport = true }
            fields.place.name = try string(key == "name" ? "name" : "city_name")
        } else if key == "sys" {
            fields.sys = try decodePlace("sys")
        } else if key == "coord" {
            try decodeCoordinates("coord", into: &fields.place)
        } else if key == "id" {
            if values.contains(.cityID) { fields.place.id = try identifier("id") } else { try cursor.skipValue() }
        } else if key == "clouds" {
            fields.record.clouds = try numberOrMember("clouds", "all", as: .percent)
        } else if key == "visibility" {
            fields.record.visibility = try measured("visibility", as: .visibility)
        } else if key == "timezone" {
            // Seconds east of UTC (2.5), or an IANA zone name (One Call).
            if cursor.peekKind() == .string {
                fields.place.zone = try cursor.readString()
            } else {
                fields.place.offset = try offset("timezone")
            }
        } else if key == "rain" {
            try decodeAmounts(
                "rain", into: &fields.record.rainLastHour, &fields.record.rainThreeHours, &fields.record.rainDay)
        } else if key == "snow" {
            try decodeAmounts(
                "snow", into: &fields.record.snowLastHour, &fields.record.snowThreeHours, &fields.record.snowDay)
        } else {
            return try decodeFlatMember(key, into: &fields)
        }
        return true
    }

    /// The members of flat records (One Call, daily forecasts), bulk places and day summaries.
    private mutating func decodeFlatMember(_ key: JSONKey, into fields: inout RecordFields) throws(JSONSyntaxError)
        -> Bool
    {
        if key == "temp" {
            fields.hasFlatTemperature = true
            if cursor.peekKind() == .object {
                fields.isDaily = true
                try decodeDayTemperatures("temp", into: &fields.record)
            } else if let value = try temperature("temp", required: true) {
                fields.record.temperature = value
            }
        } else if key == "feels_like" {
            fields.record.feelsLike = try temperatureOrMember("feels_like", "day")
        } else if key == "pressure" {
            fields.record.pressure = try numberOrMember("pressure", "afternoon", as: .pressure)
        } else if key == "humidity" {
            fields.record.humidity = try numberOrMember("humidity", "afternoon", as: .percent)
        } else if key == "dew_point" {
            fields.record.dewPoint = try temperature("dew_point")
        } else if key == "wind_speed" || key == "speed" {
            fields.record.windSpeed = try measured(key == "speed" ? "speed" : "wind_speed", as: .speed)
        } else if key == "wind_deg" || key == "deg" {
            fields.record.windDirection = try measured(key == "deg" ? "deg" : "wind_deg", as: .direction)
        } else if key == "wind_gust" || key == "gust" {
            fields.record.gust = try measured(key == "gust" ? "gust" : "wind_gust", as: .speed)
        } else if key == "uvi" {
            fields.record.uvIndex = try measured("uvi", as: .uvIndex)
        } else if key == "pop" {
            let start = cursor.index
            guard let chance = try number("pop") else { return true }
            guard units == nil || (0...1).contains(chance) else {
                fail("pop", "\(chance.messageText) is not a plausible probability (expected 0 to 1)", at: start)
                return true
            }
            fields.record.precipitationChance = chance * 100
        } else if key == "sunrise" {
            fields.place.sunrise = try timestamp("sunrise", required: false)
        } else if key == "sunset" {
            fields.place.sunset = try timestamp("sunset", required: false)
        } else if key == "city" {
            // Bulk records carry their place in `city`; it fills what the record lacks.
            let city = try decodePlace("city")
            fields.place.fill(from: city)
            fields.place.country = city.country
        } else if key == "lat" || key == "lon" {
            let value = try measured(key == "lat" ? "lat" : "lon", as: .coordinate)
            if key == "lat" { fields.place.latitude = value } else { fields.place.longitude = value }
        } else if key == "dt_iso" {
            fields.isHistoryExport = true
            try cursor.skipValue()
        } else {
            return try decodeSummaryMember(key, into: &fields)
        }
        return true
    }

    /// The members only a One Call day_summary has.
    private mutating func decodeSummaryMember(_ key: JSONKey, into fields: inout RecordFields) throws(JSONSyntaxError)
        -> Bool
    {
        if key == "date" {
            guard let day = try parsed("date", "a date as YYYY-MM-DD", DaySummaryTime.day) else { return true }
            fields.hasDate = true
            fields.record.time = day * 86_400
        } else if key == "tz" {
            fields.place.offset =
                try parsed("tz", "a UTC offset as ±HH:MM", DaySummaryTime.offset) ?? fields.place.offset
        } else if key == "temperature" {
            fields.hasSummaryTemperature = true
            try decodeDayTemperatures("temperature", into: &fields.record)
        } else if key == "cloud_cover" {
            fields.record.clouds = try numberOrMember("cloud_cover", "afternoon", as: .percent)
        } else if key == "precipitation" {
            fields.record.precipitationDay = try numberOrMember("precipitation", "total", as: .rainfall)
        } else if key == "units" {
            statedUnits = try parsed("units", "standard, metric or imperial", InputUnits.init(rawValue:)) ?? statedUnits
        } else {
            return false
        }
        return true
    }

    /// A string `parse` reads, or nil; one it cannot read is a problem (`expected …, found '…'`).
    private mutating func parsed<Value>(
        _ path: String, _ expected: String, _ parse: (String) -> Value?
    ) throws(JSONSyntaxError) -> Value? {
        let start = cursor.index
        guard let text = try string(path) else { return nil }
        guard let value = parse(text) else {
            fail(path, "expected \(expected), found '\(text)'", at: start)
            return nil
        }
        return value
    }

    /// `main`: temperatures, pressures, humidity. `temp` is required; the rest may be absent.
    private mutating func decodeMain(into record: inout WeatherRecord) throws(JSONSyntaxError) -> Bool {
        let start = cursor.index
        guard try expectObject("main", required: true) else { return true }
        var hasTemperature = false
        while let key = try cursor.nextMember() {
            if key == "temp" {
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
            } else if key == "sea_level" && values.contains(.pressureLevels) {
                record.seaLevel = try measured("main.sea_level", as: .pressure)
            } else if key == "grnd_level" && values.contains(.pressureLevels) {
                record.groundLevel = try measured("main.grnd_level", as: .pressure)
            } else if key == "dew_point" {
                record.dewPoint = try temperature("main.dew_point")
            } else {
                try cursor.skipValue()
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
        guard try expectObject(path, required: true) else { return }
        var hasTemperature = false
        while let key = try cursor.nextMember() {
            if key == "day" || key == "afternoon" {
                let name = key == "day" ? "day" : "afternoon"
                if let value = try temperature("\(path).\(name)", required: true) {
                    record.temperature = value
                    hasTemperature = true
                }
            } else if key == "min" {
                record.minimum = try temperature("\(path).min")
            } else if key == "max" {
                record.maximum = try temperature("\(path).max")
            } else {
                try cursor.skipValue()
            }
        }
        let expected = path == "temp" ? "day" : "afternoon"
        if !hasTemperature && problem == nil { fail(path, "missing '\(expected)'", at: start) }
    }
}
