/// The unit and digits of one report column, fixed for the whole run.
///
/// CLDR's `usage/` data picks a unit per value (US visibility is miles from a mile up, feet
/// below), so ICU left to itself puts `6.2 mi` and `4,593 ft` in one column. A column a reader
/// compares down needs one unit, so the unit is the one CLDR picks for the locale at the
/// quantity's reference value (`Quantity.usage`), asked once per run: it cannot depend on the
/// data, the order of the inputs or `--jobs`.
package struct ColumnFormat: Sendable {
    /// Nil for percentages and degrees, which have no unit to choose.
    package private(set) var unit: ReportUnit?
    package private(set) var precision: CellPrecision
    package private(set) var skeleton: String
    /// False when CLDR's unit was none of the quantity's candidates, or ICU failed to say;
    /// `unit` is then the first candidate.
    package private(set) var followsCLDR: Bool

    package init(_ quantity: Quantity, localeID: String) {
        let usage = quantity.usage
        let chosen = usage.flatMap { try? Self.cldrUnit(usage: $0, localeID: localeID) }
        self.init(quantity, unit: chosen ?? usage?.candidates.first, followsCLDR: usage == nil || chosen != nil)
    }

    /// The column in `system`'s fixed unit (the formats for machines), whatever the locale.
    init(_ quantity: Quantity, fixed system: UnitSystem) {
        self.init(quantity, unit: quantity.fixedUnit(in: system), followsCLDR: true)
    }

    private init(_ quantity: Quantity, unit: ReportUnit?, followsCLDR: Bool) {
        self.unit = unit
        self.followsCLDR = followsCLDR
        precision = quantity.precision(in: unit)
        skeleton = quantity.skeleton(unit: unit, precision: precision)
    }

    /// The candidate ICU's usage gives at the reference: ICU formats the reference through the
    /// usage, each candidate formats the reference as converted by wxreport, and the texts
    /// (number and unit, to three significant digits) agree only for the unit ICU chose.
    private static func cldrUnit(
        usage: (name: String, unit: ReportUnit, reference: Double, candidates: [ReportUnit]), localeID: String
    ) throws(ICUFailure) -> ReportUnit? {
        let stems = "unit-width-short @@@"
        let result = try ICUNumberResult()
        let byUsage = try ICUNumberFormatter(
            skeleton: "unit/\(usage.unit.rawValue) usage/\(usage.name) \(stems)", locale: localeID)
        let expected = try result.format(usage.reference, with: byUsage)
        for candidate in usage.candidates {
            let converted = UnitConversion(from: usage.unit, to: candidate).apply(usage.reference)
            let formatter = try ICUNumberFormatter(skeleton: "unit/\(candidate.rawValue) \(stems)", locale: localeID)
            if try result.format(converted, with: formatter) == expected { return candidate }
        }
        return nil
    }
}

extension Quantity {
    /// The digits a column of this quantity shows in `unit`.
    ///
    /// Temperature, speed, percentages and degrees are whole. Pressure is whole but keeps three
    /// significant digits, so inHg keeps its decimal (29.9) while hPa stays whole (1013).
    /// Visibility is whole but keeps two (6.2 mi, 0.87 mi, 10 km). Rain and snow show one decimal,
    /// two in a unit as coarse as the inch (where 0.1 in would hide most showers), and a non-zero
    /// amount always keeps one significant digit, so it never reads as zero.
    func precision(in unit: ReportUnit?) -> CellPrecision {
        switch self {
        case .temperature, .speed, .percent, .direction, .uvIndex, .identifier: CellPrecision(fractionDigits: 0)
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
        case .uvIndex:
            return common
        case .identifier:
            // An id is a code, not an amount: no grouping, Latin digits in every locale.
            return "group-off numbering-system/latn \(common)"
        default:
            return "unit/\((unit ?? .meter).rawValue) unit-width-short \(common)"
        }
    }
}
