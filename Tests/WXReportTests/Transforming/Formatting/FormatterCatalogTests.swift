import Testing

import WXReport

extension FormattingTests {
    @Suite struct FormatterCatalogTests {
        @Test(arguments: ["nl-BE", "en-US", "de-DE", "ja-JP", "fr-FR", "ar-EG", "hi-IN"])
        func validatesEveryFormatterForRealLocales(text: String) throws {
            for units in InputUnitsSetting.allCases {
                for system in [nil, UnitSystem.metric, .imperial] {
                    let catalog = FormatterCatalog(locale: try ReportLocale(text), inputUnits: units, system: system)
                    try catalog.validate()
                }
            }
        }

        @Test(arguments: [
            ("nl_BE", UnitSystem?.none, "nl_BE"),
            ("nl_BE", .imperial, "nl_BE@measure=ussystem"),
            ("en_US", .metric, "en_US@measure=metric"),
            ("en_US@measure=metric", .imperial, "en_US@measure=ussystem"),
            ("en_US@mu=celsius", .imperial, "en_US@measure=ussystem"),
        ])
        func addsTheUnitsOverrideAsAKeyword(identifier: String, system: UnitSystem?, expected: String) {
            #expect(FormatterCatalog.localeID(identifier, system: system) == expected)
        }

        @Test func reportsASkeletonICUCannotOpen() throws {
            let catalog = try Self.catalog(replacingTemperatureWith: "measure-unit/temperature-kelvinn usage/weather")
            let error = #expect(throws: ReportError.self) { try catalog.validate() }
            #expect(error == ReportError(.usage, "cannot format for locale 'nl-BE': U_NUMBER_SKELETON_SYNTAX_ERROR"))
        }

        @Test func reportsAFailureICUOnlyFindsWhenFormatting() throws {
            // A usage with no unit opens fine and fails at the first value.
            let catalog = try Self.catalog(replacingTemperatureWith: "usage/weather precision-integer")
            let error = #expect(throws: ReportError.self) { try catalog.validate() }
            #expect(error == ReportError(.usage, "cannot format for locale 'nl-BE': U_ILLEGAL_ARGUMENT_ERROR"))
            var cells = CellFormatter(catalog: catalog)
            #expect(cells.format(20, as: .temperature, from: .metric) == "")
            #expect(cells.format(5, as: .speed, from: .metric) == "18 km/u")  // the other quantities still work
        }

        private static func catalog(replacingTemperatureWith skeleton: String) throws -> FormatterCatalog {
            FormatterCatalog(
                locale: try ReportLocale("nl-BE"), inputUnits: .metric, system: nil,
                skeletonOverrides: [.temperature: skeleton])
        }
    }
}
