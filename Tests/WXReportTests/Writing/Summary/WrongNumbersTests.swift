import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// Numbers a person can trust: rounding from the input's decimal value, a circular mean for
/// directions, and one plausible range per field.
@Suite struct WrongNumbersTests {
    private func record(_ members: String) -> FixtureSource {
        FixtureSource([("x.json", #"{"name":"X","main":{"temp":280\#(members)},"weather":[],"dt":0}"#)])
    }

    /// 1150 m is 1.15 km, which a `Double` holds as 1.149999…: the cell rounds the decimal.
    @Test(arguments: [(1150, "1,2 km"), (155, "0,16 km"), (185, "0,19 km"), (1149, "1,1 km"), (850, "0,85 km")])
    func visibilityRoundsFromTheInputsDecimal(_ metres: Int, _ shown: String) throws {
        let source = FixtureSource([
            ("x.json", #"{"name":"X","main":{"temp":280},"visibility":\#(metres),"weather":[],"dt":0}"#)
        ])
        let run = try runReport(source: source, locale: "nl-BE", columns: [.visibility], noHeader: true)
        #expect(run.report == shown + "\n")
    }

    @Test func windDirectionAveragesOnTheCircle() {
        var stats = FieldStats()
        stats.add(350, city: [], circular: true)
        stats.add(10, city: [], circular: true)
        #expect(stats.values.mean == 180)
        #expect(stats.circularMean == 0)
        var opposite = FieldStats()
        opposite.add(90, city: [], circular: true)
        opposite.add(270, city: [], circular: true)
        #expect(opposite.circularMean == nil)
        var west = FieldStats()
        for degrees in [260.0, 270, 280] { west.add(degrees, city: [], circular: true) }
        #expect((west.circularMean ?? 0) - 270 < 1e-9 && 270 - (west.circularMean ?? 0) < 1e-9)
    }

    @Test func summaryOfTwoDirectionsAcrossNorth() throws {
        let text =
            #"{"cnt":2,"list":[{"name":"A","main":{"temp":280},"wind":{"deg":350},"weather":[],"dt":0},"#
            + #"{"name":"B","main":{"temp":281},"wind":{"deg":10},"weather":[],"dt":0}]}"#
        let report = try wxreport(
            ["--summary", "--locale", "en-US", "--fields", "city,wind_deg", "-"], input: Data(text.utf8))
        #expect(report.status == 0)
        #expect(report.stdout == "field,count,min,min_city,max,max_city,mean\nWind direction,2,10°,B,350°,A,0°\n")
    }

    @Test func summaryWithoutANumericFieldIsAUsageError() throws {
        let error = #expect(throws: ReportError.self) {
            try OptionParser.parse(["--summary", "--fields", "city,time", "x.json"], defaultJobs: 1)
        }
        #expect(error?.kind == .usage)
        #expect(
            error?.message
                == "--summary needs a numeric field, and --fields city,time has none (temp, pressure, wind, …)")
    }

    @Test(arguments: [
        (#","pressure":0.4"#, "main.pressure: 0.4 is not a plausible pressure (expected 300 to 1100 hPa)"),
        (#","humidity":1e20"#, "main.humidity: 1e+20 is not a plausible percentage (expected 0 to 110 %)"),
        (#","humidity":-1"#, "main.humidity: -1 is not a plausible percentage (expected 0 to 110 %)"),
        (#","pressure":-1013"#, "main.pressure: -1013 is not a plausible pressure (expected 300 to 1100 hPa)"),
    ])
    func implausibleMainValuesAreRecordErrors(_ members: String, _ message: String) throws {
        let run = try runReport(source: record(members), locale: "en-US", columns: [.city, .pressure, .humidity])
        #expect(run.summary.rows == 0)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasSuffix(message) == true, "\(run.errors)")
    }

    @Test(arguments: [
        (
            #"{"name":"X","main":{"temp":280},"rain":{"1h":-0.5},"weather":[],"dt":0}"#,
            "rain.1h: -0.5 is not a plausible amount of precipitation (expected 0 to 2000 mm)"
        ),
        (
            #"{"name":"X","main":{"temp":280},"rain":{"1h":1e-320},"weather":[],"dt":0}"#,
            "rain.1h: 1e-320 is not a plausible amount of precipitation (not 0, but less than 0.000001 mm)"
        ),
        (
            #"{"name":"X","main":{"temp":280},"wind":{"speed":-3},"weather":[],"dt":0}"#,
            "wind.speed: -3 is not a plausible wind speed (expected 0 to 150 m/s)"
        ),
        (
            #"{"name":"X","main":{"temp":280},"wind":{"deg":361},"weather":[],"dt":0}"#,
            "wind.deg: 361 is not a plausible direction (expected 0 to 360°)"
        ),
        (
            #"{"name":"X","main":{"temp":280},"visibility":-1,"weather":[],"dt":0}"#,
            "visibility: -1 is not a plausible visibility (expected 0 to 100000 m)"
        ),
    ])
    func implausibleValuesAreRecordErrors(_ text: String, _ message: String) throws {
        let run = try runReport(source: FixtureSource([("x.json", text)]), locale: "en-US", columns: [.city])
        #expect(run.summary.rows == 0)
        #expect(run.errors.first?.hasSuffix(message) == true, "\(run.errors)")
    }

    /// A temperature obeys the 10⁻⁶ floor too: before, 1e-300 °C was kept and `--format json`
    /// wrote it as a number of about 300 digits. Column 44 is where `1e-300` starts.
    @Test(arguments: [(InputUnitsSetting.metric, "°C"), (.imperial, "°F")])
    func aTemperatureBelowTheFloorIsARecordError(_ units: InputUnitsSetting, _ symbol: String) throws {
        let text = #"{"name":"X","main":{"temp":12,"feels_like":1e-300},"weather":[],"dt":0}"#
        let run = try runReport(
            source: FixtureSource([("x.json", text)]), locale: "en-US", inputUnits: units, columns: [.city])
        #expect(run.summary.rows == 0)
        #expect(
            run.errors == [
                "x.json:1:44: main.feels_like: 1e-300 is not a plausible temperature (not 0, but less than 0.000001 \(symbol))"
            ])
    }

    @Test func theEdgesOfTheRangesAreKept() throws {
        let text =
            #"{"name":"X","main":{"temp":280,"pressure":300,"humidity":100},"wind":{"speed":0,"deg":360},"#
            + #""rain":{"1h":0},"visibility":0,"weather":[],"dt":0}"#
        let run = try runReport(
            source: FixtureSource([("x.json", text)]), locale: "en-US", format: .ndjson, units: .metric,
            columns: [.pressure, .humidity, .wind, .windDeg, .rain1h, .visibility])
        #expect(run.errors == [])
        #expect(
            run.report
                == #"{"pressure_hectopascal":300.0,"humidity":100,"wind_meter_per_second":0.0,"wind_deg":360,"rain_1h_millimeter":0.0,"visibility_kilometer":0.0}"#
                + "\n")
    }
}
