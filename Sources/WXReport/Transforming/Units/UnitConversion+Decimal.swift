import Foundation

extension UnitConversion {
    /// `x` converted in decimal arithmetic (Foundation's `Decimal`, 38 digits) from its shortest
    /// decimal, for the formats for machines: OWM's numbers are decimals, and a `Double` holds
    /// 1.15 or 273.15 only approximately. Exact where the unit change is a decimal one (K → °C
    /// subtracts 273.15, °C → °F is × 1.8 + 32, m → km a shift, mph → m/s × 0.44704); otherwise
    /// (÷ 9, ÷ 25.4, ÷ 1609.344, ÷ 33.86…) rounded half away from zero to the input's decimals
    /// plus `extraDecimals`, enough that two inputs that differ never print alike. Rounding the
    /// 38-digit quotient again is safe: a quotient by a divisor below 10¹³ never has the run of
    /// 13 nines or zeros that would carry. Nil when the value does not fit `Decimal` (the caller
    /// then writes the binary result). With `exactOnly`, nil as well when the result is not exact.
    package func exactDecimal(_ x: Double, exactOnly: Bool = false) -> Decimal? {
        guard let input = Decimal(shortest: x) else { return nil }
        if isIdentity { return input }
        guard let before = Decimal(shortest: before), let multiplier = Decimal(shortest: multiplier),
            let addend = Decimal(shortest: addend), let divisor = Decimal(shortest: divisor),
            let after = Decimal(shortest: after)
        else { return nil }
        let sum = (input + before) * multiplier + addend
        var quotient = sum / divisor
        if quotient * divisor != sum {
            if exactOnly { return nil }
            quotient = quotient.rounded(decimals: (input.isZero ? 0 : max(0, -input.exponent)) + extraDecimals)
        }
        let result = quotient + after
        return result.isNaN ? nil : result
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

extension Decimal {
    /// The shortest decimal that reads back as `value` (what the input said, for up to 15
    /// significant digits); nil for NaN, infinity and past `Decimal`'s exponents (±127).
    package init?(shortest value: Double) {
        guard value.isFinite, let decimal = Decimal(string: value.description) else { return nil }
        self = decimal
    }

    /// Rounded half away from zero to `decimals` places.
    func rounded(decimals: Int) -> Decimal {
        var (value, result) = (self, Decimal())
        NSDecimalRound(&result, &value, decimals, .plain)
        return result
    }

    /// Plain ASCII decimal text: optional `-`, digits, optional `.` and digits; no exponent, no
    /// trailing zeros after the point, never `-0`.
    package var text: String { description }

    /// The nearest `Double`.
    var doubleValue: Double { Double(description) ?? .nan }
}
