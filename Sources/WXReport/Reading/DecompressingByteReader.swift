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
/// Plain input costs nothing extra: the first read goes straight into the caller's buffer (see
/// `DecompressingReader`), and once that read has found no magic, every later read is passed to
/// `inner` directly, with no copy and no closure in between.
package final class DecompressingByteReader: ByteReader, @unchecked Sendable {
    // @unchecked: used by one thread at a time (the planner's), like every reader.
    private let inner: any ByteReader
    private var content: DecompressingReader
    /// Set once the first read found plain input: from then on `inner` is read directly.
    private var isPlain = false

    package init(_ inner: any ByteReader, name: String) {
        self.inner = inner
        content = DecompressingReader(name: name) { buffer throws(ReportError) in try inner.read(into: buffer) }
    }

    package var isExhausted: Bool {
        content.isCompressed ? content.isAtEnd : inner.isExhausted
    }

    /// True once the first read found gzip's magic bytes.
    package var isCompressed: Bool { content.isCompressed }

    package var endingError: ReportError? { content.damage }
    package var grownSize: Int? { inner.grownSize }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        if isPlain { return try inner.read(into: buffer) }
        guard !buffer.isEmpty else { return 0 }
        let count = try content.read(into: buffer)
        isPlain = !content.isCompressed
        return count
    }
}
