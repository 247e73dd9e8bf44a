import Foundation
import WXReport

/// Small inputs for the `--daily` tests, written here so each test can work out its expected
/// values from the same numbers, and the helpers that run them.
package enum DailyFixtures {
    /// 2025-10-25T00:00 in Brussels (CEST, UTC+2), as Unix seconds: 2025-10-24T22:00Z.
    package static let brusselsStart: Int64 = 1_761_343_200
    /// Brussels goes from UTC+2 to UTC+1 at 2025-10-26T01:00Z.
    package static let brusselsSwitch: Int64 = 1_761_440_400

    /// One Call hourly entry `index` of the DST response: temperature, rain, condition.
    package static func onecallHour(_ index: Int) -> (instant: Int64, kelvin: Double, rain: Double?, id: Int) {
        let instant = brusselsStart + Int64(index) * 3600
        let kelvin = 280 + Double((index * 7) % 11) / 2  // 280.0 … 285.0, not in time order
        let rain: Double? = index % 4 == 1 ? Double(index % 7) / 10 + 0.1 : nil
        return (instant, kelvin, rain, rain == nil ? 803 : 500)
    }

    /// A One Call 3.0 response for Brussels from local midnight on 25 October 2025: 48 hourly
    /// entries across the end of summer time (26 October has 25 hours) and the two days' daily
    /// entries, with their own rain and extremes.
    package static var onecallAcrossDST: String {
        let hourly = (0..<48).map { index in
            let hour = onecallHour(index)
            let rain = hour.rain.map { #","rain":{"1h":\#($0)}"# } ?? ""
            let description = hour.id == 500 ? "light rain" : "broken clouds"
            return #"{"dt":\#(hour.instant),"temp":\#(hour.kelvin),"pressure":\#(1000 + index),"#
                + #""humidity":\#(60 + index % 30),"wind_speed":\#(Double(index % 9)),"wind_gust":\#(Double(index % 13)),"#
                + #""weather":[{"id":\#(hour.id),"description":"\#(description)"}],"pop":\#(Double(index % 10) / 10)\#(rain)}"#
        }
        let daily = [
            #"{"dt":1761386400,"sunrise":1761372900,"sunset":1761409500,"temp":{"day":283,"min":279.5,"max":285.5},"#
                + #""pressure":1012,"humidity":70,"wind_speed":4,"wind_gust":14,"weather":[{"id":500,"description":"rain"}],"#
                + #""pop":0.95,"rain":9.9}"#,
            #"{"dt":1761476400,"sunrise":1761459420,"sunset":1761495780,"temp":{"day":282,"min":278.25,"max":284},"#
                + #""pressure":1013,"humidity":71,"wind_speed":5,"wind_gust":3,"weather":[{"id":804,"description":"overcast clouds"}],"#
                + #""pop":0.2,"rain":4.25}"#,
        ]
        return #"{"lat":50.85,"lon":4.35,"timezone":"Europe/Brussels","timezone_offset":7200,"hourly":["#
            + hourly.joined(separator: ",") + #"],"daily":["# + daily.joined(separator: ",") + "]}"
    }

    /// 3-hour forecast entry `index` for Oslo (UTC+1), from 2025-11-23T09:00Z (10:00 local).
    package static func forecastSlot(_ index: Int) -> (instant: Int64, kelvin: Double, rain: Double?, snow: Double?) {
        let instant: Int64 = 1_763_888_400 + Int64(index) * 10_800
        let kelvin = 268 + Double((index * 5) % 17) / 4
        let rain: Double? = index % 3 == 0 ? Double(index % 5) * 0.25 + 0.5 : nil
        let snow: Double? = index % 4 == 2 ? Double(index % 6) * 0.5 + 0.25 : nil
        return (instant, kelvin, rain, snow)
    }

    /// A 5-day / 3-hour forecast of 40 entries with rain and snow.
    package static var forecastWithRainAndSnow: String {
        let list = (0..<40).map { index in
            let slot = forecastSlot(index)
            var amounts = ""
            if let rain = slot.rain { amounts += #","rain":{"3h":\#(rain)}"# }
            if let snow = slot.snow { amounts += #","snow":{"3h":\#(snow)}"# }
            return #"{"dt":\#(slot.instant),"main":{"temp":\#(slot.kelvin),"pressure":1010,"humidity":80},"#
                + #""weather":[{"id":600,"description":"light snow"}],"wind":{"speed":3},"pop":0.5\#(amounts)}"#
        }
        return #"{"cod":"200","message":0,"cnt":40,"list":["# + list.joined(separator: ",")
            + #"],"city":{"id":3143244,"name":"Oslo","country":"NO","timezone":3600}}"#
    }

    /// The cities of the hourly archive: name, id, offset.
    package static let archiveCities: [(name: String, id: Int, offset: Int)] = [
        ("Gent", 2_797_656, 3600), ("Tokyo", 1_850_147, 32_400),
    ]

    /// Hour `hour` (0–23) of 2025-11-23 UTC at archive city `city`: temperature and rain.
    package static func observation(city: Int, hour: Int) -> (instant: Int64, kelvin: Double, rain: Double?) {
        let instant: Int64 = 1_763_856_000 + Int64(hour) * 3600
        let kelvin = 275 + Double((hour * 3 + city * 5) % 13) / 2
        let rain: Double? = (hour + city) % 5 == 0 ? Double(hour % 4) / 4 + 0.2 : nil
        return (instant, kelvin, rain)
    }

    /// 48 current-weather files, one per city per hour, named so that a folder lists them by hour.
    package static var hourlyArchive: [(name: String, text: String?)] {
        (0..<24).flatMap { hour in
            archiveCities.enumerated().map { city, place in
                let seen = observation(city: city, hour: hour)
                // `3h` beside `1h` covers hours the previous files counted: only `1h` adds up.
                let rain = seen.rain.map { #","rain":{"1h":\#($0),"3h":9.5}"# } ?? ""
                let name = "archive/\(hour < 10 ? "0" : "")\(hour)-\(place.name.lowercased()).json"
                let text =
                    #"{"coord":{"lon":3.72,"lat":51.05},"weather":[{"id":500,"description":"light rain"}],"#
                    + #""main":{"temp":\#(seen.kelvin),"pressure":1012,"humidity":90},"wind":{"speed":2},"dt":\#(seen.instant),"#
                    + #""sys":{"country":"XX"},"timezone":\#(place.offset),"id":\#(place.id),"name":"\#(place.name)","cod":200\#(rain)}"#
                return (name, text)
            }
        }
    }

    /// Hour `index` of January 2019 in Gent's History Bulk export (UTC+1).
    package static func bulkHour(_ index: Int) -> (instant: Int64, kelvin: Double, rain: Double?) {
        let instant: Int64 = 1_546_300_800 + Int64(index) * 3600
        let kelvin = 270 + Double((index * 11) % 23) / 2
        let rain: Double? = index % 6 == 0 ? Double(index % 10) / 10 + 0.1 : nil
        return (instant, kelvin, rain)
    }

    /// A History Bulk month: 744 hourly records of Gent in January 2019, one JSON array.
    package static var historyBulkMonth: String {
        let records = (0..<744).map { index in
            let hour = bulkHour(index)
            let rain = hour.rain.map { #","rain":{"1h":\#($0)}"# } ?? ""
            return #"{"city_name":"Gent","lat":51.05,"lon":3.72,"main":{"temp":\#(hour.kelvin),"pressure":1020,"#
                + #""humidity":85},"wind":{"speed":4},"clouds":{"all":75},"weather":[{"id":803,"description":"broken clouds"}],"#
                + #""dt":\#(hour.instant),"dt_iso":"","timezone":3600\#(rain)}"#
        }
        return "[" + records.joined(separator: ",\n") + "]"
    }

    /// Runs `--daily` over `documents` as NDJSON in metric units and returns one dictionary a day.
    package static func days(
        _ documents: [(name: String, text: String?)], fields: [Column] = Column.daily, jobs: Int = 1
    ) throws -> [[String: Any]] {
        try report(documents, format: .ndjson, fields: fields, jobs: jobs).split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
    }

    /// The `--daily` report of `documents`.
    package static func report(
        _ documents: [(name: String, text: String?)], format: OutputFormat, locale: String = "en-GB",
        fields: [Column] = Column.daily, jobs: Int = 1
    ) throws -> String {
        var options = ReportOptions(jobs: jobs)
        (options.format, options.fields, options.units, options.locale) = (format, fields, .metric, locale)
        options.daily = true
        return try runConfiguration(options, source: FixtureSource(documents)).report
    }

    /// The local date of `instant` at `offset`, as `2025-10-26`, by Foundation's calendar.
    package static func localDate(_ instant: Int64, offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(instant)))
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

/// Whether two numbers agree to 9 decimals: the report writes 12 significant digits.
package func isClose(_ actual: Any?, _ expected: Double) -> Bool {
    guard let actual = actual as? Double else { return false }
    return abs(actual - expected) < 1e-9
}
