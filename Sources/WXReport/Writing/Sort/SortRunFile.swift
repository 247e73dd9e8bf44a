#if canImport(Glibc)
    import Glibc
#endif

/// One sorted run of `--sort` on disk: records `[u32 key length][key][u32 payload length][payload]`
/// in key order, in a temporary file of `TMPDIR` that is unlinked the moment it is created and
/// used through its descriptor, so no exit path, not even `kill -9`, leaves it behind.
///
/// Every failure says what failed, on which file and why (`strerror`): a full `TMPDIR` is "No
/// space left on device", a file size limit "File too large", never a vague "cannot read back".
struct SortRunFile {
    let descriptor: Int32
    /// The name it was created under (unlinked since), for messages.
    let path: String
    /// How many merges made it: runs of one level are about the same size, so merging runs
    /// level by level reads each row about once per level (see `SortRuns`).
    var level: Int

    /// Creates an empty run in `directory`.
    static func create(in directory: String, level: Int) throws(ReportError) -> SortRunFile {
        var template = Array((directory + "/wxreport-sort.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw ReportError(.unwritableOutput, "cannot create a sort run in '\(directory)' (--sort): \(reason)")
        }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        let path = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? directory
        }
        return SortRunFile(descriptor: descriptor, path: path, level: level)
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    func failure(_ what: String, _ code: Int32) -> ReportError {
        ReportError(.unwritableOutput, "cannot \(what) sort run '\(path)' (--sort): \(String(cString: strerror(code)))")
    }
}

/// Writes records to a new run through a 1 MiB buffer (`FileOutputStream`), so a run is never
/// copied whole. A run not finished (after a failure) is closed when the writer goes.
final class SortRunWriter {
    let file: SortRunFile
    private let stream: FileOutputStream
    private var isFinished = false

    init(in directory: String, level: Int) throws(ReportError) {
        file = try SortRunFile.create(in: directory, level: level)
        stream = FileOutputStream(descriptor: file.descriptor, name: file.path, capacity: 1 << 20)
    }

    deinit {
        if !isFinished { file.close() }
    }

    func append(key: UnsafeBufferPointer<UInt8>, payload: UnsafeBufferPointer<UInt8>) throws(ReportError) {
        func write(_ part: UnsafeBufferPointer<UInt8>) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: part.count).littleEndian) { stream.write(bytes: $0) }
            stream.write(bytes: UnsafeRawBufferPointer(part))
        }
        write(key)
        write(payload)
        if stream.hasFailed { throw file.failure("write to", stream.errorNumber) }
    }

    /// Writes what is buffered and returns the finished run.
    func finish() throws(ReportError) -> SortRunFile {
        try? stream.flush()
        if stream.hasFailed { throw file.failure("write to", stream.errorNumber) }
        isFinished = true
        return file
    }
}

/// Reads a run back from its start, 32 KiB at a time.
struct SortRunReader {
    let file: SortRunFile
    private var buffer: [UInt8] = []
    private var offset = 0
    private var atEnd = false

    init(_ file: SortRunFile) throws(ReportError) {
        self.file = file
        if lseek(file.descriptor, 0, SEEK_SET) != 0 { throw file.failure("read back", errno) }
    }

    /// The next record, nil at the end of the run.
    mutating func next() throws(ReportError) -> (key: [UInt8], payload: [UInt8])? {
        guard try fill(4) else {
            if buffer.count > offset { throw endsEarly }
            return nil
        }
        return (try part(), try part())
    }

    private var endsEarly: ReportError {
        ReportError(.unwritableOutput, "sort run '\(file.path)' ends inside a record (--sort): it was cut short")
    }

    private mutating func part() throws(ReportError) -> [UInt8] {
        guard try fill(4) else { throw endsEarly }
        var length = 0
        for index in 0..<4 { length |= Int(buffer[offset + index]) << (8 * index) }
        offset += 4
        guard try fill(length) else { throw endsEarly }
        defer { offset += length }
        return Array(buffer[offset..<(offset + length)])
    }

    /// Makes `count` bytes available at `offset`; false at the end of the run.
    private mutating func fill(_ count: Int) throws(ReportError) -> Bool {
        if buffer.count - offset >= count { return true }
        buffer.removeFirst(offset)
        offset = 0
        while buffer.count < count && !atEnd {
            let wanted = max(1 << 15, count - buffer.count)
            let start = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: wanted))
            let read = buffer.withUnsafeMutableBytes {
                Glibc.read(file.descriptor, $0.baseAddress.map { $0 + start }, wanted)
            }
            let code = errno
            buffer.removeLast(wanted - max(read, 0))
            if read < 0 {
                if code == EINTR { continue }
                throw file.failure("read back", code)
            }
            if read == 0 { atEnd = true }
        }
        return buffer.count >= count
    }
}
