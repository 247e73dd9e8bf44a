/// Turns the digits of a JSON number into the correctly rounded `Double`, as `strtod` would.
///
/// Digits are gathered into an integer, never into a double. When the integer fits in 53 bits
/// and the power of ten is at most 10^22, both are exact doubles and one multiplication or
/// division rounds once, correctly (Clinger's fast path); that covers every value OWM writes.
/// Anything longer goes to the standard library's correctly rounded parser on the token text.
struct NumberParser {
    var negative = false
    /// Up to 19 significant digits; more only set `truncated`.
    private var mantissa: UInt64 = 0
    private var significantDigits = 0
    /// Digits dropped past the 19th, each scaling the value by ten.
    private var droppedIntegerDigits = 0
    private var fractionDigits = 0
    private var truncated = false
    var exponent = 0

    @inline(__always) mutating func addDigit(_ byte: UInt8, fraction: Bool) {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if significantDigits == 0 && digit == 0 {
            if fraction { fractionDigits += 1 }
            return
        }
        if significantDigits < 19 {
            mantissa = mantissa &* 10 &+ digit
            significantDigits += 1
            if fraction { fractionDigits += 1 }
        } else {
            truncated = truncated || digit != 0
            if !fraction { droppedIntegerDigits += 1 }
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// 10^exponent for 0...22, exact.
    @inline(__always) static func powerOfTen(_ exponent: Int) -> Double {
        powersOfTen[exponent]
    }

    /// The value of the number whose full text is `token`.
    func value(token: UnsafeBufferPointer<UInt8>) -> Double {
        if significantDigits == 0 { return negative ? -0.0 : 0.0 }
        let scale = exponent + droppedIntegerDigits - fractionDigits
        if !truncated, significantDigits < 19, mantissa < 1 << 53, abs(scale) <= 22 {
            var result = Double(mantissa)
            if scale >= 0 {
                result *= NumberParser.powersOfTen[scale]
            } else {
                result /= NumberParser.powersOfTen[-scale]
            }
            return negative ? -result : result
        }
        return Double(String(decoding: token, as: UTF8.self)) ?? (negative ? -.infinity : .infinity)
    }
}
