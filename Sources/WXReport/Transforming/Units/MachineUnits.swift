import _FoundationICU

/// The one unit per quantity that the formats for machines use (JSON, NDJSON, `--plain`,
/// `--header keys`), whatever the locale: a key like `temp_celsius` then means the same in
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
    /// The fixed unit of this quantity in `system`; nil for percentages and degrees.
    func fixedUnit(in system: UnitSystem) -> ReportUnit? {
        switch (self, system) {
        case (.temperature, .metric): .celsius
        case (.temperature, .imperial): .fahrenheit
        case (.speed, .metric): .meterPerSecond
        case (.speed, .imperial): .milePerHour
        case (.pressure, .metric): .hectopascal
        case (.pressure, .imperial): .inchOfHg
        case (.rainfall, .metric): .millimeter
        case (.rainfall, .imperial): .inch
        case (.visibility, .metric): .kilometer
        case (.visibility, .imperial): .mile
        case (.percent, _), (.direction, _), (.coordinate, _), (.index, _), (.identifier, _): nil
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
