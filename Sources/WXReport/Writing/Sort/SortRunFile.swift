#if canImport(Glibc)
    import Glibc
#endif

/// One sorted run of `--sort` on disk: records `[u32 key length][u32 payload length][key][payload]`
/// (lengths in native byte order: a run never leaves the process) in key order, in a temporary
/// file of `TMPDIR` that is unlinked the moment it is created and used through its stdio stream
/// (a 1 MiB buffer, so a run is never copied whole), written from its start and then read back
/// from it. No exit path, not even `kill -9`, leaves it behind; the stream is closed when the
/// run goes.
///
/// Every failure says what failed, on which file and why (`strerror`): a full `TMPDIR` is "No
/// space left on device", a file size limit "File too large", never a vague "cannot read back".
final class SortRunFile {
    /// The name it was created under (unlinked since), for messages.
    let path: String
    /// How many merges made it: runs of one level are about the same size, so merging runs
    /// level by level reads each row about once per level (see `SortRuns`).
    let level: Int
    private let stream: UnsafeMutablePointer<FILE>

    /// Creates an empty run in `directory`, to be written.
    init(in directory: String, level: Int) throws(ReportError) {
        var template = Array((directory + "/wxreport-sort.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0, let stream = fdopen(descriptor, "w+") else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw ReportError(.unwritableOutput, "cannot create a sort run in '\(directory)' (--sort): \(reason)")
        }
        path = template.withUnsafeBufferPointer { buffer in
            guard let name = buffer.baseAddress else { return directory }
            _ = unlink(name)
            return String(cString: name)
        }
        setvbuf(stream, nil, _IOFBF, 1 << 20)
        (self.level, self.stream) = (level, stream)
    }

    deinit { fclose(stream) }

    func append(key: UnsafeBufferPointer<UInt8>, payload: UnsafeBufferPointer<UInt8>) throws(ReportError) {
        var lengths = (UInt32(truncatingIfNeeded: key.count), UInt32(truncatingIfNeeded: payload.count))
        guard fwrite_unlocked(&lengths, 8, 1, stream) == 1, write(key), write(payload) else {
            throw failure("write to", errno)
        }
    }

    private func write(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        part.isEmpty || fwrite_unlocked(part.baseAddress, 1, part.count, stream) == part.count
    }

    /// Writes what is buffered, so a failure shows before any of the report is out, and goes
    /// back to the start, to read the run.
    func finish() throws(ReportError) {
        guard fflush(stream) == 0 else { throw failure("write to", errno) }
        guard fseek(stream, 0, SEEK_SET) == 0 else { throw failure("read back", errno) }
    }

    /// The next record, its key and then its payload in one array, nil at the end of the run.
    func next() throws(ReportError) -> (bytes: [UInt8], keyLength: Int)? {
        var lengths: (UInt32, UInt32) = (0, 0)
        let read = fread_unlocked(&lengths, 1, 8, stream)
        if read == 0 && feof(stream) != 0 { return nil }
        let keyLength = Int(lengths.0)
        let count = keyLength + Int(lengths.1)
        let bytes = [UInt8](unsafeUninitializedCapacity: read == 8 ? count : 0) { buffer, initialized in
            initialized = count == 0 ? 0 : fread_unlocked(buffer.baseAddress, 1, count, stream)
        }
        guard read == 8, bytes.count == count else {
            if ferror(stream) != 0 { throw failure("read back", errno) }
            throw ReportError(.unwritableOutput, "sort run '\(path)' ends inside a record (--sort): it was cut short")
        }
        return (bytes, keyLength)
    }

    private func failure(_ what: String, _ code: Int32) -> ReportError {
        ReportError(.unwritableOutput, "cannot \(what) sort run '\(path)' (--sort): \(String(cString: strerror(code)))")
    }
}
