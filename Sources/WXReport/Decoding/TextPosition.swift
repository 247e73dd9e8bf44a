/// Turns byte offsets into the 1-based line and column a user sees.
///
/// Columns count Unicode scalars (UTF-8 lead bytes), so `東京` moves the column by two, as in an
/// editor. Errors within one piece of a document arrive in increasing order, so the tracker
/// walks forward from where it last stopped instead of rescanning from the start of the file.
struct TextPosition {
    private let bytes: UnsafeRawBufferPointer
    /// The last offset resolved, the line it is on, and where that line starts.
    private var offset: Int
    private var line: Int
    private var lineStart: Int

    /// Starts at `offset`, known to be on `line`, which begins at byte `lineStart`.
    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0, line: Int = 1, lineStart: Int = 0) {
        self.bytes = bytes
        self.offset = offset
        self.line = line
        self.lineStart = lineStart
    }

    /// Line and column of `target`. A target before the last one resolved restarts from the top.
    mutating func locate(_ target: Int) -> (line: Int, column: Int) {
        let target = min(max(target, 0), bytes.count)
        if target < offset { self = TextPosition(bytes) }
        var index = offset
        while index < target {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        offset = target
        var column = 1
        var scan = lineStart
        // A byte order mark is invisible in editors, so it takes no column.
        if scan == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, target >= 3 { scan = 3 }
        while scan < target {
            if bytes[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        return (line, column)
    }

    /// The location of `target` in the file called `name`.
    mutating func location(of target: Int, in name: String) -> InputLocation {
        let (line, column) = locate(target)
        return InputLocation(file: name, line: line, column: column)
    }
}
