/// The kinds of value a report cell can hold. Each has its own ICU formatter, because the unit,
/// the CLDR usage that picks it, and the precision all differ.
package enum Quantity: Int, Sendable, CaseIterable {
    /// `rainfall` is any precipitation amount, rain or snow, in millimetres of water as OWM gives it.
    case temperature, speed, pressure, rainfall, visibility, percent, direction
    /// Latitude and longitude, in degrees.
    case coordinate
    /// A unitless index (the UV index).
    case uvIndex
    /// A whole-number code (city and condition ids): digits only, never grouped.
    case identifier

    /// Position in `allCases` (the raw value), so per-quantity tables can be plain arrays (no
    /// hashing on the hot path). Kept as a name where such a table is indexed
    /// (`byQuantity[quantity.index]`, in Transforming): it says the number is a position, which
    /// `rawValue` does not; where the number is a stored code (the sort's run files), the code
    /// uses `rawValue` and `Quantity(rawValue:)`.
    package var index: Int { rawValue }
}
