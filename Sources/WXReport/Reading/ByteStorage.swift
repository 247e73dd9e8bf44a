import Synchronization

/// One reusable read buffer: the read stage fills it with `read(2)`, the planner cuts pieces
/// out of it, and the decoding workers borrow those pieces.
///
/// Every holder takes a lease: the window reading into it, and each piece cut from it. When the
/// last lease ends the buffer goes back to the pool (`take`) for the next chunk or file, so a
/// run touches a few buffers however many bytes or files it reads: the pool's buffers are
/// `pooledCapacity` bytes, and at most `idleLimit` wait in it, so the read stage's memory is a
/// handful of buffers plus what the pipeline holds in flight (`ReportPipeline.windowBytes`). The
/// pool is shared by every input of the run (and by tests running at once). Bytes below `count` are never
/// written again while leased; the reader only appends above it, and every piece carries its own
/// view of the bytes it may read, so workers never see a byte still being filled.
package final class ByteStorage: @unchecked Sendable {
    // @unchecked: `count` is written only by the one thread reading the input, above any byte a
    // leased piece can see; it is reset, and `isFreed` set, only by whoever ends the last lease,
    // which the atomic count makes unique and orders after every reader.
    private let base: UnsafeMutableRawPointer
    package let capacity: Int
    // Unchecked: who writes it is said above. A checked access cost about 180 instructions each
    // time the planner read the window: 2000 one-city files went 197.65 M -> 194.10 M instructions
    // without it (-1.8 %; 10 MB group file unchanged; nl-BE CSV, `--jobs 1`, callgrind).
    @exclusivity(unchecked) package private(set) var count = 0
    private let leases = Atomic<Int>(0)
    /// Standard-size buffers go back to the pool; others (one huge record, one small file) are freed.
    let isPooled: Bool
    /// A big buffer's memory was freed when its last lease ended.
    private var isFreed = false
    /// Big enough for a piece (`PayloadPlanner.pieceSize`) plus the record it ends on, and for
    /// most files in one read.
    package static let pooledCapacity = 2 << 20
    static let idleLimit = 8
    // `Locked`, not `Synchronization.Mutex`: ThreadSanitizer cannot see the latter's futex (see `Locked`).
    private static let idle = Locked<[ByteStorage]>([])

    package init(capacity: Int, isPooled: Bool) {
        self.capacity = max(capacity, 1)
        self.isPooled = isPooled
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 64)
    }

    deinit {
        if !isFreed { base.deallocate() }
    }

    /// The bytes filled so far.
    package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// The first `count` bytes, filled earlier: what a piece cut at that point may read.
    package func bytes(upTo count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: min(count, capacity))
    }

    /// The free space after the filled bytes, for the next read.
    var freeSpace: UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count)
    }

    /// Counts `added` bytes just written into `freeSpace` as filled.
    func commit(_ added: Int) {
        count += min(max(added, 0), capacity - count)
    }

    /// Copies `source` after the filled bytes; the caller made sure it fits.
    package func append(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, source.count <= capacity - count else { return }
        (base + count).copyMemory(from: from, byteCount: source.count)
        count += source.count
    }

    package func lease() {
        leases.add(1, ordering: .relaxed)
    }

    /// Ends one lease; the last one hands the buffer back to the pool (emptied), or frees a big
    /// one's memory at once (a finished piece may still be referenced for a while, its bytes unused).
    func endLease() {
        let (_, remaining) = leases.subtract(1, ordering: .acquiringAndReleasing)
        guard remaining == 0 else { return }
        if isPooled {
            count = 0
            Self.idle.withLock { buffers in
                if buffers.count < Self.idleLimit { buffers.append(self) }
            }
        } else if !isFreed {
            isFreed = true
            base.deallocate()
        }
    }

    /// An empty buffer for an input of about `size` bytes (nil: unknown), with one lease for the
    /// caller. A small input gets a buffer of its own size from the heap, not a pooled one: a
    /// batch of small files (`WorkBatch.maxBytes`) then holds kilobytes, not one 2 MiB
    /// buffer per file, and a file that turns out longer moves on to pooled buffers as it grows.
    static func take(forAbout size: Int?) -> ByteStorage {
        guard let size, size < pooledCapacity / 4 else { return take() }
        let storage = ByteStorage(capacity: (size + 1 + 4095) & ~4095, isPooled: false)
        storage.lease()
        return storage
    }

    /// An empty buffer of at least `minimumCapacity` bytes, with one lease for the caller.
    static func take(minimumCapacity: Int = 0) -> ByteStorage {
        let storage =
            minimumCapacity > pooledCapacity
            ? ByteStorage(capacity: minimumCapacity, isPooled: false)
            : idle.withLock { $0.popLast() } ?? ByteStorage(capacity: pooledCapacity, isPooled: true)
        storage.lease()
        return storage
    }
}
