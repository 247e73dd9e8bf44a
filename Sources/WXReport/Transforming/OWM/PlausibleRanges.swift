/// The values a weather record may hold, per quantity, in the unit OWM sends it (`inputUnit`),
/// as temperatures have theirs (`InputUnits.plausibleTemperatures`). Wider than any weather on
/// Earth, narrow enough that a broken value (pressure 0.4, humidity 1e20 %, negative rain) is a
/// schema error for its record instead of a number in the report. Documented in wxreport(1).
///
/// | quantity          | range                               | why                                    |
/// |-------------------|-------------------------------------|----------------------------------------|
/// | pressure          | 300 to 1100 hPa                     | sea-level records 870 and 1084 hPa; a mountain station's ground pressure is lower |
/// | wind speed, gust  | 0 to 150 m/s (imperial: 0 to 340 mph) | the strongest gust measured is 113 m/s |
/// | rain, snow        | 0 to 2000 mm                        | the wettest day measured is about 1,825 mm |
/// | visibility        | 0 to 100,000 m                      | OWM caps it at 10,000 m                |
/// | humidity, clouds, chance of precipitation | 0 to 110 % | a model overshoots: OWM's forecasts and One Call give 101 %; kept and shown as given |
/// | wind direction    | 0 to 360°                           |                                        |
/// | latitude, longitude | −180 to 180°                      |                                        |
/// | UV index          | 0 to 50                             | the highest measured is about 43, on the Altiplano |
///
/// Besides, a value that is not zero must be at least 10⁻⁶ of its unit: no instrument resolves
/// less, and 1e-320 would be a cell of hundreds of digits.
extension Quantity {
    /// The plausible range in the input unit for `units` (nil for ids), and the quantity's name
    /// in messages. One switch for both: the name is dropped where only the range is read, once
    /// this is inlined.
    @inline(__always) private func plausibility(_ units: InputUnits) -> (range: ClosedRange<Double>?, name: String) {
        switch self {
        case .temperature: (units.plausibleTemperatures, "temperature")
        case .pressure: (300...1100, "pressure")
        case .speed: (units == .imperial ? 0...340 : 0...150, "wind speed")
        // Also a day's amount (`rain_day`): the wettest day measured is about 1,825 mm.
        case .rainfall: (0...2000, "amount of precipitation")
        case .visibility: (0...100_000, "visibility")
        // Not 0...100: OWM's forecast models give humidity 101 % (a Curacautín forecast); the
        // range is there to catch wrong units and corrupt data, not a model's overshoot.
        case .percent: (0...110, "percentage")
        case .direction: (0...360, "direction")
        case .coordinate: (-180...180, "coordinate")
        case .uvIndex: (0...50, "UV index")
        case .identifier: (nil, "id")
        }
    }

    /// The schema error for `value` when it is not plausible, else nil. Inlined: it runs for
    /// every value read, and the common case is two comparisons and no call. A temperature out
    /// of range has its own message (`InputUnits.implausibleTemperature`: the units may be wrong).
    @inline(__always) func implausibility(of value: Double, in units: InputUnits) -> String? {
        guard let range = plausibility(units).range else { return nil }
        if range.contains(value) && (value == 0 || value.magnitude >= 1e-6) { return nil }
        return self == .temperature && !range.contains(value)
            ? units.implausibleTemperature(value) : implausibilityMessage(value, range, units)
    }

    /// The message for a value outside `range` or below 10⁻⁶, out of line: it is rare.
    @inline(never) private func implausibilityMessage(
        _ value: Double, _ range: ClosedRange<Double>, _ units: InputUnits
    ) -> String {
        let symbols: [ReportUnit: String] = [
            .meterPerSecond: "m/s", .milePerHour: "mph", .hectopascal: "hPa", .millimeter: "mm", .meter: "m",
            .celsius: "°C", .fahrenheit: "°F",
        ]
        let unit = inputUnit(units).map { " " + (symbols[$0] ?? $0.rawValue) } ?? (self == .percent ? " %" : "°")
        let expected =
            range.contains(value)
            ? "not 0, but less than 0.000001"
            : "expected \(range.lowerBound.messageText) to \(range.upperBound.messageText)"
        return "\(value.messageText) is not a plausible \(plausibility(units).name) (\(expected)\(unit))"
    }
}
