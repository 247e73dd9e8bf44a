#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file by path (opened at its first read) or standard input with `read(2)`: a regular
/// file, a FIFO, a device.
///
/// Nothing is mapped, so a file cut short while being read is a short read, never a SIGBUS. For
/// a regular file, every read is followed by a check that the file is still the one opened: the
/// same device, inode, size, modification and change time, and (when opened by path) that the
/// path still names it. A read that fails the check throws "changed while being read" and its
/// bytes are never used, so no row is ever taken from torn content. What was read and checked
/// before stays good; see `DocumentPlan` for which of those rows are reported.
///
/// A file that arrives whole in its first read (most inputs: one fetch, one file) skips the
/// path's check, and with it a path lookup per file: its bytes are one version of the file, the
/// one opened, and a rename over its name after that is not a change to anything read.
///
/// A file the run listed (`listed`: the `stat` of its path, taken before it was opened) is
/// checked against that identity, with no `fstat` before its first read: a small file then
/// costs five system calls (`stat`, `open`, `read`, `fstat`, `close`) instead of six. A file that matches it after the read is the
/// one listed, unchanged since before it was opened. One that does not may have changed before
/// it was opened rather than while it was read, so it is read once more from the start, checked
/// against its descriptor's own identity as any unlisted input is.
///
/// A regular file is read only up to the size it had when opened (`limit`): a file that grows
/// while it is read (a logger appending JSON Lines) is not a change, its bytes past that size are
/// left for the next run, and `grownSize` says so. A size that grew is taken as an append (a
/// rewrite that grows the file cannot be told from one by its `stat`); once a file was seen
/// growing, new times at the same size are an append the kernel has timed but not yet sized.
///
/// The check sees every change that updates the file's times or size. A rewrite at the same size
/// within one tick of the file system's timestamp clock after the file's previous write (a few
/// milliseconds) leaves the times as they were and cannot be told apart.
package final class DescriptorReader: ByteReader, @unchecked Sendable {
    // @unchecked: used by one thread at a time (the planner's), like every reader.
    private let name: String
    /// -1 until a file named by `path` is opened at its first read, and once reading ended.
    private var descriptor: Int32 = -1
    /// The file to open, and whose path is checked to still name it; nil for standard input.
    private let path: SystemPath?
    /// What reads are checked against: the descriptor's own once it is open (`unknown` until
    /// then, for a file not listed), the listing's until a read confirms it (see the type's
    /// comment), or nothing for what is not a regular file, which cannot change under us.
    private enum Identity { case unknown, listed(FileIdentity), opened(FileIdentity), unchecked }
    private var identity = Identity.unknown
    private var total = 0
    /// The size the file had when opened: no byte past it is read. Int.max for a pipe or device,
    /// and for a regular file of size 0, which may hold bytes its `stat` does not count (Linux's
    /// /proc and /sys files): an empty file ends at its first read anyway.
    private var limit = Int.max
    /// The size the file had when opened, once it was seen growing past it; nil until then.
    package private(set) var grownSize: Int?
    private var reads = 0
    package private(set) var isExhausted = false
    /// `read(2)`, or what a test puts in its place (see `ReadCall`).
    private let readCall: any ReadCall

    /// A reader of the file at `path`, opened at the first read by the thread that reads it (the
    /// calling thread for a big file, a worker for a small one, so a run holds about one
    /// descriptor per thread). A file that cannot be opened fails that first read, which ends
    /// its document with the error. `listed`: the `stat` of the path just before, whose
    /// identity reads are checked against (see the type's comment).
    package init(path: SystemPath, name: String, listed: FileIdentity?, readCall: any ReadCall = SystemReadCall()) {
        (self.readCall, self.name, self.path) = (readCall, name, path)
        if let listed { checkReads(against: .listed(listed), size: listed.size) }
    }

    /// A reader of standard input, named `name`.
    package init(standardInputNamed name: String) throws(ReportError) {
        (readCall, self.name, path, descriptor) = (SystemReadCall(), name, nil, STDIN_FILENO)
        try identify()
    }

    deinit {
        finish()
    }

    /// Takes the descriptor's own identity; a directory is refused.
    private func identify() throws(ReportError) {
        var status = stat()
        let code = fstat(descriptor, &status) != 0 ? errno : status.st_mode & S_IFMT == S_IFDIR ? EISDIR : 0
        guard code == 0 else {
            finish()
            throw DescriptorReader.unreadable(name, code, "open")
        }
        let file = FileIdentity(regularFile: status)
        checkReads(against: file.map(Identity.opened) ?? .unchecked, size: file?.size ?? 0)
    }

    /// Makes `file` what reads are checked against, read up to `size` (see `limit`).
    private func checkReads(against file: Identity, size: Int) {
        (identity, limit) = (file, size > 0 ? size : Int.max)
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        guard !isExhausted, let target = buffer.baseAddress else { return 0 }
        if descriptor < 0, let path {
            // Opened by its bytes (messages show it escaped).
            descriptor = LongPath.open(path, O_RDONLY | O_CLOEXEC)
            isExhausted = descriptor < 0
            guard descriptor >= 0 else { throw DescriptorReader.unreadable(name, errno, "open") }
        }
        if case .unknown = identity { try identify() }
        let count = retried(descriptor, waitingFor: POLLIN) {
            readCall.read(descriptor, into: target, count: min(buffer.count, limit - total), of: name)
        }
        guard count >= 0 else { throw DescriptorReader.unreadable(name, errno, "read") }
        (total, reads) = (total + count, reads + 1)
        switch identity {
        case .listed(let file), .opened(let file):
            // No JSON holds a NUL byte, but a truncation racing this read can show them past the
            // new end before `fstat` shows the new size (see `ReadCall.waitForSizeChange`).
            if memchr(target, 0, count) != nil { readCall.waitForSizeChange(descriptor) }
            guard let change = try change(since: file) else { break }
            guard case .listed = identity else {
                finish()
                throw ReportError(
                    .malformedInput, "changed while being read (\(change)); nothing after the change was used",
                    at: InputLocation(file: name))
            }
            // The first read of a file that no longer matches its listing: what it got may be
            // from before a change, from after it, or torn, so it is done again from the start
            // with the identity of the file the descriptor now reads.
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw DescriptorReader.unreadable(name, errno, "read") }
            (identity, total, reads) = (.unknown, 0, 0)
            return try read(into: buffer)
        case .unknown, .unchecked: break
        }
        if count == 0 || total == limit { finish() }
        return count
    }

    /// How the file differs from `opened` now, nil when it does not. A file that only grew has
    /// not changed: it is checked against its new size and times from then on, and `grownSize` is set.
    private func change(since opened: FileIdentity) throws(ReportError) -> String? {
        var now = try status()
        if now != opened && now.size == opened.size && grownSize == nil {
            now = try status()  // a second look: an append is timed before it is sized
        }
        let isListed = if case .listed = identity { true } else { false }
        if now.size < opened.size || (now.size > opened.size && isListed) {
            return "its size went from \(opened.size) to \(now.size) bytes"
        } else if let path, !(reads == 1 && total == limit),
            LongPath.status(of: path).map(FileIdentity.Location.init) != opened.location
        {
            return "'\(path)' was replaced by another file"
        } else if now.size > opened.size || (now != opened && grownSize != nil) {
            grownSize = limit
        } else if now != opened {
            return "it was written to"
        }
        identity = .opened(now)
        return nil
    }

    private func status() throws(ReportError) -> FileIdentity {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DescriptorReader.unreadable(name, errno, "read") }
        return FileIdentity(status)
    }

    private func finish() {
        isExhausted = true
        if path != nil && descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    static func unreadable(_ name: String, _ code: Int32, _ verb: String) -> ReportError {
        ReportError(.unreadableInput, "cannot \(verb)", name, errno: code)
    }
}
