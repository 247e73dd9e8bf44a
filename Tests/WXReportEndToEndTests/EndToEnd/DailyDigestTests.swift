import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// `--daily` through the real binary: the One Call sample's days against its own hourly and
/// daily entries, a folder of hourly files with gzip, standard input, `--rejects` and any
/// `--jobs`, and the usage error for a field a day does not have.
@Suite struct DailyDigestTests {
    static let chicago = "\(packageRoot)/Samples/products/onecall-chicago.json"

    /// The sample's 8 days, each day's extremes and totals worked out here from its `current`,
    /// `hourly` and `daily` entries by the rules `DayHours` states, in the zone's own days.
    @Test func oneCallSampleDayByDay() throws {
        let sample = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.chicago)))
        let json = try #require(sample as? [String: Any])
        let current = try #require(json["current"] as? [String: Any])
        let hourly = try #require(json["hourly"] as? [[String: Any]])
        let daily = try #require(json["daily"] as? [[String: Any]])
        try #require(hourly.count == 48 && daily.count == 8)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/Chicago"))
        func day(of entry: [String: Any]) -> DateInterval? {
            (entry["dt"] as? Int).flatMap {
                calendar.dateInterval(of: .day, for: Date(timeIntervalSince1970: Double($0)))
            }
        }

        let result = try wxreport(["--daily", Self.chicago, "--format", "ndjson", "--units", "metric"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let days = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(days.count == 8)
        #expect(days.map { $0["date"] as? String } == (2...9).map { "2025-11-0\($0)" })
        for (row, entry) in zip(days, daily) {
            let interval = try #require(day(of: entry))
            // `current` and the hourly entry of its hour are one hour: the first counts.
            let hours = ([current] + hourly).filter { day(of: $0) == interval }
            let temps = hours.compactMap { $0["temp"] as? Double }
            let extremes = try #require(entry["temp"] as? [String: Double])
            let lowest = min(temps.min() ?? .infinity, extremes["min"] ?? .infinity) - 273.15
            let highest = max(temps.max() ?? -.infinity, extremes["max"] ?? -.infinity) - 273.15
            // Hourly rows that cover the whole day (25 hours on 2 November) add up their
            // `rain.1h`; a day they cover in part (3 November: 23 of 24) or not at all takes the
            // daily entry's `rain` (absent: a dry day).
            let length = Int(interval.duration / 3600)
            let distinct = Set(hours.compactMap { $0["dt"] as? Int })
            let hourlyRain = hourly.filter { day(of: $0) == interval }.compactMap {
                ($0["rain"] as? [String: Double])?["1h"]
            }
            let rain = distinct.count == length ? hourlyRain.reduce(0, +) : entry["rain"] as? Double ?? 0
            let date = row["date"] as? String ?? ""
            #expect(isClose(row["temp_min_celsius"], lowest), "\(date)")
            #expect(isClose(row["temp_max_celsius"], highest), "\(date)")
            #expect(isClose(row["rain_day_millimeter"], rain), "\(date)")
            #expect(isClose(row["precipitation_day_millimeter"], rain), "\(date)")
            #expect(row["hours"] as? Int == length, "\(date)")
        }
        #expect(days.map { $0["hours"] as? Int } == [25] + Array(repeating: 24, count: 7))
        #expect(isClose(days[0]["rain_day_millimeter"], 0.21 + 0.42 + 0.63 + 0.55 + 0.38 + 0.27))
        #expect(
            days.map { $0["alerts"] as? String } == ["Flood Watch", "Flood Watch"] + Array(repeating: nil, count: 6))

        let people = try wxreport(["--daily", Self.chicago, "--locale", "en-US", "--fields", "date,temp_min,temp_max"])
        #expect(
            people.stdout.hasPrefix("Date,Min,Max\n\"Sun, Nov 2, 2025\",54°F,71°F\n\"Mon, Nov 3, 2025\",52°F,75°F\n"))
        #expect(people.stdout.hasSuffix("\"Sun, Nov 9, 2025\",41°F,63°F\n"))
    }

    @Test func folderGzipStandardInputAndJobsGiveTheSameDays() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                atPath: directory.file("archive"), withIntermediateDirectories: true)
            for (index, (name, text)) in DailyFixtures.hourlyArchive.enumerated() {
                let bytes = Array((text ?? "").utf8)
                if index == 7 {
                    try Data(gzipped(bytes)).write(to: URL(fileURLWithPath: directory.file(name + ".gz")))
                } else {
                    try Data(bytes).write(to: URL(fileURLWithPath: directory.file(name)))
                }
            }
            try directory.write("{\"main\":", to: "archive/99-broken.json")
            let arguments = ["--daily", "--locale", "nl-BE", "--format", "markdown", directory.file("archive")]
            let one = try wxreport(arguments + ["--jobs", "1", "--rejects", directory.file("rejects.ndjson")])
            let four = try wxreport(arguments + ["--jobs", "4"])
            #expect(one.status == 0)
            #expect(four.status == 65)
            #expect(one.stdout == four.stdout)
            #expect(one.stdout.split(separator: "\n").count == 2 + 4)
            #expect(try directory.contents(of: "rejects.ndjson").count > 0)
            let single = directory.file(DailyFixtures.hourlyArchive[0].name)
            let piped = try wxreport(
                ["--daily", "--locale", "nl-BE", "-"], input: Data(contentsOf: URL(fileURLWithPath: single)))
            let named = try wxreport(["--daily", "--locale", "nl-BE", single])
            #expect(piped.stdout == named.stdout)
            #expect(piped.stdout.contains(";Gent;light rain;"))
        }
    }

    @Test func aFieldADayDoesNotHaveIsAUsageError() throws {
        let result = try wxreport(["--daily", "--fields", "date,temp", Self.chicago])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("wxreport: field 'temp' is not a --daily field (valid: date, city,"))
    }
}
