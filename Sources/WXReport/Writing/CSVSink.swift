/// Writes a report as RFC 4180 CSV: a header row of column titles, then one record per row.
///
/// Choices the RFC leaves open or that differ from it, and why:
/// - Records end in LF, not the RFC's CRLF: the report is read by `wc -l`, `diff`, `cut` and
///   Makefiles; Python's `csv`, spreadsheets and every RFC-minded reader accept LF too.
/// - A field is quoted only when it must be: it holds the delimiter, `"`, CR or LF, or it starts
///   or ends with a space or tab. Edge spaces are legal unquoted, but readers that trim (Go's
///   `TrimLeadingSpace`, spreadsheet import options, pandas' `skipinitialspace`) would drop them;
///   quoted, they survive everywhere.
/// - A record of one empty field is written as `""`, because an empty line is read as no record
///   at all (Python's `csv.writer` does the same).
/// - UTF-8 without a byte order mark: a BOM would end up inside the first header cell for most
///   Unix tools.
///
/// Stateless: `write` keeps nothing between calls, so the pipeline may render batches on copies
/// of the sink in parallel and concatenate the text in order.
package struct CSVSink: ReportSink, Sendable {
    /// The field separator; `;` suits locales whose decimal separator is a comma.
    package let delimiter: Character
    /// The delimiter's UTF-8 bytes, kept so each field is scanned once as bytes.
    private let delimiterBytes: [UInt8]
    /// The delimiter as a `String`, so writing it never allocates.
    private let delimiterText: String

    /// A delimiter that is itself `"`, CR or LF could not be told apart from quoting or line
    /// ends; the option parser must reject those, so here they are a programmer mistake.
    package init(delimiter: Character = ",") {
        precondition(delimiter != "\"" && delimiter != "\n" && delimiter != "\r" && delimiter != "\r\n",
                     "a CSV delimiter cannot be a quote or a line break")
        self.delimiter = delimiter
        self.delimiterText = String(delimiter)
        self.delimiterBytes = Array(delimiterText.utf8)
    }

    package func begin(columns: [Column], to output: inout some TextOutputStream) {
        let bytes = ByteBuffer()
        appendRecord(columns.map(\.title), to: bytes)
        output.write(bytes.withBytes { String(decoding: $0, as: UTF8.self) })
    }

    package func write(_ rows: [ReportRow], to output: inout some TextOutputStream) {
        output.write(text(of: rows))
    }

    /// Every record already ends in a line break, so there is nothing left to close.
    package func end(to output: inout some TextOutputStream) {}

    /// Lays `rows` out as UTF-8 at the end of `bytes`: the same text `write` produces, without
    /// a `String` in between (the pipeline's workers use this).
    func render(_ rows: [ReportRow], into bytes: ByteBuffer) {
        // Index loops borrow the rows and cells instead of copying (retaining) each one.
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                appendRecord(rows[index].cells, to: bytes)
            }
        }
    }

    private func appendRecord(_ cells: [String], to bytes: ByteBuffer) {
        if cells.count == 1, cells[0].isEmpty {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: "\n"))
            return
        }
        cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                if index > 0 { appendDelimiter(to: bytes) }
                appendField(cells[index], to: bytes)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    @inline(__always) fileprivate func appendDelimiter(to bytes: ByteBuffer) {
        if delimiterBytes.count == 1 {
            bytes.append(delimiterBytes[0])
        } else {
            bytes.append(contentsOf: delimiterBytes)
        }
    }

    fileprivate func appendField(_ cell: String, to bytes: ByteBuffer) {
        let done: Void? = cell.utf8.withContiguousStorageIfAvailable { appendField($0, to: bytes) }
        if done == nil {
            // Bridged or otherwise foreign strings only: make a native copy and write that.
            var copy = cell
            copy.withUTF8 { appendField($0, to: bytes) }
        }
    }

    /// Writes the field as is when it needs no quoting (the common case), else quoted with inner
    /// quotes doubled.
    fileprivate func appendField(_ field: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        guard let base = field.baseAddress, field.count > 0 else { return }
        let count = field.count
        var needsQuotes = isEdgeSpace(base[0]) || isEdgeSpace(base[count - 1])
        var hasQuote = false
        let lead = delimiterBytes[0]
        if !needsQuotes && !mayNeedQuotes(base, count: count, lead: lead) {
            bytes.append(contentsOf: field)
            return
        }
        var index = 0
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                hasQuote = true
                needsQuotes = true
                break
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                needsQuotes = true
            } else if byte == lead, !needsQuotes, startsDelimiter(field, at: index) {
                needsQuotes = true
            }
            index += 1
        }
        guard needsQuotes else {
            bytes.append(contentsOf: field)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        if hasQuote {
            var start = 0
            for index in 0..<count where base[index] == UInt8(ascii: "\"") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[start...index]))
                bytes.append(UInt8(ascii: "\""))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field[start...]))
        } else {
            bytes.append(contentsOf: field)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// False when the field holds no `"`, CR, LF or delimiter lead byte, eight bytes at a time
    /// (any flagged byte in a word means a real one is there: false flags only sit above it).
    @inline(__always) private func mayNeedQuotes(_ base: UnsafePointer<UInt8>, count: Int, lead: UInt8) -> Bool {
        let leadWord = UInt64(lead) &* 0x0101_0101_0101_0101
        var index = 0
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let flagged = JSONCursor.zeroBytes(word ^ 0x2222_2222_2222_2222)
                | JSONCursor.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
                | JSONCursor.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                | JSONCursor.zeroBytes(word ^ leadWord)
            if flagged != 0 { return true }
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D || byte == lead { return true }
            index &+= 1
        }
        return false
    }

    private func isEdgeSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether the whole (possibly multi-byte) delimiter starts at `index`.
    private func startsDelimiter(_ field: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        if delimiterBytes.count == 1 { return true }
        guard index + delimiterBytes.count <= field.count else { return false }
        for (offset, byte) in delimiterBytes.enumerated() where field[index + offset] != byte { return false }
        return true
    }
}

/// A sink that can lay rows out straight into UTF-8 bytes, so workers hand the writer bytes
/// it copies to the descriptor as they are. A row is `beginRow`, the cells with
/// `separateCells` between them, then `endRow`: the same bytes `render` writes for it, for any
/// number of columns `rendersCells(columnCount:)` accepts.
protocol ByteRenderingSink {
    func render(_ rows: [ReportRow], into bytes: ByteBuffer)
    func rendersCells(columnCount: Int) -> Bool
    func beginRow(into bytes: ByteBuffer)
    func separateCells(into bytes: ByteBuffer)
    func appendCell(_ cell: String, into bytes: ByteBuffer)
    func appendCell(utf8 cell: UnsafeBufferPointer<UInt8>, into bytes: ByteBuffer)
    func endRow(into bytes: ByteBuffer)
}

extension ByteRenderingSink {
    /// `rows` laid out by `render`, as text: what `ReportSink.write` hands a text stream.
    func text(of rows: [ReportRow]) -> String {
        let bytes = ByteBuffer()
        render(rows, into: bytes)
        return bytes.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}

extension CSVSink: ByteRenderingSink {
    /// A record of one field needs the `""` rule for an empty cell, which only `render` knows.
    func rendersCells(columnCount: Int) -> Bool { columnCount >= 2 }
    @inline(__always) func beginRow(into bytes: ByteBuffer) {}
    @inline(__always) func separateCells(into bytes: ByteBuffer) { appendDelimiter(to: bytes) }
    @inline(__always) func appendCell(_ cell: String, into bytes: ByteBuffer) { appendField(cell, to: bytes) }
    @inline(__always) func appendCell(utf8 cell: UnsafeBufferPointer<UInt8>, into bytes: ByteBuffer) {
        appendField(cell, to: bytes)
    }
    @inline(__always) func endRow(into bytes: ByteBuffer) { bytes.append(UInt8(ascii: "\n")) }
}
