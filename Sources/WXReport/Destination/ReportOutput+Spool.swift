import Glibc

/// The spool of `--strict` to standard output: the report waits in an unlinked temporary file
/// and reaches standard output only on commit.
extension ReportOutput {
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
            let count = retried(spool, waitingFor: POLLIN) { read(spool, chunk.baseAddress, chunk.count) }
            if count == 0 { break }
            guard count > 0 else { throw ReportError(.outputFailed, "cannot read", stream.name, errno: errno) }
            output.write(bytes: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
        try output.flush()
    }
}
