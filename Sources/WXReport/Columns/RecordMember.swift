/// The numeric members of `WeatherRecord` a column shows as they are, named rather than read through a
/// closure in the column table: a closure per cell cost 3.9 % more instructions on `--format
/// json` (859 M against 827 M, callgrind, 10 MB group file, `--jobs 1`), in retains and calls.
/// The raw value is the member's slot where a record's or a row's numbers are kept by member
/// (`WeatherRecord`, `DailyStage.Rows`).
package enum RecordMember: Int, CaseIterable, Sendable {
    case temperature, feelsLike, minimum, maximum, dewPoint, humidity, pressure, seaLevel, groundLevel
    case windSpeed, windDirection, gust, clouds, visibility, uvIndex, precipitationChance
    case rainLastHour, snowLastHour, rainThreeHours, snowThreeHours, rainDay, snowDay, precipitationDay
    case latitude, longitude, id, conditionID
}
