/// What the header row of a CSV or Markdown report holds (`--header`).
package enum HeaderChoice: String, CaseIterable, Sendable {
    /// Column titles in the locale's language, with the unit in plain mode: `Temperatuur (°C)`.
    case titles
    /// The field keys of `--fields` (`temp`, `feels_like`): the same in every locale and unit
    /// system, for scripts.
    case keys
}
