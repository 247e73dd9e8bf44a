/// The table of columns: one entry per column, in the order of the cases (see
/// `ColumnDefinition` for what each field means). Adding a column is a case in `Column`, its
/// entry here and its title in each language's table (`Tables/HeaderTitleTables.swift`).
extension Column {
    // swift-format-ignore
    package var definition: ColumnDefinition {
        switch self {
        case .city:
            .init(title: "City", kind: .text, value: .written, defaults: .all, daily: 2, htmlPriority: 1,
                  isGuarded: true, schemaType: #""string""#)
        case .country:
            .init(title: "Country", kind: .text, value: .text { $0.country }, defaults: .all, htmlPriority: 2,
                  isGuarded: true, about: "ISO 3166 country code")
        case .time: .init(title: "Local time", kind: .time, value: .written, defaults: .all, htmlPriority: 1)
        // The conditions read the condition id too: the formats for people translate them by it.
        case .conditions:
            .init(title: "Conditions", kind: .text, value: .written, defaults: .all, daily: 3, htmlPriority: 1,
                  isGuarded: true, decodes: .condition, schemaType: #""string""#)
        case .temp:
            .init(title: "Temperature", kind: .number(.temperature), value: .number { $0.temperature },
                  defaults: .all, htmlPriority: 1)
        case .feelsLike:
            .init(title: "Feels like", kind: .number(.temperature), value: .number { $0.feelsLike }, defaults: .all)
        case .tempMin:
            .init(title: "Min", kind: .number(.temperature), value: .number { $0.minimum }, defaults: .all, daily: 4)
        case .tempMax:
            .init(title: "Max", kind: .number(.temperature), value: .number { $0.maximum }, defaults: .all, daily: 5)
        case .humidity:
            .init(title: "Humidity", kind: .integer(.percent), value: .number { $0.humidity }, defaults: .all,
                  htmlPriority: 2)
        case .pressure:
            .init(title: "Pressure", kind: .number(.pressure), value: .number { $0.pressure }, defaults: .all,
                  htmlPriority: 2)
        case .wind:
            .init(title: "Wind speed", kind: .number(.speed), value: .number { $0.windSpeed }, defaults: .all,
                  htmlPriority: 2)
        case .windDeg:
            .init(title: "Wind direction", kind: .integer(.direction), value: .number { $0.windDirection },
                  defaults: .all)
        case .gust: .init(title: "Gust", kind: .number(.speed), value: .number { $0.gust }, defaults: .all)
        case .clouds: .init(title: "Clouds", kind: .integer(.percent), value: .number { $0.clouds }, defaults: .all)
        case .visibility:
            .init(title: "Visibility", kind: .number(.visibility), value: .number { $0.visibility }, defaults: .all)
        // Snow too is `rainfall`: OWM's `snow.1h` is precipitation in millimetres of water, not a
        // depth, so it is shown in the rainfall unit (mm or in), never CLDR's snowfall unit (cm).
        case .rain1h:
            .init(title: "Rain (1 h)", kind: .number(.rainfall), value: .number { $0.rainLastHour }, defaults: .all,
                  htmlPriority: 2)
        case .snow1h:
            .init(title: "Snow (1 h)", kind: .number(.rainfall), value: .number { $0.snowLastHour }, defaults: .all)
        case .sunrise:
            .init(title: "Sunrise", kind: .time, value: .time { $0.sunrise }, defaults: .all, daily: 15)
        case .sunset: .init(title: "Sunset", kind: .time, value: .time { $0.sunset }, defaults: .all, daily: 16)
        // For readers that cannot mix offsets.
        case .timeUTC:
            .init(title: "Time (UTC)", kind: .time, value: .written, about: "Time (UTC), ISO 8601 in UTC (Z)")
        case .kind:
            .init(title: "Kind", kind: .text, value: .written, htmlPriority: 2,
                  schemaType: #""string", "enum": ["current", "hourly", "daily", "forecast", "history", "summary"]"#)
        // Ids are whole numbers, shown as their digits (no grouping).
        case .id:
            .init(title: "City ID", kind: .integer(.identifier), value: .number { $0.id.map(Double.init) },
                  decodes: .cityID)
        case .lat: .init(title: "Latitude", kind: .number(.coordinate), value: .number { $0.latitude })
        case .lon: .init(title: "Longitude", kind: .number(.coordinate), value: .number { $0.longitude })
        case .rain3h:
            .init(title: "Rain (3 h)", kind: .number(.rainfall), value: .number { $0.rainThreeHours }, defaults: .people)
        case .snow3h:
            .init(title: "Snow (3 h)", kind: .number(.rainfall), value: .number { $0.snowThreeHours }, defaults: .people)
        case .rainDay:
            .init(title: "Rain (day)", kind: .number(.rainfall), value: .number { $0.rainDay }, defaults: .people,
                  daily: 7)
        case .snowDay:
            .init(title: "Snow (day)", kind: .number(.rainfall), value: .number { $0.snowDay }, defaults: .people,
                  daily: 8)
        case .precipitationDay:
            .init(title: "Precipitation (day)", kind: .number(.rainfall), value: .number { $0.precipitationDay },
                  defaults: .people, daily: 9, htmlPriority: 2)
        case .pop:
            .init(title: "Chance of precipitation", kind: .number(.percent), value: .number { $0.precipitationChance },
                  defaults: .people)
        case .dewPoint: .init(title: "Dew point", kind: .number(.temperature), value: .number { $0.dewPoint })
        case .uvi: .init(title: "UV index", kind: .number(.index), value: .number { $0.uvIndex })
        case .seaLevel:
            .init(title: "Pressure (sea level)", kind: .number(.pressure), value: .number { $0.seaLevel },
                  decodes: .pressureLevels)
        case .grndLevel:
            .init(title: "Pressure (ground level)", kind: .number(.pressure), value: .number { $0.groundLevel },
                  decodes: .pressureLevels)
        case .conditionID:
            .init(title: "Condition ID", kind: .integer(.identifier),
                  value: .number { $0.conditionID.map(Double.init) }, decodes: .condition)
        case .icon:
            .init(title: "Icon", kind: .text, value: .text { $0.icon }, isGuarded: true, decodes: .condition)
        case .alerts: .init(title: "Alerts", kind: .text, value: .written, daily: 17, isGuarded: true)
        // The local time as ISO 8601 without its offset (`2025-11-23T13:16:51`), in every format:
        // the one form spreadsheets import as a date cell; `time` keeps the offset. Not
        // `date-time` in the schema: RFC 3339 requires the offset this field leaves out on purpose.
        case .localTime:
            .init(title: "Local time (ISO 8601)", kind: .time, value: .written, schemaType: #"["string", "null"]"#,
                  about: "Local time, ISO 8601 without the offset (see time)")
        // What sums up a day (`--daily`); a record has none of these.
        case .date: .init(title: "Date", kind: .date, value: .day, daily: 1, htmlPriority: 1)
        case .tempMean: .init(title: "Mean temperature", kind: .number(.temperature), value: .day, daily: 6)
        case .popMax:
            .init(title: "Highest chance of precipitation", kind: .number(.percent), value: .day, daily: 10)
        case .windMax: .init(title: "Strongest wind", kind: .number(.speed), value: .day, daily: 11)
        case .gustMax: .init(title: "Strongest gust", kind: .number(.speed), value: .day, daily: 12)
        case .humidityMean: .init(title: "Mean humidity", kind: .number(.percent), value: .day, daily: 13)
        case .pressureMean: .init(title: "Mean pressure", kind: .number(.pressure), value: .day, daily: 14)
        // A count of hours, shown as its digits like an id.
        case .hours: .init(title: "Hours covered", kind: .number(.identifier), value: .day, daily: 18)
        }
    }
}
