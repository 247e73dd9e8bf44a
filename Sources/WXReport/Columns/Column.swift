/// One column a report can hold. The raw value is the stable English key `--fields` takes, and
/// the key of its translated titles; the order of the cases is the order `--schema` and the
/// default columns list them in. What each column is: `definition` (`ColumnTable.swift`).
package enum Column: String, CaseIterable, Sendable {
    case city, country, time, conditions
    case temp, feelsLike = "feels_like", tempMin = "temp_min", tempMax = "temp_max"
    case humidity, pressure, wind, windDeg = "wind_deg", gust, clouds, visibility
    case rain1h = "rain_1h", snow1h = "snow_1h", sunrise, sunset
    case timeUTC = "time_utc"
    case kind, id, lat, lon
    case rain3h = "rain_3h", snow3h = "snow_3h"
    case rainDay = "rain_day", snowDay = "snow_day", precipitationDay = "precipitation_day"
    case pop, dewPoint = "dew_point", uvi, seaLevel = "sea_level", grndLevel = "grnd_level"
    case conditionID = "condition_id", icon, alerts
    case localTime = "local_time"
    case date, tempMean = "temp_mean", popMax = "pop_max", windMax = "wind_max", gustMax = "gust_max"
    case humidityMean = "humidity_mean", pressureMean = "pressure_mean", hours
}
