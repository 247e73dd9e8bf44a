import _FoundationICU

/// The units of each quantity: the one OWM sends (`inputUnit`), the CLDR usage that picks a
/// column's unit (`usage`), and the one unit the formats for machines use (JSON, NDJSON,
/// `--plain`, `--header keys`) whatever the locale (`fixedUnit`): a key like `temp_celsius` then means the same in
/// every file, so a folder of daily NDJSON files from several locales reads as one table.
///
/// | quantity    | metric | imperial |
/// |-------------|--------|----------|
/// | temperature | °C     | °F       |
/// | speed       | m/s    | mph      |
/// | pressure    | hPa    | inHg     |
/// | rain, snow  | mm     | in       |
/// | visibility  | km     | mi       |
extension Quantity {
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
        case .percent, .direction, .coordinate, .uvIndex, .identifier: nil
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
        case .percent, .direction, .coordinate, .uvIndex, .identifier: nil
        }
    }

    /// The fixed unit of this quantity in `system`; nil for percentages and degrees.
    func fixedUnit(in system: UnitSystem) -> ReportUnit? {
        let metric = system == .metric
        return switch self {
        case .temperature: metric ? .celsius : .fahrenheit
        case .speed: metric ? .meterPerSecond : .milePerHour
        case .pressure: metric ? .hectopascal : .inchOfHg
        case .rainfall: metric ? .millimeter : .inch
        case .visibility: metric ? .kilometer : .mile
        case .percent, .direction, .coordinate, .uvIndex, .identifier: nil
        }
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
