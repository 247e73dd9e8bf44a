import Foundation

/// How many digits a column shows, and the rounding to get there, done on the exact binary value.
///
/// ICU rounds a `double` from its shortest decimal form and, after a `usage/` conversion, from a
/// value it has already rounded: 0.49999999999999994 °C came out as `1 °C`. wxreport therefore
/// rounds here, half away from zero on the exact value the `Double` holds (0.15 is stored as
/// 0.1499999…, so it rounds to 0.1), and hands ICU a number that needs no further rounding at
/// the same precision, which ICU then only lays out.
package struct CellPrecision: Sendable, Equatable {
    /// At most this many digits after the decimal mark.
    package var fractionDigits: Int
    /// A value keeps at least this many significant digits even past `fractionDigits` (0: no
    /// such floor), ICU's `precision-integer/@@@*`: inHg keeps `29.9` while hPa stays `1013`.
    var minimumSignificantDigits = 0
    /// A non-zero value that `fractionDigits` would round to zero keeps one significant digit
    /// instead, so an amount never reads as none: 0.2 mm of snow is `0,02 cm`, not `0 cm`.
    package private(set) var keepsNonZero = false

    /// Spelled out so tests can state a precision: a memberwise initialiser is never wider than internal.
    package init(fractionDigits: Int, minimumSignificantDigits: Int = 0, keepsNonZero: Bool = false) {
        self.fractionDigits = fractionDigits
        self.minimumSignificantDigits = minimumSignificantDigits
        self.keepsNonZero = keepsNonZero
    }

    /// The same precision as an ICU skeleton stem: `precision-integer`, `.#`, `.##/@*`, ….
    var skeleton: String {
        var stem = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "#", count: fractionDigits)
        // ICU's relaxed floor leaves every value `rounded(_:)` returns as it is.
        let floor = max(minimumSignificantDigits, keepsNonZero ? 1 : 0)
        if floor > 0 { stem += "/" + String(repeating: "@", count: floor) + "*" }
        return stem
    }

    /// `value` rounded to this precision, half away from zero, from its exact binary value.
    /// Values this cannot scale exactly (more than 22 decimals, or whole already at the scale)
    /// are returned as they are; ICU's own rounding then only ever sees them.
    ///
    /// `exact` is the value as the exact decimal it stands for, when there is one (a unit change
    /// that is exact in decimal, `UnitConversion.exactDecimal`): 1150 m is 1.15 km, which no
    /// `Double` holds (1.149999…). Where the binary value lies next to a half at the rounding
    /// digit, the decimal decides, so 1150 m shows as `1,2 km`, as the input says.
    package func rounded(_ value: Double, exact: () -> ExactDecimal? = { nil }) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var decimals = fractionDigits
        if minimumSignificantDigits > 0 {
            decimals = max(decimals, minimumSignificantDigits - 1 - Self.decimalExponent(of: value.magnitude))
        }
        let result = Self.rounded(value, decimals: decimals, exact: exact)
        guard keepsNonZero, result == 0 else { return result }
        return Self.rounded(value, decimals: -Self.decimalExponent(of: value.magnitude), exact: exact)
    }

    /// `value` rounded half away from zero to `decimals` places, from its exact binary value, or
    /// from `exact` when `value` is within a hair of a half there and the decimal is known.
    private static func rounded(_ value: Double, decimals: Int, exact: () -> ExactDecimal?) -> Double {
        guard decimals >= 0, decimals < Double.exactPowersOfTen.count else { return value }
        let scale = Double.exactPowersOfTen[decimals]
        let scaled = value * scale
        guard scaled.magnitude < 0x1p52 else { return value }
        let fraction = scaled.magnitude - scaled.magnitude.rounded(.down)
        if (fraction - 0.5).magnitude < 1e-6, let decimal = exact() {
            return decimal.rounded(decimals: decimals).doubleValue
        }
        let error = (-scaled).addingProduct(value, scale)  // value × scale − scaled, exactly
        var whole = scaled.rounded(.toNearestOrAwayFromZero)
        if (scaled - scaled.rounded(.towardZero)).magnitude == 0.5 && error != 0 {
            // `scaled` is a tie only because the product was rounded: the exact value is not.
            whole = error > 0 ? scaled.rounded(.up) : scaled.rounded(.down)
        }
        return whole / scale
    }

    /// ⌊log₁₀ value⌋ for a positive finite value, exactly: `log10` is only a first guess, which
    /// can be one off next to a power of ten.
    package static func decimalExponent(of value: Double) -> Int {
        var exponent = Int(log10(value).rounded(.down))
        if compare(value, tenToThe: exponent) < 0 {
            exponent -= 1
        } else if compare(value, tenToThe: exponent + 1) >= 0 {
            exponent += 1
        }
        return exponent
    }

    /// The sign of `value − 10^exponent`, exact while the power is within 10^±22.
    private static func compare(_ value: Double, tenToThe exponent: Int) -> Int {
        guard exponent.magnitude < Double.exactPowersOfTen.count else {
            let power = pow(10, Double(exponent))
            return value < power ? -1 : value > power ? 1 : 0
        }
        if exponent >= 0 {
            let power = Double.exactPowersOfTen[exponent]
            return value < power ? -1 : value > power ? 1 : 0
        }
        let scale = Double.exactPowersOfTen[-exponent]
        let scaled = value * scale
        if scaled != 1 { return scaled < 1 ? -1 : 1 }
        let error = (-scaled).addingProduct(value, scale)
        return error < 0 ? -1 : error > 0 ? 1 : 0
    }
}
