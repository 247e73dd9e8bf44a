/// Finds where the elements of a JSON array begin, fast, so a big `list` can be cut into
/// pieces for the workers while the planner runs ahead; the planner also uses it to find where
/// one value ends, to know when a value is whole in its window.
///
/// It tracks only string boundaries (with escapes) and bracket depth, which is exact for valid
/// JSON. It does not validate: the workers do, strictly, on every byte of every piece, and a
/// piece whose cut falls in the wrong place (because the input is broken) fails there, which
/// ends the document at that error. So a wrong cut can never make bad input pass. It stops at
/// the first control byte that JSON never allows where it stands (a NUL, say), so a broken input
/// ends at its first bad byte instead of being scanned to its end.
///
/// The scan can run out of bytes (`exhausted`) and go on after the window is refilled and
/// `rebase`d: it keeps its depth, and an unfinished string is scanned again from its quote.
struct ListSplitter {
    private var base: UnsafePointer<UInt8>
    private var end: Int
    /// The next byte to scan, always outside any string and at the array's own level or deeper.
    private(set) var index: Int
    /// Elements started before `index`.
    private(set) var elementIndex = 0
    /// Brackets open at `index`, beyond the array's own.
    private var depth = 0
    /// Right after the last comma at the array's level (-1 before any), and the elements
    /// started before it: where `rewindToLastCut` goes back to.
    private(set) var lastCut = -1
    private var lastCutElement = 0
    /// Right after the last object or array element closed (-1 before any).
    private var elementEnd = -1
    /// The scan stopped after an element whose `,` or `]` it has not seen yet (`cutAfterElement`).
    private(set) var owesSeparator = false

    /// Starts at `start`, right after the array's `[` (or at the start of one value).
    init(_ bytes: UnsafeRawBufferPointer, from start: Int) {
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? JSONCursor.emptyBase
        end = bytes.count
        index = start
    }

    /// Follows the window to its new buffer, where indices are `shift` lower.
    mutating func rebase(_ bytes: UnsafeRawBufferPointer, shift: Int) {
        base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? JSONCursor.emptyBase
        end = bytes.count
        index -= shift
        lastCut -= shift
        elementEnd -= shift
    }

    /// Where a piece may end when the scan, at the end of the window, is past the last element
    /// with nothing but whitespace since (or bytes a worker will reject): right after that
    /// element, before its `,` or `]`. Nil elsewhere (inside an element, a string, or with a
    /// comma after it).
    var endOfLastElement: Int? {
        depth == 0 && index >= end && elementEnd > lastCut && elementEnd >= 0 ? elementEnd : nil
    }

    /// Goes back to `endOfLastElement`, owing the separator that follows it: `takeSeparator`
    /// must see it before the scan goes on.
    mutating func cutAfterElement() {
        guard let at = endOfLastElement else { return }
        index = at
        owesSeparator = true
    }

    /// At the owed separator (after whitespace): takes a `,` and counts the element, or leaves
    /// a `]` for `advance`. False at any other byte: the array is broken there.
    mutating func takeSeparator() -> Bool {
        guard index < end else { return false }
        switch base[index] {
        case UInt8(ascii: ","):
            index += 1
            elementIndex += 1
            lastCut = index
            lastCutElement = elementIndex
        case UInt8(ascii: "]"):
            break
        default:
            return false
        }
        owesSeparator = false
        return true
    }

    /// Goes back to just after the last comma at the array's level, so a piece can end there
    /// when the scan ran far past it without finding another (a huge element, or a long run of
    /// whitespace): the scan then goes on from there.
    mutating func rewindToLastCut() {
        guard lastCut >= 0 else { return }
        index = lastCut
        depth = 0
        elementIndex = lastCutElement
    }

    /// Skips JSON whitespace from `index`; true when it ran into the end of the window, so more
    /// must be read to know what comes next. Only called between elements (depth 0, outside a
    /// string), where whitespace belongs to no element.
    mutating func skipWhitespace() -> Bool {
        while index < end {
            switch base[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return false
            }
        }
        return true
    }

    /// Where the scan stopped.
    enum Stop: Equatable {
        /// After a separating comma at or beyond the target (index is after the comma).
        case cut
        /// At the array's closing `]` (index points at it).
        case closed
        /// At a stray `}`, a byte JSON never allows there, or the end of a complete input: the
        /// array is broken (index points at the spot); a worker will say how.
        case broken
        /// At the end of the window, with more input to come: refill and call again.
        case exhausted
    }

    /// Scans until a comma at the array's level ends at or beyond `target`, or the array ends.
    /// `isComplete` says the window holds the rest of the input.
    mutating func advance(to target: Int, isComplete: Bool) -> Stop {
        var depth = self.depth
        var position = index
        defer {
            index = position
            self.depth = depth
        }
        let base = self.base, end = self.end
        // One table lookup per byte: most bytes are of no interest and cost one load and one
        // branch. Bit 0: matters inside a string; bit 1: matters outside one.
        return ListSplitter.classes.withUnsafeBufferPointer { table -> Stop in
            let classes = table.baseAddress.unsafelyUnwrapped
            while position < end {
                let byte = base[position]
                // Conditional branches in order of frequency (keys make quotes the most common
                // byte of interest): they predict better than one indirect jump on the class.
                if byte == UInt8(ascii: "\"") {
                    let quote = position
                    position += 1
                    // Inside a string only `"`, `\` and control bytes matter: sixteen bytes at a
                    // time (then eight) up to the first that may, then that byte on its own.
                    while true {
                        position = ByteScan.skipClean(
                            base, from: position, to: end,
                            stoppingAt: ByteSet(
                                (UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "\\")),
                                controls: true))
                        guard position < end else {
                            if isComplete { return .broken }
                            position = quote  // scan the string again once it is all here
                            return .exhausted
                        }
                        let inner = base[position]
                        if classes[Int(inner)] & 1 != 0 {
                            if inner == UInt8(ascii: "\"") { break }
                            if inner != UInt8(ascii: "\\") { return .broken }  // a raw control byte
                            position += 1
                        }
                        position += 1
                    }
                } else if classes[Int(byte)] & 2 != 0 {
                    if byte == UInt8(ascii: ",") {
                        if depth == 0 {
                            elementIndex += 1
                            lastCut = position + 1
                            lastCutElement = elementIndex
                            if position + 1 >= target {
                                position += 1
                                return .cut
                            }
                        }
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        if depth == 0 {
                            return byte == UInt8(ascii: "]") ? .closed : .broken
                        }
                        depth -= 1
                        if depth == 0 { elementEnd = position + 1 }
                    } else {
                        return .broken  // a control byte outside any string
                    }
                }
                position += 1
            }
            return isComplete ? .broken : .exhausted
        }
    }

    /// Bit 0: matters inside a string (`"`, `\`, control bytes). Bit 1: matters outside a
    /// string (brackets, comma, control bytes other than whitespace; the quote is tested first).
    private static let classes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<0x20 { table[byte] = 3 }
        for byte in [0x09, 0x0A, 0x0D] { table[byte] = 1 }
        table[Int(UInt8(ascii: "\""))] = 1
        table[Int(UInt8(ascii: "\\"))] = 1
        for byte in "{}[],".utf8 { table[Int(byte)] = 2 }
        return table
    }()
}
