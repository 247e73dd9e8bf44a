import Testing
import _FoundationICU

import WXReport

extension FormattingTests {
    /// Every locale ICU lists formats through wxreport's memos and composed dates exactly as a
    /// fresh ICU formatter for that locale does: no locale silently falls back to another's
    /// formats (issue 26: `nb-NO` printed `1,003 hPa` because the locale check left a broken
    /// alias bundle in ICU's cache).
    @Suite struct LocaleDifferentialTests {
        /// ICU's own list, as `uloc_getAvailable` gives it (`af`, …, `nb_NO`, …, `zu_ZA`).
        static let available: [String] = (0..<swift_uloc_countAvailable()).compactMap { index in
            swift_uloc_getAvailable(index).map { String(cString: $0) }
        }

        /// Metric input values per quantity, none on a rounding tie in any column unit.
        static let samples: [(Quantity, [Double])] = [
            (.temperature, [7.17, -12.4, 31.6]), (.speed, [5.66, 17.2]), (.pressure, [1003, 987.2]),
            (.rainfall, [1.27, 12.4, 0.31]), (.visibility, [8000, 650]),
            (.percent, [91, 7]), (.direction, [240, 5]), (.coordinate, [51.05, -3.71]), (.uvIndex, [3.2]),
            (.identifier, [2_797_656]),
        ]

        @Test func icuListsNorwegianBokmal() {
            #expect(Self.available.contains("nb_NO"))
            #expect(Self.available.count > 500)
        }

        @Test(arguments: ["nb-NO", "nb", "nn-NO", "no", "nb_NO.UTF-8"])
        func norwegianUsesItsOwnDecimalComma(text: String) throws {
            #expect(try ReportLocale(text).decimalSeparator == ",")
        }

        @Test func everyLocaleFormatsNumbersAsICUDoes() throws {
            var mismatches: [String] = []
            for id in Self.available {
                let locale = try ReportLocale(id)
                let catalog = FormatterCatalog(locale: locale, inputUnits: .metric, system: nil)
                var cells = CellFormatter(catalog: catalog)
                let columns = catalog.resolved.columns
                for (quantity, values) in Self.samples {
                    let column = columns[quantity.index]
                    let conversion = quantity.inputUnit(.metric).flatMap { from in
                        column.unit.map { UnitConversion(from: from, to: $0) }
                    }
                    for value in values {
                        let direct = Self.icuNumber(
                            conversion?.apply(value) ?? value, skeleton: column.skeleton, locale: catalog.localeID)
                        // Twice: the second answer comes from the memo.
                        for _ in 0..<2 where cells.format(value, as: quantity, from: .metric) != direct {
                            mismatches.append("\(id) \(quantity) \(value): \(direct)")
                        }
                    }
                }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        }

        /// 300 minutes a little over a day apart, each asked for twice: composed cells
        /// (`DateComposer`) in most locales, memoized ICU text in the rest.
        @Test func everyLocaleFormatsDatesAsICUDoes() throws {
            var mismatches: [String] = []
            let offsets = [3600, -18_000]
            for id in Self.available {
                let catalog = FormatterCatalog(locale: try ReportLocale(id), inputUnits: .metric, system: nil)
                var cells = CellFormatter(catalog: catalog)
                let direct = offsets.map { Self.icuDates(locale: catalog.localeID, offset: $0) }
                for step in Int64(0)..<300 {
                    let instant = 1_700_000_000 + step * 90_061
                    for (offset, formatter) in zip(offsets, direct) {
                        let expected = formatter(instant)
                        for _ in 0..<2 where cells.dateTime(instant, offsetSeconds: offset) != expected {
                            mismatches.append("\(id) \(instant)\(offset): \(expected)")
                        }
                    }
                }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        }

        /// A fresh ICU number formatter for `skeleton` in `locale`, formatting `value`.
        static func icuNumber(_ value: Double, skeleton: String, locale: String) -> String {
            var status = U_ZERO_ERROR
            let text = Array(skeleton.utf16)
            let formatter = swift_unumf_openForSkeletonAndLocale(text, Int32(text.count), locale, &status)
            let result = swift_unumf_openResult(&status)
            defer {
                swift_unumf_close(formatter)
                swift_unumf_closeResult(result)
            }
            swift_unumf_formatDouble(formatter, value, result, &status)
            var buffer = [UChar](repeating: 0, count: 128)
            let length = swift_unumf_resultToString(result, &buffer, 128, &status)
            return status.rawValue > 0
                ? "ICU error \(status.rawValue)" : String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
        }

        /// ICU's short date and time in a fixed offset (`GMT+01:00`), as one closure per zone.
        static func icuDates(locale: String, offset: Int) -> (Int64) -> String {
            let sign = offset < 0 ? "-" : "+"
            let hours = abs(offset) / 3600, minutes = abs(offset) % 3600 / 60
            let zone = Array("GMT\(sign)\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)".utf16)
            var status = U_ZERO_ERROR
            let formatter = swift_udat_open(UDAT_SHORT, UDAT_SHORT, locale, zone, Int32(zone.count), nil, -1, &status)
            return { instant in
                var status = U_ZERO_ERROR
                var buffer = [UChar](repeating: 0, count: 128)
                let length = swift_udat_format(formatter, Double(instant) * 1000, &buffer, 128, nil, &status)
                return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
            }
        }
    }
}
