/// The unit and digits of one report column, fixed for the whole run.
///
/// CLDR's `usage/` data picks a unit per value (US visibility is miles from a mile up, feet
/// below), so ICU left to itself puts `6.2 mi` and `4,593 ft` in one column. A column a reader
/// compares down needs one unit, so the unit is the one CLDR picks for the locale at the
/// quantity's reference value (`QuantityUnits.Usage`), asked once per run: it cannot depend on the
/// data, the order of the inputs or `--jobs`.
package struct ColumnFormat: Sendable {
    /// Nil for percentages and degrees, which have no unit to choose.
    package let unit: ReportUnit?
    package let precision: CellPrecision
    package let skeleton: String
    /// False when CLDR's unit was none of the quantity's candidates, or ICU failed to say;
    /// `unit` is then the first candidate.
    package let followsCLDR: Bool

    package init(_ quantity: Quantity, localeID: String) {
        let usage = quantity.unitFacts.usage
        let chosen = usage.flatMap { try? Self.cldrUnit(usage: $0, localeID: localeID) }
        self.init(quantity, unit: chosen ?? usage?.candidates.first, followsCLDR: usage == nil || chosen != nil)
    }

    /// The column in `system`'s fixed unit (the formats for machines), whatever the locale.
    init(_ quantity: Quantity, fixed system: UnitSystem) {
        self.init(quantity, unit: quantity.fixedUnit(in: system), followsCLDR: true)
    }

    /// The skeleton lays out a value already converted to `unit` and rounded to `precision`.
    /// No `usage/`: the unit is fixed per column. `sign-negative` stops -0.3 °C from printing
    /// as `-0`; `rounding-mode-half-up` matches `CellPrecision`'s rounding.
    private init(_ quantity: Quantity, unit: ReportUnit?, followsCLDR: Bool) {
        let facts = quantity.unitFacts
        var precision = facts.precision
        // Rain in a unit as coarse as the inch (more than 2 cm) shows two decimals, where 0.1 in
        // would hide most showers.
        if quantity == .rainfall, let unit, unit.size.numerator * 50 > unit.size.denominator {
            precision.fractionDigits += 1
        }
        (self.unit, self.followsCLDR, self.precision) = (unit, followsCLDR, precision)
        let stem = unit.map { "unit/\($0.rawValue) unit-width-short " } ?? (facts.stem.isEmpty ? "" : facts.stem + " ")
        skeleton = stem + precision.skeleton + " sign-negative rounding-mode-half-up"
    }

    /// The candidate ICU's usage gives at the reference: ICU formats the reference through the
    /// usage, each candidate formats the reference as converted by wxreport, and the texts
    /// (number and unit, to three significant digits) agree only for the unit ICU chose.
    private static func cldrUnit(usage: QuantityUnits.Usage, localeID: String) throws(ICUFailure) -> ReportUnit? {
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
