import Foundation

/// One `.strings` file (Apple's localization table): `"key" = "value";` entries, with `/* */` and
/// `//` comments, in UTF-8 or in UTF-16 with a byte order mark.
///
/// Why our own parser: on Linux, swift-corelibs-foundation's `Bundle.localizedString(forKey:value:table:)`
/// follows the process's preferred languages (and ignores `LANG`, answering from the development
/// localization), so it cannot give the titles of the run's `--locale`. `PropertyListSerialization`
/// does read the format, but on a broken file it logs `CFPropertyListCreateFromXMLData()` lines to
/// standard error, reports no column, and keeps the last of two equal keys without a word. This
/// parser names `file:line:column` (columns in Unicode scalars, as `InputLocation` counts them)
/// and rejects duplicates.
package struct StringsFile: Sendable, Equatable {
    /// One `key = value` pair, with the 1-based line and column where its key starts.
    package struct Entry: Sendable, Equatable {
        package var key: String
        package var value: String
        package var line: Int
        package var column: Int

        package init(key: String, value: String, line: Int, column: Int) {
            (self.key, self.value, self.line, self.column) = (key, value, line, column)
        }
    }

    /// The entries in file order.
    package var entries: [Entry]

    /// Parses `data`; `name` is what errors quote (the file's path).
    package init(data: Data, name: String) throws(ReportError) {
        var scanner = StringsScanner(scalars: try Self.decode(data, name: name), name: name)
        entries = try scanner.entries()
    }

    /// UTF-16 with either byte order mark, else UTF-8 (a UTF-8 mark is skipped). Anything that is
    /// not valid in its encoding is an error rather than replacement characters in a header.
    private static func decode(_ data: Data, name: String) throws(ReportError) -> [Unicode.Scalar] {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else {
                throw ReportError(
                    .malformedInput, "UTF-16 text with an odd number of bytes", at: InputLocation(file: name))
            }
            let littleEndian = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count, by: 2).map { index in
                littleEndian
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            text = String(validating: units, as: UTF16.self)
        } else {
            text = String(
                validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
        }
        guard let text else {
            throw ReportError(.malformedInput, "not valid UTF-8 or UTF-16 text", at: InputLocation(file: name))
        }
        return Array(text.unicodeScalars)
    }
}

/// Walks the scalars of one `.strings` file, keeping the line and column for error messages.
private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    let name: String
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], name: String) {
        self.scalars = scalars
        self.name = name
    }

    mutating func entries() throws(ReportError) -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        var seen: [String: Int] = [:]
        while try skipSpaceAndComments() {
            let (keyLine, keyColumn) = (line, column)
            let key = try string(what: "a key")
            if let earlier = seen[key] {
                throw error("duplicate key '\(key)' (first on line \(earlier))", line: keyLine, column: keyColumn)
            }
            seen[key] = keyLine
            try expect("=", after: "key '\(key)'")
            let value = try string(what: "a value for '\(key)'")
            try expect(";", after: "the value of '\(key)'")
            entries.append(StringsFile.Entry(key: key, value: value, line: keyLine, column: keyColumn))
        }
        return entries
    }

    /// Skips blanks and comments; false at the end of the file.
    private mutating func skipSpaceAndComments() throws(ReportError) -> Bool {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                let (startLine, startColumn) = (line, column)
                advance(2)
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { advance() }
                guard index < scalars.count else {
                    throw error("unterminated comment", line: startLine, column: startColumn)
                }
                advance(2)
            } else {
                return true
            }
        }
        return false
    }

    /// Skips to `symbol` and past it. A missing one is reported where it belongs, right after
    /// what came before, as compilers do, not at whatever follows on a later line.
    private mutating func expect(_ symbol: Unicode.Scalar, after what: String) throws(ReportError) {
        let (endLine, endColumn) = (line, column)
        _ = try skipSpaceAndComments()
        guard index < scalars.count, scalars[index] == symbol else {
            throw error("expected '\(symbol)' after \(what)", line: endLine, column: endColumn)
        }
        advance()
        _ = try skipSpaceAndComments()
    }

    /// A quoted string with its escapes resolved, or a bare word as the old plist format allows.
    private mutating func string(what: String) throws(ReportError) -> String {
        guard index < scalars.count else { throw error("expected \(what), found the end of the file") }
        guard scalars[index] == "\"" else {
            var word = String.UnicodeScalarView()
            while index < scalars.count, Self.isBareWordScalar(scalars[index]) {
                word.append(scalars[index])
                advance()
            }
            guard !word.isEmpty else { throw error("expected \(what) in double quotes") }
            return String(word)
        }
        let (startLine, startColumn) = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                advance()
                return String(text)
            }
            if scalar == "\\" {
                text.append(try escape())
            } else {
                text.append(scalar)
                advance()
            }
        }
        throw error("unterminated string", line: startLine, column: startColumn)
    }

    /// The scalar an escape stands for: `\"`, `\\`, `\n`, `\t`, `\r` and friends, or `\UXXXX`
    /// (four hex digits, a UTF-16 unit; a surrogate pair takes two escapes).
    private mutating func escape() throws(ReportError) -> Unicode.Scalar {
        let (startLine, startColumn) = (line, column)
        advance()
        guard index < scalars.count else { throw error("unterminated string", line: startLine, column: startColumn) }
        let letter = scalars[index]
        advance()
        switch letter {
        case "\"", "\\", "'": return letter
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u":
            let unit = try hexUnit(startLine: startLine, startColumn: startColumn)
            if let scalar = Unicode.Scalar(unit) { return scalar }
            // A high surrogate must be followed by `\U` and a low one.
            if (0xD800..<0xDC00).contains(unit), peek(0) == "\\", peek(1) == "U" || peek(1) == "u" {
                advance(2)
                let low = try hexUnit(startLine: startLine, startColumn: startColumn)
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar((UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00) + 0x10000)
                {
                    return scalar
                }
            }
            throw error("unpaired surrogate in '\\U' escape", line: startLine, column: startColumn)
        default:
            throw error("unknown escape '\\\(letter)'", line: startLine, column: startColumn)
        }
    }

    private mutating func hexUnit(startLine: Int, startColumn: Int) throws(ReportError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < scalars.count, scalars[index].isASCII, let digit = UInt16(String(scalars[index]), radix: 16)
            else {
                throw error("expected four hex digits after '\\U'", line: startLine, column: startColumn)
            }
            unit = unit << 4 | digit
            advance()
        }
        return unit
    }

    /// Letters, digits and `_$+/:.-`, the characters an unquoted old-style plist string may hold.
    private static func isBareWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private func error(_ message: String, line: Int? = nil, column: Int? = nil) -> ReportError {
        ReportError(
            .malformedInput, message,
            at: InputLocation(file: name, line: line ?? self.line, column: column ?? self.column))
    }
}
