/// A validating, non-allocating reader over JSON bytes: the single place that knows RFC 8259.
///
/// It reads tokens in place (no tree, no copy of the input) and moves `index` forward; the
/// record decoder drives it key by key. Every method either consumes one well-formed token or
/// throws a `JSONSyntaxError` with the byte offset of the first bad byte. Nesting is limited to
/// `maximumDepth`, so hostile input such as a million `[` ends in an error, not a stack overflow.
///
/// This file holds the structure (whitespace, containers, skipping, errors); strings and keys
/// are in `JSONCursor+Strings.swift`, numbers in `JSONCursor+Numbers.swift`.
package struct JSONCursor {
    static let maximumDepth = 512

    /// The first byte of the buffer; offsets (`index`, `end`) count from here.
    let base: UnsafePointer<UInt8>
    /// One past the last byte this cursor may read.
    let end: Int
    /// The next byte to read.
    package var index: Int
    private(set) var depth = 0
    /// An object or array was just entered: its first item takes no `,` before it. Kept here,
    /// not by each caller, so a member loop is only `while let key = try nextMember()`.
    package var isAtContainerStart = false

    package init(_ bytes: UnsafeRawBufferPointer, from start: Int = 0, to end: Int? = nil) {
        base = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? JSONCursor.emptyBase
        self.end = min(end ?? bytes.count, bytes.count)
        index = start
    }

    /// Stands in for the base of an empty buffer, which is never read (`end` is 0).
    nonisolated(unsafe) static let emptyBase = UnsafePointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))

    package var isAtEnd: Bool { index >= end }

    /// The byte at `index`; only call when `!isAtEnd`.
    @inline(__always) var current: UInt8 { base[index] }

    /// Skips JSON whitespace. Called between nearly all tokens, where there mostly is none: a
    /// byte above the space ends the run with one comparison.
    @inline(__always) package mutating func skipWhitespace() {
        while index < end {
            let byte = base[index]
            guard byte <= 0x20, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    package func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
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
    package mutating func beginObject() throws(JSONSyntaxError) {
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
        isAtContainerStart = true
    }

    /// Reads up to the next member's value: returns its key with the cursor after the `:`, or
    /// nil after consuming the closing `}`.
    package mutating func nextMember() throws(JSONSyntaxError) -> JSONString? {
        guard try nextItem(closer: UInt8(ascii: "}"), Self.memberExpectations) else { return nil }
        guard index < end, base[index] == UInt8(ascii: "\"") else { throw unexpected(expecting: "a string key") }
        let key = try scanString()
        try expect(UInt8(ascii: ":"), "':' after an object key")
        skipWhitespace()
        return key
    }

    /// Moves to the next array element: true with the cursor on the element, or false after
    /// consuming the closing `]`.
    mutating func nextElement() throws(JSONSyntaxError) -> Bool {
        try nextItem(closer: UInt8(ascii: "]"), Self.elementExpectations)
    }

    /// What a container's error messages say was expected: at its start, after an item at the
    /// end of input, and after an item elsewhere.
    private typealias Expectations = (first: String, next: String, separator: String)
    private static let memberExpectations: Expectations =
        ("a string key or '}'", "',' or '}'", "',' or '}' after an object member")
    private static let elementExpectations: Expectations =
        ("a value or ']'", "',' or ']'", "',' or ']' after an array element")

    /// Steps to the next item of the current object or array: false after consuming `closer`,
    /// true with the cursor on the item (past the `,` and whitespace).
    @inline(__always) private mutating func nextItem(closer: UInt8, _ expecting: Expectations) throws(JSONSyntaxError)
        -> Bool
    {
        skipWhitespace()
        let isFirst = isAtContainerStart
        isAtContainerStart = false
        guard index < end else { throw unexpected(expecting: isFirst ? expecting.first : expecting.next) }
        if base[index] == closer {
            index += 1
            depth -= 1
            return false
        }
        if !isFirst {
            guard base[index] == UInt8(ascii: ",") else { throw unexpected(expecting: expecting.separator) }
            index += 1
            skipWhitespace()
        }
        return true
    }

    /// Steps to the next element of an array entered elsewhere (a piece of a split list):
    /// over the `,` after the element just read (`afterOne`), then whitespace. False at the
    /// array's `]` when `mayClose` (before a first element, or after one), or at `cut`, where
    /// the planner ended the piece: after a `,`, or right after an element.
    @inline(__always) mutating func nextElement(afterOne: Bool, cut: Int, mayClose: Bool) throws(JSONSyntaxError)
        -> Bool
    {
        if afterOne {
            guard index < cut else { return false }
            skipWhitespace()
            if mayClose, index < end, base[index] == UInt8(ascii: "]") { return false }
            guard index < end, base[index] == UInt8(ascii: ",") else {
                throw unexpected(expecting: Self.elementExpectations.separator)
            }
            index += 1
        }
        skipWhitespace()
        return index < cut && !(mayClose && !afterOne && index < end && base[index] == UInt8(ascii: "]"))
    }

    // MARK: Skipping

    /// Validates and skips one value of any kind.
    package mutating func skipValue() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < end else { throw unexpected(expecting: "a value") }
        switch base[index] {
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        case UInt8(ascii: "{"):
            try beginObject()
            while try nextMember() != nil { try skipValue() }
        case UInt8(ascii: "["):
            try beginArray()
            while try nextElement() { try skipValue() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw unexpected(expecting: "a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let start = index
        for offset in 0..<count {
            guard index < end, base[index] == word.utf8Start[offset] else {
                throw error(
                    index < end ? "invalid literal, expected '\(word)'" : "unexpected end of input in '\(word)'",
                    at: index < end ? start : index)
            }
            index += 1
        }
    }
}
