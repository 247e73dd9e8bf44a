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
        precondition(
            delimiter != "\"" && delimiter != "\n" && delimiter != "\r" && delimiter != "\r\n",
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
        switch quoting(cell) {
        case .none:
            output.write(cell)
        case .enclose:
            output.write("\"")
            output.write(cell)
            output.write("\"")
        case .encloseAndDouble:
            var text = scratch ?? String()
            scratch = nil  // so `text` owns the buffer and clearing it does not copy
            text.removeAll(keepingCapacity: true)
            text.reserveCapacity(cell.utf8.count + 8)
            text.append("\"")
            let utf8 = cell.utf8
            var start = utf8.startIndex
            var index = start
            while let quote = utf8[index...].firstIndex(of: UInt8(ascii: "\"")) {
                index = utf8.index(after: quote)
                text.append(contentsOf: Substring(utf8[start..<index]))
                text.append("\"")
                start = index
            }
            text.append(contentsOf: Substring(utf8[start...]))
            text.append("\"")
            output.write(text)
            scratch = text
        }
    }

    private enum Quoting { case none, enclose, encloseAndDouble }

    /// One pass over the cell's bytes, on contiguous storage (every native string has it).
    private func quoting(_ cell: String) -> Quoting {
        if let result = cell.utf8.withContiguousStorageIfAvailable(quoting(bytes:)) { return result }
        var copy = cell
        return copy.withUTF8(quoting(bytes:))
    }

    private func quoting(bytes: UnsafeBufferPointer<UInt8>) -> Quoting {
        guard let first = bytes.first, let last = bytes.last else { return .none }
        var quoting = isEdgeSpace(first) || isEdgeSpace(last) ? Quoting.enclose : .none
        let lead = delimiterBytes[0]
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                return .encloseAndDouble
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                quoting = .enclose
            } else if byte == lead, startsDelimiter(bytes, at: offset) {
                quoting = .enclose
            }
        }
        return quoting
    }

    private func isEdgeSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether the whole (possibly multi-byte) delimiter starts at `offset`.
    private func startsDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        delimiterBytes.count == 1
            || (offset + delimiterBytes.count <= bytes.count
                && delimiterBytes.indices.allSatisfy { bytes[offset + $0] == delimiterBytes[$0] })
    }
}
