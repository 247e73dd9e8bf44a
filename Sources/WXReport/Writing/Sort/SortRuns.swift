#if canImport(Glibc)
    import Glibc
#endif

/// The writer thread's store for `SortStage`: collects the recorded rows in input order, sorts
/// them, and replays them in key order into the next one, in bounded memory and with a
/// bounded number of descriptors.
///
/// Rows of equal keys keep input order (a stable sort: in memory by the order of their bytes, in
/// a merge by the order of the runs, which stay in input order), so the order never depends on
/// `--jobs`. Past `memoryBound` bytes, the rows held are
/// sorted and spilled as a run to `TMPDIR` (`SortRunFile`). Runs are merged as they pile up,
/// `fanIn` at a time, level by level: whenever `fanIn` runs of one level exist they become one
/// run of the next, so a run holds one descriptor and at most `fanIn - 1` runs per level stay
/// open (a 10 GB sort of 8 MB runs at fan-in 16: about 1,250 runs, fewer than 40 open), and every
/// row is read back about once per level. At the end the runs are merged down to `fanIn`
/// before a single row is written, so a spill that fails (a full `TMPDIR`, a file size limit)
/// fails the run with its cause before any report output, never after a partial one.
package final class SortRuns: StageStore {
    /// Bytes of rows held in memory before a run is spilled.
    package let memoryBound: Int
    /// The most runs merged into one at a time.
    package let fanIn: Int
    /// Set when a run could not be written or read back; the job reports it.
    package private(set) var failure: ReportError?
    /// Runs spilled so far, merges of runs into one before the last, and the most run files
    /// open at once (for tests and the curious).
    package private(set) var spilledRuns = 0
    package private(set) var intermediateMerges = 0
    package private(set) var mostRunsOpen = 0

    /// The rows held, in input order.
    private var held = KeyedRows()
    /// Open runs, by level from the highest: those of one level are together at the end.
    private var runs: [SortRunFile] = []

    /// Where runs are spilled: `TMPDIR`, else `/tmp`.
    package let directory: String

    /// `fanIn` defaults to 16, less under a descriptor limit so low that the runs open could
    /// crowd out the inputs (an eighth of it, at least 2).
    package init(memoryBound: Int = 8 << 20, directory: String? = nil, fanIn: Int? = nil) {
        self.memoryBound = memoryBound
        self.directory = directory.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        // The soft limit on open descriptors (getrlimit's); -1 when unlimited or unknown.
        let descriptorLimit = sysconf(Int32(_SC_OPEN_MAX))
        self.fanIn = max(2, fanIn ?? min(16, (descriptorLimit > 0 ? descriptorLimit : .max) / 8))
    }

    /// One piece's rows, in input order.
    package func add(_ piece: KeyedRows) {
        // Reserved once, so the held rows never double past the bound.
        if held.storage.capacity == 0 { held = KeyedRows(capacity: memoryBound + (1 << 16)) }
        for row in piece.rows {
            held.append(key: piece.storage[row.key], payload: piece.storage[row.payload])
            if held.storage.count >= memoryBound { spill() }
        }
    }

    /// Spills the rows still held (when runs were spilled) and merges the runs down to `fanIn`,
    /// so that `write` can only fail on a read error. Throws the first spill failure; call it
    /// before writing anything of the report.
    package func prepare() throws(ReportError) {
        if !runs.isEmpty && !held.rows.isEmpty { spill() }
        while failure == nil && runs.count > fanIn {
            mergeLast(min(fanIn, runs.count - fanIn + 1))
        }
        if let failure { throw failure }
    }

    /// Writes every row in key order into `rows` (after `prepare`). Throws, after the
    /// rows it could write, when a run cannot be read back.
    package func write(to rows: inout some RowSink) throws(ReportError) {
        try prepare()
        if runs.isEmpty {
            held.sortByKey()
            try held.forEach { _, payload in SortRecord.replay(payload, into: &rows) }
            return
        }
        let group = runs
        runs.removeAll()
        do throws(ReportError) {
            try merge(group) { _, payload in SortRecord.replay(payload, into: &rows) }
        } catch {
            failure = error
            throw error
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

    /// Sorts the rows held and writes them as a new run of level 0, then merges full levels.
    /// After a failure the rows are dropped: the run fails with that error at the end.
    private func spill() {
        defer { held.removeAll() }
        guard failure == nil else { return }
        held.sortByKey()
        if addRun(level: 0, { run throws(ReportError) in try held.forEach(run.append) }) { spilledRuns += 1 }
        while failure == nil, let last = runs.last, runs.count >= fanIn,
            runs[(runs.count - fanIn)...].allSatisfy({ $0.level == last.level })
        {
            mergeLast(fanIn)
        }
    }

    /// Merges the last `count` runs (the smallest) into one run of the next level.
    private func mergeLast(_ count: Int) {
        let group = Array(runs.suffix(count))
        runs.removeLast(count)
        let merged = addRun(level: (group.map(\.level).max() ?? 0) + 1) { run throws(ReportError) in
            mostRunsOpen = max(mostRunsOpen, runs.count + group.count + 1)
            try merge(group, into: run.append)
        }
        if merged { intermediateMerges += 1 }
    }

    /// Creates a run of `level` in `directory`, has `fill` write it, and keeps it; false after a
    /// failure, which is kept for the end.
    private func addRun(level: Int, _ fill: (SortRunFile) throws(ReportError) -> Void) -> Bool {
        do throws(ReportError) {
            let run = try SortRunFile(in: directory, level: level)
            try fill(run)
            try run.finish()
            runs.append(run)
            mostRunsOpen = max(mostRunsOpen, runs.count)
            return true
        } catch {
            failure = error
            return false
        }
    }

    /// Merges `group` in key order into `sink`, taking the smallest of the runs' next records
    /// each time (at most `fanIn` of them), from the earliest run on a tie.
    private func merge(
        _ group: [SortRunFile],
        into sink: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws(ReportError) -> Void
    ) throws(ReportError) {
        var heads: [(bytes: [UInt8], keyLength: Int)?] = []
        for run in group { heads.append(try run.next()) }
        while true {
            // `min` keeps the first of equal ones; a run that ended orders after every record.
            let smallest = heads.indices.min { left, right in
                guard let left = heads[left] else { return false }
                guard let right = heads[right] else { return true }
                return left.bytes[..<left.keyLength].lexicographicallyPrecedes(right.bytes[..<right.keyLength])
            }
            guard let smallest, let (bytes, keyLength) = heads[smallest] else { return }
            try bytes.withUnsafeBufferPointer { record throws(ReportError) in
                try sink(
                    UnsafeBufferPointer(rebasing: record[..<keyLength]),
                    UnsafeBufferPointer(rebasing: record[keyLength...]))
            }
            heads[smallest] = try group[smallest].next()
        }
    }
}
