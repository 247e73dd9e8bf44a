/// Writes a report as a GitHub-flavoured Markdown table: a header row of column titles, an
/// alignment row (`---:` right-aligns numeric columns so digits line up), then one row per record.
///
/// Choices, and why:
/// - Cells are escaped just enough to stay inside their cell: `|` → `\|`, `\` → `\\` (so a
///   backslash in a city name cannot escape the pipe after it), and a line break (CR, LF or
///   CRLF) → `<br>`, since a table row cannot span lines. Other inline Markdown (`*`, `_`, `` ` ``)
///   is left alone: OWM names and conditions do not use it, and escaping it would clutter the
///   source that people also read as plain text.
/// - Every cell is written as `| ` + text + ` `, so an empty cell is `|  |`: one rule, and the
///   columns of the source stay easy to follow.
/// - A report without rows is still a table (header and alignment row): GFM renders it as a
///   table with a head and no body, which is clearer than nothing at all.
/// - Without columns there is no valid table, so nothing is written.
/// - Every line ends in LF, the last one included, so `end` has nothing to add.
///
/// Stateless: `write` keeps nothing between calls, so the pipeline may render batches on copies
/// of the sink in parallel and concatenate the text in order.
package struct MarkdownSink: ReportSink, Sendable {
    package init() {}

    package func begin(columns: [Column], to output: inout some TextOutputStream) {
        guard !columns.isEmpty else { return }
        writeRow(columns.map(\.title), to: &output)
        output.write("|")
        for column in columns {
            output.write(column.isNumeric ? " ---: |" : " --- |")
        }
        output.write("\n")
    }

    package func write(_ rows: [ReportRow], to output: inout some TextOutputStream) {
        output.write(text(of: rows))
    }

    /// Every row already ends in a line break, so there is nothing left to close.
    package func end(to output: inout some TextOutputStream) {}

    /// Lays `rows` out as UTF-8 at the end of `bytes`: the same text `write` produces, without
    /// a `String` in between (the pipeline's workers use this).
    func render(_ rows: [ReportRow], into bytes: ByteBuffer) {
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices where !rows[index].cells.isEmpty {
                appendRow(rows[index].cells, to: bytes)
            }
        }
    }

    private func writeRow(_ cells: [String], to output: inout some TextOutputStream) {
        let bytes = ByteBuffer()
        appendRow(cells, to: bytes)
        output.write(bytes.withBytes { String(decoding: $0, as: UTF8.self) })
    }

    private func appendRow(_ cells: [String], to bytes: ByteBuffer) {
        beginRow(into: bytes)
        cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                if index > 0 { separateCells(into: bytes) }
                appendCell(cells[index], into: bytes)
            }
        }
        endRow(into: bytes)
    }

    @inline(__always) func beginRow(into bytes: ByteBuffer) {
        bytes.append(UInt8(ascii: "|"))
        bytes.append(UInt8(ascii: " "))
    }

    @inline(__always) func separateCells(into bytes: ByteBuffer) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "|"))
        bytes.append(UInt8(ascii: " "))
    }

    func appendCell(_ cell: String, into bytes: ByteBuffer) {
        let done: Void? = cell.utf8.withContiguousStorageIfAvailable { appendCell($0, to: bytes) }
        if done == nil {
            var copy = cell
            copy.withUTF8 { appendCell($0, to: bytes) }
        }
    }

    func appendCell(utf8 cell: UnsafeBufferPointer<UInt8>, into bytes: ByteBuffer) {
        appendCell(cell, to: bytes)
    }

    @inline(__always) func endRow(into bytes: ByteBuffer) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "|"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Rows without cells are skipped, which only `render` knows.
    func rendersCells(columnCount: Int) -> Bool { columnCount >= 1 }

    /// Writes the cell as is when nothing in it needs escaping (the common case), else escaped.
    private func appendCell(_ cell: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        var firstSpecial = 0
        while firstSpecial < cell.count, !Self.isSpecial(cell[firstSpecial]) { firstSpecial += 1 }
        guard firstSpecial < cell.count else {
            bytes.append(contentsOf: cell)
            return
        }
        var start = 0
        var index = firstSpecial
        while index < cell.count {
            let byte = cell[index]
            guard Self.isSpecial(byte) else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: cell[start..<index]))
            var next = index + 1
            switch byte {
            case UInt8(ascii: "|"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "|"))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "\\"))
            default:
                if byte == UInt8(ascii: "\r"), next < cell.count, cell[next] == UInt8(ascii: "\n") {
                    next += 1
                }
                bytes.append(contentsOf: "<br>")
            }
            start = next
            index = next
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: cell[start...]))
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

extension MarkdownSink: ByteRenderingSink {}
