import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// `--daily` through the real binary: the One Call sample's days against its own hourly and
/// daily entries, a folder of hourly files with gzip, standard input, `--rejects` and any
/// `--jobs`, and the usage error for a field a day does not have.
@Suite struct DailyDigestTests {
    static let chicago = "\(packageRoot)/Samples/products/onecall-chicago.json"

    /// The sample's hourly and daily entries, and its days' extremes and rain worked out from them.
    @Test func oneCallSampleDayByDay() throws {
        let sample = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.chicago)))
        let json = try #require(sample as? [String: Any])
        let hourly = try #require(json["hourly"] as? [[String: Any]])
        let daily = try #require(json["daily"] as? [[String: Any]])
        func fahrenheit(_ kelvin: Double) -> Double { (kelvin - 273.15) * 9 / 5 + 32 }
        // Every hourly entry falls on 2 November in Chicago (00:00 to 04:00 local, 01:00 twice).
        let hourlyKelvins = hourly.compactMap { $0["temp"] as? Double }
        let temps = try daily.map { try #require($0["temp"] as? [String: Double]) }
        let lowest = min(hourlyKelvins.min() ?? .infinity, temps[0]["min"] ?? .infinity)
        let highest = max(hourlyKelvins.max() ?? -.infinity, temps[0]["max"] ?? -.infinity)
        // Six hourly rows do not cover the 25-hour day: the daily entry's rain stands for it.
        let rain = try #require(daily[0]["rain"] as? Double)

        let result = try wxreport(["--daily", Self.chicago, "--format", "ndjson", "--units", "imperial"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let days = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(days.count == daily.count)
        #expect(days.map { $0["date"] as? String } == ["2025-11-02", "2025-11-03"])
        #expect(isClose(days[0]["temp_min_fahrenheit"], fahrenheit(lowest)))
        #expect(isClose(days[0]["temp_max_fahrenheit"], fahrenheit(highest)))
        #expect(abs((days[0]["rain_day_inch"] as? Double ?? 0) - rain / 25.4) < 1e-9)
        #expect(isClose(days[1]["temp_max_fahrenheit"], fahrenheit(temps[1]["max"] ?? 0)))
        #expect(days.map { $0["hours"] as? Int } == [25, 24])
        #expect(days[0]["alerts"] as? String == "Flood Watch")

        let people = try wxreport(["--daily", Self.chicago, "--locale", "en-US", "--fields", "date,temp_min,temp_max"])
        #expect(people.stdout == "Date,Min,Max\n\"Sun, Nov 2, 2025\",54°F,71°F\n\"Mon, Nov 3, 2025\",52°F,75°F\n")
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
