#if arch(x86_64)
    import _Builtin_intrinsics.intel
#endif

/// Finds where the elements of a JSON array begin, fast, so a big `list` can be cut into
/// pieces for the workers while the planner runs ahead.
///
/// It tracks only string boundaries (with escapes) and bracket depth, which is exact for valid
/// JSON. It does not validate: the workers do, strictly, on every byte of every piece, so a cut
/// in the wrong place (broken input) fails there and can never make bad input pass. It stops at
/// the first control byte JSON never allows where it stands (a NUL, say).
///
/// The scan can run out of bytes (`exhausted`) and go on after the window is refilled and
/// `rebase`d: it keeps its depth, and an unfinished string is scanned again from its quote.
package struct ListSplitter {
    /// At the next byte to scan, always outside any string and at the array's own level or
    /// deeper; its bytes are the window's.
    private(set) var cursor: JSONCursor
    package var index: Int { cursor.index }
    /// Elements started before `index`.
    package private(set) var elementIndex = 0
    /// Brackets open at `index`, beyond the array's own.
    private var depth = 0
    /// Right after the last comma at the array's level (-1 before any), and the elements
    /// started before it: where `rewindToLastCut` goes back to.
    private(set) var lastCut = -1
    private var lastCutElement = 0
    /// Right after the last object or array element closed (-1 before any).
    private var elementEnd = -1
    /// The scan stopped after an element whose `,` or `]` it has not seen yet (`cutBack`).
    private(set) var owesSeparator = false

    /// Starts at `start`, right after the array's `[` (or at the start of one value).
    package init(_ bytes: UnsafeRawBufferPointer, from start: Int) {
        cursor = JSONCursor(bytes, from: start)
    }

    /// Follows the window to its new buffer, where indices are `shift` lower.
    mutating func rebase(_ bytes: UnsafeRawBufferPointer, shift: Int) {
        cursor = JSONCursor(bytes, from: index - shift)
        lastCut -= shift
        elementEnd -= shift
    }

    /// Ends the scan at the last place before it where a piece may end, when that is past
    /// `start` (the scan ran far past the target without finding one: a huge element, or a long
    /// run of whitespace); false if there is none. That is right after the last comma at the
    /// array's level; else, when the scan is past the last element with nothing but whitespace
    /// since (or bytes a worker will reject), right after that element, owing the `,` or `]`
    /// that follows it: `takeSeparator` must see it before the scan goes on.
    mutating func cutBack(after start: Int) -> Bool {
        if lastCut > start {
            (cursor.index, depth, elementIndex) = (lastCut, 0, lastCutElement)
        } else if depth == 0 && cursor.isAtEnd && elementEnd > max(lastCut, start) {
            (cursor.index, owesSeparator) = (elementEnd, true)
        } else {
            return false
        }
        return true
    }

    /// At the owed separator (after whitespace): takes a `,` and counts the element, or leaves
    /// a `]` for `advance`. False at any other byte: the array is broken there.
    mutating func takeSeparator() -> Bool {
        guard !cursor.isAtEnd else { return false }
        switch cursor.current {
        case UInt8(ascii: ","):
            cursor.index += 1
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

    /// Skips JSON whitespace from `index`; true when it ran into the end of the window, so more
    /// must be read to know what comes next. Only called between elements (depth 0, outside a
    /// string), where whitespace belongs to no element.
    mutating func skipWhitespace() -> Bool {
        cursor.skipWhitespace()
        return cursor.isAtEnd
    }

    /// Where the scan stopped.
    package enum Stop: Equatable {
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

    /// Scans until a comma at the array's level ends at or beyond `target`, or the array ends
    /// (`isComplete`: the window holds the rest of the input). Sixteen bytes per step on x86_64: SSE2 masks of the quotes, backslashes, brackets, commas
    /// and control bytes; without a backslash, the quotes tell which bytes lie in strings and
    /// only the structure outside them is visited, else every byte that may matter is. The
    /// bytes of the last step, and all bytes on other architectures, are visited one by one.
    /// Pays: nl-BE CSV, `--jobs 1`, callgrind, byte by byte → sixteen at a time: 899.5 M → 774.9 M
    /// instructions on the 10 MB group file (−14 %), 216.3 M → 205.8 M on 2000 one-city files (−5 %).
    package mutating func advance(to target: Int, isComplete: Bool) -> Stop {
        var scan = Scan(position: index, depth: depth, target: target)
        defer {
            cursor.index = scan.position
            depth = scan.depth
        }
        let base = cursor.base, end = cursor.end
        #if arch(x86_64)
            while scan.position &+ 16 <= end {
                if let stop = visitBlock(base, &scan) { return stop }
                scan.position &+= 16
            }
        #endif
        while scan.position < end {
            if scan.escaped {
                scan.escaped = false
            } else if let stop = visit(base, scan.position, &scan) {
                return stop
            }
            scan.position += 1
        }
        if scan.inString {
            if isComplete { return .broken }
            scan.position = scan.quote  // scan the string again once it is all here
            return .exhausted
        }
        return isComplete ? .broken : .exhausted
    }

    /// Where one call of `advance` stands.
    private struct Scan {
        /// The next byte, or where the scan stopped.
        var position: Int
        var depth: Int
        let target: Int
        var inString = false
        /// Where the open string starts.
        var quote = 0
        /// The next byte is escaped: it is no quote and no escape.
        var escaped = false
    }

    /// One byte that may matter, at `at`: nil to go on, or where the scan stops (with
    /// `scan.position` set to where it stopped).
    @inline(__always) private mutating func visit(_ base: UnsafePointer<UInt8>, _ at: Int, _ scan: inout Scan) -> Stop?
    {
        let byte = base[at]
        if scan.inString {
            if byte == UInt8(ascii: "\"") {
                scan.inString = false
            } else if byte == UInt8(ascii: "\\") {
                scan.escaped = true
            } else if byte < 0x20 {
                scan.position = at
                return .broken  // a raw control byte
            }
            return nil
        }
        switch byte {
        case UInt8(ascii: "\""):
            scan.inString = true
            scan.quote = at
        case UInt8(ascii: ","):
            guard scan.depth == 0 else { return nil }
            elementIndex += 1
            lastCut = at + 1
            lastCutElement = elementIndex
            if at + 1 >= scan.target {
                scan.position = at + 1
                return .cut
            }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            scan.depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if scan.depth == 0 {
                scan.position = at
                return byte == UInt8(ascii: "]") ? .closed : .broken
            }
            scan.depth -= 1
            if scan.depth == 0 { elementEnd = at + 1 }
        case 0x09, 0x0A, 0x0D:
            break
        case 0..<0x20:
            scan.position = at
            return .broken  // a control byte outside any string
        default:
            break
        }
        return nil
    }

    #if arch(x86_64)
        /// The sixteen bytes at `scan.position`. With a backslash among them, every byte that
        /// may matter is visited; without, which bytes lie in strings follows from the quotes
        /// alone (a prefix XOR), so only the brackets, commas and control bytes outside strings
        /// are visited, and a control byte inside one breaks the array there.
        @inline(__always) private mutating func visitBlock(_ base: UnsafePointer<UInt8>, _ scan: inout Scan) -> Stop? {
            let block = scan.position
            let masks = ListSplitter.masks(at: UnsafeRawPointer(base + block))
            if scan.escaped || masks.backslashes != 0 {
                var bits = masks.quotes | masks.backslashes | masks.structure | masks.controls
                if scan.escaped {
                    bits &= ~1
                    scan.escaped = false
                }
                while bits != 0 {
                    let offset = bits.trailingZeroBitCount
                    bits &= bits &- 1
                    if let stop = visit(base, block &+ offset, &scan) { return stop }
                    if scan.escaped && offset < 15 {
                        bits &= ~(1 << (offset &+ 1))
                        scan.escaped = false
                    }
                }
                return nil
            }
            var inside = masks.quotes  // bit i: byte i is in a string or opens one
            inside ^= inside << 1
            inside ^= inside << 2
            inside ^= inside << 4
            inside ^= inside << 8
            if scan.inString { inside = ~inside }
            inside &= 0xFFFF
            var bits = (masks.structure | masks.controls) & ~inside
            let stringControls = masks.controls & inside
            if stringControls != 0 { bits &= (stringControls & (0 &- stringControls)) &- 1 }
            scan.inString = false
            while bits != 0 {
                let offset = bits.trailingZeroBitCount
                bits &= bits &- 1
                if let stop = visit(base, block &+ offset, &scan) { return stop }
            }
            if stringControls != 0 {
                scan.position = block &+ stringControls.trailingZeroBitCount
                return .broken  // a raw control byte in a string
            }
            scan.inString = inside >> 15 != 0
            if scan.inString && masks.quotes != 0 { scan.quote = block &+ 31 &- masks.quotes.leadingZeroBitCount }
            return nil
        }
    #endif

    #if arch(x86_64)
        /// Bit `i` of each mask stands for byte `i` of sixteen.
        private struct Masks {
            var quotes: UInt32
            var backslashes: UInt32
            /// Brackets and commas.
            var structure: UInt32
            /// Bytes below 0x20 (whitespace included; `visit` passes it).
            var controls: UInt32
        }

        @inline(__always) private static func masks(at pointer: UnsafeRawPointer) -> Masks {
            let vector = pointer.loadUnaligned(as: __m128i.self)
            @inline(__always) func mask(_ bytes: __m128i) -> UInt32 {
                UInt32(truncatingIfNeeded: _mm_movemask_epi8(bytes))
            }
            @inline(__always) func equal(_ byte: CChar, in bytes: __m128i = vector) -> __m128i {
                _mm_cmpeq_epi8(bytes, _mm_set1_epi8(byte))
            }
            // `[` `]` are `{` `}` less 0x20: with that bit set, two comparisons find all four.
            let folded = _mm_or_si128(vector, _mm_set1_epi8(0x20))
            let structure = _mm_or_si128(
                _mm_or_si128(equal(0x7B, in: folded), equal(0x7D, in: folded)), equal(0x2C))
            let controls = _mm_cmpeq_epi8(_mm_subs_epu8(vector, _mm_set1_epi8(0x1F)), _mm_setzero_si128())
            return Masks(
                quotes: mask(equal(0x22)), backslashes: mask(equal(0x5C)), structure: mask(structure),
                controls: mask(controls))
        }
    #endif
}
