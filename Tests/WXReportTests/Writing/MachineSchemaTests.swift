import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// The formats for machines have one key set per unit system, whatever the locale, and
/// `--schema` states exactly those keys.
@Suite struct MachineSchemaTests {
    static let locales = [
        "nl-BE", "en-GB", "en-US", "de-DE", "fr-FR", "ja-JP", "ru-RU", "ar-EG", "sv-SE", "nb-NO", "pt-BR",
    ]
    let gent = "\(packageRoot)/Samples/current-gent.json"

    /// The keys of the first NDJSON object, in order.
    private func keys(locale: String, units: UnitSystem?) throws -> [String] {
        let run = try runReport(source: FileSource(paths: [gent]), locale: locale, format: .ndjson, units: units)
        #expect(run.errors == [])
        let line = try #require(run.report.split(separator: "\n").first)
        // In order, from the text: every `"key":` (no value of the sample ends in `":`).
        return line.matches(of: #/"([a-z0-9_]+)":/#).map { String($0.output.1) }
    }

    /// Counts and codes are JSON integers in the schema and in the objects; every measured value
    /// is a number written with a fraction, even when whole (issue 26: `7` made DuckDB and
    /// Polars infer an integer column and lose a later `7.22`).
    @Test func integersAndMeasuredNumbersAreTyped() throws {
        let schema = ReportSchema.text(system: .metric)
        for key in ["humidity", "clouds", "wind_deg", "id", "condition_id"] {
            #expect(schema.contains(#""\#(key)": { "type": ["integer", "null"]"#), "\(key)")
        }
        for key in ["temp_celsius", "pressure_hectopascal", "visibility_kilometer", "pop", "uvi", "lat"] {
            #expect(schema.contains(#""\#(key)": { "type": ["number", "null"]"#), "\(key)")
        }
        // 280.15 K is 7 °C exactly; 1003 hPa and 91 % are whole in the input.
        let record =
            #"{"id":1,"name":"X","main":{"temp":280.15,"pressure":1003,"humidity":91},"weather":[{"id":500}],"dt":0}"#
        let run = try runReport(
            source: FixtureSource([("x.json", record)]), locale: "nl-BE", format: .ndjson, units: .metric,
            columns: [.id, .temp, .pressure, .humidity, .conditionID])
        #expect(
            run.report
                == #"{"id":1,"temp_celsius":7.0,"pressure_hectopascal":1003.0,"humidity":91,"condition_id":500}"# + "\n"
        )
    }

    @Test func metricKeysAreTheSameInEveryLocale() throws {
        let expected = [
            "city", "country", "time", "conditions", "temp_celsius", "feels_like_celsius", "temp_min_celsius",
            "temp_max_celsius", "humidity", "pressure_hectopascal", "wind_meter_per_second", "wind_deg",
            "gust_meter_per_second", "clouds", "visibility_kilometer", "rain_1h_millimeter", "snow_1h_millimeter",
            "sunrise", "sunset",
        ]
        for locale in Self.locales {
            #expect(try keys(locale: locale, units: .metric) == expected, "\(locale)")
        }
    }

    @Test func imperialKeysAreTheSameInEveryLocale() throws {
        let expected = [
            "city", "country", "time", "conditions", "temp_fahrenheit", "feels_like_fahrenheit", "temp_min_fahrenheit",
            "temp_max_fahrenheit", "humidity", "pressure_inch_ofhg", "wind_mile_per_hour", "wind_deg",
            "gust_mile_per_hour", "clouds", "visibility_mile", "rain_1h_inch", "snow_1h_inch", "sunrise", "sunset",
        ]
        for locale in Self.locales {
            #expect(try keys(locale: locale, units: .imperial) == expected, "\(locale)")
        }
    }

    @Test(arguments: [
        ("nl-BE", UnitSystem.metric), ("en-US", .imperial), ("en", .imperial), ("es-US", .imperial), ("en-GB", .metric),
        ("ja-JP", .metric),
    ])
    func theDefaultSystemFollowsTheLocale(_ locale: String, _ system: UnitSystem) throws {
        #expect(UnitSystem.default(for: try ReportLocale(locale).identifier) == system)
    }

    @Test func headerKeysNameTheirUnitWhateverTheLocale() throws {
        for locale in ["nl-BE", "en-US", "de-DE"] {
            let run = try runReport(
                source: FileSource(paths: [gent]), locale: locale, units: .metric,
                columns: [.city, .temp, .wind, .humidity, .visibility], header: .keys)
            let header = try #require(run.report.split(separator: "\n").first)
            let delimiter = locale == "en-US" ? "," : ";"
            #expect(
                header
                    == ["city", "temp_celsius", "wind_meter_per_second", "humidity", "visibility_kilometer"]
                    .joined(separator: delimiter)[...])
        }
    }

    @Test(arguments: UnitSystem.allCases)
    func theSchemaListsTheKeysOfTheObjects(_ system: UnitSystem) throws {
        let schema = ReportSchema.text(system: system)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(schema.utf8), options: []) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: [String: Any]])
        let run = try runReport(source: FileSource(paths: [gent]), locale: "de-DE", format: .ndjson, units: system)
        let line = try #require(run.report.split(separator: "\n").first)
        let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8), options: []) as? [String: Any])
        #expect(Set(row.keys).isSubset(of: Set(properties.keys)))
        #expect(properties.count == Column.allCases.count)
        let temperature = system == .metric ? "temp_celsius" : "temp_fahrenheit"
        #expect(properties[temperature]?["x-unit"] as? String == (system == .metric ? "celsius" : "fahrenheit"))
    }

    @Test func timeUTCIsOptInAndInUTC() throws {
        #expect(!Column.defaults.contains(.timeUTC))
        let run = try runReport(
            source: FileSource(paths: [gent]), locale: "nl-BE", format: .ndjson, columns: [.city, .time, .timeUTC])
        #expect(
            run.report == #"{"city":"Gent","time":"2025-11-23T13:16:51+01:00","time_utc":"2025-11-23T12:16:51Z"}"#
                + "\n")
    }

    /// CLDR's ar-EG `°C` is `°‏م` with a U+200F inside: a header name typed by hand never matched.
    @Test func arabicHeadersCarryNoBidiMarks() throws {
        let marks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]
        for header in [HeaderChoice.titles, .keys] {
            let run = try runReport(source: FileSource(paths: [gent]), locale: "ar-EG", plain: true, header: header)
            let first = try #require(run.report.split(separator: "\n").first)
            #expect(!first.unicodeScalars.contains { marks.contains($0) }, "\(first)")
        }
        let plain = try runReport(source: FileSource(paths: [gent]), locale: "ar-EG", columns: [.temp], plain: true)
        #expect(plain.report.hasPrefix("درجة الحرارة (°م)\n"))
        #expect(ReportUnits.withoutBidiMarks("°\u{200F}م") == "°م")
    }
}
