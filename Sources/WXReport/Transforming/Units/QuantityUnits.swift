import _FoundationICU

/// What wxreport knows about one quantity's units, in one table (`Quantity.unitFacts`): the
/// unit OWM sends, the CLDR usage that picks a column's unit for the locale, the one unit the
/// formats for machines use (JSON, NDJSON, `--plain`, `--header keys`) whatever the locale, so
/// a key like `temp_celsius` means the same in every file, and the digits a column shows.
///
/// | quantity    | metric | imperial |
/// |-------------|--------|----------|
/// | temperature | °C     | °F       |
/// | speed       | m/s    | mph      |
/// | pressure    | hPa    | inHg     |
/// | rain, snow  | mm     | in       |
/// | visibility  | km     | mi       |
package struct QuantityUnits: Sendable {
    /// How a column's unit is chosen: ICU is asked which unit CLDR's usage `name` gives for the
    /// locale at `reference` (in `unit`), and the whole column then uses that unit, whatever the
    /// data. The references are typical values, documented in wxreport(1): 20 °C, 5 m/s,
    /// 1013.25 hPa, 1 mm of precipitation, 10 km of visibility. `candidates` are the units
    /// CLDR gives for these usages in any region (checked by `CellRulesTests`); the first is
    /// the one used should a future CLDR pick another.
    typealias Usage = (name: String, unit: ReportUnit, reference: Double, candidates: [ReportUnit])

    /// The digits a column shows (`ColumnFormat` adds one for rain in a unit as coarse as the inch).
    var precision = CellPrecision(fractionDigits: 0)
    /// The unit OWM sends the quantity in (`owm-formats.md`), by `InputUnits.index`; empty for
    /// percentages, degrees and codes, which are never converted.
    var input: [ReportUnit] = []
    /// The unit of the formats for machines, metric then imperial; empty as `input`.
    var fixed: [ReportUnit] = []
    var usage: Usage?
    /// For a quantity whose unit is not chosen: the start of its ICU skeleton, and the CLDR
    /// identifier of its unit (`percent`, `degree`), nil when it has none.
    var stem = ""
    var name: String?

    /// By `Quantity.index`. Temperature, speed, percentages and degrees are whole. Pressure is
    /// whole but keeps three significant digits, so inHg keeps its decimal (29.9) while hPa
    /// stays whole (1013); visibility keeps two (6.2 mi, 0.87 mi, 10 km). Rain and snow show
    /// one decimal, and a non-zero amount keeps one significant digit, so it never reads as zero.
    /// Only temperature and speed depend on the request's units.
    // swift-format-ignore
    static let table: [QuantityUnits] = [
        .init(input: [.kelvin, .celsius, .fahrenheit], fixed: [.celsius, .fahrenheit],
              usage: (name: "weather", unit: .celsius, reference: 20,
                           candidates: [.celsius, .fahrenheit, .kelvin])),
        .init(input: [.meterPerSecond, .meterPerSecond, .milePerHour], fixed: [.meterPerSecond, .milePerHour],
              usage: (name: "wind", unit: .meterPerSecond, reference: 5,
                           candidates: [.kilometerPerHour, .meterPerSecond, .milePerHour, .knot])),
        .init(precision: CellPrecision(fractionDigits: 0, minimumSignificantDigits: 3),
              input: [.hectopascal, .hectopascal, .hectopascal], fixed: [.hectopascal, .inchOfHg],
              usage: (name: "baromtrc", unit: .hectopascal, reference: 1013.25,
                           candidates: [.hectopascal, .millibar, .inchOfHg, .millimeterOfHg, .kilopascal])),
        .init(precision: CellPrecision(fractionDigits: 1, keepsNonZero: true),
              input: [.millimeter, .millimeter, .millimeter], fixed: [.millimeter, .inch],
              usage: (name: "rainfall", unit: .millimeter, reference: 1,
                           candidates: [.millimeter, .centimeter, .inch])),
        // CLDR's own spelling of the usage.
        .init(precision: CellPrecision(fractionDigits: 0, minimumSignificantDigits: 2),
              input: [.meter, .meter, .meter], fixed: [.kilometer, .mile],
              usage: (name: "visiblty", unit: .meter, reference: 10_000,
                           candidates: [.kilometer, .meter, .mile, .foot, .yard])),
        // `percent` appends the sign without scaling: OWM sends 87 for 87 %.
        .init(stem: "percent", name: "percent"),
        // Narrow: the short width is "230 deg" in en-US and "230度" in ja-JP.
        .init(stem: "measure-unit/angle-degree unit-width-narrow", name: "degree"),
        // Two decimals place a point within about a kilometre, as One Call gives them.
        .init(precision: CellPrecision(fractionDigits: 2), stem: "measure-unit/angle-degree unit-width-narrow",
              name: "degree"),
        .init(),
        // An id is a code, not an amount: no grouping, Latin digits in every locale.
        .init(stem: "group-off numbering-system/latn"),
    ]
}

extension Quantity {
    /// This quantity's entry in `QuantityUnits.table`.
    var unitFacts: QuantityUnits { QuantityUnits.table[index] }

    /// The unit OWM sends this quantity in; nil for percentages and degrees.
    package func inputUnit(_ units: InputUnits) -> ReportUnit? {
        unitFacts.input.isEmpty ? nil : unitFacts.input[units.index]
    }

    /// The fixed unit of this quantity in `system`; nil for percentages and degrees.
    func fixedUnit(in system: UnitSystem) -> ReportUnit? {
        unitFacts.fixed.isEmpty ? nil : unitFacts.fixed[system == .metric ? 0 : 1]
    }
}

extension UnitSystem {
    /// The system of the machine formats when `--units` is not given: imperial where CLDR's
    /// measurement system for the locale is the US one (`en-US`, `es-US`, and `en`, whose likely
    /// region is the US), metric everywhere else (the UK's mixed system included: its weather
    /// uses °C and hPa).
    package static func `default`(for localeIdentifier: String) -> UnitSystem {
        var status = U_ZERO_ERROR
        let system = swift_ulocdata_getMeasurementSystem(localeIdentifier, &status)
        return !ICU.failed(status) && system == UMS_US ? .imperial : .metric
    }
}
