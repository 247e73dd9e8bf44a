import Testing

import WXReport

/// The byte scans that run sixteen bytes at a time (SSE2 on x86_64), then one by one: for
/// every length from 0 to 40 and every position of the byte that matters, the answer equals a
/// plain byte-by-byte loop's, so the vector body and the byte tail agree.
@Suite struct ByteScanTests {
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    /// Sets the reader and the writers use (HTML's has a second four), and one that takes the
    /// other branch of the vector step.
    private static let sets: [ByteSet] = [
        ByteSet((quote, backslash, quote, backslash), controls: true, nonASCII: true),
        ByteSet((quote, backslash, quote, backslash), controls: true),
        ByteSet((UInt8(ascii: ";"), 0x0A, 0x0D, quote)),
        ByteSet(
            (UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), quote), (UInt8(ascii: "'"), 0x7F, 0x7F, 0x7F),
            controls: true),
        ByteSet((UInt8(ascii: "&"), UInt8(ascii: "&"), UInt8(ascii: "&"), UInt8(ascii: "&")), nonASCII: true),
    ]

    /// Where a caller of `skipClean` stops: the scan, then byte by byte.
    private func firstStop(_ bytes: [UInt8], from start: Int, _ set: ByteSet) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var position = ByteScan.skipClean(base, from: start, to: buffer.count, stoppingAt: set)
            while position < buffer.count, !set.contains(buffer[position]) { position += 1 }
            return position
        }
    }

    private func plainStop(_ bytes: [UInt8], from start: Int, _ set: ByteSet) -> Int {
        bytes[start...].firstIndex(where: set.contains) ?? bytes.count
    }

    @Test func everyByteAtEveryPositionStopsWhereALoopStops() {
        for (number, set) in Self.sets.enumerated() {
            for length in 0...40 {
                for position in 0..<max(length, 1) {
                    for byte in 0...255 {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        if position < length { bytes[position] = UInt8(byte) }
                        let expected = plainStop(bytes, from: 0, set)
                        let found = firstStop(bytes, from: 0, set)
                        guard found == expected else {
                            Issue.record("set \(number), length \(length), byte \(byte) at \(position): \(found)")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test func aStopAfterAnotherAndFromEveryStart() {
        let set = Self.sets[0]
        for length in 0...40 {
            for first in 0..<max(length, 1) {
                var bytes = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH".utf8.prefix(length))
                if first < length { bytes[first] = Self.backslash }
                if first + 3 < length { bytes[first + 3] = Self.quote }
                for start in 0...length {
                    #expect(firstStop(bytes, from: start, set) == plainStop(bytes, from: start, set))
                }
            }
        }
    }

    @Test func aLineEndsAtItsFeedWhateverItsLength() {
        for length in 0...40 {
            for position in 0...length {
                var bytes = [UInt8](repeating: UInt8(ascii: "{"), count: length)
                if position < length { bytes[position] = 0x0A }
                bytes.withUnsafeBytes { buffer in
                    for start in 0...length + 1 {
                        let plain = bytes.indices.first { $0 >= start && bytes[$0] == 0x0A } ?? max(start, length)
                        #expect(ByteScan.lineEnd(in: buffer, from: start, to: length) == plain)
                    }
                }
            }
        }
    }

    @Test func aStringAnyLengthWithItsQuoteOrEscapeAnywhere() throws {
        for length in 0...40 {
            // The closing quote after `length` plain bytes.
            let plain = String(repeating: "x", count: length)
            #expect(try scan("\"\(plain)\"") == (length, false))
            for position in 0..<max(length, 1) where length > 0 {
                var escaped = Array(plain.utf8)
                escaped.replaceSubrange(position..<position + 1, with: Array("\\n".utf8))
                #expect(try scan("\"" + String(decoding: escaped, as: UTF8.self) + "\"") == (length + 1, true))
                var accented = Array(plain.utf8)
                accented.replaceSubrange(position..<position + 1, with: Array("é".utf8))
                #expect(try scan("\"" + String(decoding: accented, as: UTF8.self) + "\"") == (length + 1, false))
                var broken = Array(plain.utf8)
                broken[position] = 0x01
                let message = "control character (U+0001) in string; it must be escaped"
                #expect(throws: JSONSyntaxError(offset: position + 1, message)) {
                    try scan("\"" + String(decoding: broken, as: UTF8.self) + "\"")
                }
            }
        }
    }

    /// The length of the string's contents and whether it held escapes.
    private func scan(_ text: String) throws -> (Int, Bool) {
        try Array(text.utf8).withUnsafeBytes { bytes throws -> (Int, Bool) in
            var cursor = JSONCursor(bytes)
            let token = try cursor.scanString()
            #expect(cursor.index == bytes.count)
            return (token.raw.count, token.hasEscapes)
        }
    }

    @Test func theSplitterSkipsStringsOfAnyLengthWithStructureInside() {
        for length in 0...40 {
            for position in 0..<max(length, 1) {
                // `,` `]` `}` and an escaped quote inside the string are none of the array's.
                var inner = Array(String(repeating: "y", count: length).utf8)
                if position < length {
                    inner.replaceSubrange(
                        position..<position + 1, with: Array((position % 2 == 0 ? "\\\"" : ",]}").utf8))
                }
                let text = Array("{\"k\":\"".utf8) + inner + Array("\"},[1]]".utf8)
                text.withUnsafeBytes { bytes in
                    var splitter = ListSplitter(bytes, from: 0)
                    #expect(splitter.advance(to: Int.max, isComplete: true) == .closed)
                    #expect(splitter.index == text.count - 1)
                    #expect(splitter.elementIndex == 1)
                }
            }
        }
    }

    /// Random arrays of brackets, commas, strings (with escapes, structure and raw control
    /// bytes inside) and blanks: the splitter stops where a plain byte loop stops, with the same
    /// count of elements, for every target and whether or not the window is complete.
    @Test func theSplitterStopsWhereALoopStops() {
        let tokens = [
            "{", "}", "[", "]", ",", ",", "1", " ", "\n", "\"ab\"", "\"a\\\"b\"", "\"x,y]}\"",
            "\"0123456789abcdef\"", "\"\\\\\"", "\"a\u{01}b\"", "\u{02}", "\"é{\"", "\"tab\there\"",
        ].map { Array($0.utf8) }
        var generator = SplitMix(seed: 9)
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            let length = Int(generator.next() % 90)
            while bytes.count < length { bytes += tokens[Int(generator.next() % UInt64(tokens.count))] }
            let target = Int(generator.next() % UInt64(bytes.count + 2))
            for isComplete in [true, false] {
                let expected = plainSplit(bytes, target: target, isComplete: isComplete)
                bytes.withUnsafeBytes { buffer in
                    var splitter = ListSplitter(buffer, from: 0)
                    let stop = splitter.advance(to: target, isComplete: isComplete)
                    guard stop == expected.stop, splitter.index == expected.index,
                        splitter.elementIndex == expected.elements
                    else {
                        Issue.record(
                            "\(String(decoding: bytes, as: UTF8.self)) to \(target): \(stop) \(splitter.index)")
                        return
                    }
                }
            }
        }
    }

    /// What `ListSplitter.advance` does, byte by byte.
    private func plainSplit(_ bytes: [UInt8], target: Int, isComplete: Bool) -> (
        stop: ListSplitter.Stop, index: Int, elements: Int
    ) {
        var depth = 0, elements = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                let quote = index
                index += 1
                while true {
                    guard index < bytes.count else {
                        return isComplete ? (.broken, bytes.count, elements) : (.exhausted, quote, elements)
                    }
                    let inner = bytes[index]
                    if inner == Self.quote { break }
                    if inner < 0x20 { return (.broken, index, elements) }
                    index += inner == Self.backslash ? 2 : 1
                }
            } else if byte == UInt8(ascii: ",") && depth == 0 {
                elements += 1
                if index + 1 >= target { return (.cut, index + 1, elements) }
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                if depth == 0 { return (byte == UInt8(ascii: "]") ? .closed : .broken, index, elements) }
                depth -= 1
            } else if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                return (.broken, index, elements)
            }
            index += 1
        }
        return (isComplete ? .broken : .exhausted, index, elements)
    }

    @Test func linesAndColumnsCountLikeALoop() {
        let pieces = ["a", "\n", "é", "東", "b", "\n", "c", "😀"].map { Array($0.utf8) }
        var generator = SplitMix(seed: 21)
        for length in 0...40 {
            for _ in 0..<20 {
                var bytes: [UInt8] = []
                while bytes.count < length { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
                bytes.withUnsafeBytes { buffer in
                    for target in 0...bytes.count {
                        var position = TextPosition(buffer)
                        let found = position.locate(target)
                        let expected = plainLocation(bytes, target)
                        #expect(found.line == expected.line && found.column == expected.column)
                    }
                }
            }
        }
    }

    /// Lines longer than 255 steps of sixteen bytes, where the per-lane counts are added up
    /// along the way, then a feed: resolved in one call and in many.
    @Test func longLinesCountLikeALoop() {
        let pieces = ["a", "é", "東", "😀", "b"].map { Array($0.utf8) }
        var generator = SplitMix(seed: 4)
        // "é" alone puts a continuation byte in every other lane of every step.
        var bytes = Array(String(repeating: "é", count: 4500).utf8)
        while bytes.count < 13000 { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
        bytes += Array("\nxy\n".utf8)
        while bytes.count < 18000 { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
        bytes.withUnsafeBytes { buffer in
            var stepping = TextPosition(buffer)
            for target in stride(from: 0, through: bytes.count, by: 97) {
                let expected = plainLocation(bytes, target)
                var fresh = TextPosition(buffer)
                let once = fresh.locate(target)
                let along = stepping.locate(target)
                #expect(once.line == expected.line && once.column == expected.column)
                #expect(along.line == expected.line && along.column == expected.column)
            }
        }
    }

    private func plainLocation(_ bytes: [UInt8], _ target: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<target] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

/// A small seeded generator, so a failing case comes back on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
