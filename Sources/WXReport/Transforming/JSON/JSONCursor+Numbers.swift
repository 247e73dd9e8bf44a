/// Numbers: a fast path for the plain decimals OWM writes, and the full RFC 8259 grammar with
/// correct rounding (`NumberParser`) for everything else.
extension JSONCursor {
    /// Validates the number at `index` against RFC 8259's grammar and returns its value,
    /// correctly rounded (see `NumberParser`). Infinity is returned for out-of-range values;
    /// callers that need a finite value check.
    package mutating func scanNumber() throws(JSONSyntaxError) -> Double {
        if let value = scanPlainNumber() { return value }
        return try scanAnyNumber()
    }

    /// The common number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 18 digits, no exponent, and
    /// a value that `NumberParser`'s exact path would compute as one multiplication-free
    /// division: the same digits give the same integer and scale, so the same `Double`. Anything
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
        if fractionDigits > 0 { value /= NumberParser.powerOfTen(fractionDigits) }
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

    private mutating func scanAnyNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var parser = NumberParser()
        if base[index] == UInt8(ascii: "-") {
            parser.negative = true
            index += 1
        }
        guard index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[index]) else {
            throw error(index < end ? "invalid number: expected a digit" : "unexpected end of input in a number")
        }
        if base[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[index]) {
                parser.addDigit(base[index], fraction: false)
                index += 1
            }
        }
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[index]) else {
                throw error(
                    index < end ? "invalid number: expected a digit after '.'" : "unexpected end of input in a number")
            }
            while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[index]) {
                parser.addDigit(base[index], fraction: true)
                index += 1
            }
        }
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") {
                exponentNegative = base[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[index]) else {
                throw error(
                    index < end
                        ? "invalid number: expected a digit in the exponent" : "unexpected end of input in a number")
            }
            var exponent = 0
            while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[index]) {
                exponent = min(exponent * 10 + Int(base[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            parser.exponent = exponentNegative ? -exponent : exponent
        }
        return parser.value(token: UnsafeBufferPointer(start: base + start, count: index - start))
    }
}
