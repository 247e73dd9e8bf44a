#if canImport(Glibc)
    import Glibc
#endif

/// The system calls a `DescriptorReader` takes its bytes with.
///
/// The tool reads with `read(2)` (`SystemReadCall`). The seam is here, and not a hook inside
/// the reader, because what a reader must survive happens between its reads: a file cut,
/// rewritten or replaced after a read and before the check that follows it, or a pipe that
/// hands over a few bytes at a time. A test passes its own call (the test support target has
/// one) to cap each read or to change the file at a point it chooses; the reader's checks then
/// run exactly as they do on a file changed by another process.
package protocol ReadCall: Sendable {
    /// Reads at most `count` bytes of `descriptor` (the input `name`) into `target`, as
    /// `read(2)` does: the count read, 0 at the end, or -1 with `errno` set.
    func read(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, of name: String) -> Int
    /// Returns once a change of size that another process has begun on the file is done.
    ///
    /// Some file systems (XFS's `setattr_size`, for one) zero the new last block's tail before
    /// they set the new size, so a read in between gets NUL bytes past the new end while `fstat`
    /// still gives the old size. The truncation holds the file's inode lock throughout, and
    /// `lseek`'s `SEEK_DATA` takes that lock on ext4, btrfs and tmpfs, so there waiting for it
    /// makes the next `fstat` see the new size. Elsewhere the NULs are reported as what they are.
    func waitForSizeChange(_ descriptor: Int32)
}

extension ReadCall {
    package func waitForSizeChange(_ descriptor: Int32) {
        let offset = lseek(descriptor, 0, SEEK_CUR)
        _ = lseek(descriptor, 0, 3)  // SEEK_DATA, which Glibc exports only under _GNU_SOURCE
        _ = lseek(descriptor, offset, SEEK_SET)
    }
}

/// `read(2)`, as the tool reads every input.
package struct SystemReadCall: ReadCall {
    package init() {}

    package func read(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, of name: String) -> Int {
        Glibc.read(descriptor, target, count)
    }
}

/// `call` (a `read(2)` or `write(2)` of `descriptor`) until it does more than fail with EINTR
/// (a signal) or EAGAIN (a descriptor left non-blocking by the parent, where `poll` then waits
/// for `events`): its result, with `errno` set when that is -1.
func retried(_ descriptor: Int32, waitingFor events: Int32, _ call: () -> Int) -> Int {
    while true {
        let result = call()
        guard result < 0, errno == EINTR || errno == EAGAIN else { return result }
        var wanted = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        if errno == EAGAIN { _ = poll(&wanted, 1, -1) }
    }
}
