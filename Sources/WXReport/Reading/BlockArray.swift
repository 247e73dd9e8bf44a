#if canImport(Glibc)
    import Glibc
#endif

/// An array that grows a block of 65,536 elements at a time: no element is ever moved, so it
/// never holds two copies while growing. (Swift's `Array` doubles and copies, and glibc keeps
/// the pages of the copies left behind: a listing of a million files would peak at twice its
/// size.)
struct BlockArray<Element>: Sendable where Element: Sendable & Equatable {
    private static var shift: Int { 16 }
    private var blocks: [[Element]] = []
    private(set) var count = 0

    mutating func append(_ element: Element) {
        if count & ((1 << Self.shift) - 1) == 0 {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(1 << Self.shift)
        }
        blocks[blocks.count - 1].append(element)
        count += 1
    }

    subscript(index: Int) -> Element {
        blocks[index >> Self.shift][index & ((1 << Self.shift) - 1)]
    }

    /// Whether any element is `element`.
    func contains(_ element: Element) -> Bool {
        blocks.contains { $0.contains(element) }
    }
}

extension BlockArray: Equatable {}

/// Byte strings packed into blocks of 1 MiB (a longer one in a block of its own), each string
/// whole in one block so it can be compared with `memcmp`; like `BlockArray`, never copied to
/// grow (a block's pages not written to take no memory).
struct ByteStrings: Sendable, Equatable {
    private static var blockSize: Int { 1 << 20 }
    private var blocks: [[UInt8]] = []
    /// The index of the first string of each block.
    private var firsts: [Int] = []
    /// Where each string starts in its block; it ends where the next one in the block starts.
    private var starts = BlockArray<UInt32>()

    var count: Int { starts.count }

    mutating func append(_ bytes: some Collection<UInt8>) {
        if blocks.isEmpty || blocks[blocks.count - 1].count + bytes.count > blocks[blocks.count - 1].capacity {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(max(Self.blockSize, bytes.count))
            firsts.append(count)
        }
        starts.append(UInt32(truncatingIfNeeded: blocks[blocks.count - 1].count))  // a block under 4 GiB
        blocks[blocks.count - 1] += bytes
    }

    subscript(index: Int) -> ArraySlice<UInt8> {
        let (block, range) = place(index)
        return blocks[block][range]
    }

    /// Whether string `a` comes before string `b` in byte order, each followed by a `/` when
    /// `isFolder` says so: the order of the paths below a folder named so.
    func precedes(_ a: Int, _ b: Int, isFolder: (Int) -> Bool) -> Bool {
        let (x, y) = (place(a), place(b))
        let common = min(x.range.count, y.range.count)
        let compared = blocks[x.block].withUnsafeBufferPointer { first in
            blocks[y.block].withUnsafeBufferPointer { second in
                guard common > 0, let one = first.baseAddress, let other = second.baseAddress else { return Int32(0) }
                return memcmp(one + x.range.lowerBound, other + y.range.lowerBound, common)
            }
        }
        if compared != 0 { return compared < 0 }
        // One is the start of the other: compare the byte after it, a folder's `/`, or none (-1).
        func next(_ index: Int, _ place: (block: Int, range: Range<Int>)) -> Int {
            if place.range.count > common { return Int(blocks[place.block][place.range.lowerBound + common]) }
            return isFolder(index) ? Int(UInt8(ascii: "/")) : -1
        }
        return next(a, x) < next(b, y)
    }

    private func place(_ index: Int) -> (block: Int, range: Range<Int>) {
        var (low, high) = (0, firsts.count)  // the last block whose first string is at or before `index`
        while low < high {
            let middle = (low + high) / 2
            if firsts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        let block = low - 1
        let start = Int(starts[index])
        let sameBlock = index + 1 < count && (block + 1 == firsts.count || index + 1 < firsts[block + 1])
        return (block, start..<(sameBlock ? Int(starts[index + 1]) : blocks[block].count))
    }
}
