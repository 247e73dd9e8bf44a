/// What units the input file holds: OWM's `units` request parameter, which the payload never
/// states, so the user has to (`--input-units`).
package enum InputUnits: String, CaseIterable, Sendable {
    /// Kelvin and metres per second, OWM's default.
    case standard
    /// Degrees Celsius and metres per second.
    case metric
    /// Degrees Fahrenheit and miles per hour.
    case imperial
}

/// The measurement system a report uses when the user overrides the locale's own preference
/// (`--units`). `nil` where it is used means "whatever CLDR says for the locale's region".
package enum UnitSystem: String, CaseIterable, Sendable {
    case metric, imperial
}

/// The layout of the report (`--format`).
package enum OutputFormat: String, CaseIterable, Sendable {
    case csv, markdown
    /// One JSON array of objects; `ndjson`, one object per line.
    case json, ndjson
}
