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

    /// Whether string `a` comes before string `b` in byte order.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (range(a), range(b))
        let common = min(x.count, y.count)
        let compared = bytes.withUnsafeBufferPointer { all in
            guard common > 0, let base = all.baseAddress else { return Int32(0) }
            return memcmp(base + x.lowerBound, base + y.lowerBound, common)
        }
        return compared != 0 ? compared < 0 : x.count < y.count
    }

    private func range(_ index: Int) -> Range<Int> {
        Int(starts[index])..<(index + 1 < count ? Int(starts[index + 1]) : bytes.count)
    }
}
