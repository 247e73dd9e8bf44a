/// Reads an input's content: its bytes as they are, or decompressed when they start with gzip's
/// magic bytes. A drop-in for the raw read in a read loop:
///
/// ```swift
/// var reader = DecompressingReader(name: path) { buffer throws(ReportError) in
///     try readSome(descriptor, into: buffer, name: path)    // read(2), EINTR retried
/// }
/// while case let count = try reader.read(into: buffer), count > 0 { … }
/// ```
///
/// The decision is made on the first read, from the bytes themselves, never from the name, so
/// `wxreport day.json.gz`, a renamed `.gz` and `curl … | wxreport -` all work. That first read
/// goes straight into the caller's buffer: a plain input costs no extra read and no copy, which
/// keeps small files at one `read` each.
package struct DecompressingReader {
    private enum Mode {
        case undecided
        case plain
        case gzip(GzipInflater)
    }

    /// The input's name as errors quote it: the path as typed, or `<stdin>`.
    package let name: String
    private let fill: ByteFill
    private let inputCapacity: Int
    private var mode = Mode.undecided
    /// True once a read has returned 0: the content has ended (`ByteReader.isExhausted`-style).
    package private(set) var isAtEnd = false

    /// - Parameter inputCapacity: the compressed-input buffer of a gzip input (see `GzipInflater`).
    package init(name: String, inputCapacity: Int = 1 << 16, fill: @escaping ByteFill) {
        self.name = name
        self.fill = fill
        self.inputCapacity = inputCapacity
    }

    /// True once the first read found gzip's magic bytes.
    package var isCompressed: Bool {
        if case .gzip = mode { return true }
        return false
    }

    /// Why a gzip input's content ended before the input did (`GzipInflater.damage`).
    package var damage: ReportError? {
        if case .gzip(let inflater) = mode { return inflater.damage }
        return nil
    }

    /// Compressed bytes taken so far for a gzip input, nil for a plain one (for progress).
    package var compressedOffset: Int? {
        if case .gzip(let inflater) = mode { return inflater.compressedOffset }
        return nil
    }

    /// Fills `buffer` with the next content bytes and returns the count, 0 at the end. The first
    /// call needs room for at least two bytes, to see the magic.
    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        let count: Int
        switch mode {
        case .plain: count = try fill(buffer)
        case .gzip(let inflater): count = try inflater.read(into: buffer)
        case .undecided: count = try sniff(into: buffer)
        }
        if count == 0 && !buffer.isEmpty { isAtEnd = true }
        return count
    }

    /// The first read. A pipe may hand over a single 0x1F first; only then does it read on,
    /// so plain input never waits for more bytes than the first read brought.
    private mutating func sniff(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        precondition(buffer.count >= 2, "the first read needs room for gzip's two magic bytes")
        var count = try fill(buffer)
        while count == 1 && buffer[0] == 0x1F {
            let more = try fill(UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
            if more == 0 { break }
            count += more
        }
        let prefix = UnsafeRawBufferPointer(rebasing: buffer[..<count])
        guard GzipInflater.hasMagic(prefix) else {
            mode = .plain
            return count
        }
        let inflater = try GzipInflater(name: name, prefix: prefix, inputCapacity: inputCapacity, fill: fill)
        mode = .gzip(inflater)
        return try inflater.read(into: buffer)
    }
}
