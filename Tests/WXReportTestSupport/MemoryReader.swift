import WXReport

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

extension SourceDocument {
    /// A document over bytes held in memory (tests); `readLimit` makes them arrive in chunks.
    package init(name: String, bytes: [UInt8], readLimit: Int = .max) {
        self.init(name: name, reader: MemoryReader(bytes, readLimit: readLimit))
    }

    /// A document over UTF-8 text held in memory (tests).
    package init(name: String, text: String, readLimit: Int = .max) {
        self.init(name: name, bytes: Array(text.utf8), readLimit: readLimit)
    }
}
