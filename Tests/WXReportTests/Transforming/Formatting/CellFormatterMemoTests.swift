import Testing

import WXReport

extension FormattingTests {
    /// The memos behind number cells give the text ICU gives: raw values that round alike, other
    /// input units, and zeros of both signs.
    @Suite struct CellFormatterMemoTests {
        private static func catalog(_ locale: String) throws -> FormatterCatalog {
            let catalog = FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .auto, system: nil)
            try catalog.validate()
            return catalog
        }

        // MARK: Numbers

        @Test func rawValuesThatRoundAlikeShareOneText() throws {
            var cells = CellFormatter(catalog: try Self.catalog("nl-BE"))
            let values = [21.0, 21.1, 20.5, 21.49, 20.500000000000004, 21.499999999999996]
            let texts = values.map { cells.format($0, as: .temperature, from: .metric) }
            #expect(texts == Array(repeating: "21\u{A0}°C", count: 6))
            // Other input units convert to the same rounded value.
            #expect(cells.format(294.3, as: .temperature, from: .standard) == "21\u{A0}°C")
            // 21.5 rounds up, away from the shared entry.
            #expect(cells.format(21.5, as: .temperature, from: .metric) == "22\u{A0}°C")
        }

        /// -0.3 rounds to -0.0 and 0.3 to 0.0: the memo keys exact bits, and both print `0`.
        @Test func negativeZeroPrintsAsZero() throws {
            var cells = CellFormatter(catalog: try Self.catalog("nl-BE"))
            #expect(cells.format(-0.3, as: .temperature, from: .metric) == "0\u{A0}°C")
            #expect(cells.format(0.3, as: .temperature, from: .metric) == "0\u{A0}°C")
            #expect(cells.format(-0.0, as: .temperature, from: .metric) == "0\u{A0}°C")
        }

        /// Metric values spread over each quantity's range, with ties and their neighbours, zeros
        /// of both signs and the smallest amounts.
        private static func spread(_ quantity: Quantity) -> [Double] {
            let (low, high, step): (Double, Double, Double) =
                switch quantity {
                case .temperature: (-45, 50, 0.37)
                case .speed: (0, 40, 0.13)
                case .pressure: (940, 1060, 0.45)
                case .rainfall: (0, 30, 0.011)
                case .visibility: (0, 10_000, 37.3)
                case .percent: (0, 100, 0.29)
                case .direction: (0, 360, 1.3)
                case .coordinate: (-180, 180, 0.731)
                case .uvIndex: (0, 12, 0.05)
                case .identifier: (0, 1_000_000, 997)
                }
            let grid = stride(from: low, through: high, by: step).map { $0 }
            let edges = [
                -0.0, 0, 0.5, 2.5, -2.5, 0.05, 0.15, 0.049999999999999996, 0.49999999999999994, 1e-300, 1013.25,
            ]
            return grid + edges + grid.map { $0 + 1e-9 }  // the last: new raw bits, mostly the same rounded values
        }

        @Test(arguments: ["nl-BE", "en-US", "de-DE", "ar-EG", "hi-IN", "fr-FR"])
        func memoizedTextIsAFreshFormatsText(locale: String) throws {
            let catalog = try Self.catalog(locale)
            var memoized = CellFormatter(catalog: catalog)
            for quantity in Quantity.allCases {
                let values = Self.spread(quantity)
                for units in InputUnits.allCases {
                    for value in values {
                        var fresh = CellFormatter(catalog: catalog)  // empty memos: ICU makes the text
                        let expected = fresh.format(value, as: quantity, from: units)
                        let text = memoized.format(value, as: quantity, from: units)
                        #expect(text == expected, "\(quantity) \(value) \(units)")
                    }
                }
            }
        }

        @Test(arguments: [
            ("nl-BE", ["21\u{A0}°C", "18 km/u", "1.013 hPa", "3,4 mm", "2,3 km", "87%", "230°"]),
            (
                "ar-EG",
                ["٢١°\u{200F}م", "١٨ كم/س", "١٬٠١٣ م. بار", "٣٫٤ مم", "٢٫٣ كم", "٨٧٪\u{61C}", "٢٣٠ درجة"]
            ),
            ("hi-IN", ["21℃", "18 कि॰मी॰/घं॰", "1,013 hPa", "3.4 मि॰मी॰", "2.3 कि॰मी॰", "87%", "230°"]),
        ])
        func theSecondFormatOfARoundedValueIsTheFirsts(locale: String, expected: [String]) throws {
            var cells = CellFormatter(catalog: try Self.catalog(locale))
            let first = [21.4, 5.1, 1013.25, 3.37, 2_345, 87.4, 229.6]
            let second = [20.6, 4.9, 1012.6, 3.41, 2_251, 86.6, 230.4]  // other raw values, same cells
            for values in [first, second] {
                let cellsText = zip(values, Quantity.allCases).map { cells.format($0, as: $1, from: .metric) }
                #expect(cellsText == expected)
            }
        }
    }
}
