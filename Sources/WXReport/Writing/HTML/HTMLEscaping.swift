/// Escapes text for HTML so that it shows as exactly its characters, whatever the input holds:
/// a city named `<script>…` or `</td></tr>` is text in its cell, never markup.
///
/// The rules, checked over the hostile-string corpus by `HTMLFormatTests` (Python's
/// `html.parser`) and in headless Chromium's DOM by `make test-browser`:
/// - `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`. In element
///   text `&` and `<` are enough; escaping all five makes the same function safe inside a
///   quoted attribute (the SVG `<title>`s and `aria-label`s use it too).
/// - ASCII control characters other than TAB, LF and CR, and NUL, are parse errors in HTML and
///   would be replaced or dropped by readers in different ways: each becomes U+FFFD, as the
///   HTML parser itself does with NUL. TAB, LF and CR stay (HTML shows white space as a space).
/// - Bytes of 0x80 and up are copied as they are: UTF-8 sequences are never split, and
///   direction marks or overrides are contained by the stylesheet (`unicode-bidi: isolate` on
///   every cell), not by rewriting the text.
///
/// Fast path: one scan sixteen bytes at a time (`ByteSet`); a cell with nothing to escape is appended whole.
enum HTMLEscaping {
    /// Appends `text`, escaped, to `bytes`.
    @inline(__always) static func append(_ text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        bytes.append(text, escaping: special) { replacement[Int($0)] }
    }

    /// `text`, escaped, as a `String` (for the charts, which build their markup as text).
    static func escaped(_ text: String) -> String {
        let bytes = ByteBuffer(capacity: text.utf8.count + 16)
        withUTF8Bytes(text) { append($0, to: bytes) }
        return bytes.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes that may need a replacement: controls, DEL and the five markup characters.
    /// Computed, so the scan's tests are constants (a stored set would be loaded on each call).
    @inline(__always) private static var special: ByteSet {
        ByteSet(
            (UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")),
            (UInt8(ascii: "'"), 0x7F, 0x7F, 0x7F), controls: true)
    }

    /// What each byte becomes, or nil when it stays.
    private static let replacement: [[UInt8]?] = (0...255).map { byte in
        let named: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        let isControl = byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte) || byte == 0x7F
        // A control character becomes U+FFFD REPLACEMENT CHARACTER.
        return named[Character(Unicode.Scalar(UInt8(byte)))].map { Array($0.utf8) }
            ?? (isControl ? [0xEF, 0xBF, 0xBD] : nil)
    }
}
