/// Numbers: a fast path for the plain decimals OWM writes, and the full RFC 8259 grammar with
/// correct rounding for everything else.
extension JSONCursor {
    /// Validates the number at `index` against RFC 8259's grammar and returns its value,
    /// correctly rounded. Infinity is returned for out-of-range values;
    /// callers that need a finite value check.
    ///
    /// The common number, with at most 18 digits, no exponent and a mantissa below 2^53, is
    /// built from its digits: the integer and the power of ten are exact doubles, so one
    /// division rounds once, correctly (Clinger's fast path), as `strtod` would. Any other
    /// number (OWM writes none) goes to the standard library's parser, which gives infinity
    /// out of range.
    package mutating func scanNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let negative = base[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 1
        if index < end, base[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            digits = try scanDigits(into: &mantissa, where: "")
        }
        var fractionDigits = 0
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = try scanDigits(into: &mantissa, where: " after '.'")
        }
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            _ = try scanDigits(into: &mantissa, where: " in the exponent")
        } else if digits + fractionDigits <= 18, mantissa < 1 << 53 {
            let value = Double(mantissa) / Double.exactPowersOfTen[fractionDigits]
            return negative ? -value : value
        }
        let token = UnsafeBufferPointer(start: base + start, count: index - start)
        return Double(String(decoding: token, as: UTF8.self)) ?? .infinity
    }

    /// Reads a run of one digit or more into `mantissa` (wrapping: the caller bounds the count)
    /// and says how many there were; else says a digit was expected `place`.
    @inline(__always) private mutating func scanDigits(into mantissa: inout UInt64, where place: String)
        throws(JSONSyntaxError) -> Int
    {
        let start = index
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        guard index > start else {
            throw error(
                index < end ? "invalid number: expected a digit\(place)" : "unexpected end of input in a number")
        }
        return index - start
    }
}

extension Double {
    /// 10⁰ … 10²², every power of ten a `Double` holds exactly.
    static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
