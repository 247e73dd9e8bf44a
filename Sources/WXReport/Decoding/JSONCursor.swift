/// A validating, non-allocating reader over JSON bytes: the single place that knows RFC 8259.
///
/// It reads tokens in place (no tree, no copy of the input) and moves `index` forward; the
/// record decoder drives it key by key. Every method either consumes one well-formed token or
/// throws a `JSONSyntaxError` with the byte offset of the first bad byte. Nesting is limited to
/// `maximumDepth`, so hostile input such as a million `[` ends in an error, not a stack overflow.
struct JSONCursor {
    static let maximumDepth = 512

    private let base: UnsafePointer<UInt8>
    /// One past the last byte this cursor may read.
    let end: Int
    /// The next byte to read.
    var index: Int
    private(set) var depth = 0

    init(_ bytes: UnsafeRawBufferPointer, from start: Int = 0, to end: Int? = nil) {
        base = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? JSONCursor.emptyBase
        self.end = min(end ?? bytes.count, bytes.count)
        index = start
    }

    /// Stands in for the base of an empty buffer, which is never read (`end` is 0).
    nonisolated(unsafe) static let emptyBase: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    var isAtEnd: Bool { index >= end }

    /// The byte at `index`; only call when `!isAtEnd`.
    @inline(__always) var current: UInt8 { base[index] }

    @inline(__always) func byte(at offset: Int) -> UInt8 { base[offset] }

    @inline(__always) mutating func skipWhitespace() {
        while index < end {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? index, message)
    }

    /// "unexpected end of input" at the end, "unexpected character 'x'" elsewhere, plus what
    /// was expected, so a truncated download and a stray byte read differently.
    func unexpected(expecting what: String) -> JSONSyntaxError {
        guard index < end else { return error("unexpected end of input, expected \(what)") }
        return error("unexpected \(JSONCursor.describe(byte: base[index])), expected \(what)")
    }

    static func describe(byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "character '\(Character(Unicode.Scalar(byte)))'"
        case 0x00: "NUL byte"
        default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// Skips whitespace, then expects `byte` and consumes it.
    @inline(__always) mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < end, base[index] == byte else { throw unexpected(expecting: what) }
        index += 1
    }

    // MARK: Kinds

    /// The kind of value starting at `index` (after whitespace), for "found a string" messages.
    enum ValueKind: String {
        case object = "an object", array = "an array", string = "a string", number = "a number"
        case boolean = "a boolean", null = "null", invalid = "an invalid value"
    }

    mutating func peekKind() -> ValueKind {
        skipWhitespace()
        guard index < end else { return .invalid }
        switch base[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return .invalid
        }
    }

    // MARK: Containers

    /// Consumes `{` and counts one level of nesting.
    mutating func beginObject() throws(JSONSyntaxError) {
        try enter(UInt8(ascii: "{"), "'{'")
    }

    /// Consumes `[` and counts one level of nesting.
    mutating func beginArray() throws(JSONSyntaxError) {
        try enter(UInt8(ascii: "["), "'['")
    }

    private mutating func enter(_ opener: UInt8, _ what: String) throws(JSONSyntaxError) {
        try expect(opener, what)
        guard depth < JSONCursor.maximumDepth else {
            throw error("nesting deeper than \(JSONCursor.maximumDepth) levels", at: index - 1)
        }
        depth += 1
    }

    /// Reads up to the next member's value: returns its key with the cursor after the `:`, or
    /// nil after consuming the closing `}`. `isFirst` tracks whether a `,` is needed.
    mutating func nextMember(isFirst: inout Bool) throws(JSONSyntaxError) -> JSONKey? {
        skipWhitespace()
        guard index < end else { throw unexpected(expecting: isFirst ? "a string key or '}'" : "',' or '}'") }
        if base[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return nil
        }
        if isFirst {
            isFirst = false
        } else {
            guard base[index] == UInt8(ascii: ",") else { throw unexpected(expecting: "',' or '}' after an object member") }
            index += 1
            skipWhitespace()
        }
        guard index < end, base[index] == UInt8(ascii: "\"") else { throw unexpected(expecting: "a string key") }
        let key = try scanKey()
        try expect(UInt8(ascii: ":"), "':' after an object key")
        skipWhitespace()
        return key
    }

    /// Moves to the next array element: true with the cursor on the element, or false after
    /// consuming the closing `]`.
    mutating func nextElement(isFirst: inout Bool) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < end else { throw unexpected(expecting: isFirst ? "a value or ']'" : "',' or ']'") }
        if base[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        if isFirst {
            isFirst = false
        } else {
            guard base[index] == UInt8(ascii: ",") else { throw unexpected(expecting: "',' or ']' after an array element") }
            index += 1
            skipWhitespace()
        }
        return true
    }

    /// Steps past the `]` or `}` at `offset` that closes the current container, when something
    /// else (the list splitter) has scanned the container's contents.
    mutating func leaveContainer(closingAt offset: Int) {
        index = offset + 1
        depth -= 1
    }

    // MARK: Skipping

    /// Validates and skips one value of any kind.
    mutating func skipValue() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < end else { throw unexpected(expecting: "a value") }
        switch base[index] {
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        case UInt8(ascii: "{"):
            try beginObject()
            var first = true
            while try nextMember(isFirst: &first) != nil { try skipValue() }
        case UInt8(ascii: "["):
            try beginArray()
            var first = true
            while try nextElement(isFirst: &first) { try skipValue() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw unexpected(expecting: "a value")
        }
    }

    /// Consumes `null` if it is next and says so: optional fields may be null.
    mutating func skipNull() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < end, base[index] == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let start = index
        for offset in 0..<count {
            guard index < end, base[index] == word.utf8Start[offset] else {
                throw error(index < end ? "invalid literal, expected '\(word)'" : "unexpected end of input in '\(word)'", at: index < end ? start : index)
            }
            index += 1
        }
    }

    // MARK: Strings

    /// A string token: where its contents lie and whether they hold escapes.
    struct StringToken {
        var start: Int
        var end: Int
        var hasEscapes: Bool
    }

    /// Validates the string at `index` (which must be `"`): escapes, `\u` hex digits, no raw
    /// control characters, well-formed UTF-8. Leaves the cursor after the closing quote.
    mutating func scanString() throws(JSONSyntaxError) -> StringToken {
        let start = index + 1
        var position = start
        var hasEscapes = false
        let base = self.base, end = self.end
        while true {
            // Runs of printable ASCII other than `"` and `\` need no other check. Eight bytes at
            // a time: the lowest flagged byte of the word is exact (borrows only run upwards).
            while position &+ 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let flagged = JSONCursor.zeroBytes(word ^ 0x2222_2222_2222_2222)
                    | JSONCursor.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                    | (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                    | word & 0x8080_8080_8080_8080
                if flagged != 0 {
                    position &+= flagged.trailingZeroBitCount >> 3
                    break
                }
                position &+= 8
            }
            while position < end {
                let byte = base[position]
                guard byte &- 0x20 < 0x60, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                position += 1
            }
            index = position
            guard position < end else { throw error("unterminated string") }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                return StringToken(start: start, end: position, hasEscapes: hasEscapes)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x20 {
                throw error("control character (U+\(String(format4: byte))) in string; it must be escaped")
            } else {
                try scanMultibyteScalar()
            }
            position = index
        }
    }

    /// High bit set in the bytes of `word` that are zero, and possibly in bytes above the
    /// lowest zero byte; the lowest flagged byte is always exact.
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
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

    /// Checks one multi-byte UTF-8 sequence (no overlong forms, no surrogates, ≤ U+10FFFF).
    private mutating func scanMultibyteScalar() throws(JSONSyntaxError) {
        let lead = base[index]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in string")
        }
        guard index + length <= end else { throw error("invalid UTF-8: sequence cut off by the end of input") }
        let second = base[index + 1]
        guard second >= lower, second <= upper else { throw error("invalid UTF-8 sequence in string") }
        for offset in 2..<max(length, 2) where base[index + offset] & 0xC0 != 0x80 {
            throw error("invalid UTF-8 sequence in string")
        }
        index += length
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reads the string at `index` and returns its decoded text.
    mutating func readString() throws(JSONSyntaxError) -> String {
        let token = try scanString()
        return text(of: token)
    }

    /// The text of an already validated string token. Without escapes this is one copy of the
    /// bytes; escapes are decoded, and a lone `\u` surrogate becomes U+FFFD.
    func text(of token: StringToken) -> String {
        let raw = UnsafeBufferPointer(start: base + token.start, count: token.end - token.start)
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: JSONCursor.unescape(raw), as: UTF8.self)
    }

    /// Decodes the escapes of a validated string body into UTF-8.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        func hex4(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 { value = value << 4 | (hexValue(raw[at + offset]) ?? 0) }
            return value
        }
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

    // MARK: Keys

    /// Reads an object key; escaped keys are decoded so `"\u0074emp"` still matches `temp`.
    private mutating func scanKey() throws(JSONSyntaxError) -> JSONKey {
        let token = try scanString()
        let raw = UnsafeBufferPointer(start: base + token.start, count: token.end - token.start)
        guard token.hasEscapes else { return JSONKey(raw: raw, decoded: nil) }
        return JSONKey(raw: raw, decoded: JSONCursor.unescape(raw))
    }

    // MARK: Numbers

    /// Validates the number at `index` against RFC 8259's grammar and returns its value,
    /// correctly rounded (see `NumberParser`). Infinity is returned for out-of-range values;
    /// callers that need a finite value check.
    mutating func scanNumber() throws(JSONSyntaxError) -> Double {
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
            while position < end {
                let digit = base[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                digits += 1
                position += 1
            }
        }
        var fractionDigits = 0
        if position < end, base[position] == UInt8(ascii: ".") {
            position += 1
            while position < end {
                let digit = base[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                fractionDigits += 1
                position += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        guard digits + fractionDigits <= 18, mantissa < 1 << 53 else { return nil }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") { return nil }
        index = position
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= NumberParser.powerOfTen(fractionDigits) }
        return negative ? -value : value
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
                throw error(index < end ? "invalid number: expected a digit after '.'" : "unexpected end of input in a number")
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
                throw error(index < end ? "invalid number: expected a digit in the exponent" : "unexpected end of input in a number")
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

/// An object key as read from the input, compared without building a `String`.
struct JSONKey {
    let raw: UnsafeBufferPointer<UInt8>
    /// The decoded bytes when the key held escapes.
    let decoded: [UInt8]?

    @inline(__always) static func == (key: JSONKey, name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        let expected = name.utf8Start
        if let decoded = key.decoded {
            guard decoded.count == count else { return false }
            for offset in 0..<count where decoded[offset] != expected[offset] { return false }
            return true
        }
        guard key.raw.count == count else { return false }
        for offset in 0..<count where key.raw[offset] != expected[offset] { return false }
        return true
    }
}

extension String {
    /// Four upper-case hex digits, as in `U+000A`.
    init(format4 byte: UInt8) {
        let digits = String(byte, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - digits.count) + digits
    }
}
