/// Turns byte offsets into the 1-based line and column a user sees, counting forward from a
/// known point as the bytes stream past.
///
/// Columns count Unicode scalars (UTF-8 lead bytes), so `東京` moves the column by two, as in an
/// editor. A tracker starts where its piece or window starts, with that point's line and
/// column, and only ever moves forward: offsets are asked for in increasing order, so each byte
/// is counted once. A one-line gigabyte file costs no more than a short one per error.
package struct TextPosition {
    private var bytes: UnsafeRawBufferPointer
    /// Where counting may restart (the first offset the tracker knows) and what is known there.
    private var origin: (offset: Int, line: Int, column: Int)
    /// The last offset resolved and its line and column.
    private(set) var offset: Int
    private(set) var line: Int
    private(set) var column: Int

    /// Starts at `offset`, known to be at `line` and `column`. At the very start of a text, a
    /// byte order mark is skipped: editors do not show it, so it takes no column.
    package init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0, line: Int = 1, column: Int = 1) {
        var offset = offset
        if offset == 0, line == 1, column == 1, TextPosition.isByteOrderMark(in: bytes, at: 0) { offset = 3 }
        self.bytes = bytes
        origin = (offset, line, column)
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// A UTF-8 byte order mark stands at `offset`: at the start of a text, or of each
    /// response or line that a tool wrote with one and another tool appended.
    static func isByteOrderMark(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        offset + 3 <= bytes.count && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF
    }

    /// Line and column of `target`. A target before the last one resolved restarts from the
    /// origin (never needed by the planner or the decoder, which ask in order).
    package mutating func locate(_ target: Int) -> (line: Int, column: Int) {
        let target = min(max(target, origin.offset), bytes.count)
        if target < offset { (offset, line, column) = origin }
        advance(to: target)
        return (line, column)
    }

    /// The location of `target` in the file called `name`.
    mutating func location(of target: Int, in name: String) -> InputLocation {
        let (line, column) = locate(target)
        return InputLocation(file: name, line: line, column: column)
    }

    /// Follows the window's buffer when it moves: `shift` bytes at the front were let go. The
    /// tracker must already stand at or past them.
    mutating func rebase(_ bytes: UnsafeRawBufferPointer, shift: Int) {
        self.bytes = bytes
        offset -= shift
        origin = (offset, line, column)
    }

    /// Counts line feeds and lead bytes from `offset` up to `target`: `ByteScan` passes over
    /// the other bytes sixteen at a time.
    mutating func advance(to target: Int) {
        guard target > offset, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var lineStart = offset
        var feed = ByteScan.lineEnd(in: bytes, from: offset, to: target)
        while feed < target {
            line += 1
            column = 1
            lineStart = feed + 1
            feed = ByteScan.lineEnd(in: bytes, from: lineStart, to: target)
        }
        column += target - lineStart
        var index = lineStart
        while index < target {
            index = ByteScan.skipClean(base, from: index, to: target, stoppingAt: ByteSet((0, 0, 0, 0), nonASCII: true))
            if index < target, base[index] & 0xC0 == 0x80 { column -= 1 }  // a continuation byte
            index += 1
        }
        offset = target
    }
}
