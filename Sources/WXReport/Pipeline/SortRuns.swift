#if canImport(Glibc)
    import Glibc
#endif

/// The writer thread's end of `SortingFormat`: collects the recorded rows in input order, sorts
/// them, and replays them in key order into the report's format, in bounded memory.
///
/// Each row's key gets its input position appended, so equal keys keep input order (a stable
/// sort) and the order never depends on `--jobs`. Past `memoryBound` bytes, the rows held are
/// sorted and spilled as a run to a temporary file in `TMPDIR` (`$TMPDIR/wxreport-sort.XXXXXX`),
/// and at the end the runs are merged, as GNU sort does. A run's file is unlinked the moment it
/// is created and read through its descriptor, so no exit path, not even `kill -9`, leaves one
/// behind.
package final class SortRuns: ByteOutput {
    /// Bytes of rows held in memory before a run is spilled.
    package let memoryBound: Int
    /// Set when a run could not be written or read back; the job reports it.
    package private(set) var failure: ReportError?
    /// Runs spilled so far (for tests and the curious).
    package private(set) var spilledRuns = 0

    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    private var position: UInt64 = 0
    private var runs: [Int32] = []

    private struct Entry {
        var key: Range<Int>
        var payload: Range<Int>
    }

    /// Where runs are spilled: `TMPDIR`, else `/tmp`.
    package let directory: String

    package init(memoryBound: Int = 8 << 20, directory: String? = nil) {
        self.memoryBound = memoryBound
        self.directory = directory.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    deinit {
        for descriptor in runs { close(descriptor) }
    }

    /// One piece's records, as `SortingFormat.Rows` wrote them.
    package func write(bytes: UnsafeRawBufferPointer) {
        // Reserved once, so the arena never doubles past the bound.
        if arena.capacity == 0 { arena.reserveCapacity(memoryBound + (1 << 16)) }
        var reader = RecordReader(bytes: bytes.assumingMemoryBound(to: UInt8.self))
        while let (key, payload) = reader.next() {
            let keyStart = arena.count
            arena.append(contentsOf: key)
            SortRecord.appendBigEndian(position, to: &arena)
            position += 1
            let payloadStart = arena.count
            arena.append(contentsOf: payload)
            entries.append(Entry(key: keyStart..<payloadStart, payload: payloadStart..<arena.count))
            if arena.count >= memoryBound { spill() }
        }
    }

    /// Writes every row in key order into `output` through `format`'s row writer, in chunks whose
    /// separators the format decides as on the pipeline's writer thread; returns the row count.
    package func replay<Format: ReportFormat>(
        into format: Format, columns: [Column], to output: inout some ByteOutput
    ) -> Int {
        var emitter = Emitter(format: format, columns: columns)
        if runs.isEmpty {
            sortEntries()
            arena.withUnsafeBufferPointer { arena in
                for entry in entries { emitter.row(UnsafeBufferPointer(rebasing: arena[entry.payload]), to: &output) }
            }
        } else {
            if !entries.isEmpty { spill() }
            merge(&emitter, to: &output)
        }
        emitter.flush(to: &output)
        return emitter.rows
    }

    private func sortEntries() {
        arena.withUnsafeBufferPointer { arena in
            entries.sort { Self.compare(UnsafeBufferPointer(rebasing: arena[$0.key]), UnsafeBufferPointer(rebasing: arena[$1.key])) < 0 }
        }
    }

    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let l = left.baseAddress, let r = right.baseAddress {
            let order = memcmp(l, r, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }

    /// Sorts the rows held and writes them to a fresh, already unlinked temporary file.
    private func spill() {
        guard failure == nil else { return entries.removeAll() }
        sortEntries()
        var template = Array((directory + "/wxreport-sort.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            failure = ReportError(.unwritableOutput, "cannot create a sort run in '\(directory)' (--sort)")
            return entries.removeAll()
        }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        runs.append(descriptor)
        spilledRuns += 1
        // Written through a 1 MiB buffer: the run is not copied whole.
        let run = ByteBuffer(capacity: 1 << 20)
        var written = true
        func flush() {
            written =
                written
                && run.withBytes { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let count = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                        if count < 0 && errno == EINTR { continue }
                        guard count > 0 else { return false }
                        offset += count
                    }
                    return true
                }
            run.removeAll()
        }
        arena.withUnsafeBufferPointer { arena in
            for entry in entries {
                SortRecord.appendLength(entry.key.count, to: run)
                run.append(contentsOf: UnsafeBufferPointer(rebasing: arena[entry.key]))
                SortRecord.appendLength(entry.payload.count, to: run)
                run.append(contentsOf: UnsafeBufferPointer(rebasing: arena[entry.payload]))
                if run.count >= 1 << 20 { flush() }
            }
        }
        flush()
        if !written { failure = ReportError(.unwritableOutput, "cannot write a sort run in '\(directory)' (--sort)") }
        arena.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// Merges the runs: a heap of each run's next record, smallest key first.
    private func merge<Format: ReportFormat>(_ emitter: inout Emitter<Format>, to output: inout some ByteOutput) {
        var readers = runs.map { RunReader(descriptor: $0) }
        var heap: [(key: [UInt8], payload: [UInt8], run: Int)] = []
        func less(_ a: Int, _ b: Int) -> Bool {
            heap[a].key.withUnsafeBufferPointer { l in heap[b].key.withUnsafeBufferPointer { r in Self.compare(l, r) < 0 } }
        }
        func siftUp(_ start: Int) {
            var child = start
            while child > 0, less(child, (child - 1) / 2) {
                heap.swapAt(child, (child - 1) / 2)
                child = (child - 1) / 2
            }
        }
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                var smallest = parent
                for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && less(child, smallest) {
                    smallest = child
                }
                if smallest == parent { return }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        for index in readers.indices {
            if let (key, payload) = readers[index].next() {
                heap.append((key, payload, index))
                siftUp(heap.count - 1)
            }
        }
        while let top = heap.first {
            top.payload.withUnsafeBufferPointer { emitter.row($0, to: &output) }
            if let (key, payload) = readers[top.run].next() {
                heap[0] = (key, payload, top.run)
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            if !heap.isEmpty { siftDown(0) }
        }
        if readers.contains(where: \.failed) {
            failure = ReportError(.unwritableOutput, "cannot read a sort run back (--sort)")
        }
        for descriptor in runs { close(descriptor) }
        runs.removeAll()
    }

    /// Replays rows into the format's row writer, handing its bytes over every few thousand rows.
    private struct Emitter<Format: ReportFormat> {
        let format: Format
        let columns: [Column]
        var writer: Format.Rows
        var rows = 0
        var pending = 0
        let scratch = ByteBuffer()

        init(format: Format, columns: [Column]) {
            self.format = format
            self.columns = columns
            writer = format.makeRowWriter(columns: columns, capacity: 1 << 16)
        }

        mutating func row(_ payload: UnsafeBufferPointer<UInt8>, to output: inout some ByteOutput) {
            guard SortRecord.replay(payload, into: &writer) else { return }
            pending += 1
            if pending == 4096 { flush(to: &output) }
        }

        mutating func flush(to output: inout some ByteOutput) {
            guard pending > 0 else { return }
            scratch.removeAll()
            format.separator(rowsBefore: rows, into: scratch)
            scratch.withBytes { output.write(bytes: $0) }
            writer.finish().withBytes { output.write(bytes: $0) }
            rows += pending
            pending = 0
            writer = format.makeRowWriter(columns: columns, capacity: 1 << 16)
        }
    }
}

/// Reads `[u32 key length][key][u32 payload length][payload]` records from memory.
private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
        guard let key = part(), let payload = part() else { return nil }
        return (key, payload)
    }

    private mutating func part() -> UnsafeBufferPointer<UInt8>? {
        guard offset + 4 <= bytes.count else { return nil }
        var length = 0
        for index in 0..<4 { length |= Int(bytes[offset + index]) << (8 * index) }
        offset += 4
        guard offset + length <= bytes.count else { return nil }
        defer { offset += length }
        return UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)])
    }
}

/// Reads a spilled run back from the start, 32 KiB at a time.
private struct RunReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var offset = 0
    private var atEnd = false
    private(set) var failed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        if lseek(descriptor, 0, SEEK_SET) != 0 { failed = true }
    }

    mutating func next() -> ([UInt8], [UInt8])? {
        guard !failed, let key = part(), let payload = part() else { return nil }
        return (key, payload)
    }

    private mutating func part() -> [UInt8]? {
        guard fill(4) else { return nil }
        var length = 0
        for index in 0..<4 { length |= Int(buffer[offset + index]) << (8 * index) }
        offset += 4
        guard fill(length) else {
            failed = true
            return nil
        }
        defer { offset += length }
        return Array(buffer[offset..<(offset + length)])
    }

    /// Makes `count` bytes available at `offset`; false at the end of the run.
    private mutating func fill(_ count: Int) -> Bool {
        if buffer.count - offset >= count { return true }
        buffer.removeFirst(offset)
        offset = 0
        while buffer.count < count && !atEnd {
            let wanted = max(1 << 15, count - buffer.count)
            let start = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: wanted))
            let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress.map { $0 + start }, wanted) }
            buffer.removeLast(wanted - max(read, 0))
            if read < 0 {
                if errno == EINTR { continue }
                failed = true
                return false
            }
            if read == 0 { atEnd = true }
        }
        return buffer.count >= count
    }
}
