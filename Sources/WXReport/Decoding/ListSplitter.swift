/// Finds where the elements of a JSON array begin, fast, so a big `list` can be cut into
/// pieces for the workers while the planner runs ahead.
///
/// It tracks only string boundaries (with escapes) and bracket depth, which is exact for valid
/// JSON. It does not validate: the workers do, strictly, on every byte of every piece, and a
/// piece whose cut falls in the wrong place (because the input is broken) fails there, which
/// ends the document at that error. So a wrong cut can never make bad input pass.
struct ListSplitter {
    private let base: UnsafePointer<UInt8>
    private let end: Int
    /// The next byte to scan, always outside any string and at the array's own level.
    private(set) var index: Int
    /// Elements started before `index`.
    private(set) var elementIndex = 0
    /// The line `index` is on, and where that line starts.
    private(set) var line: Int
    private(set) var lineStart: Int

    /// Starts right after the array's `[`, at `line` (which starts at `lineStart`).
    init(_ bytes: UnsafeRawBufferPointer, from start: Int, line: Int, lineStart: Int) {
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? JSONCursor.emptyBase
        end = bytes.count
        index = start
        self.line = line
        self.lineStart = lineStart
    }

    /// Where the scan stopped.
    enum Stop: Equatable {
        /// After a separating comma, at least `minimumBytes` past the start.
        case cut
        /// At the array's closing `]` (index points at it).
        case closed
        /// At the end of the input, or at a stray `}`: the array is broken; a worker will say how.
        case broken
    }

    /// Scans from `index` until a comma at the array's level lies `minimumBytes` beyond the
    /// start, or the array ends.
    mutating func advance(minimumBytes: Int) -> Stop {
        let target = index + minimumBytes
        var depth = 0
        var position = index
        defer { index = position }
        while position < end {
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                while position < end {
                    let inner = base[position]
                    if inner == UInt8(ascii: "\"") { break }
                    if inner == UInt8(ascii: "\\") { position += 1 }
                    else if inner == 0x0A { line += 1; lineStart = position + 1 }
                    position += 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 {
                    return byte == UInt8(ascii: "]") ? .closed : .broken
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    elementIndex += 1
                    if position + 1 >= target {
                        position += 1
                        return .cut
                    }
                }
            case 0x0A:
                line += 1
                lineStart = position + 1
            default:
                break
            }
            position += 1
        }
        position = end
        return .broken
    }
}
