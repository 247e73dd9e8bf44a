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
        var scratch: String? = nil
        writeRecord(columns.map(\.title), to: &output, scratch: &scratch)
    }

    package func write(_ rows: [ReportRow], to output: inout some TextOutputStream) {
        // One buffer per batch for quoted fields, reused by every field that needs quoting.
        var scratch: String? = nil
        for row in rows {
            writeRecord(row.cells, to: &output, scratch: &scratch)
        }
    }

    /// Every record already ends in a line break, so there is nothing left to close.
    package func end(to output: inout some TextOutputStream) {}

    private func writeRecord(_ cells: [String], to output: inout some TextOutputStream, scratch: inout String?) {
        if cells.count == 1, cells[0].isEmpty {
            output.write("\"\"\n")
            return
        }
        var first = true
        for cell in cells {
            if !first { output.write(delimiterText) }
            first = false
            writeField(cell, to: &output, scratch: &scratch)
        }
        output.write("\n")
    }

    /// Writes `cell` as is when it needs no quoting (the common case: no copy at all), else
    /// quoted with inner quotes doubled, built in `scratch` so the stream gets one write.
    private func writeField(_ cell: String, to output: inout some TextOutputStream, scratch: inout String?) {
        let utf8 = cell.utf8
        guard let firstByte = utf8.first else { return }
        var needsQuotes = isEdgeSpace(firstByte) || isEdgeSpace(utf8[utf8.index(before: utf8.endIndex)])
        var hasQuote = false
        let lead = delimiterBytes[0]
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\"") {
                hasQuote = true
                needsQuotes = true
                break  // the doubling pass below walks the rest anyway
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                needsQuotes = true
            } else if byte == lead, !needsQuotes, startsDelimiter(utf8, at: index) {
                needsQuotes = true
            }
            utf8.formIndex(after: &index)
        }
        guard needsQuotes else {
            output.write(cell)
            return
        }
        guard hasQuote else {
            output.write("\"")
            output.write(cell)
            output.write("\"")
            return
        }
        var text = scratch ?? String()
        scratch = nil  // so `text` owns the buffer and clearing it does not copy
        text.removeAll(keepingCapacity: true)
        text.reserveCapacity(utf8.count + 8)
        text.append("\"")
        var start = utf8.startIndex
        index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\"") {
                let next = utf8.index(after: index)
                text.append(contentsOf: Substring(utf8[start..<next]))
                text.append("\"")
                start = next
            }
            utf8.formIndex(after: &index)
        }
        text.append(contentsOf: Substring(utf8[start...]))
        text.append("\"")
        output.write(text)
        scratch = text
    }

    private func isEdgeSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether the whole (possibly multi-byte) delimiter starts at `index`.
    private func startsDelimiter(_ utf8: String.UTF8View, at index: String.Index) -> Bool {
        if delimiterBytes.count == 1 { return true }
        var position = index
        for byte in delimiterBytes {
            guard position != utf8.endIndex, utf8[position] == byte else { return false }
            utf8.formIndex(after: &position)
        }
        return true
    }
}
