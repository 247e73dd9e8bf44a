/// The members of `WeatherRecord` a column shows as they are, named rather than read through a
/// closure in the column table: a closure per cell cost 3.9 % more instructions on `--format
/// json` (859 M against 827 M, callgrind, 10 MB group file, `--jobs 1`), in retains and calls.
/// The raw value is the member's position where a row's values are kept by member (`DailyStage.Rows`).
package enum RecordMember: Int, CaseIterable, Sendable {
    case temperature, feelsLike, minimum, maximum, dewPoint, humidity, pressure, seaLevel, groundLevel
    case windSpeed, windDirection, gust, clouds, visibility, uvIndex, precipitationChance
    case rainLastHour, snowLastHour, rainThreeHours, snowThreeHours, rainDay, snowDay, precipitationDay
    case latitude, longitude, id, conditionID
    case country, icon
    case sunrise, sunset
}

extension WeatherRecord {
    /// A numeric member, as the input gave it (ids as their whole value).
    package func number(_ member: RecordMember) -> Double? {
        switch member {
        case .temperature: temperature
        case .feelsLike: feelsLike
        case .minimum: minimum
        case .maximum: maximum
        case .dewPoint: dewPoint
        case .humidity: humidity
        case .pressure: pressure
        case .seaLevel: seaLevel
        case .groundLevel: groundLevel
        case .windSpeed: windSpeed
        case .windDirection: windDirection
        case .gust: gust
        case .clouds: clouds
        case .visibility: visibility
        case .uvIndex: uvIndex
        case .precipitationChance: precipitationChance
        case .rainLastHour: rainLastHour
        case .snowLastHour: snowLastHour
        case .rainThreeHours: rainThreeHours
        case .snowThreeHours: snowThreeHours
        case .rainDay: rainDay
        case .snowDay: snowDay
        case .precipitationDay: precipitationDay
        case .latitude: latitude
        case .longitude: longitude
        case .id: id.map(Double.init)
        case .conditionID: conditionID.map(Double.init)
        case .country, .icon, .sunrise, .sunset: nil
        }
    }

    /// A text member, written as the input gave it.
    package func text(_ member: RecordMember) -> String? {
        switch member {
        case .country: country
        case .icon: icon
        default: nil
        }
    }

    /// An instant member, in the record's zone.
    package func instant(_ member: RecordMember) -> Int64? {
        switch member {
        case .sunrise: sunrise
        case .sunset: sunset
        default: nil
        }
    }
}
