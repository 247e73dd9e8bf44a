/// Where a document's bytes come from, read in order a chunk at a time: an open file, a pipe, a
/// device, or (in tests) bytes in memory. Every input kind is read the same way, so what holds
/// for a file (bounded memory, the first bad byte ending it) holds for standard input too.
///
/// Used by one thread at a time: the one planning the document.
package protocol ByteReader: AnyObject, Sendable {
    /// Reads the next bytes into `buffer` and returns how many; 0 only at the end. Throws when
    /// the input cannot be read or changed while being read: the bytes of that read are not used.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int
    /// True once the end is known to be reached, with no further read needed.
    var isExhausted: Bool { get }
    /// Once a read has returned 0: why the content ended before the input did (a `.gz` cut
    /// short, garbage after it), nil for an ordinary end. The bytes read before it are good, so
    /// the document is planned to its end and this is reported beside its rows.
    var endingError: ReportError? { get }
}

extension ByteReader {
    package var endingError: ReportError? { nil }
}

/// A document held in memory (tests, fixtures). `readLimit` caps each read, so tests can make a
/// document arrive in chunks as small as one byte and check nothing depends on where they fall.
package final class MemoryReader: ByteReader, @unchecked Sendable {
    // @unchecked: used by one thread at a time (the planner's), like every reader.
    private let bytes: [UInt8]
    private let readLimit: Int
    private var position = 0

    package init(_ bytes: [UInt8], readLimit: Int = .max) {
        self.bytes = bytes
        self.readLimit = max(readLimit, 1)
    }

    package var isExhausted: Bool { position >= bytes.count }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        let count = min(buffer.count, bytes.count - position, readLimit)
        guard count > 0, let target = buffer.baseAddress else { return 0 }
        bytes.withUnsafeBytes { source in
            guard let from = source.baseAddress else { return }
            target.copyMemory(from: from + position, byteCount: count)
        }
        position += count
        return count
    }
}
