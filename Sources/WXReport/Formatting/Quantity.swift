/// The kinds of value a report cell can hold. Each has its own ICU formatter, because the input
/// unit, the CLDR usage that picks the output unit, and the precision all differ.
package enum Quantity: Sendable, CaseIterable {
    case temperature, speed, pressure, rainfall, snowfall, visibility, percent, direction

    /// Position in `allCases`, so per-quantity tables can be plain arrays (no hashing on the hot path).
    var slot: Int {
        switch self {
        case .temperature: 0
        case .speed: 1
        case .pressure: 2
        case .rainfall: 3
        case .snowfall: 4
        case .visibility: 5
        case .percent: 6
        case .direction: 7
        }
    }

    /// The ICU number skeleton for this quantity given what units the input holds.
    ///
    /// Every skeleton sets a precision: with `usage/` and none, ICU keeps two significant digits,
    /// so one column would mix `9,5` and `12`. `sign-negative` stops a value such as -0.3 °C from
    /// printing as `-0`. `rounding-mode-half-up` rounds 2.5 to 3, as readers of a weather report
    /// expect, rather than ICU's default half-even.
    ///
    /// `fineLength` asks for two decimals on rainfall and snowfall; `FormatterCatalog` sets it
    /// when CLDR picks inches, where one decimal (2.5 mm) would hide most showers.
    func skeleton(for input: InputUnits, fineLength: Bool = false) -> String {
        let common = "unit-width-short sign-negative rounding-mode-half-up"
        let length = fineLength ? ".##" : ".#"
        switch self {
        case .temperature:
            let unit =
                switch input {
                case .standard: "kelvin"
                case .metric: "celsius"
                case .imperial: "fahrenheit"
                }
            return "measure-unit/temperature-\(unit) usage/weather precision-integer \(common)"
        case .speed:
            let unit = input == .imperial ? "mile-per-hour" : "meter-per-second"
            return "measure-unit/speed-\(unit) usage/wind precision-integer \(common)"
        case .pressure:
            // OWM always sends hPa. Integer, but at least three significant digits, so inHg
            // keeps its decimal (29.9) while hPa stays whole (1013).
            return "measure-unit/pressure-hectopascal usage/baromtrc precision-integer/@@@* \(common)"
        case .rainfall:
            return "measure-unit/length-millimeter usage/rainfall \(length) \(common)"
        case .snowfall:
            return "measure-unit/length-millimeter usage/snowfall \(length) \(common)"
        case .visibility:
            // CLDR's own spelling of the usage. Whole units, but two significant digits, so
            // 6.2 mi and 9.5 km keep their decimal while 4593 ft and 10 km stay whole.
            return "measure-unit/length-meter usage/visiblty precision-integer/@@* \(common)"
        case .percent:
            // `percent` appends the sign without scaling: OWM sends 87 for 87 %.
            return "percent precision-integer sign-negative rounding-mode-half-up"
        case .direction:
            // Narrow: the short width is "230 deg" in en-US and "230度" in ja-JP.
            return "measure-unit/angle-degree unit-width-narrow precision-integer sign-negative rounding-mode-half-up"
        }
    }

    /// Whether CLDR may choose inches, which need `fineLength`.
    var mayNeedFineLength: Bool { self == .rainfall || self == .snowfall }
}
