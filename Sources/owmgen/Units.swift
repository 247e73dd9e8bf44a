/// OWM's `units` request parameter, which decides what the numbers in a payload mean.
///
/// The generator draws every record in kelvin and metres per second (hundredths), then converts
/// only when writing, so the three systems describe the same weather from the same seed and
/// each file's values look like a real fetch with that parameter.
package enum Units: String, CaseIterable {
    /// Kelvin and m/s (OWM's default when `units` is not given).
    case standard
    /// Degrees Celsius and m/s: what most stored files hold (`units=metric`).
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial

    /// A temperature given in 1/100 K, in this system's 1/100 degrees, rounded half up.
    package func temperature(kelvinHundredths value: Int) -> Int {
        switch self {
        case .standard: value
        case .metric: value - 27_315
        // °F = °C × 9/5 + 32, so in hundredths: C × 18/10 + 3200.
        case .imperial: ((value - 27_315) * 18 + 5).floorDivided(by: 10) + 3_200
        }
    }

    /// A speed given in 1/100 m/s, in this system's 1/100 units (m/s, or mph), rounded half up.
    package func speed(metresPerSecondHundredths value: Int) -> Int {
        switch self {
        case .standard, .metric: value
        // 1 m/s = 2.236936 mph.
        case .imperial: (value * 2_236_936 + 500_000).floorDivided(by: 1_000_000)
        }
    }
}
