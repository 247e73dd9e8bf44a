/// A `ByteReader` whose content is decompressed when it starts with gzip's magic bytes: every
/// input (a file, `-`, standard input without a file) is read through one, so `day.json.gz`, a
/// renamed `.gz` and `curl … | wxreport` all work, told apart by their bytes, never their name.
///
/// Whatever `inner` checks on each of its reads still holds: the "changed while being read"
/// check of a `DescriptorReader` runs on the compressed file underneath, before zlib sees the
/// bytes, so no decompressed byte ever comes from content that failed it. Positions the planner
/// gives are line:column of the decompressed text, since that is all it sees; a corrupt or
/// truncated member is an error naming the input and the compressed offset (`GzipInflater`).
///
/// Plain input costs nothing extra: the first read goes straight into the caller's buffer, so a
/// plain input costs no extra read and no copy (small files stay at one `read` each), and once
/// that read has found no magic, every later read is passed to `inner` directly.
package final class DecompressingReader: ByteReader, @unchecked Sendable {
    // @unchecked: used by one thread at a time (the planner's), like every reader.
    /// The input's name as errors quote it: the path as typed, or `<stdin>`.
    package let name: String
    private let inner: any ByteReader
    private let inputCapacity: Int
    /// Set once the first read found plain input: from then on `inner` is read directly.
    private var isPlain = false
    /// Set once the first read found gzip's magic bytes.
    private var inflater: GzipInflater?

    /// - Parameter inputCapacity: the compressed-input buffer of a gzip input (see `GzipInflater`).
    package init(_ inner: any ByteReader, name: String, inputCapacity: Int = 1 << 16) {
        self.inner = inner
        self.name = name
        self.inputCapacity = inputCapacity
    }

    package var isExhausted: Bool { inflater?.isAtEnd ?? inner.isExhausted }
    /// True once the first read found gzip's magic bytes.
    package var isCompressed: Bool { inflater != nil }
    /// Compressed bytes taken so far for a gzip input, nil for a plain one.
    package var compressedOffset: Int? { inflater?.compressedOffset }
    /// Why a gzip input's content ended before the input did (`GzipInflater.damage`).
    package var endingError: ReportError? { inflater?.damage }
    package var grownSize: Int? { inner.grownSize }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        if isPlain { return try inner.read(into: buffer) }
        if let inflater { return try inflater.read(into: buffer) }
        guard !buffer.isEmpty else { return 0 }
        return try sniff(into: buffer)
    }

    /// The first read. A pipe may hand over a single 0x1F first; only then does it read on,
    /// so plain input never waits for more bytes than the first read brought.
    private func sniff(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        precondition(buffer.count >= 2, "the first read needs room for gzip's two magic bytes")
        var count = try inner.read(into: buffer)
        while count == 1 && buffer[0] == 0x1F {
            let more = try inner.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
            if more == 0 { break }
            count += more
        }
        let prefix = UnsafeRawBufferPointer(rebasing: buffer[..<count])
        guard GzipInflater.hasMagic(prefix) else {
            isPlain = true
            return count
        }
        let started = try GzipInflater(name: name, prefix: prefix, inputCapacity: inputCapacity, source: inner)
        inflater = started
        return try started.read(into: buffer)
    }
}
