import _FoundationICU

/// The unit each quantity has in a run's report, worked out once per run from the same ICU
/// formatters the cells use, for what `--plain` and JSON state once instead of in every cell:
/// the header's `Temperature (°C)` and JSON's `temp_celsius` key.
///
/// The formatted cells let CLDR pick the unit for the locale's region (`usage/weather`, …), and
/// ICU's C API does not name the unit it picked. So the formatters are asked: the unit's span in
/// a formatted sample gives the localized symbol (`km/u` in nl-BE), and the same skeleton in
/// English for the same region and keywords gives the English symbol (`km/h`), which
/// `identifiers` maps to CLDR's identifier (`kilometer-per-hour`).
///
/// One quantity can switch units with the size of the value: visibility in en-US is `4,593 ft`
/// then `6.2 mi`. A plain column needs one unit, so such a quantity gets the unit CLDR uses for
/// 10 km (OWM's largest visibility) and `PlainNumbers` converts metres into it itself, with the
/// formatted cell's rounding (integer, at least two significant digits).
package struct ReportUnits: Sendable {
    package struct Unit: Sendable, Equatable {
        /// CLDR's unit identifier (`celsius`, `kilometer-per-hour`, `percent`, `degree`).
        package var identifier: String
        /// The locale's short symbol, as the formatted cells write it (`°C`, `km/u`, `%`).
        package var symbol: String
        /// Set when the formatted cells switch units: the metres in one of this unit.
        package var metresPerUnit: Double?
    }

    /// By `Quantity.slot`.
    package let units: [Unit]
    /// The locale's decimal separator for Latin digits (plain numbers always use ASCII digits).
    package let decimalSeparator: String
    /// Rounds a value converted by `PlainNumbers` as the visibility cells round.
    let switchedUnitRounding: ICUNumberFormatter?

    package func unit(of quantity: Quantity) -> Unit { units[quantity.slot] }

    /// Probes `catalog`'s formatters. A unit ICU cannot describe gets the English symbol as its
    /// identifier (lowercased ASCII, `-` between words) rather than failing the run.
    package init(catalog: FormatterCatalog) {
        let english = Self.englishLocaleID(catalog.localeID)
        let parts = try? ICUNumberResult()
        var units: [Unit] = []
        for quantity in Quantity.allCases {
            let sample = Self.sample(quantity)
            let local = (try? catalog.numberFormatter(for: quantity).get()).flatMap { try? parts?.unitSymbol(sample, with: $0) }
            var unit = Unit(identifier: "", symbol: local ?? "", metresPerUnit: nil)
            switch quantity {
            case .percent: unit.identifier = "percent"
            case .direction: unit.identifier = "degree"
            default:
                // The output unit depends on the usage and the region, not on the input's unit.
                let formatter = try? ICUNumberFormatter(skeleton: quantity.skeleton(for: .standard), locale: english)
                let symbol = formatter.flatMap { try? parts?.unitSymbol(sample, with: $0) } ?? ""
                unit.identifier = Self.identifiers[symbol] ?? Self.slug(symbol)
                if quantity == .visibility, let formatter, let small = try? parts?.unitSymbol(100, with: formatter),
                    small != symbol
                {
                    unit.metresPerUnit = Self.metres[unit.identifier] ?? 1
                    if unit.metresPerUnit == 1 { (unit.identifier, unit.symbol) = ("meter", "m") }
                }
            }
            units.append(unit)
        }
        self.units = units
        decimalSeparator = Self.latinDecimalSeparator(catalog.localeID)
        switchedUnitRounding = try? ICUNumberFormatter(
            skeleton: "precision-integer/@@* sign-negative rounding-mode-half-up", locale: "en")
    }

    /// A value in the quantity's usual range, so CLDR picks the unit most cells will have.
    private static func sample(_ quantity: Quantity) -> Double {
        switch quantity {
        case .visibility: 10_000
        case .pressure: 1_000
        default: 50
        }
    }

    /// English symbols to CLDR unit identifiers, for every unit CLDR's weather usages can pick.
    static let identifiers: [String: String] = [
        "°C": "celsius", "°F": "fahrenheit", "K": "kelvin",
        "km/h": "kilometer-per-hour", "kph": "kilometer-per-hour", "m/s": "meter-per-second", "mph": "mile-per-hour", "kn": "knot",
        "Bft": "beaufort", "hPa": "hectopascal", "mbar": "millibar", "inHg": "inch-ofhg",
        "mmHg": "millimeter-ofhg", "mm Hg": "millimeter-ofhg", "kPa": "kilopascal", "mm": "millimeter", "cm": "centimeter",
        "in": "inch", "km": "kilometer", "m": "meter", "mi": "mile", "ft": "foot",
    ]

    /// The lengths visibility can switch between, in metres.
    static let metres: [String: Double] = ["kilometer": 1000, "meter": 1, "mile": 1609.344, "foot": 0.3048]

    /// `symbol` as an identifier of lowercase ASCII letters and digits with `-` between runs.
    static func slug(_ symbol: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in symbol.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.isEmpty ? "unit" : words.joined(separator: "-")
    }

    /// Plain English (whose symbols `identifiers` knows: regional English says `kph`) with the
    /// locale's keywords (`measure`, `mu`, `rg`), which are what CLDR's unit preferences depend
    /// on, and the locale's region (its likely region when it names none) as the `rg` keyword,
    /// unless the locale has one of its own.
    static func englishLocaleID(_ localeID: String) -> String {
        var keywords = localeID.firstIndex(of: "@").map { localeID[localeID.index(after: $0)...] }.map(String.init) ?? ""
        if !keywords.split(separator: ";").contains(where: { $0.hasPrefix("rg=") }) {
            let likely = ICU.cString { buffer, capacity, status in
                swift_uloc_addLikelySubtags(localeID, buffer, capacity, &status)
            } ?? localeID
            let region = ICU.cString { swift_uloc_getCountry(likely, $0, $1, &$2) } ?? ""
            if !region.isEmpty { keywords += (keywords.isEmpty ? "" : ";") + "rg=" + region.lowercased() + "zzzz" }
        }
        return keywords.isEmpty ? "en" : "en@" + keywords
    }

    /// The decimal separator the locale uses with Latin digits (`,` in nl-BE, `.` in ar-EG,
    /// whose own digits use `٫`).
    static func latinDecimalSeparator(_ localeID: String) -> String {
        var buffer = [CChar](repeating: 0, count: 158)
        for (index, byte) in localeID.utf8.prefix(157).enumerated() { buffer[index] = CChar(bitPattern: byte) }
        var status = U_ZERO_ERROR
        _ = swift_uloc_setKeywordValue("numbers", "latn", &buffer, 157, &status)
        let latin = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (try? ReportLocale(ICU.failed(status) ? localeID : latin))?.decimalSeparator ?? "."
    }
}
