/// Edits a laid-out Markdown table: every line is `| cell | cell |` with `|` inside a cell
/// escaped as `\\|` (`MarkdownEscaping`), so a cell ends at the next `|` not after a backslash.
enum MarkdownTable {
    /// `table` without the cells at `positions` (from 0) on any line: header, alignment row and
    /// rows alike. One pass over raw bytes that copies the kept runs whole: the held table can
    /// be 16 MB, and a set lookup per byte made `--format markdown` cost 2.2 times the
    /// instructions of main before it (callgrind, 10 MB group file, `--jobs 1`).
    static func dropping(_ positions: Set<Int>, from table: ByteBuffer) -> ByteBuffer {
        let result = ByteBuffer(capacity: table.count)
        var dropped = Array(repeating: false, count: (positions.max() ?? -1) + 1)
        for position in positions where position >= 0 { dropped[position] = true }
        dropped.withUnsafeBufferPointer { dropped in
            table.withBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                var cell = -1
                var escaped = false
                var runStart = 0
                var keeping = true
                for index in 0..<bytes.count {
                    let byte = bytes[index]
                    if byte == 0x0A {  // a new line starts before its first `|`
                        cell = -1
                    } else if byte == 0x7C, !escaped {  // `|`
                        cell &+= 1
                    }
                    escaped = byte == 0x5C && !escaped  // `\`
                    let keeps = cell < 0 || cell >= dropped.count || !dropped[cell]
                    guard keeps != keeping else { continue }
                    if keeping { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                    runStart = index
                    keeping = keeps
                }
                if keeping { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
            }
        }
        return result
    }
}
