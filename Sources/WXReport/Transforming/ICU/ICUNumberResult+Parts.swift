import _FoundationICU

/// The part of one formatted number that plain headers and JSON keys need and a cell does not:
/// the span that is the unit.
///
/// On `ICUNumberResult`, which must not be shared between threads.
extension ICUNumberResult {
    /// The unit as `formatter` writes it beside `number` (`°C`, `km/u`, `%`), or "" when the
    /// text has no unit field.
    func unitSymbol(_ number: Double, with formatter: ICUNumberFormatter) throws(ICUFailure) -> String {
        let text = Array(try self.text(number, with: formatter))
        var status = U_ZERO_ERROR
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
