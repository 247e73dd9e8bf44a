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
        var line = self.line, lineStart = self.lineStart
        defer {
            index = position
            self.line = line
            self.lineStart = lineStart
        }
        let base = self.base, end = self.end
        // One table lookup per byte: most bytes are of no interest and cost one load and one
        // branch. Classes: 0 nothing, 1 quote, 2 opener, 3 closer, 4 comma, 5 line feed.
        return ListSplitter.classes.withUnsafeBufferPointer { table -> Stop in
            let classes = table.baseAddress.unsafelyUnwrapped
            while position < end {
                let byte = base[position]
                // Conditional branches in order of frequency (keys make quotes the most common
                // byte of interest): they predict better than one indirect jump on the class.
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    // Most strings are short keys: eight bytes at a time until one that may end
                    // the string, escape or count a line (the lowest flagged byte is exact).
                    while position &+ 8 <= end {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                        let flagged = JSONCursor.zeroBytes(word ^ 0x2222_2222_2222_2222)
                            | JSONCursor.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                            | JSONCursor.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
                        if flagged != 0 {
                            position &+= flagged.trailingZeroBitCount >> 3
                            break
                        }
                        position &+= 8
                    }
                    // Inside a string only `"`, `\` and line feeds matter.
                    while position < end {
                        let inner = base[position]
                        if classes[Int(inner)] & 1 != 0 {
                            if inner == UInt8(ascii: "\"") { break }
                            if inner == UInt8(ascii: "\\") {
                                position += 1
                            } else {
                                line += 1
                                lineStart = position + 1
                            }
                        }
                        position += 1
                    }
                } else if classes[Int(byte)] & 2 != 0 {
                    if byte == UInt8(ascii: ",") {
                        if depth == 0 {
                            elementIndex += 1
                            if position + 1 >= target {
                                position += 1
                                return .cut
                            }
                        }
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == 0x0A {
                        line += 1
                        lineStart = position + 1
                    } else {
                        if depth == 0 {
                            return byte == UInt8(ascii: "]") ? .closed : .broken
                        }
                        depth -= 1
                    }
                }
                position += 1
            }
            position = end
            return .broken
        }
    }

    /// Bit 0: matters inside a string (`"`, `\`, line feed). Bit 1: matters outside a string
    /// (brackets, comma, line feed; the quote is tested first).
    private static let classes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        table[Int(UInt8(ascii: "\""))] = 1
        table[Int(UInt8(ascii: "\\"))] = 1
        table[0x0A] = 3
        for byte in "{}[],".utf8 { table[Int(byte)] = 2 }
        return table
    }()
}
