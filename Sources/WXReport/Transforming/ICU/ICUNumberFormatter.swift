import _FoundationICU

/// An ICU failure status, kept until it can be reported with the locale it concerns.
package struct ICUFailure: Error, Equatable {
    var status: UErrorCode
    var name: String { ICU.name(status) }
}

/// One opened `UNumberFormatter` for a (locale, skeleton) pair.
///
/// Immutable after init, and ICU documents a `LocalizedNumberFormatter` as safe to use from many
/// threads at once (its lazy compilation is guarded by an atomic), hence `@unchecked Sendable`:
/// the catalog builds each one once and every worker formats through it with its own result.
package final class ICUNumberFormatter: @unchecked Sendable {
    let handle: OpaquePointer

    init(skeleton: String, locale: String) throws(ICUFailure) {
        var status = U_ZERO_ERROR
        var parseError = UParseError()
        let text = Array(skeleton.utf16)
        let opened = swift_unumf_openForSkeletonAndLocaleWithError(
            text, Int32(text.count), locale, &parseError, &status)
        guard let opened, !ICU.failed(status) else {
            if let opened { swift_unumf_close(opened) }  // a failed open can still return a handle
            throw ICUFailure(status: status)
        }
        handle = opened
    }

    deinit { swift_unumf_close(handle) }
}

/// A `UFormattedNumber`: the mutable object ICU formats into. Never shared between threads,
/// which is why `CellFormatter` owns one and the catalog none.
package final class ICUNumberResult {
    let result: OpaquePointer
    /// The result's `UFormattedValue` view (for its text and field positions).
    let value: OpaquePointer

    package init() throws(ICUFailure) {
        var status = U_ZERO_ERROR
        guard let result = swift_unumf_openResult(&status), !ICU.failed(status) else {
            throw ICUFailure(status: status)
        }
        // The UFormattedValue view is the same object for the result's whole life, so it is
        // looked up once; reading its string needs no copy into a buffer of ours.
        guard let value = swift_unumf_resultAsValue(result, &status), !ICU.failed(status) else {
            swift_unumf_closeResult(result)
            throw ICUFailure(status: status)
        }
        self.result = result
        self.value = value
    }

    deinit { swift_unumf_closeResult(result) }

    /// Formats `number`; the text is valid until the next call, so it is copied into a String.
    package func format(_ number: Double, with formatter: ICUNumberFormatter) throws(ICUFailure) -> String {
        String(decoding: try text(number, with: formatter), as: UTF16.self)
    }

    /// Formats `number` into this result: its UTF-16 text, valid until the next call.
    func text(_ number: Double, with formatter: ICUNumberFormatter) throws(ICUFailure) -> UnsafeBufferPointer<UChar> {
        var status = U_ZERO_ERROR
        swift_unumf_formatDouble(formatter.handle, number, result, &status)
        var length: Int32 = 0
        let text = swift_ufmtval_getString(value, &length, &status)
        guard let text, !ICU.failed(status), length >= 0 else { throw ICUFailure(status: status) }
        return UnsafeBufferPointer(start: text, count: Int(length))
    }

    /// The unit as `formatter` writes it beside `number` (`°C`, `km/u`, `%`), or "" when the
    /// text has no unit field: what plain headers and JSON keys need and a cell does not.
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
