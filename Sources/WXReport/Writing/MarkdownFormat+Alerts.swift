/// The alerts in force, listed above the Markdown table (issue 29): a bold title in the
/// report's language, then one item per alert (`Flood Watch — NWS Shreveport, 2/11/2025, 02:00 –
/// 3/11/2025, 01:00`), each escaped as a cell is.
///
/// The rows stream, and the alerts are known only once read, so the table is held back while
/// it is small (`HeldTable`); a larger table is written as it comes, and its alerts follow it.
extension MarkdownFormat: HeldTableFormat {
    /// The list, or nothing for no alerts.
    func alertList(_ alerts: Set<String>, into bytes: ByteBuffer) {
        guard !alerts.isEmpty else { return }
        let title = MarkdownEscaping.escaped(ReportWords(languageTag: languageTag).text(.alerts))
        let items = alerts.sorted().map { "- \(MarkdownEscaping.escaped($0))\n" }.joined()
        bytes.append(contentsOf: "**\(title)**\n\n\(items)\n")
    }

    /// The alerts, then the table as any text format's, held back while small so the alerts
    /// can go first; after a table that streamed, the alerts.
    package func end(_ table: HeldTable<Self>, rowCount: Int, to output: inout some ByteOutput) {
        let (text, alerts) = (table.text, table.gathered.alerts)
        text.write(to: &output) {
            // After a streamed table, a blank line ends it: GFM reads the next line as a row.
            if table.rows == nil, !alerts.isEmpty { $0.append(UInt8(ascii: "\n")) }
            alertList(alerts, into: $0)
        }
        if let rows = table.rows {
            var held = ByteBuffer(capacity: rows.count + 1024)
            text.begin(to: &held)
            rows.withBytes { held.write(bytes: $0) }
            if dropsEmptyColumns, table.filled.contains(false), table.filled.contains(true) {
                held = MarkdownFormat.dropping(unfilled: table.filled, from: held)
            }
            held.withBytes { output.write(bytes: $0) }
        }
        text.end(rowCount: rowCount, to: &output)
    }
}

extension MarkdownFormat {
    /// `table` without the cells no row `filled` (from 0) on any line: header, alignment row and
    /// rows alike. Each line is `| cell | cell |`, a `|` inside a cell escaped as `\\|`
    /// (`MarkdownEscaping`), so a cell ends at the next `|` not after a backslash. One pass over
    /// raw bytes that copies the kept runs whole: the held table can be 16 MB, and a set lookup per byte made `--format markdown` cost 2.2 times the
    /// instructions of main before it (callgrind, 10 MB group file, `--jobs 1`).
    fileprivate static func dropping(unfilled filled: [Bool], from table: ByteBuffer) -> ByteBuffer {
        let result = ByteBuffer(capacity: table.count)
        table.withBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var (cell, escaped, runStart, keeping) = (-1, false, 0, true)
            for (index, byte) in bytes.enumerated() {
                // A new line (LF) starts before its first `|`; each unescaped `|` starts a cell.
                cell = byte == 0x0A ? -1 : byte == 0x7C && !escaped ? cell &+ 1 : cell
                escaped = byte == 0x5C && !escaped  // `\`
                let keeps = cell < 0 || cell >= filled.count || filled[cell]
                guard keeps != keeping else { continue }
                if keeping { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                (runStart, keeping) = (index, keeps)
            }
            if keeping { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
        return result
    }
}
