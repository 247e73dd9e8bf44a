import Synchronization

/// One read buffer: the read stage fills it with `read(2)`, the planner cuts pieces out of it,
/// and the decoding workers borrow those pieces.
///
/// Every holder takes a lease: the window reading into it, and each piece cut from it. When the
/// last lease ends a standard-size buffer goes back to the pool (`take`) for the next chunk or
/// file, so a run touches a few buffers however many bytes or files it reads (at most `idleLimit`
/// wait in the pool, so the read stage's memory is a handful of buffers plus what the pipeline
/// holds in flight, `ReportPipeline.windowBytes`); any other is freed at once (a finished piece
/// may still be referenced for a while, its bytes unused). The pool is shared by every input of
/// the run (and by tests running at once). Without it each 2 MiB buffer is mapped and faulted
/// in anew: the 100 MB one-line file took 36,000 page faults instead of 4,000, 3 mmap and
/// 6 munmap calls more on the 10 MB one, and 30 ms more system time.
/// Bytes below `count` are never written again while leased; the reader only appends above it,
/// and every piece carries its own view of the bytes it may read, so workers never see a byte
/// still being filled.
package final class ByteStorage: @unchecked Sendable {
    // @unchecked: `count` is written only by the one thread reading the input, above any byte a
    // leased piece can see; it is reset, and `isFreed` set, only by whoever ends the last lease,
    // which the atomic count makes unique and orders after every reader.
    private let base: UnsafeMutableRawPointer
    package let capacity: Int
    // Unchecked: who writes it is said above. A checked access costs an exclusivity check each
    // time the planner reads the window: 2000 one-city files went 186.59 M -> 179.82 M instructions
    // without it (-3.6 %; 10 MB group file unchanged; nl-BE CSV, `--jobs 1`, callgrind).
    @exclusivity(unchecked) package private(set) var count = 0
    /// Holders whose lease has not ended (tests check that none is left behind).
    let leases = Atomic<Int>(0)
    private var isFreed = false
    /// Big enough for a piece (`DocumentPlan.pieceSize`) plus the record it ends on, and for
    /// most files in one read.
    package static let standardCapacity = 2 << 20
    static let idleLimit = 8
    // `Locked`, not `Synchronization.Mutex`: ThreadSanitizer cannot see the latter's futex (see `Locked`).
    private static let idle = Locked<[ByteStorage]>([])

    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
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

    /// Reads once from `reader` into the free space after the filled bytes; returns how many it added.
    @discardableResult func read(from reader: any ByteReader) throws(ReportError) -> Int {
        let added = try reader.read(into: UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count))
        count += min(max(added, 0), capacity - count)
        return added
    }

    /// Drops the filled bytes; only before any piece is cut from them.
    func removeAll() {
        count = 0
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

    /// Ends one lease; the last one hands a standard buffer back to the pool (emptied), or
    /// frees another's memory.
    func endLease() {
        guard leases.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 else { return }
        if capacity == Self.standardCapacity {
            count = 0
            Self.idle.withLock { buffers in
                if buffers.count < Self.idleLimit { buffers.append(self) }
            }
        } else if !isFreed {
            isFreed = true
            base.deallocate()
        }
    }

    /// An empty buffer of `capacity` bytes, from the pool when that is the standard size, with
    /// one lease for the caller.
    static func take(capacity: Int) -> ByteStorage {
        let pooled = capacity == standardCapacity ? idle.withLock { $0.popLast() } : nil
        let storage = pooled ?? ByteStorage(capacity: capacity)
        storage.lease()
        return storage
    }
}
