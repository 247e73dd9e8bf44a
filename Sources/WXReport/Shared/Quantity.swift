/// The kinds of value a report cell can hold. Each has its own ICU formatter, because the unit,
/// the CLDR usage that picks it, and the precision all differ.
package enum Quantity: Sendable, CaseIterable {
    /// `rainfall` is any precipitation amount, rain or snow, in millimetres of water as OWM gives it.
    case temperature, speed, pressure, rainfall, visibility, percent, direction
    /// Latitude and longitude, in degrees.
    case coordinate
    /// A unitless index (the UV index).
    case index
    /// A whole-number code (city and condition ids): digits only, never grouped.
    case identifier

    /// Position in `allCases`, so per-quantity tables can be plain arrays (no hashing on the hot path).
    package var slot: Int {
        switch self {
        case .temperature: 0
        case .speed: 1
        case .pressure: 2
        case .rainfall: 3
        case .visibility: 4
        case .percent: 5
        case .direction: 6
        case .coordinate: 7
        case .index: 8
        case .identifier: 9
        }
    }

    /// The unit OWM sends this quantity in (`owm-formats.md`); nil for percentages and degrees,
    /// which are never converted. Only temperature and speed depend on the request's units.
    package func inputUnit(_ units: InputUnits) -> ReportUnit? {
        switch self {
        case .temperature:
            switch units {
            case .standard: .kelvin
            case .metric: .celsius
            case .imperial: .fahrenheit
            }
        case .speed: units == .imperial ? .milePerHour : .meterPerSecond
        case .pressure: .hectopascal
        case .rainfall: .millimeter
        case .visibility: .meter
        case .percent, .direction, .coordinate, .index, .identifier: nil
        }
    }

    /// How a column's unit is chosen: ICU is asked which unit CLDR's `usage` gives for the
    /// locale at `reference` (in `unit`), and the whole column then uses that unit, whatever the
    /// data. The references are typical values, documented in wxreport(1): 20 °C, 5 m/s,
    /// 1013.25 hPa, 1 mm of precipitation, 10 km of visibility. `candidates` are the units
    /// CLDR gives for these usages in any region (checked by `FormatterCatalogTests`); the first
    /// is the one used should a future CLDR pick another.
    var usage: (name: String, unit: ReportUnit, reference: Double, candidates: [ReportUnit])? {
        switch self {
        case .temperature: ("weather", .celsius, 20, [.celsius, .fahrenheit, .kelvin])
        case .speed: ("wind", .meterPerSecond, 5, [.kilometerPerHour, .meterPerSecond, .milePerHour, .knot])
        case .pressure:
            ("baromtrc", .hectopascal, 1013.25, [.hectopascal, .millibar, .inchOfHg, .millimeterOfHg, .kilopascal])
        case .rainfall: ("rainfall", .millimeter, 1, [.millimeter, .centimeter, .inch])
        // CLDR's own spelling of the usage.
        case .visibility: ("visiblty", .meter, 10_000, [.kilometer, .meter, .mile, .foot, .yard])
        case .percent, .direction, .coordinate, .index, .identifier: nil
        }
    }

    /// The digits a column of this quantity shows in `unit`.
    ///
    /// Temperature, speed, percentages and degrees are whole. Pressure is whole but keeps three
    /// significant digits, so inHg keeps its decimal (29.9) while hPa stays whole (1013).
    /// Visibility is whole but keeps two (6.2 mi, 0.87 mi, 10 km). Rain and snow show one decimal,
    /// two in a unit as coarse as the inch (where 0.1 in would hide most showers), and a non-zero
    /// amount always keeps one significant digit, so it never reads as zero.
    func precision(in unit: ReportUnit?) -> CellPrecision {
        switch self {
        case .temperature, .speed, .percent, .direction, .index, .identifier: CellPrecision(fractionDigits: 0)
        // Two decimals place a point within about a kilometre, as One Call gives them.
        case .coordinate: CellPrecision(fractionDigits: 2)
        case .pressure: CellPrecision(fractionDigits: 0, minimumSignificantDigits: 3)
        case .visibility: CellPrecision(fractionDigits: 0, minimumSignificantDigits: 2)
        case .rainfall:
            // Coarse: one unit is more than 2 cm (numerator / denominator metres).
            CellPrecision(
                fractionDigits: unit.map { $0.size.numerator * 50 > $0.size.denominator } == true ? 2 : 1,
                keepsNonZero: true)
        }
    }

    /// The ICU number skeleton that lays out a value already converted to `unit` and rounded to
    /// `precision`. No `usage/`: the unit is fixed per column. `sign-negative` stops -0.3 °C from
    /// printing as `-0`; `rounding-mode-half-up` matches `CellPrecision`'s rounding.
    func skeleton(unit: ReportUnit?, precision: CellPrecision) -> String {
        let common = "\(precision.skeleton) sign-negative rounding-mode-half-up"
        switch self {
        case .percent:
            // `percent` appends the sign without scaling: OWM sends 87 for 87 %.
            return "percent \(common)"
        case .direction, .coordinate:
            // Narrow: the short width is "230 deg" in en-US and "230度" in ja-JP.
            return "measure-unit/angle-degree unit-width-narrow \(common)"
        case .index:
            return common
        case .identifier:
            // An id is a code, not an amount: no grouping, Latin digits in every locale.
            return "group-off numbering-system/latn \(common)"
        default:
            return "unit/\((unit ?? .meter).rawValue) unit-width-short \(common)"
        }
    }
}
