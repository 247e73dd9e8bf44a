/// Numbers: a fast path for the plain decimals OWM writes, and the full RFC 8259 grammar with
/// correct rounding for everything else.
extension JSONCursor {
    /// Validates the number at `index` against RFC 8259's grammar and returns its value,
    /// correctly rounded. Infinity is returned for out-of-range values;
    /// callers that need a finite value check.
    package mutating func scanNumber() throws(JSONSyntaxError) -> Double {
        if let value = scanPlainNumber() { return value }
        return try scanAnyNumber()
    }

    /// The common number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 18 digits, no exponent, and
    /// a mantissa below 2^53: the integer and the power of ten are exact doubles, so
    /// one division rounds once, correctly (Clinger's fast path), as `strtod` would. Anything
    /// else (and every malformed number, for its error message) leaves `index` alone and
    /// returns nil.
    @inline(__always) private mutating func scanPlainNumber() -> Double? {
        var position = index
        let negative = base[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < end else { return nil }
        var mantissa: UInt64 = 0
        var digits = 0
        let first = base[position] &- UInt8(ascii: "0")
        guard first < 10 else { return nil }
        if first == 0 {
            position += 1
            digits = 1
        } else {
            digits = accumulateDigits(at: &position, into: &mantissa)
        }
        var fractionDigits = 0
        if position < end, base[position] == UInt8(ascii: ".") {
            position += 1
            fractionDigits = accumulateDigits(at: &position, into: &mantissa)
            guard fractionDigits > 0 else { return nil }
        }
        guard digits + fractionDigits <= 18, mantissa < 1 << 53 else { return nil }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") { return nil }
        index = position
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= Double.exactPowersOfTen[fractionDigits] }
        return negative ? -value : value
    }

    /// Adds the run of digits at `position` to `mantissa` (wrapping: callers bound the count)
    /// and says how many there were.
    @inline(__always) private func accumulateDigits(at position: inout Int, into mantissa: inout UInt64) -> Int {
        let start = position
        while position < end {
            let digit = base[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            position += 1
        }
        return position - start
    }

    /// Every number the plain path declines (an exponent, more than 18 digits, or a malformed
    /// number, for its error message): validated here, then read by the standard library's
    /// correctly rounded parser (`strtod`), which gives infinity out of range. OWM writes none.
    private mutating func scanAnyNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if base[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, base[index] &- UInt8(ascii: "0") < 10 else {
            throw error(index < end ? "invalid number: expected a digit" : "unexpected end of input in a number")
        }
        if base[index] == UInt8(ascii: "0") { index += 1 } else { try skipDigits(where: "") }
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            try skipDigits(where: " after '.'")
        }
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            try skipDigits(where: " in the exponent")
        }
        let token = UnsafeBufferPointer(start: base + start, count: index - start)
        return Double(String(decoding: token, as: UTF8.self)) ?? .infinity
    }

    /// Skips a run of one digit or more, else says a digit was expected `where`.
    private mutating func skipDigits(where place: String) throws(JSONSyntaxError) {
        guard index < end, base[index] &- UInt8(ascii: "0") < 10 else {
            throw error(
                index < end ? "invalid number: expected a digit\(place)" : "unexpected end of input in a number")
        }
        while index < end, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
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
