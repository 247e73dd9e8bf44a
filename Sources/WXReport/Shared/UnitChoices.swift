/// What units the input file holds: OWM's `units` request parameter, which the payload never
/// states. Each document is read in one of these (see `InputUnitsSetting` for how it is chosen).
package enum InputUnits: String, CaseIterable, Sendable {
    /// Kelvin and metres per second, OWM's default.
    case standard
    /// Degrees Celsius and metres per second.
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial

    /// Position in `allCases`, for per-units tables kept as plain arrays.
    var index: Int {
        switch self {
        case .standard: 0
        case .metric: 1
        case .imperial: 2
        }
    }
}

/// The `--input-units` choice. `auto` (the default) reads a document as `standard` when its
/// first record's temperature is in kelvin's plausible range and rejects it otherwise: Celsius
/// and Fahrenheit overlap too much to be told apart, so wxreport never guesses between them.
package enum InputUnitsSetting: String, CaseIterable, Sendable {
    case auto, standard, metric, imperial

    /// The units every document is read in, or nil when each document's first record decides.
    var fixed: InputUnits? { InputUnits(rawValue: rawValue) }
}

/// The measurement system a report uses when the user overrides the locale's own preference
/// (`--units`). `nil` where it is used means "whatever CLDR says for the locale's region".
package enum UnitSystem: String, CaseIterable, Sendable {
    case metric, imperial
}
