import _FoundationICU

/// Small helpers shared by the ICU wrappers in this folder, so each call site reads as one line.
package enum ICU {
    /// ICU reports failure as a positive status; negative values are warnings (every `usage/`
    /// formatter reports a fallback warning) and must not be treated as errors.
    static func failed(_ status: UErrorCode) -> Bool { status.rawValue > 0 }

    /// The symbolic name of a status, e.g. `U_ILLEGAL_ARGUMENT_ERROR`, for error messages.
    static func name(_ status: UErrorCode) -> String { String(cString: swift_u_errorName(status)) }

    /// Runs an ICU function that writes a `char` string (locale ids, tags) and returns it, or
    /// `nil` when ICU fails or the result does not fit the 157 bytes ICU itself uses as its
    /// full-name capacity (`ULOC_FULLNAME_CAPACITY`).
    package static func cString(
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) -> String? {
        text(capacity: 157, body) { String(decoding: UnsafeRawBufferPointer($0), as: UTF8.self) }
    }

    /// Like `cString`, for functions that write UTF-16 (patterns, symbols, dates, lists), with
    /// room for `capacity` code units.
    static func uString(
        capacity: Int32 = 256, _ body: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) -> String? {
        text(capacity: capacity, body) { String(decoding: $0, as: UTF16.self) }
    }

    /// What `body` writes into a stack buffer of `capacity` code units, decoded by `decode`.
    private static func text<CodeUnit>(
        capacity: Int32, _ body: (UnsafeMutablePointer<CodeUnit>, Int32, inout UErrorCode) -> Int32,
        decode: (UnsafeBufferPointer<CodeUnit>) -> String
    ) -> String? {
        withUnsafeTemporaryAllocation(of: CodeUnit.self, capacity: Int(capacity)) { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var status = U_ZERO_ERROR
            let length = body(base, capacity, &status)
            guard !failed(status), length >= 0, length <= capacity else { return nil }
            return decode(UnsafeBufferPointer(start: base, count: Int(length)))
        }
    }

    /// `identifier` with each keyword set to its value (nil removes it), e.g. `nl_BE@measure=ussystem`;
    /// nil when ICU fails.
    static func settingKeywords(_ keywords: KeyValuePairs<String, String?>, of identifier: String) -> String? {
        // The id, cut at 157 bytes, then zeros: ICU writes up to 157 bytes and a NUL.
        var buffer = Array(identifier.utf8CString.prefix(157)) + [CChar](repeating: 0, count: 158)
        var status = U_ZERO_ERROR
        for (keyword, value) in keywords { _ = swift_uloc_setKeywordValue(keyword, value, &buffer, 157, &status) }
        guard !failed(status) else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
