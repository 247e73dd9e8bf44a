import Foundation
import Testing
import _FoundationICU
import WXReportTestSupport

import WXReport

extension FormattingTests {
    /// Issue 11, "Cells": one unit per column, amounts never shown as zero, rounding of the exact
    /// binary value, and conversions that leave the range as schema errors.
    @Suite struct CellRulesTests {
        static func cells(_ locale: String, _ units: InputUnits, system: UnitSystem? = nil) throws
            -> CellFormatterTests.Cells
        {
            try CellFormatterTests.formatter(locale, units, system)
        }

        // MARK: One unit per column

        /// On main, en-US printed 1400 m as `4,593 ft` among miles.
        @Test(arguments: [
            ("en-US", ["6.2 mi", "0.87 mi", "0.062 mi", "12 mi"]),
            ("nl-BE", ["10 km", "1,4 km", "0,1 km", "20 km"]),
            ("de-DE", ["10.000 m", "1.400 m", "100 m", "20.000 m"]),
            ("en-GB", ["6.2 mi", "0.87 mi", "0.062 mi", "12 mi"]),
        ])
        func visibilityHasOneUnitPerColumn(locale: String, expected: [String]) throws {
            var cells = try Self.cells(locale, .standard)
            #expect([10_000, 1_400, 100, 20_000].map { cells.format($0, as: .visibility) } == expected)
        }

        @Test(arguments: [1, 4])
        func samplesVisibilityIsInMilesOnlyForAnyJobs(jobs: Int) throws {
            let run = try runReport(
                source: FileSource(paths: samplePaths.reversed()), locale: "en-US", columns: [.visibility], jobs: jobs)
            let cells = run.report.split(separator: "\n").dropFirst().filter { $0 != "\"\"" }
            #expect(cells.count == 26)
            #expect(cells.allSatisfy { $0.hasSuffix(" mi") })
        }

        @Test(arguments: [
            ("en-US", UnitSystem?.none, [ReportUnit.fahrenheit, .milePerHour, .inchOfHg, .inch, .mile]),
            ("nl-BE", nil, [.celsius, .kilometerPerHour, .hectopascal, .millimeter, .kilometer]),
            ("de-DE", nil, [.celsius, .kilometerPerHour, .hectopascal, .millimeter, .meter]),
            ("ja-JP", nil, [.celsius, .meterPerSecond, .hectopascal, .millimeter, .kilometer]),
            ("en-GB", nil, [.celsius, .milePerHour, .millibar, .millimeter, .mile]),
            ("ru-RU", nil, [.celsius, .meterPerSecond, .millimeterOfHg, .millimeter, .kilometer]),
            ("en-US", .metric, [.celsius, .kilometerPerHour, .hectopascal, .millimeter, .kilometer]),
            ("nl-BE", .imperial, [.fahrenheit, .milePerHour, .inchOfHg, .inch, .mile]),
        ])
        func theColumnUnitIsCLDRsAtTheReference(locale: String, system: UnitSystem?, expected: [ReportUnit]) throws {
            let catalog = FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: system)
            let formats = catalog.resolved.columns
            #expect(formats.prefix(5).map(\.unit) == expected)
            #expect(formats.allSatisfy { $0.followsCLDR })
        }

        /// Every region ICU knows, with and without a measurement-system keyword, picks a unit
        /// the candidates hold, so the fallback to the first candidate never happens today.
        @Test func everyRegionsUnitIsACandidate() throws {
            var missed: [String] = []
            for region in Self.allRegions() {
                for keyword in ["", "@measure=metric", "@measure=ussystem", "@measure=uksystem"] {
                    for quantity in Quantity.allCases
                    where !ColumnFormat(quantity, localeID: "en_\(region)\(keyword)").followsCLDR {
                        missed.append("en_\(region)\(keyword) \(quantity)")
                    }
                }
            }
            #expect(missed == [])
        }

        /// The region of every locale ICU has data for (`BE`, `US`, `419`…).
        static func allRegions() -> [String] {
            var regions = Set<String>()
            for index in 0..<swift_uloc_countAvailable() {
                let id = String(cString: swift_uloc_getAvailable(index))
                let region = ICU.cString { buffer, capacity, status in
                    swift_uloc_getCountry(id, buffer, capacity, &status)
                }
                if let region, !region.isEmpty { regions.insert(region) }
            }
            return regions.sorted()
        }

        // MARK: Amounts

        /// Precipitation (rain or snow, millimetres of water): one decimal in mm, half up, and a
        /// non-zero amount keeps one significant digit (0.01 mm is 0.0004 in, not 0 in).
        @Test func precipitationNeverReadsAsZeroUnlessItIs() throws {
            var nl = try Self.cells("nl-BE", .metric)
            #expect(
                [0.2, 0.18, 0.25, 0, 12.37, 0.04].map { nl.format($0, as: .rainfall) } == [
                    "0,2 mm", "0,2 mm", "0,3 mm", "0 mm", "12,4 mm", "0,04 mm",
                ])
            var us = try Self.cells("en-US", .metric)
            #expect(
                [0.2, 0.01, 0, 2.54].map { us.format($0, as: .rainfall) } == ["0.01 in", "0.0004 in", "0 in", "0.1 in"])
            #expect(nl.format(-0.0, as: .rainfall) == "0 mm")
            #expect(nl.format(0.0199999999999, as: .rainfall) == "0,02 mm")
        }

        // MARK: Rounding

        /// On main, 0.49999999999999994 °C printed as `1 °C` (ICU rounded a rounded value). A
        /// value that stands for a decimal tie (0.15 in the input, 32.9 °F = 0.5 °C exactly)
        /// rounds as that decimal, half up.
        @Test func roundsTheExactBinaryValue() throws {
            var metric = try Self.cells("nl-BE", .metric)
            #expect(metric.format(0.49999999999999994, as: .temperature) == "0\u{A0}°C")
            #expect(metric.format(-0.49999999999999994, as: .temperature) == "0\u{A0}°C")
            #expect(metric.format(0.5, as: .temperature) == "1\u{A0}°C")
            #expect(metric.format(-0.5, as: .temperature) == "-1\u{A0}°C")
            #expect(metric.format(0.15, as: .rainfall) == "0,2 mm")  // the input said 0.15: a tie
            #expect(metric.format(0.25, as: .rainfall) == "0,3 mm")  // exactly a tie: half up
            var standard = try Self.cells("nl-BE", .standard)
            #expect(standard.format(273.65, as: .temperature) == "1\u{A0}°C")  // 0.5 °C exactly
            #expect(standard.format(273.65.nextDown, as: .temperature) == "0\u{A0}°C")
            var imperial = try Self.cells("nl-BE", .imperial)
            #expect(imperial.format(32.9, as: .temperature) == "1\u{A0}°C")  // (32.9 − 32) × 5 / 9 = 0.5 exactly
            #expect(imperial.format(32.89, as: .temperature) == "0\u{A0}°C")
            #expect(imperial.format(32.900000000000006, as: .temperature) == "1\u{A0}°C")
        }

        @Test(arguments: [
            (CellPrecision(fractionDigits: 0), 0.49999999999999994, 0.0),
            (CellPrecision(fractionDigits: 0), 2.5, 3.0),
            (CellPrecision(fractionDigits: 0), -2.5, -3.0),
            (CellPrecision(fractionDigits: 1), 0.15, 0.1),
            (CellPrecision(fractionDigits: 1), 0.35, 0.3),  // 0.34999999999999997779…
            (CellPrecision(fractionDigits: 1), 0.45, 0.5),  // 0.45000000000000001110…
            (CellPrecision(fractionDigits: 2), 1.005, 1.0),  // 1.00499999999999989342…
            (CellPrecision(fractionDigits: 0, minimumSignificantDigits: 3), 29.915, 29.9),
            (CellPrecision(fractionDigits: 0, minimumSignificantDigits: 3), 0.0012345, 0.00123),
            (CellPrecision(fractionDigits: 0, minimumSignificantDigits: 2), 9.96, 10.0),
            (CellPrecision(fractionDigits: 1, keepsNonZero: true), 0.0049, 0.005),
            (CellPrecision(fractionDigits: 1, keepsNonZero: true), 0.04, 0.04),
            (CellPrecision(fractionDigits: 1, keepsNonZero: true), 0.05, 0.1),
            (CellPrecision(fractionDigits: 1, keepsNonZero: true), 0, 0),
        ])
        func precisionRoundsHalfUpFromTheExactValue(precision: CellPrecision, value: Double, expected: Double) {
            #expect(precision.rounded(value) == expected)
        }

        @Test func decimalExponentIsExactNextToPowersOfTen() {
            #expect(CellPrecision.decimalExponent(of: 1000) == 3)
            #expect(CellPrecision.decimalExponent(of: 999.9999999999999) == 2)
            #expect(CellPrecision.decimalExponent(of: 0.001) == -3)  // 0.001000000000000000020…
            #expect(CellPrecision.decimalExponent(of: 0.1.nextDown) == -2)
            #expect(CellPrecision.decimalExponent(of: 1e-300) == -300)
        }

        /// Away from ties, rounding first changes nothing ICU would have shown: the skeleton's
        /// precision and `CellPrecision` agree.
        @Test(arguments: ["nl-BE", "en-US"])
        func preRoundingAgreesWithICUAwayFromTies(locale: String) throws {
            var generator = SystemRandomNumberGenerator()
            let catalog = FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: nil)
            let result = try ICUNumberResult()
            for quantity in Quantity.allCases {
                let format = catalog.resolved.columns[quantity.index]
                let formatter = try catalog.resolved.formatters[quantity.index].get()
                for _ in 0..<300 {
                    let value =
                        Double.random(in: -3...3, using: &generator)
                        * pow(10, Double.random(in: -4...5, using: &generator))
                    // Below one unit of the last decimal an amount keeps one significant digit
                    // where ICU's relaxed floor would keep more (0.05 mm: 0.1 here, 0.05 in ICU).
                    let smallest = pow(10, -Double(format.precision.fractionDigits))
                    if format.precision.keepsNonZero && value.magnitude < smallest { continue }
                    let direct = try result.format(value, with: formatter)
                    let rounded = try result.format(format.precision.rounded(value), with: formatter)
                    #expect(rounded == direct, "\(quantity) \(value)")
                }
            }
        }

        // MARK: Conversions and range

        @Test func conversionsUseExactFactors() {
            #expect(UnitConversion(from: .fahrenheit, to: .celsius).apply(32) == 0)
            #expect(UnitConversion(from: .fahrenheit, to: .celsius).apply(212) == 100)
            #expect(UnitConversion(from: .celsius, to: .fahrenheit).apply(-40) == -40)
            #expect(UnitConversion(from: .kelvin, to: .celsius).apply(273.65) == 0.5)
            #expect(UnitConversion(from: .kelvin, to: .fahrenheit).apply(273.15) == 32)
            #expect(UnitConversion(from: .mile, to: .meter).apply(1) == 1609.344)
            #expect(UnitConversion(from: .meter, to: .mile).apply(1609.344) == 1)
            #expect(UnitConversion(from: .milePerHour, to: .kilometerPerHour).apply(10) == 16.09344)
            #expect(UnitConversion(from: .millimeter, to: .inch).apply(127) == 5)
            // 25.4 is stored as 25.39999999999999857…, which is less than an inch by more than half a unit in the last place.
            #expect(UnitConversion(from: .millimeter, to: .inch).apply(25.4) == 1.0.nextDown)
            #expect(UnitConversion(from: .hectopascal, to: .inchOfHg).apply(33.86388640341) == 1)
            #expect(UnitConversion(from: .millimeter, to: .millimeter).isIdentity)
        }

        /// On main, 1e308 K printed `∞°F` and 1e308 m/s an infinite speed.
        @Test func valuesThatLeaveTheRangeAreSchemaErrors() throws {
            func record(_ temp: String, _ members: String = "") -> String {
                #"{"name":"X","main":{"temp":\#(temp)},"weather":[],"dt":0\#(members)}"#
            }
            let text = [
                record("280"), record("280", #","wind":{"speed":1e308}"#), record("280", #","rain":{"1h":5e-324}"#),
                record("1e308"),
            ].joined(separator: "\n")
            let run = try runReport(
                source: FixtureSource([("t.json", text)]), locale: "en-US", columns: [.city, .temp, .wind, .rain1h])
            #expect(run.report == "City,Temperature,Wind speed,Rain (1 h)\nX,44°F,,\n")
            #expect(
                run.errors == [
                    "t.json:2:69: wind.speed: 1e+308 is not a plausible wind speed (expected 0 to 150 m/s)",
                    "t.json:3:66: rain.1h: 5e-324 is not a plausible amount of precipitation (not 0, but less than 0.000001 mm)",
                    "t.json:4:28: main.temp: 1e+308 is not a temperature in kelvin (--input-units standard expects 150 to 350)",
                ])
        }

        /// The memo keys on the document's units: the same bits read differently per document.
        @Test func theMemoKeysOnTheInputUnits() throws {
            var cells = try CellFormatterTests.formatter("nl-BE", .metric).formatter
            #expect(cells.format(20, as: .temperature, from: .metric) == "20\u{A0}°C")
            #expect(cells.format(20, as: .temperature, from: .imperial) == "-7\u{A0}°C")
            #expect(cells.format(290, as: .temperature, from: .standard) == "17\u{A0}°C")
            #expect(cells.format(20, as: .temperature, from: .metric) == "20\u{A0}°C")
            #expect(cells.format(10, as: .speed, from: .imperial) == "16 km/u")
            #expect(cells.format(10, as: .speed, from: .metric) == "36 km/u")
        }
    }
}
