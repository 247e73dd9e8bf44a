import Testing

import WXReport

extension FormattingTests {
    /// ISO 8601 times for `--plain` and JSON: the city's offset when it can be written, else UTC.
    @Suite struct ISOTimestampTests {
        func text(_ instant: Int64, _ offset: Int?) -> String {
            ISOTimestamp.withText(instant, offsetSeconds: offset) { String(decoding: $0, as: UTF8.self) }
        }

        @Test(
            arguments: [
                (1_763_900_211, 3_600, "2025-11-23T13:16:51+01:00"),  // Gent's sample
                (1_763_900_211, nil, "2025-11-23T12:16:51Z"),  // no offset known: UTC, marked Z
                (1_763_900_211, 0, "2025-11-23T12:16:51+00:00"),  // a known zero offset is local time
                (1_763_900_211, -18_000, "2025-11-23T07:16:51-05:00"),
                (1_763_900_211, 19_800, "2025-11-23T17:46:51+05:30"),
                (1_763_900_211, 20_700, "2025-11-23T17:61:51+05:45".replacingOccurrences(of: "17:61", with: "18:01")),
                (1_763_900_211, -34_200, "2025-11-23T02:46:51-09:30"),
                (1_763_900_211, 50_400, "2025-11-24T02:16:51+14:00"),  // the next day in Kiribati
                (1_763_900_211, 90, "2025-11-23T12:16:51Z"),  // not whole minutes: ±hh:mm cannot say it
                (1_763_900_211, 86_400, "2025-11-23T12:16:51Z"),  // a day or more is no offset
                (0, nil, "1970-01-01T00:00:00Z"),
                (-1, nil, "1969-12-31T23:59:59Z"),
                (951_782_400, nil, "2000-02-29T00:00:00Z"),  // leap day of a century leap year
                (4_107_542_400, nil, "2100-03-01T00:00:00Z"),  // 2100 is no leap year
                (-62_135_596_800, nil, "0001-01-01T00:00:00Z"),
                (253_402_300_799, nil, "9999-12-31T23:59:59Z"),
                (253_402_300_800, nil, "+10000-01-01T00:00:00Z"),  // ISO's expanded years
                (-62_167_219_201, nil, "-0001-12-31T23:59:59Z"),
            ] as [(Int64, Int?, String)])
        func writesLocalTimeWithOffset(instant: Int64, offset: Int?, expected: String) {
            #expect(text(instant, offset) == expected)
        }

        @Test func extremeInstantsStayWithinTheBuffer() {
            #expect(text(.max, 3_600) == "+292277026596-12-04T15:30:07Z")
            #expect(text(.min, -3_600).hasPrefix("-292277022657-01-27T08:29:52"))
        }
    }

    /// The unit each quantity has in a locale, as plain headers and JSON keys state it.
    @Suite struct ReportUnitsTests {
        func catalog(_ locale: String, _ system: UnitSystem? = nil) throws -> FormatterCatalog {
            FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: system)
        }

        /// The units of the quantities that have a unit per locale or a fixed symbol.
        func describe(_ units: ReportUnits) -> String {
            Quantity.allCases.prefix(7).map { quantity in
                let unit = units.unit(of: quantity)
                return "\(unit.identifier)=\(unit.symbol)"
            }.joined(separator: " ")
        }

        @Test(arguments: [
            (
                "nl-BE",
                "celsius=°C kilometer-per-hour=km/u hectopascal=hPa millimeter=mm kilometer=km percent=% degree=°"
            ),
            ("en-US", "fahrenheit=°F mile-per-hour=mph inch-ofhg=inHg inch=in mile=mi percent=% degree=°"),
            (
                "de-DE",
                "celsius=°C kilometer-per-hour=km/h hectopascal=hPa millimeter=mm meter=m percent=% degree=°"
            ),
            (
                "ja-JP",
                "celsius=°C meter-per-second=m/s hectopascal=hPa millimeter=mm kilometer=km percent=% degree=°"
            ),
            (
                "en-GB",
                "celsius=°C mile-per-hour=mph millibar=mbar millimeter=mm mile=mi percent=% degree=°"
            ),
            (
                "ru-RU",
                "celsius=°C meter-per-second=м/с millimeter-ofhg=мм рт. ст. millimeter=мм kilometer=км percent=% degree=°"
            ),
        ])
        func unitsFollowTheRegion(_ locale: String, _ expected: String) throws {
            #expect(describe(ReportUnits(catalog: try catalog(locale))) == expected)
        }

        @Test func unitsFollowTheUnitsOption() throws {
            #expect(ReportUnits(catalog: try catalog("en-US", .metric)).unit(of: .temperature).identifier == "celsius")
            #expect(
                ReportUnits(catalog: try catalog("nl-BE", .imperial)).unit(of: .speed).identifier == "mile-per-hour")
        }

        @Test(arguments: [
            ("nl-BE", ","), ("en-US", "."), ("de-DE", ","), ("ja-JP", "."), ("fr-FR", ","), ("ar-EG", "."),
        ])
        func decimalSeparatorIsTheLocalesForLatinDigits(_ locale: String, _ separator: String) throws {
            #expect(ReportUnits(catalog: try catalog(locale)).decimalSeparator == separator)
        }
    }

    /// Formatted cells of values already in the column's unit, rounded by the column.
    @Suite struct ColumnUnitCellsTests {
        @Test(arguments: [
            ("nl-BE", Quantity.pressure, 1004.0, "1.004 hPa"),
            ("nl-BE", .temperature, -0.25, "0\u{A0}°C"),  // never -0
            ("nl-BE", .visibility, 10, "10 km"), ("de-DE", .visibility, 10_000, "10.000 m"),
            ("en-US", .visibility, 0.869_919, "0.87 mi"), ("en-US", .rainfall, 0.051_18, "0.05 in"),
            ("en-US", .pressure, 29.618, "29.6 inHg"), ("nl-BE", .rainfall, 1.25, "1,3 mm"),  // half up
            ("nl-BE", .speed, 19.8756, "20 km/u"), ("nl-BE", .percent, 93, "93%"),
            ("nl-BE", .direction, 230, "230°"),
        ])
        func formattedCells(_ locale: String, _ quantity: Quantity, _ value: Double, _ formatted: String) throws {
            let catalog = FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: nil)
            var cells = CellFormatter(catalog: catalog)
            #expect(cells.formatted(value, as: quantity) == formatted)
            #expect(cells.formatted(value, as: quantity) == formatted)  // from the memo
            #expect(cells.formatted(.nan, as: quantity) == "")
        }
    }
}
