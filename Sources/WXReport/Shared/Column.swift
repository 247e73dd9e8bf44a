/// One column a report can hold. The raw value is the stable English key `--fields` takes;
/// the order of the cases is the default column order.
package enum Column: String, CaseIterable, Sendable {
    case city, country, time, conditions
    case temp, feelsLike = "feels_like", tempMin = "temp_min", tempMax = "temp_max"
    case humidity, pressure, wind, windDeg = "wind_deg", gust, clouds, visibility
    case rain1h = "rain_1h", snow1h = "snow_1h", sunrise, sunset
    /// The observation time in UTC (`Z`), for readers that cannot mix offsets; not a default column.
    case timeUTC = "time_utc"

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
        }
    }

    /// The columns a report has without `--fields`: all but those asked for by name only.
    package static let defaults = allCases.filter { $0 != .timeUTC }

    /// Numbers read best right-aligned (Markdown's `---:`); text and times stay left.
    package var isNumeric: Bool {
        switch self {
        case .city, .country, .time, .conditions, .sunrise, .sunset, .timeUTC: false
        default: true
        }
    }
}
