import Glibc

/// The spool of `--strict` to standard output: the report waits in an unlinked temporary file
/// and reaches standard output only on commit.
extension ReportOutput {
    /// An unlinked temporary file in `$TMPDIR` (or /tmp): no name to clean up, and a large
    /// report costs disk rather than memory. Its name stays in error messages, since a full
    /// /tmp is the likely reason it fails.
    static func createSpool() throws(ReportError) -> (Int32, String) {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let created = createTemporary(SystemPath(directory + "/wxreport.XXXXXX"))
        guard let name = created.name else {
            throw ReportError(.unwritableOutput, "cannot create a temporary file in", directory, errno: created.error)
        }
        SignalCleanup.settle(name)  // unlinked at once: no name to clean up
        return (created.result, name.path.description)
    }

    /// Copies the spool to `target` (standard output) in 64 KiB reads; `copyBrokePipe` is set
    /// when the reader of `target` went away.
    func copySpool(to target: Int32) throws(ReportError) {
        let spool = stream.descriptor
        guard lseek(spool, 0, SEEK_SET) == 0 else {
            throw ReportError(.outputFailed, "cannot read", stream.name, errno: errno)
        }
        let output = FileOutputStream(descriptor: target, name: "<stdout>")
        defer { copyBrokePipe = output.brokenPipe }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        defer { chunk.deallocate() }
        while !output.hasFailed {
            let count = read(spool, chunk.baseAddress, chunk.count)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReportError(.outputFailed, "cannot read", stream.name, errno: errno)
            }
            output.write(bytes: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
        try output.flush()
    }
}
