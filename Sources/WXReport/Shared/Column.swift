/// One column a report can hold. The raw value is the stable English key `--fields` takes.
/// The first 19 cases, in order, are the default columns; the fields from `time_utc` on are
/// opt-in (`--fields`), so reports made before they existed keep their shape.
package enum Column: String, CaseIterable, Sendable {
    case city, country, time, conditions
    case temp, feelsLike = "feels_like", tempMin = "temp_min", tempMax = "temp_max"
    case humidity, pressure, wind, windDeg = "wind_deg", gust, clouds, visibility
    case rain1h = "rain_1h", snow1h = "snow_1h", sunrise, sunset
    /// The observation time in UTC (`Z`), for readers that cannot mix offsets; not a default column.
    case timeUTC = "time_utc"
    case kind, id, lat, lon
    case rain3h = "rain_3h", snow3h = "snow_3h"
    case rainDay = "rain_day", snowDay = "snow_day", precipitationDay = "precipitation_day"
    case pop, dewPoint = "dew_point", uvi, seaLevel = "sea_level", grndLevel = "grnd_level"
    case conditionID = "condition_id", icon, alerts
    /// The local time as ISO 8601 without its offset (`2025-11-23T13:16:51`), in every format:
    /// the one form spreadsheets (LibreOffice, Excel) import as a date cell; `time` keeps the offset.
    case localTime = "local_time"
    /// `--daily` only (`daily`): a place's local day and what sums it up beyond the columns above.
    case date, tempMean = "temp_mean", popMax = "pop_max", windMax = "wind_max", gustMax = "gust_max"
    case humidityMean = "humidity_mean", pressureMean = "pressure_mean", hours

    /// The columns of a report run without `--fields`: the 19 before `time_utc`.
    package static let defaults = Array(allCases.prefix { $0 != .timeUTC })

    /// The columns of a `--daily` report (`DailyFormat`), in their default order: its only columns.
    package static let daily: [Column] = [
        .date, .city, .conditions, .tempMin, .tempMax, .tempMean, .rainDay, .snowDay, .precipitationDay, .popMax,
        .windMax, .gustMax, .humidityMean, .pressureMean, .sunrise, .sunset, .alerts, .hours,
    ]

    /// Whether the column exists only in a `--daily` report.
    package var isDailyOnly: Bool {
        switch self {
        case .date, .tempMean, .popMax, .windMax, .gustMax, .humidityMean, .pressureMean, .hours: true
        default: false
        }
    }

    /// The header a report prints. English for now; the units are in the cells.
    package var title: String {
        switch self {
        case .city: "City"
        case .country: "Country"
        case .time: "Local time"
        case .conditions: "Conditions"
        case .temp: "Temperature"
        case .feelsLike: "Feels like"
        case .tempMin: "Min"
        case .tempMax: "Max"
        case .humidity: "Humidity"
        case .pressure: "Pressure"
        case .wind: "Wind speed"
        case .windDeg: "Wind direction"
        case .gust: "Gust"
        case .clouds: "Clouds"
        case .visibility: "Visibility"
        case .rain1h: "Rain (1 h)"
        case .snow1h: "Snow (1 h)"
        case .sunrise: "Sunrise"
        case .sunset: "Sunset"
        case .timeUTC: "Time (UTC)"
        case .kind: "Kind"
        case .id: "City ID"
        case .lat: "Latitude"
        case .lon: "Longitude"
        case .rain3h: "Rain (3 h)"
        case .snow3h: "Snow (3 h)"
        case .rainDay: "Rain (day)"
        case .snowDay: "Snow (day)"
        case .precipitationDay: "Precipitation (day)"
        case .pop: "Chance of precipitation"
        case .dewPoint: "Dew point"
        case .uvi: "UV index"
        case .seaLevel: "Pressure (sea level)"
        case .grndLevel: "Pressure (ground level)"
        case .conditionID: "Condition ID"
        case .icon: "Icon"
        case .alerts: "Alerts"
        case .localTime: "Local time (ISO 8601)"
        case .date: "Date"
        case .tempMean: "Mean temperature"
        case .popMax: "Highest chance of precipitation"
        case .windMax: "Strongest wind"
        case .gustMax: "Strongest gust"
        case .humidityMean: "Mean humidity"
        case .pressureMean: "Mean pressure"
        case .hours: "Hours covered"
        }
    }

    /// Counts and codes, whole by nature: written and declared as JSON integers. Every other
    /// numeric column is a measurement, written with a fraction (`JSONFormat`).
    package var isWholeNumber: Bool {
        switch self {
        case .humidity, .clouds, .windDeg, .id, .conditionID: true
        default: false
        }
    }

    /// Numbers read best right-aligned (Markdown's `---:`); text and times stay left.
    package var isNumeric: Bool {
        switch self {
        case .city, .country, .time, .conditions, .sunrise, .sunset, .timeUTC, .localTime, .kind, .icon, .alerts, .date:
            false
        default: true
        }
    }
}
