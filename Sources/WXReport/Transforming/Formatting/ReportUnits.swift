/// The unit each quantity has in a run's report, for what `--plain` and JSON state once instead
/// of in every cell: the header's `Temperature (°C)` and JSON's `temp_celsius` key.
///
/// Every column has one unit for the whole run (`ColumnFormat`: CLDR's choice for the locale's
/// region, or `--units`), so the identifier is that unit's CLDR name, and the symbol is what the
/// column's own ICU formatter writes beside a number (its unit field), so the header says
/// exactly what the formatted cells say.
package struct ReportUnits: Sendable {
    package struct Unit: Sendable, Equatable {
        /// CLDR's unit identifier (`celsius`, `kilometer-per-hour`, `percent`, `degree`).
        package var identifier: String
        /// The locale's short symbol, as the formatted cells write it (`°C`, `km/u`, `%`).
        package var symbol: String
    }

    /// By `Quantity.index`.
    package let units: [Unit]
    /// The locale's decimal separator for Latin digits (plain numbers always use ASCII digits).
    package let decimalSeparator: String

    package func unit(of quantity: Quantity) -> Unit { units[quantity.index] }

    /// Asks `catalog`'s column formats and formatters; a symbol ICU cannot give is empty (the
    /// header then has no unit rather than a wrong one).
    package init(catalog: FormatterCatalog) {
        let resolved = catalog.resolved
        let result = try? ICUNumberResult()
        units = Quantity.allCases.map { quantity in
            let identifier = resolved.columns[quantity.index].unit?.rawValue ?? quantity.unitFacts.name ?? ""
            let formatter = try? resolved.formatters[quantity.index].get()
            let symbol = formatter.flatMap { try? result?.unitSymbol(10, with: $0) } ?? ""
            return Unit(identifier: identifier, symbol: Self.withoutBidiMarks(symbol))
        }
        decimalSeparator = Self.latinDecimalSeparator(catalog.localeID)
    }

    /// `symbol` without the invisible direction marks CLDR puts in some (ar-EG's `°‏م` holds a
    /// U+200F), Unicode's Bidi_Control characters (U+061C, U+200E–F, U+202A–E, U+2066–9): in a
    /// header a reader types (`df["درجة الحرارة (°م)"]`), an invisible character makes the name
    /// fail to match. A header cell's direction is the reader's to decide.
    package static func withoutBidiMarks(_ symbol: String) -> String {
        String(symbol.unicodeScalars.filter { !$0.properties.isBidiControl })
    }

    /// The decimal separator the locale uses with Latin digits (`,` in nl-BE, `.` in ar-EG,
    /// whose own digits use `٫`).
    static func latinDecimalSeparator(_ localeID: String) -> String {
        let latin = ICU.settingKeywords(["numbers": "latn"], of: localeID) ?? localeID
        return (try? ReportLocale(latin))?.decimalSeparator ?? "."
    }
}
