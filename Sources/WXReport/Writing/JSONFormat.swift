/// Writes a report as JSON (RFC 8259): one array of objects (`--format json`) or one object per
/// line (`--format ndjson`, for streaming, `jq -c`, Spark and shards).
///
/// An object per row, its members in column order. Choices, and why:
/// - Keys are the field keys; a number whose unit depends on the locale or `--units` carries the
///   unit in its key as CLDR's identifier (`temp_celsius`, `wind_kilometer_per_hour`, see
///   `Column.jsonKey`). Every object then says its units itself, so NDJSON shards, `jq -s` and
///   concatenated runs never lose them, and a script written for `temp_celsius` gets `null`
///   rather than a Fahrenheit value when the units change. Humidity, clouds (percent) and
///   `wind_deg` (degrees) never change unit and keep the bare key.
/// - Numbers are JSON numbers: the plain decimal of the cell (`NumberCell.decimal`), with `.`.
///   A measured value always has a fraction (`7.0`, `1003.0`), an integer column never has one
///   (`Column.isWholeNumber`: humidity, clouds, wind direction, ids): DuckDB and Polars infer a
///   column's type from its first rows, and a temperature written as `7` made them infer BIGINT
///   and truncate a later `7.22` to `7` (DuckDB) or fail (Polars). Times are ISO 8601 strings with the city's offset, as in
///   `--plain`. A missing value is `null`; an empty text from the input stays `""`.
/// - The array puts one object per line between `[` and `]`, each line but the last ending in a
///   comma: greppable, diffable, and the commas are decided on the writer thread
///   (`separator(rowsBefore:)`), so the bytes are the same for every `--jobs`.
/// - Strings escape `"`, `\` and control characters (as `\n`, `\t`, … or `\u00XX`) and nothing
///   else: the output is UTF-8, as RFC 8259 requires, with no byte order mark.
package struct JSONFormat: ReportFormat {
    /// One object per line, no array.
    package let lines: Bool
    /// Per column: `"key":`, ready to copy before the value.
    private let keys: [[UInt8]]
    /// Per column: true where numbers are written as integers, false where they keep a fraction.
    private let wholeNumbers: [Bool]

    /// A format for `columns` (in this order; `makeRowWriter` must get the same), whose keys
    /// carry `units`' identifiers.
    package init(columns: [Column], units: ReportUnits, lines: Bool) {
        self.init(
            keys: columns.map { $0.jsonKey(units: units) }, wholeNumbers: columns.map(\.isWholeNumber), lines: lines)
    }

    /// A format whose objects have `keys`, in this order (the summary's columns); the numbers of
    /// the keys where `wholeNumbers` is true are integers.
    package init(keys: [String], wholeNumbers: [Bool], lines: Bool) {
        self.lines = lines
        self.wholeNumbers = wholeNumbers
        self.keys = keys.map { key in
            let text = ByteBuffer()
            withUTF8Bytes(key) { JSONFormat.appendString($0, to: text) }
            text.append(UInt8(ascii: ":"))
            return text.withBytes { Array($0) }
        }
    }

    package func header(columns: [Column], into bytes: ByteBuffer) {
        if !lines { bytes.append(UInt8(ascii: "[")) }
    }

    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        precondition(columns.count == keys.count, "as many columns as the format has keys")
        return Rows(keys: keys, wholeNumbers: wholeNumbers, lines: lines, bytes: ByteBuffer(capacity: capacity))
    }

    package func separator(rowsBefore: Int, into bytes: ByteBuffer) {
        guard !lines else { return }
        if rowsBefore > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
    }

    package func footer(rowCount: Int, into bytes: ByteBuffer) {
        guard !lines else { return }
        bytes.append(contentsOf: rowCount == 0 ? "]\n" : "\n]\n")
    }

    /// The objects of one piece: in an array, separated by `,` + LF (the writer thread puts the
    /// separator before the piece); as NDJSON, each ending in LF.
    package struct Rows: RowWriter {
        let keys: [[UInt8]]
        let wholeNumbers: [Bool]
        let lines: Bool
        let bytes: ByteBuffer
        var index = 0
        var rows = 0

        package var needs: CellNeeds { .decimals }

        @inline(__always) package mutating func beginRow() {
            if rows > 0 && !lines {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: "\n"))
            }
            bytes.append(UInt8(ascii: "{"))
            index = 0
        }

        @inline(__always) private mutating func key() {
            assert(index < keys.count, "more cells than columns")
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            keys.withUnsafeBufferPointer { keys in keys[index].withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
            }
            index += 1
        }

        /// Out of line on purpose, as CSV's: kept small, the transform's closures stay inlined.
        @inline(never) package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            key()
            JSONFormat.appendString(text, to: bytes)
        }

        /// Out of line on purpose, as `cell(utf8:)`: the whole-number check and `String(Int64)`
        /// kept out of the transform's closures keep those inlined.
        @inline(never) package mutating func number(_ cell: NumberCell) {
            let whole = wholeNumbers[index]
            key()
            let hasFraction = cell.decimal.contains(UInt8(ascii: "."))
            if whole && hasFraction && cell.value.isFinite {
                // Never from OWM (it sends these as integers), but an integer column stays one.
                bytes.append(contentsOf: String(Int64(cell.value.rounded())))
                return
            }
            bytes.append(contentsOf: cell.decimal)
            if !whole && !hasFraction { bytes.append(contentsOf: ".0") }
        }

        /// Out of line on purpose, as `number`.
        @inline(never) package mutating func time(_ cell: TimeCell) {
            key()
            bytes.append(UInt8(ascii: "\""))
            cell.withISO8601 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
        }

        @inline(__always) package mutating func emptyCell() {
            key()
            bytes.append(contentsOf: "null")
        }

        @inline(__always) package mutating func endRow() {
            bytes.append(UInt8(ascii: "}"))
            if lines { bytes.append(UInt8(ascii: "\n")) }
            rows += 1
        }

        package mutating func finish() -> ByteBuffer { bytes }
    }

    /// `text` as a JSON string: quoted, with `"`, `\` and control characters escaped.
    static func appendString(_ text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        bytes.append(quote)
        bytes.append(text, escaping: ByteSet((quote, backslash, quote, backslash), controls: true)) { escapes[Int($0)] }
        bytes.append(quote)
    }

    /// What each byte becomes in a string, or nil when it stays: a short escape where JSON has
    /// one, else a control character as `\u00XX` (lowercase hex).
    private static let escapes: [[UInt8]?] = {
        let short = [0x22: #"\""#, 0x5C: #"\\"#, 0x0A: #"\n"#, 0x0D: #"\r"#, 0x09: #"\t"#, 0x08: #"\b"#, 0x0C: #"\f"#]
        return (0...255).map { code in
            let hex = #"\u00"# + String(code | 0x100, radix: 16).dropFirst()
            return short[code].map { Array($0.utf8) } ?? (code < 0x20 ? Array(hex.utf8) : nil)
        }
    }()
}
