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
        let count = max(min(buffer.count, bytes.count - position, readLimit), 0)
        UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]).copyBytes(from: bytes[position..<position + count])
        position += count
        return count
    }
}
