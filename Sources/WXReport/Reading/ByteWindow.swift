/// The stretch of one input the planner can see: bytes read but not yet let go, in one
/// contiguous buffer, so the JSON cursor and the list splitter work on plain memory.
///
/// The planner asks for more with `fill(keepingFrom:)`, saying which bytes it still needs (the
/// start of the piece or value it is cutting). New bytes go after the old ones while the buffer
/// has room; otherwise the kept tail moves to a fresh buffer from the pool, the old one goes back
/// once its pieces are written, and indices move down by the returned shift. Only a single value
/// that must be seen whole (a record, an envelope member) makes the window grow past one buffer,
/// and that only up to `maximumKept`.
///
/// The first fill tells gzip from plain input by its bytes (`DecompressingReader`). Plain input
/// costs nothing extra: its first read goes straight into the buffer, so small files stay at one
/// `read` each.
package struct ByteWindow {
    /// The largest single value kept whole: a record or a member around the records. Past it the
    /// document ends with an error rather than memory growing with the input.
    package static let maximumKept = 16 << 20
    /// Below this much free space the tail moves to a fresh buffer rather than reading a sliver.
    static let minimumRead = 64 << 10

    private(set) var storage: ByteStorage
    /// The input's reader, or the `DecompressingReader` over it once the first fill found gzip.
    private var reader: any ByteReader
    private let name: String
    /// True once the first read has told gzip from plain input.
    private var isStarted = false
    /// True once the reader is at its end: `count` is the end of the document.
    package private(set) var isComplete = false
    private var isClosed = false
    private var endingErrorTaken = false

    package init(_ document: SourceDocument) {
        (reader, name) = (document.reader, document.name)
        // A small input gets a buffer of its own size, not a standard one: a batch of small files
        // (`WorkBatch.maxBytes`) then holds kilobytes, not 2 MiB a file, and a file that turns
        // out longer moves on to standard buffers as it grows.
        let size = document.sizeHint.map { ($0 + 1 + 4095) & ~4095 } ?? Int.max
        storage = ByteStorage.take(
            capacity: size <= ByteStorage.standardCapacity / 4 ? size : ByteStorage.standardCapacity)
    }

    package var bytes: UnsafeRawBufferPointer { storage.bytes }
    package var count: Int { storage.count }

    /// Why the window could not be filled.
    package enum FillError: Error {
        /// The input cannot be read, or changed while being read: the window is then complete
        /// and nothing more may be used.
        case input(ReportError)
        /// The bytes from `keep` on are already `maximumKept` long: nothing was read; the
        /// planner may ask again keeping less.
        case tooLarge
    }

    /// Reads more (one `read`), keeping the bytes from `keep` on. Returns how far indices into
    /// the window moved down.
    package mutating func fill(keepingFrom keep: Int) throws(FillError) -> Int {
        guard !isComplete else { return 0 }
        var shift = 0
        // An empty buffer is read into whatever its size: a small file's own-sized buffer.
        if storage.count > 0 && storage.capacity - storage.count < ByteWindow.minimumRead {
            let kept = storage.count - keep
            guard kept < ByteWindow.maximumKept else { throw .tooLarge }
            let grown = min(2 * kept, ByteWindow.maximumKept) + ByteWindow.minimumRead
            let next = ByteStorage.take(
                capacity: kept <= ByteStorage.standardCapacity / 2 ? ByteStorage.standardCapacity : grown)
            next.append(UnsafeRawBufferPointer(rebasing: storage.bytes[keep...]))
            storage.endLease()
            storage = next
            shift = keep
        }
        do {
            if isStarted { try storage.read(from: reader) } else { try readFirst() }
        } catch {
            isComplete = true
            throw .input(error)
        }
        if reader.isExhausted { isComplete = true }
        return shift
    }

    /// The first read; when it starts with gzip's magic bytes (1F 8B, RFC 1952) they are handed to
    /// a `DecompressingReader`, which then fills the buffer. A pipe may hand over a single 0x1F
    /// first; only then is it read on, so plain input never waits for more than its first read.
    private mutating func readFirst() throws(ReportError) {
        isStarted = true
        try storage.read(from: reader)
        while storage.count == 1 && storage.bytes[0] == 0x1F, try storage.read(from: reader) > 0 {}
        guard storage.count >= 2 && storage.bytes[0] == 0x1F && storage.bytes[1] == 0x8B else { return }
        reader = DecompressingReader(reader, name: name, start: storage.bytes)
        storage.removeAll()
        try storage.read(from: reader)
    }

    /// Once the window is complete: why the content ended early (`ByteReader.endingError`),
    /// returned once, so the planner reports it once.
    mutating func takeEndingError() -> ReportError? {
        guard isComplete, !endingErrorTaken, let error = reader.endingError else { return nil }
        endingErrorTaken = true
        return error
    }

    /// Lets go of the buffer (once); the window reads nothing more afterwards.
    package mutating func close() {
        guard !isClosed else { return }
        isClosed = true
        isComplete = true
        storage.endLease()
    }
}
