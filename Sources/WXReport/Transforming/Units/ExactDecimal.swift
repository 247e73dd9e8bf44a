import Foundation

/// A decimal number, `significand × 10^exponent`, for the arithmetic the formats for machines
/// need to keep the input's value: OWM's numbers are decimals, and a `Double` holds 1.15 or
/// 273.15 only approximately, so the value of an input is taken as the shortest decimal that
/// reads back as its `Double` (what the input said, for up to 15 significant digits), and
/// converted from there.
///
/// Every operation is exact or reports that it is not (nil): the caller then falls back to
/// binary arithmetic. `Int128` holds 38 digits, far more than a weather value and a unit factor
/// (at most 13 digits, 1 inHg = 3386.388640341 Pa) need.
package struct ExactDecimal: Equatable, Sendable {
    var significand: Int128
    var exponent: Int

    /// Normalized: no trailing zeros in the significand (`1150` is `115 × 10¹`), zero at 10⁰, so
    /// equal values compare equal.
    init(significand: Int128, exponent: Int) {
        (self.significand, self.exponent) = (significand, significand == 0 ? 0 : exponent)
        while self.significand != 0, self.significand % 10 == 0 {
            self.significand /= 10
            self.exponent += 1
        }
    }

    /// The shortest decimal that reads back as `value` (Swift's `description`: `-1.15`,
    /// `1e-05`, `1.2345e+20`); nil for NaN and infinity, and past what `Int128` holds.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        let parts = value.description.split(separator: "e")
        let mantissa = parts[0]
        let decimals = mantissa.firstIndex(of: ".").map { mantissa[$0...].count - 1 } ?? 0
        guard let power = parts.count == 2 ? Int(parts[1]) : 0, let digits = Int128(mantissa.filter { $0 != "." })
        else { return nil }
        self.init(significand: digits, exponent: power - decimals)
    }

    /// Digits after the decimal point (0 for a whole number).
    var decimals: Int { max(0, -exponent) }

    /// 10^`power` for 0...38; nil past what `Int128` holds.
    static func tenToThe(_ power: Int) -> Int128? {
        power > 38 ? nil : (0..<max(0, power)).reduce(1) { result, _ in result * 10 }
    }

    /// `self × 10^(exponent − target)` as a significand at `target`; nil on overflow. `target`
    /// must not exceed `exponent`.
    func significand(at target: Int) -> Int128? {
        guard significand != 0 else { return 0 }
        guard let scale = Self.tenToThe(exponent - target) else { return nil }
        let (result, overflow) = significand.multipliedReportingOverflow(by: scale)
        return overflow ? nil : result
    }

    /// Rounded half away from zero to `decimals` places (0 or more).
    func rounded(decimals: Int) -> ExactDecimal {
        let drop = -exponent - decimals
        guard drop > 0 else { return self }
        let divisor = Self.tenToThe(min(drop, 38)) ?? 1
        let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: divisor)
        let away: Int128 = remainder.magnitude * 2 >= divisor.magnitude ? (significand < 0 ? -1 : 1) : 0
        return ExactDecimal(significand: quotient + away, exponent: -decimals)
    }

    /// Plain ASCII decimal text: optional `-`, digits, optional `.` and digits; no exponent, no
    /// trailing zeros after the point, never `-0`.
    package var text: String {
        guard significand != 0 else { return "0" }
        var digits = String(significand.magnitude)
        if exponent >= 0 {
            digits += String(repeating: "0", count: exponent)
        } else {
            let places = -exponent
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return significand < 0 ? "-" + digits : digits
    }

    /// The nearest `Double`.
    var doubleValue: Double { Double(text) ?? .nan }
}

extension BinaryInteger {
    /// Euclid's, but 1 where both are 0.
    static func greatestCommonDivisor(_ a: Self, _ b: Self) -> Self {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return Swift.max(a, 1)
    }
}

extension UnitConversion {
    /// `x` converted in decimal arithmetic from its shortest decimal (`ExactDecimal`), for the
    /// formats for machines. Exact where the unit change is a decimal one (K → °C subtracts
    /// 273.15, °C → °F is × 1.8 + 32, m → km a shift, mph → m/s × 0.44704); otherwise (÷ 9,
    /// ÷ 25.4, ÷ 1609.344, ÷ 33.86…) rounded half away from zero to the input's decimals plus
    /// `extraDecimals`, enough that two inputs that differ never print alike. Nil when the value
    /// does not fit the arithmetic (the caller then writes the binary result).
    /// With `exactOnly`, nil as well when the result is not exact.
    package func exactDecimal(_ x: Double, exactOnly: Bool = false) -> ExactDecimal? {
        guard let input = ExactDecimal(x) else { return nil }
        if isIdentity { return input }
        guard let before = ExactDecimal(before),
            let multiplier = Int128(exactly: multiplier), let addend = Int128(exactly: addend),
            let divisor = Int64(exactly: divisor), divisor >= 1
        else { return nil }
        // Every term as a whole number of one last place, where the quotient is whole when it is
        // a finite decimal: a quotient by 2ᵃ5ᵇn has at most max(a, b) places more than its
        // dividend (÷ 3125 = 5⁵ adds 5).
        var (places, rest) = (max(input.decimals, before.decimals), divisor)
        while rest % 2 == 0 || rest % 5 == 0 {
            (places, rest) = (places + 1, rest / Int64.greatestCommonDivisor(rest, 10))
        }
        // One place past the rounding's: a quotient that is not a finite decimal is never a
        // tie, so its truncation there rounds as it does.
        let rounding = input.decimals + extraDecimals
        places = max(places, rounding + 1)
        guard
            let dividend = Self.sumOfProducts([
                (input.significand(at: -places), multiplier), (before.significand(at: -places), multiplier),
                (ExactDecimal(significand: addend, exponent: 0).significand(at: -places), 1),
            ])
        else { return nil }
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: Int128(divisor))
        let result = ExactDecimal(significand: quotient, exponent: -places)
        return remainder == 0 ? result : exactOnly ? nil : result.rounded(decimals: rounding)
    }

    /// `Σ term × factor`; nil when a term is nil or on overflow.
    private static func sumOfProducts(_ terms: [(term: Int128?, factor: Int128)]) -> Int128? {
        terms.reduce(0) { sum, pair in
            guard let sum, let term = pair.term else { return nil }
            let (product, overflow) = term.multipliedReportingOverflow(by: pair.factor)
            let (result, sumOverflow) = sum.addingReportingOverflow(product)
            return overflow || sumOverflow ? nil : result
        }
    }

    /// The digits a conversion that is not exact in decimal adds to the input's: at least 2, and
    /// ⌈−log₁₀ factor⌉ for a unit much smaller than the input's (1 m is 0.00062 mi: 4), so a step
    /// of the input's last digit stays a step of the output's.
    var extraDecimals: Int {
        let factor = (multiplier / divisor).magnitude
        guard factor > 0, factor.isFinite else { return 2 }
        return max(2, Int((-log10(factor)).rounded(.up)))
    }
}
