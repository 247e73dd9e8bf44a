/// Bytes held in memory, read like an input: a line of JSON Lines read again as the response
/// it holds (`PieceDecoder`), and tests' documents. `readLimit` caps each read, so tests can
/// make a document arrive in chunks as small as one byte and check nothing depends on where
/// they fall.
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
