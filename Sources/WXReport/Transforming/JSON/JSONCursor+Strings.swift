/// Strings, keys and their UTF-8: validation as the cursor passes, and decoding of escapes
/// only when a caller wants the text.
extension JSONCursor {
    /// Validates the string at `index` (which must be `"`): escapes, `\u` hex digits, no raw
    /// control characters, well-formed UTF-8. Leaves the cursor after the closing quote.
    package mutating func scanString() throws(JSONSyntaxError) -> JSONString {
        let start = index + 1
        var position = start
        var hasEscapes = false
        let base = self.base, end = self.end
        while true {
            // Runs of printable ASCII other than `"` and `\` need no other check.
            let stops = ByteSet((0x22, 0x5C, 0x22, 0x5C), controls: true, nonASCII: true)
            position = ByteScan.skipClean(base, from: position, to: end, stoppingAt: stops)
            index = position
            guard position < end else { throw error("unterminated string") }
            switch base[position] {
            case UInt8(ascii: "\""):
                index = position + 1
                return JSONString(
                    raw: UnsafeBufferPointer(start: base + start, count: position - start), hasEscapes: hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try scanEscape()
            case 0..<0x20:
                let code = String(0x10000 + Int(base[position]), radix: 16, uppercase: true).dropFirst()  // four digits
                throw error("control character (U+\(code)) in string; it must be escaped")
            case 0x80...:
                try scanMultibyteScalar()
            default:
                index += 1  // a clean byte among the last few, which the sixteen-byte step leaves
            }
            position = index
        }
    }

    private mutating func scanEscape() throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < end else { throw error("unterminated string") }
        switch base[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            for _ in 0..<4 {
                guard index < end else { throw error("unterminated string") }
                guard JSONCursor.hexValue(base[index]) != nil else {
                    throw error("invalid \\u escape: expected four hexadecimal digits", at: escapeStart)
                }
                index += 1
            }
        default:
            throw error("invalid escape sequence in string", at: escapeStart)
        }
    }

    /// The value of a hexadecimal digit, nil for any other byte. By hand, as `Character.isHexDigit`
    /// and `UInt32(_:radix:)` cost a `Character` per digit or a `String` per escape. Pays: the
    /// 10 MB group file with its names `\u`-escaped (18,652 escapes), nl-BE CSV, `--jobs 1`,
    /// callgrind: 702.65 M → 674.23 M instructions (−4.0 %; the same file unescaped: 663.5 M).
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte | 0x20) - 0x57
        default: nil
        }
    }

    /// Checks one multi-byte UTF-8 sequence (no overlong forms, no surrogates, ≤ U+10FFFF): the
    /// lead byte says how long it is, the standard library's parser whether it is well formed.
    private mutating func scanMultibyteScalar() throws(JSONSyntaxError) {
        let lead = base[index]
        guard (0xC2...0xF4).contains(lead) else {
            throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in string")
        }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= end else { throw error("invalid UTF-8: sequence cut off by the end of input") }
        var sequence = UnsafeBufferPointer(start: base + index, count: length).makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid = parser.parseScalar(from: &sequence) else { throw error("invalid UTF-8 sequence in string") }
        index += length
    }

    /// Reads the string at `index` and returns its decoded text: without escapes one copy of
    /// the bytes; escapes are decoded, and a lone `\u` surrogate becomes U+FFFD.
    package mutating func readString() throws(JSONSyntaxError) -> String {
        try scanString().text
    }

    /// Decodes the escapes of a validated string body into UTF-8.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        func hex4(_ at: Int) -> UInt32 { raw[at..<at + 4].reduce(0) { $0 << 4 | (hexValue($1) ?? 0) } }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            let kind = raw[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 6 <= raw.count,
                    raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u")
                {
                    let low = hex4(index + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                let decoded = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                UTF8.encode(decoded) { out.append($0) }
            default: out.append(kind)
            }
        }
        return out
    }
}

/// A string as it stands in the input, between its quotes: an object key, compared without
/// building a `String` (escaped keys are decoded when compared, so `"\u0074emp"` still matches
/// `temp`), or a value whose `text` is built when wanted. It holds no reference, so the many
/// keys a record has cost no retain or release.
package struct JSONString {
    package let raw: UnsafeBufferPointer<UInt8>
    /// The string holds escapes: a key is decoded for each comparison (rare in any real file).
    package let hasEscapes: Bool

    @inline(__always) package static func == (key: JSONString, name: StaticString) -> Bool {
        guard !key.hasEscapes else { return key.decodedEquals(name) }
        let count = name.utf8CodeUnitCount
        let expected = name.utf8Start
        guard key.raw.count == count else { return false }
        for offset in 0..<count where key.raw[offset] != expected[offset] { return false }
        return true
    }

    /// `key == name` as a pattern, so a `switch` on a key reads its cases in order as an if-chain would.
    @inline(__always) package static func ~= (name: StaticString, key: JSONString) -> Bool {
        key == name
    }

    /// The text, escapes decoded (a lone `\u` surrogate becomes U+FFFD): a value's, or a key's
    /// for messages, which name the member as it reads.
    package var text: String {
        hasEscapes ? String(decoding: JSONCursor.unescape(raw), as: UTF8.self) : String(decoding: raw, as: UTF8.self)
    }

    @inline(never) private func decodedEquals(_ name: StaticString) -> Bool {
        let decoded = JSONCursor.unescape(raw)
        let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return decoded.elementsEqual(expected)
    }
}
