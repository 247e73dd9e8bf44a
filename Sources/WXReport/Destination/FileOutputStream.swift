import Glibc

/// A byte (and text) output stream over a file descriptor with a buffer of its own, so the
/// pipeline can write many pieces and the kernel still sees few, large `write(2)` calls.
///
/// `write(_:)` cannot throw (`TextOutputStream` says so), so the first failure is kept and every
/// later write is dropped: a full disk then costs nothing more, and `flush()` reports the error
/// that started it. A broken pipe (`| head -1`) is told apart through `brokenPipe`, because
/// that is how a reader says it has seen enough, and `main` should end quietly with status 0.
///
/// It does not own the descriptor: whoever opened it closes it (see `ReportOutput`). Nothing is
/// flushed on deinit, since a deinit cannot report a failure; call `flush()`.
/// A class because the buffer and the sticky error belong to the one descriptor, whichever
/// copy of a reference writes.
package final class FileOutputStream: TextOutputStream {
    /// What error messages call the destination: the path as typed, or `<stdout>`.
    package let name: String
    package let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var count = 0
    /// The `errno` of the first failed `write(2)`, or 0.
    package private(set) var errorNumber: Int32 = 0

    /// `capacity` is the buffer size; 64 KiB matches a pipe's default capacity.
    package init(descriptor: Int32, name: String, capacity: Int = 64 * 1024) {
        precondition(capacity > 0, "a buffer needs room for at least one byte")
        (self.descriptor, self.name) = (descriptor, name)
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// Whether a write has failed; later writes are being dropped.
    package var hasFailed: Bool { errorNumber != 0 }

    /// Whether the reader went away (`EPIPE`): not a failure of ours, so `main` may exit 0.
    /// Needs SIGPIPE ignored (`SignalCleanup.install()`), or the process dies before seeing it.
    package var brokenPipe: Bool { errorNumber == EPIPE }

    package func write(_ string: String) {
        withUTF8Bytes(string) { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Appends raw bytes; used to copy a spooled report as is.
    package func write(bytes: UnsafeRawBufferPointer) {
        guard errorNumber == 0, !bytes.isEmpty else { return }
        if bytes.count > buffer.count - count { drain() }
        guard errorNumber == 0 else { return }
        // Too big to be worth buffering: hand it to the kernel directly.
        if bytes.count >= buffer.count { return writeAll(bytes) }
        UnsafeMutableRawBufferPointer(rebasing: buffer[count...]).copyMemory(from: bytes)
        count += bytes.count
    }

    /// Hands every buffered byte to the kernel; throws the first failure, now or from earlier.
    /// It does not `fsync`: durability is the business of whoever owns the file.
    package func flush() throws(ReportError) {
        drain()
        if hasFailed { throw ReportError(.outputFailed, "cannot write", name, errno: errorNumber) }
    }

    /// Empties the buffer into the descriptor, keeping the first error instead of throwing.
    private func drain() {
        if count > 0, errorNumber == 0 { writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
        count = 0
    }

    /// `write(2)` until every byte is taken: it may take fewer than asked (pipes, signals), and
    /// `EINTR` or `EAGAIN` (a non-blocking descriptor we inherited) just mean "try again".
    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = retried(descriptor, waitingFor: POLLOUT) { Glibc.write(descriptor, next, left) }
            // 0 for a non-empty write has no errno; call it an I/O error rather than spin.
            guard written > 0 else { return errorNumber = written < 0 ? errno : EIO }
            next += written
            left -= written
        }
    }
}

extension ReportError {
    /// A system call's failure on a file, in the shape every one takes: `verb`, the file, and
    /// `strerror`'s text for `errno` ("cannot write 'x.csv': No space left on device").
    init(_ kind: Kind, _ verb: String, _ path: String, errno number: Int32) {
        self.init(kind, "\(verb) '\(path)': " + (strerror(number).map { String(cString: $0) } ?? "error \(number)"))
    }
}

extension FileOutputStream: ByteOutput {}
