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
        var scratch: String? = nil
        writeRow(columns.map(\.title), to: &output, scratch: &scratch)
        output.write("|")
        for column in columns {
            output.write(column.isNumeric ? " ---: |" : " --- |")
        }
        output.write("\n")
    }

    package func write(_ rows: [ReportRow], to output: inout some TextOutputStream) {
        // One buffer per batch for escaped cells, reused by every cell that needs escaping.
        var scratch: String? = nil
        for row in rows where !row.cells.isEmpty {
            writeRow(row.cells, to: &output, scratch: &scratch)
        }
    }

    /// Every row already ends in a line break, so there is nothing left to close.
    package func end(to output: inout some TextOutputStream) {}

    private func writeRow(_ cells: [String], to output: inout some TextOutputStream, scratch: inout String?) {
        output.write("| ")
        var first = true
        for cell in cells {
            if !first { output.write(" | ") }
            first = false
            writeCell(cell, to: &output, scratch: &scratch)
        }
        output.write(" |\n")
    }

    /// Writes `cell` as is when nothing in it needs escaping (the common case: no copy at all),
    /// else escaped in `scratch` so the stream gets one write.
    private func writeCell(_ cell: String, to output: inout some TextOutputStream, scratch: inout String?) {
        guard let firstSpecial = Self.firstSpecialOffset(cell) else {
            output.write(cell)
            return
        }
        let utf8 = cell.utf8
        var text = scratch ?? String()
        scratch = nil  // so `text` owns the buffer and clearing it does not copy
        text.removeAll(keepingCapacity: true)
        text.reserveCapacity(utf8.count + 8)
        var start = utf8.startIndex
        var index = utf8.index(utf8.startIndex, offsetBy: firstSpecial)
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard Self.isSpecial(byte) else {
                utf8.formIndex(after: &index)
                continue
            }
            text.append(contentsOf: Substring(utf8[start..<index]))
            var next = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "|"): text.append("\\|")
            case UInt8(ascii: "\\"): text.append("\\\\")
            default:
                if byte == UInt8(ascii: "\r"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                    utf8.formIndex(after: &next)
                }
                text.append("<br>")
            }
            start = next
            index = next
        }
        text.append(contentsOf: Substring(utf8[start...]))
        output.write(text)
        scratch = text
    }

    /// Where the first byte that needs escaping is, scanning contiguous storage (every native
    /// string has it) rather than through string indices.
    private static func firstSpecialOffset(_ cell: String) -> Int? {
        if let result = cell.utf8.withContiguousStorageIfAvailable({ $0.firstIndex(where: isSpecial) }) {
            return result
        }
        var copy = cell
        return copy.withUTF8 { $0.firstIndex(where: isSpecial) }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
