/// The table of columns: one entry per column, in the order of the cases. Each gives the
/// English title, the kind of cell, where its value comes from in the record, then where it
/// applies: `.all` / `.people` default columns, its place in `--daily`, its HTML priority (3
/// unless given), whether CSV guards it, the optional members it decodes, `--schema` overrides
/// (`ColumnDefinition` says what each means). Adding a column is a case in `Column`, its entry
/// here and its title in each language's table (`Tables/HeaderTitleTables.swift`).
extension Column {
    // swift-format-ignore
    package var definition: ColumnDefinition {
        switch self {
        case .city: .init("City", .text, .written, .all, daily: 2, html: 1, guarded: true, schema: #""string""#)
        case .country: .init("Country", .text, .written, .all, html: 2, guarded: true,
                             about: "ISO 3166 country code")
        case .time: .init("Local time", .time, .written, .all, html: 1)
        // The conditions read the condition id too: the formats for people translate them by it.
        case .conditions: .init("Conditions", .text, .written, .all, daily: 3, html: 1, guarded: true,
                                decodes: .condition, schema: #""string""#)
        case .temp: .init("Temperature", .number(.temperature), .number(.temperature), .all, html: 1)
        case .feelsLike: .init("Feels like", .number(.temperature), .number(.feelsLike), .all)
        case .tempMin: .init("Min", .number(.temperature), .number(.minimum), .all, daily: 4)
        case .tempMax: .init("Max", .number(.temperature), .number(.maximum), .all, daily: 5)
        case .humidity: .init("Humidity", .integer(.percent), .number(.humidity), .all, html: 2)
        case .pressure: .init("Pressure", .number(.pressure), .number(.pressure), .all, html: 2)
        case .wind: .init("Wind speed", .number(.speed), .number(.windSpeed), .all, html: 2)
        case .windDeg: .init("Wind direction", .integer(.direction), .number(.windDirection), .all)
        case .gust: .init("Gust", .number(.speed), .number(.gust), .all)
        case .clouds: .init("Clouds", .integer(.percent), .number(.clouds), .all)
        case .visibility: .init("Visibility", .number(.visibility), .number(.visibility), .all)
        // Snow too is `rainfall`: OWM's `snow.1h` is precipitation in millimetres of water, not a
        // depth, so it is shown in the rainfall unit (mm or in), never CLDR's snowfall unit (cm).
        case .rain1h: .init("Rain (1 h)", .number(.rainfall), .number(.rainLastHour), .all, html: 2)
        case .snow1h: .init("Snow (1 h)", .number(.rainfall), .number(.snowLastHour), .all)
        case .sunrise: .init("Sunrise", .time, .written, .all, daily: 15)
        case .sunset: .init("Sunset", .time, .written, .all, daily: 16)
        // For readers that cannot mix offsets.
        case .timeUTC: .init("Time (UTC)", .time, .written, about: "Time (UTC), ISO 8601 in UTC (Z)")
        case .kind: .init("Kind", .text, .written, html: 2, schema: #""string", "enum": ["#
                          + #""current", "hourly", "daily", "forecast", "history", "summary"]"#)
        // Ids are whole numbers, shown as their digits (no grouping).
        case .id: .init("City ID", .integer(.identifier), .number(.id), decodes: .cityID)
        case .lat: .init("Latitude", .number(.coordinate), .number(.latitude))
        case .lon: .init("Longitude", .number(.coordinate), .number(.longitude))
        case .rain3h: .init("Rain (3 h)", .number(.rainfall), .number(.rainThreeHours), .people)
        case .snow3h: .init("Snow (3 h)", .number(.rainfall), .number(.snowThreeHours), .people)
        case .rainDay: .init("Rain (day)", .number(.rainfall), .number(.rainDay), .people, daily: 7)
        case .snowDay: .init("Snow (day)", .number(.rainfall), .number(.snowDay), .people, daily: 8)
        case .precipitationDay: .init("Precipitation (day)", .number(.rainfall), .number(.precipitationDay),
                                      .people, daily: 9, html: 2)
        case .pop: .init("Chance of precipitation", .number(.percent), .number(.precipitationChance), .people)
        case .dewPoint: .init("Dew point", .number(.temperature), .number(.dewPoint))
        case .uvi: .init("UV index", .number(.uvIndex), .number(.uvIndex))
        case .seaLevel: .init("Pressure (sea level)", .number(.pressure), .number(.seaLevel), decodes: .pressureLevels)
        case .grndLevel: .init("Pressure (ground level)", .number(.pressure), .number(.groundLevel),
                               decodes: .pressureLevels)
        case .conditionID: .init("Condition ID", .integer(.identifier), .number(.conditionID), decodes: .condition)
        case .icon: .init("Icon", .text, .written, guarded: true, decodes: .condition)
        case .alerts: .init("Alerts", .text, .written, daily: 17, guarded: true)
        // The local time as ISO 8601 without its offset (`2025-11-23T13:16:51`), in every format:
        // the one form spreadsheets import as a date cell; `time` keeps the offset. Not
        // `date-time` in the schema: RFC 3339 requires the offset this field leaves out on purpose.
        case .localTime: .init("Local time (ISO 8601)", .time, .written, schema: #"["string", "null"]"#,
                               about: "Local time, ISO 8601 without the offset (see time)")
        // What sums up a day (`--daily`); a record has none of these.
        case .date: .init("Date", .date, .day, daily: 1, html: 1)
        case .tempMean: .init("Mean temperature", .number(.temperature), .day, daily: 6)
        case .popMax: .init("Highest chance of precipitation", .number(.percent), .day, daily: 10)
        case .windMax: .init("Strongest wind", .number(.speed), .day, daily: 11)
        case .gustMax: .init("Strongest gust", .number(.speed), .day, daily: 12)
        case .humidityMean: .init("Mean humidity", .number(.percent), .day, daily: 13)
        case .pressureMean: .init("Mean pressure", .number(.pressure), .day, daily: 14)
        // A count of hours, shown as its digits like an id.
        case .hours: .init("Hours covered", .number(.identifier), .day, daily: 18)
        }
    }
}
