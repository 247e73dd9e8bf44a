/// Edits a laid-out Markdown table: every line is `| cell | cell |` with `|` inside a cell
/// escaped as `\\|` (`MarkdownEscaping`), so a cell ends at the next `|` not after a backslash.
enum MarkdownTable {
    /// `table` without the cells at `positions` (from 0) on any line: header, alignment row and
    /// rows alike.
    static func dropping(_ positions: Set<Int>, from table: ByteBuffer) -> ByteBuffer {
        let result = ByteBuffer(capacity: table.count)
        table.withBytes { bytes in
            var cell = -1
            var escaped = false
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    cell = -1
                    result.append(byte)
                    continue
                }
                if byte == UInt8(ascii: "|"), !escaped { cell += 1 }
                escaped = byte == UInt8(ascii: "\\") && !escaped
                if !positions.contains(cell) { result.append(byte) }
            }
        }
        return result
    }
}
