import Testing
import WXReport

extension FormattingTests {
    @Suite struct CellFormatterTests {
        /// A formatter and the input units the test's values are in.
        struct Cells {
            var formatter: CellFormatter
            let units: InputUnits

            mutating func format(_ value: Double, as quantity: Quantity) -> String {
                formatter.format(value, as: quantity, from: units)
            }
        }

        static func formatter(_ locale: String, _ input: InputUnits, _ system: UnitSystem? = nil) throws -> Cells {
            let catalog = FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: system)
            try catalog.validate()
            return Cells(formatter: CellFormatter(catalog: catalog), units: input)
        }

        @Test func seedsFromTheSpecification() throws {
            var cells = try Self.formatter("nl-BE", .imperial)
            #expect(cells.format(12.35, as: .speed) == "20 km/u")
            #expect(cells.format(32, as: .temperature) == "0\u{00A0}°C")
        }

        /// Imperial input (°F, mph; the rest is always hPa, mm, m, %, °): 32 °F, 12.35 mph, 1013 hPa,
        /// 3.37 mm of rain, 12.37 mm of snow (as water: the rain unit), 10 000 m and 2 345 m of visibility, 87 %, 230°.
        @Test(arguments: [
            ("nl-BE", ["0\u{A0}°C", "20 km/u", "1.013 hPa", "3,4 mm", "12,4 mm", "10 km", "2,3 km", "87%", "230°"]),
            ("en-US", ["32°F", "12 mph", "29.9 inHg", "0.13 in", "0.49 in", "6.2 mi", "1.5 mi", "87%", "230°"]),
            (
                "de-DE",
                ["0 °C", "20 km/h", "1.013 hPa", "3,4 mm", "12,4 mm", "10.000 m", "2.345 m", "87\u{A0}%", "230°"]
            ),
            ("ja-JP", ["0°C", "6 m/s", "1,013 hPa", "3.4 mm", "12.4 mm", "10 km", "2.3 km", "87%", "230°"]),
            (
                "fr-FR",
                [
                    "0\u{202F}°C", "20\u{202F}km/h", "1\u{202F}013\u{202F}hPa", "3,4\u{202F}mm", "12,4\u{202F}mm",
                    "10\u{202F}km", "2,3\u{202F}km", "87\u{A0}%", "230°",
                ]
            ),
        ])
        func formatsEveryQuantityForTheLocale(locale: String, expected: [String]) throws {
            var cells = try Self.formatter(locale, .imperial)
            let actual = [
                cells.format(32, as: .temperature), cells.format(12.35, as: .speed), cells.format(1013, as: .pressure),
                cells.format(3.37, as: .rainfall), cells.format(12.37, as: .rainfall),
                cells.format(10_000, as: .visibility), cells.format(2_345, as: .visibility),
                cells.format(87, as: .percent), cells.format(230, as: .direction),
            ]
            #expect(actual == expected)
        }

        @Test(arguments: [
            ("nl-BE", InputUnits.standard, 273.15, 5.5, "0\u{A0}°C", "20 km/u"),
            ("en-US", .standard, 273.15, 5.5, "32°F", "12 mph"),
            ("nl-BE", .metric, 0, 5.5, "0\u{A0}°C", "20 km/u"),
            ("en-US", .metric, 0, 5.5, "32°F", "12 mph"),
            ("en-US", .imperial, 32, 12.35, "32°F", "12 mph"),
        ])
        func readsTheInputUnits(
            locale: String, input: InputUnits, temperature: Double, speed: Double,
            expectedTemperature: String, expectedSpeed: String
        ) throws {
            var cells = try Self.formatter(locale, input)
            #expect(cells.format(temperature, as: .temperature) == expectedTemperature)
            #expect(cells.format(speed, as: .speed) == expectedSpeed)
        }

        @Test(arguments: [
            ("en-US", UnitSystem.metric, ["0°C", "20 km/h", "1,013 hPa", "3.4 mm", "10 km"]),
            ("nl-BE", .imperial, ["32\u{A0}°F", "12 mi/h", "29,9 inHg", "0,13 in", "6,2 mi"]),
            ("nl-BE", .metric, ["0\u{A0}°C", "20 km/u", "1.013 hPa", "3,4 mm", "10 km"]),
            ("en-US", .imperial, ["32°F", "12 mph", "29.9 inHg", "0.13 in", "6.2 mi"]),
            ("en-US-u-mu-celsius", .imperial, ["32°F", "12 mph", "29.9 inHg", "0.13 in", "6.2 mi"]),
        ])
        func unitsOverrideBeatsTheRegion(locale: String, system: UnitSystem, expected: [String]) throws {
            var cells = try Self.formatter(locale, .standard, system)
            let actual = [
                cells.format(273.15, as: .temperature), cells.format(5.5, as: .speed),
                cells.format(1013, as: .pressure),
                cells.format(3.37, as: .rainfall), cells.format(10_000, as: .visibility),
            ]
            #expect(actual == expected)
        }

        /// One decimal in millimetres, two in inches, but a non-zero amount keeps one significant
        /// digit (on main, 0.04 mm printed as `0 mm` and `0 in`).
        @Test(arguments: [
            (
                "nl-BE", [0.0, 0.04, 0.05, 0.26, 12.0, 25.4],
                ["0 mm", "0,04 mm", "0,1 mm", "0,3 mm", "12 mm", "25,4 mm"]
            ),
            (
                "en-US", [0.0, 0.04, 0.05, 0.26, 12.0, 25.4],
                ["0 in", "0.002 in", "0.002 in", "0.01 in", "0.47 in", "1 in"]
            ),
        ])
        func rainShowsOneDecimalInMillimetresAndTwoInInches(locale: String, values: [Double], expected: [String]) throws
        {
            var cells = try Self.formatter(locale, .metric)
            #expect(values.map { cells.format($0, as: .rainfall) } == expected)
        }

        @Test(arguments: [
            ("en-US", [1013.25, 980, 1050], ["29.9 inHg", "28.9 inHg", "31 inHg"]),
            ("nl-BE", [1013.25, 980, 1050], ["1.013 hPa", "980 hPa", "1.050 hPa"]),
        ])
        func pressureKeepsThreeSignificantDigits(locale: String, values: [Double], expected: [String]) throws {
            var cells = try Self.formatter(locale, .metric)
            #expect(values.map { cells.format($0, as: .pressure) } == expected)
        }

        @Test func percentAndDirectionAreWholeNumbers() throws {
            var cells = try Self.formatter("en-US", .metric)
            #expect(cells.format(87.4, as: .percent) == "87%")
            #expect(cells.format(100, as: .percent) == "100%")
            #expect(cells.format(229.6, as: .direction) == "230°")
            #expect(cells.format(0, as: .direction) == "0°")
        }

        @Test func neverPrintsNegativeZeroAndRoundsHalfUp() throws {
            var cells = try Self.formatter("nl-BE", .metric)
            #expect(cells.format(-0.3, as: .temperature) == "0\u{A0}°C")
            #expect(cells.format(-0.0, as: .temperature) == "0\u{A0}°C")
            #expect(cells.format(2.5, as: .temperature) == "3\u{A0}°C")
            #expect(cells.format(-2.5, as: .temperature) == "-3\u{A0}°C")
        }

        @Test func leavesNonFiniteValuesEmpty() throws {
            var cells = try Self.formatter("nl-BE", .metric)
            for quantity in Quantity.allCases {
                #expect(cells.format(.nan, as: quantity) == "")
                #expect(cells.format(.infinity, as: quantity) == "")
                #expect(cells.format(-.infinity, as: quantity) == "")
            }
        }

        @Test(arguments: ["nl-BE", "en-US", "fr-FR"])
        func memoAnswersExactlyWhatICUDoes(locale: String) throws {
            var generator = SystemRandomNumberGenerator()
            let values =
                (0..<2_000).map { _ in Double.random(in: -60...1100, using: &generator) }
                + [0, -0.0, 0.05, 0.15, 2.5, -2.5, 1013, 32, 273.15]
            var first = try Self.formatter(locale, .standard)
            var second = try Self.formatter(locale, .standard)
            var fresh: [String] = []
            for value in values {
                for quantity in Quantity.allCases { fresh.append(first.format(value, as: quantity)) }
            }
            // The second formatter sees the values in reverse, and then everything again from the memo.
            var reversed: [String] = []
            for value in values.reversed() {
                for quantity in Quantity.allCases.reversed() { reversed.append(second.format(value, as: quantity)) }
            }
            #expect(Array(reversed.reversed()) == fresh)
            var memoized: [String] = []
            for value in values {
                for quantity in Quantity.allCases { memoized.append(second.format(value, as: quantity)) }
            }
            #expect(memoized == fresh)
        }

        @Test func copiesFormatIndependently() throws {
            var original = try Self.formatter("nl-BE", .metric)
            _ = original.format(10, as: .temperature)
            var copy = original
            #expect(copy.format(11, as: .temperature) == "11\u{A0}°C")
            #expect(original.format(12, as: .temperature) == "12\u{A0}°C")
            #expect(copy.format(10, as: .temperature) == "10\u{A0}°C")
        }
    }
}
