#if canImport(Glibc)
    import Glibc
#endif

/// The names of one folder's entries, packed in one byte array with where each starts, so a
/// folder of 40,000 files costs its names' bytes and 4 bytes a name, not a `SystemPath` each.
struct ByteStrings: Sendable {
    private var bytes: [UInt8] = []
    /// Where each string starts in `bytes`; it ends where the next one starts.
    private var starts: [UInt32] = []

    var count: Int { starts.count }

    mutating func append(_ string: some Collection<UInt8>) {
        starts.append(UInt32(truncatingIfNeeded: bytes.count))  // a folder's names under 4 GiB
        bytes += string
    }

    subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[range(index)]
    }

    /// Whether string `a` comes before string `b` in byte order, each followed by a `/` when
    /// `isFolder` says so: the order of the paths below a folder named so.
    func precedes(_ a: Int, _ b: Int, isFolder: (Int) -> Bool) -> Bool {
        let (x, y) = (range(a), range(b))
        let common = min(x.count, y.count)
        let compared = bytes.withUnsafeBufferPointer { all in
            guard common > 0, let base = all.baseAddress else { return Int32(0) }
            return memcmp(base + x.lowerBound, base + y.lowerBound, common)
        }
        if compared != 0 { return compared < 0 }
        // One is the start of the other: compare the byte after it, a folder's `/`, or none (-1).
        func next(_ index: Int, _ range: Range<Int>) -> Int {
            if range.count > common { return Int(bytes[range.lowerBound + common]) }
            return isFolder(index) ? Int(UInt8(ascii: "/")) : -1
        }
        return next(a, x) < next(b, y)
    }

    private func range(_ index: Int) -> Range<Int> {
        Int(starts[index])..<(index + 1 < count ? Int(starts[index + 1]) : bytes.count)
    }
}
