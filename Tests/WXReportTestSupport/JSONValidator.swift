import WXReport

/// Checks that bytes are exactly one JSON text (RFC 8259), with the same reader the pipeline
/// uses: for the conformance tests and the fuzzer, which need the reader without OWM's schema.
/// Test-only, so it lives here and not in the library; the fuzzer compiles this file in.
package enum JSONValidator {
    /// nil when `bytes` hold one valid JSON value (with optional surrounding whitespace and a
    /// leading UTF-8 byte order mark), else the first error and its line and column.
    package static func validate(_ bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int, message: String)? {
        var cursor = JSONCursor(bytes)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { cursor.index = 3 }
        do throws(JSONSyntaxError) {
            try cursor.skipValue()
            cursor.skipWhitespace()
            guard cursor.isAtEnd else { throw cursor.error("unexpected data after the JSON value") }
            return nil
        } catch {
            var position = TextPosition(bytes)
            let (line, column) = position.locate(error.offset)
            return (line, column, error.message)
        }
    }

    package static func validate(_ bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        bytes.withUnsafeBytes { validate($0) }
    }
}
