import _FoundationICU

/// The parts of one formatted number that `--plain` and JSON need and a cell does not: the
/// exact decimal ICU rounded to (after unit conversion), and the span that is the unit.
///
/// On `ICUNumberResult`, which must not be shared between threads: each worker's
/// `PlainNumbers` opens its own.
extension ICUNumberResult {
    /// The number `formatter` shows for `number`, as plain ASCII decimal text (see `DecimalText`):
    /// converted to the output unit and rounded exactly as the formatted cell is.
    func decimal(_ number: Double, with formatter: ICUNumberFormatter) throws(ICUFailure) -> String {
        var status = U_ZERO_ERROR
        swift_unumf_formatDouble(formatter.handle, number, result, &status)
        guard !ICU.failed(status) else { throw ICUFailure(status: status) }
        let text = ICU.cString { buffer, capacity, status in
            swift_unumf_resultToDecimalNumber(result, buffer, capacity, &status)
        }
        guard let text, let plain = DecimalText.positional(text) else {
            throw ICUFailure(status: U_INVALID_FORMAT_ERROR)
        }
        return plain
    }

    /// The unit as `formatter` writes it beside `number` (`°C`, `km/u`, `%`), or "" when the
    /// text has no unit field.
    func unitSymbol(_ number: Double, with formatter: ICUNumberFormatter) throws(ICUFailure) -> String {
        var status = U_ZERO_ERROR
        swift_unumf_formatDouble(formatter.handle, number, result, &status)
        var length: Int32 = 0
        guard let chars = swift_ufmtval_getString(value, &length, &status), !ICU.failed(status) else {
            throw ICUFailure(status: status)
        }
        let text = Array(UnsafeBufferPointer(start: chars, count: Int(max(length, 0))))
        guard let position = swift_ucfpos_open(&status), !ICU.failed(status) else { throw ICUFailure(status: status) }
        defer { swift_ucfpos_close(position) }
        for field in [UNUM_MEASURE_UNIT_FIELD, UNUM_PERCENT_FIELD] {
            swift_ucfpos_reset(position, &status)
            swift_ucfpos_constrainField(
                position, Int32(UFIELD_CATEGORY_NUMBER.rawValue), Int32(field.rawValue), &status)
            guard swift_ufmtval_nextPosition(value, position, &status) != 0, !ICU.failed(status) else { continue }
            var start: Int32 = 0
            var end: Int32 = 0
            swift_ucfpos_getIndexes(position, &start, &end, &status)
            guard !ICU.failed(status), start >= 0, start <= end, Int(end) <= text.count else { continue }
            return String(decoding: text[Int(start)..<Int(end)], as: UTF16.self)
        }
        return ""
    }
}

/// ICU's decimal numbers (`1004`, `-3`, `2.3E+2`, `1E-7`) as positional text.
package enum DecimalText {
    /// `text` without exponent, leading zeros or trailing fractional zeros, and `0` for any zero
    /// (no `-0`); nil when it is not a decimal number.
    package static func positional(_ text: String) -> String? {
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var digits: [UInt8] = []
        var pointAt: Int?
        var exponent = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(byte)
            } else if byte == UInt8(ascii: "."), pointAt == nil {
                pointAt = digits.count
            } else if byte == UInt8(ascii: "E") || byte == UInt8(ascii: "e") {
                guard let value = Int(String(decoding: bytes[bytes.index(after: index)...], as: UTF8.self)),
                    abs(value) < 10_000
                else { return nil }
                exponent = value
                break
            } else {
                return nil
            }
            index = bytes.index(after: index)
        }
        guard !digits.isEmpty else { return nil }
        // The value is digits × 10^(exponent − digits after the point).
        var integerCount = (pointAt ?? digits.count) + exponent
        if integerCount > digits.count {
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: integerCount - digits.count))
        } else if integerCount < 0 {
            digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: -integerCount), at: 0)
            integerCount = 0
        }
        var integer = digits[..<integerCount].drop { $0 == UInt8(ascii: "0") }
        var fraction = digits[integerCount...]
        while fraction.last == UInt8(ascii: "0") { fraction = fraction.dropLast() }
        if integer.isEmpty { integer = [UInt8(ascii: "0")][...] }
        let isZero = integer.elementsEqual([UInt8(ascii: "0")]) && fraction.isEmpty
        var out: [UInt8] = negative && !isZero ? [UInt8(ascii: "-")] : []
        out.append(contentsOf: integer)
        if !fraction.isEmpty {
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: fraction)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
