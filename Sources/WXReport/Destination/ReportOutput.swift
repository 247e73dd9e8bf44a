import Glibc

/// Where one run's report goes, and the decision at the end whether it counts.
///
/// The pipeline writes into `stream`; then `main` calls `commit()` when the run succeeded or `abort()`
/// when it did not. For a file that decision is all or nothing: the report is written to a
/// temporary file beside it and renamed over the path only on commit, so a failed or interrupted
/// run leaves an existing report byte for byte as it was, and a reader never sees half a report.
/// Where the file system allows, that temporary file has no name until commit (`O_TMPFILE`), so
/// even `kill -9` leaves nothing behind; elsewhere it is `.name.XXXXXX`, removed on a signal.
///
/// ```swift
/// let output = try ReportOutput.open(.file(SystemPath("weather.csv")))
/// defer { output.abort() }           // does nothing once committed
/// var stream = output.stream         // a reference: every copy writes to the same buffer
/// pipeline.run(to: &stream) …
/// try output.commit()
/// ```
///
/// A class because it owns descriptors and a temporary file that must be released exactly once.
package final class ReportOutput {
    /// The destinations `--output` and `--strict` can ask for.
    package enum Destination: Equatable, Sendable {
        /// Standard output, written as rows arrive, so `| head` sees the first lines at once.
        case standardOutput
        /// Standard output, but nothing reaches it unless the run commits (`--strict`): the
        /// report waits in an unlinked temporary file, so its size costs no memory.
        case spooledStandardOutput
        /// A file, replaced atomically on commit. A path that exists and is not a regular file
        /// (`/dev/full`, a fifo, a terminal) is written directly: it cannot be renamed over.
        case file(SystemPath)
    }

    /// Where the report is written. Its name, which errors quote, is the one users know (the path, or
    /// `<stdout>`) rather than the temporary file's; only a spool is named as itself, since
    /// until commit a full /tmp is all that can fail.
    package let stream: FileOutputStream

    private let mode: Mode
    /// Whether `stream`'s descriptor is still open: true until `prepare()` or `abort()`. What
    /// is left after that, a temporary file to rename or remove, is `temporary`.
    private var isOpen = true

    private enum Mode {
        /// `stream` writes to the destination itself; `closes` when we opened the descriptor.
        case direct(closes: Bool)
        /// `stream` writes to an unlinked temporary file, copied to `target` on commit.
        case spooled(target: Int32)
        /// `stream` writes to a temporary file named from `template` (`temporaryName`), renamed
        /// over `path` on commit with `permissions`.
        case replacing(path: SystemPath, template: SystemPath, permissions: mode_t, owner: (uid_t, gid_t)?)
    }

    /// A replacing report's temporary file, registered with `SignalCleanup`: made by `mkstemp`
    /// at open, or an `O_TMPFILE` inode given its name only by `prepare()`; nil until then, and
    /// once renamed or removed, so a second `commit()` or `abort()` finds nothing to do.
    private var temporary: TemporaryName?

    /// Set when the copy of a spooled report to standard output met a closed pipe.
    private var copyBrokePipe = false

    /// Writes to `descriptor`, which messages call `name`.
    private init(_ descriptor: Int32, name: String, _ mode: Mode, temporary: TemporaryName? = nil) {
        (stream, self.mode, self.temporary) = (FileOutputStream(descriptor: descriptor, name: name), mode, temporary)
    }

    deinit {
        abort()
    }

    /// Opens `destination` for writing. A file that cannot be created (missing directory, no
    /// permission) throws `.unwritableOutput` naming the path, before any input is read.
    /// `unnamedTemporary: false` skips `O_TMPFILE` and writes a file through the named fallback
    /// (what a file system without it gets), and `standardOutput` stands in a descriptor for
    /// fd 1, so tests can reach those paths too.
    package static func open(
        _ destination: Destination, standardOutput: Int32 = STDOUT_FILENO, unnamedTemporary: Bool = true
    ) throws(ReportError) -> ReportOutput {
        switch destination {
        case .standardOutput:
            return ReportOutput(standardOutput, name: "<stdout>", .direct(closes: false))
        case .spooledStandardOutput:
            // An unlinked temporary file in `$TMPDIR` (or /tmp): no name to clean up, and a large
            // report costs disk rather than memory. Its name stays in error messages, since a
            // full /tmp is the likely reason it fails.
            let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            let created = createTemporary(SystemPath(directory + "/wxreport.XXXXXX"))
            guard let name = created.name else {
                throw ReportError(
                    .unwritableOutput, "cannot create a temporary file in", directory, errno: created.error)
            }
            SignalCleanup.settle(name)  // unlinked at once: no name to clean up
            return ReportOutput(created.result, name: name.path.description, .spooled(target: standardOutput))
        case .file(let path):
            return try openFile(path, unnamedTemporary: unnamedTemporary)
        }
    }

    /// Whether the reader of standard output went away (`| head -1`): the report was not
    /// wanted any further, so `main` should exit 0 without a message.
    package var brokenPipe: Bool { stream.brokenPipe || copyBrokePipe }

    /// Makes the report final: flushes, and for a file syncs it to disk and renames it over the
    /// path; for a spooled report copies it to standard output. Throws `.outputFailed` naming
    /// the destination; after a failure the temporary file is gone and an old report untouched.
    package func commit() throws(ReportError) {
        if isOpen { try prepare() }
        guard case .replacing(let path, _, _, _) = mode, let linked = temporary else { return }
        temporary = nil
        let error = SignalCleanup.settle(linked, renamingTo: path)  // removes the file if it fails
        guard error == 0 else { throw ReportError(.outputFailed, "cannot replace", stream.name, errno: error) }
        let directory = (path.split.directory ?? ".").withCString { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if directory >= 0 { _ = (fsync(directory), close(directory)) }
    }

    /// Everything of `commit()` but a file's final rename: what a full disk, a file size limit or
    /// a removed folder can make fail. A run that writes two files prepares both before it
    /// renames either, so neither old file is replaced unless both new ones are written.
    /// After a failure, as after `abort()`, nothing is left to remove.
    ///
    /// Flushes, then: for a file, mode, fsync and (an unnamed one) a link as `template`, so the
    /// temporary file is complete and named beside the path, ready for the rename; for a
    /// spool, the copy to standard output. Closes the descriptor (not standard output's).
    package func prepare() throws(ReportError) {
        precondition(isOpen, "a report output is prepared, committed or aborted once")
        let (name, descriptor) = (stream.name, stream.descriptor)
        do throws(ReportError) {
            try stream.flush()
            if case .spooled(let target) = mode { try copySpool(to: target) }
            if case .replacing(_, let template, let permissions, let owner) = mode {
                // Best effort, like `cp -p` without root: a group we belong to still carries over.
                if let owner { _ = fchown(descriptor, owner.0, owner.1) }
                // Some file systems (vfat, some FUSE) have no modes to set; that is not a failure.
                // EINVAL from fsync: this kind of file cannot be synced, nothing to wait for.
                if (fchmod(descriptor, permissions) != 0 && errno != EPERM && errno != ENOTSUP)
                    || (fsync(descriptor) != 0 && errno != EINVAL)
                {
                    throw ReportError(.outputFailed, "cannot write", name, errno: errno)
                }
                if temporary == nil {
                    let linked = Self.link(descriptor, as: template)
                    guard let registered = linked.name else {
                        throw ReportError(.outputFailed, "cannot replace", name, errno: linked.error)
                    }
                    temporary = registered
                }
            }
            // NFS and some FUSE file systems report write errors only here.
            if closeStream() != 0, errno != EINTR {
                throw ReportError(.outputFailed, "cannot write", name, errno: errno)
            }
        } catch {
            abort()
            throw error
        }
    }

    /// Gives up on the report: a temporary file is closed and removed, a spool discarded. What
    /// already went to standard output or a device cannot be taken back, so the rest of the
    /// buffer follows it (errors ignored): a prefix of whole rows beats one cut off mid-line.
    /// Does nothing after `commit()` or a first `abort()`, so it suits a `defer`.
    package func abort() {
        if isOpen, case .direct = mode { try? stream.flush() }
        if isOpen { _ = closeStream() }
        if let temporary { SignalCleanup.settle(temporary) }
        temporary = nil
    }

    /// Closes the stream's descriptor, unless it is standard output's, and gives `close`'s result.
    private func closeStream() -> Int32 {
        isOpen = false
        if case .direct(closes: false) = mode { return 0 }
        return close(stream.descriptor)
    }

    // MARK: - Files

    /// Opens a file destination: directly for devices and fifos, else through a temporary file
    /// that keeps an existing file's mode and owner.
    private static func openFile(_ path: SystemPath, unnamedTemporary: Bool) throws(ReportError) -> ReportOutput {
        let name = path.description
        func refused(_ code: Int32, _ verb: String = "cannot create") -> ReportError {
            ReportError(.unwritableOutput, verb, name, errno: code)
        }
        let inherited = inheritedDescriptor(path)
        var status = stat()
        let statError = inherited != nil || path.withCString({ stat($0, &status) }) == 0 ? 0 : errno
        if inherited != nil || (statError == 0 && status.st_mode & S_IFMT != S_IFREG) {
            let descriptor = inherited.map(dup) ?? path.withCString { Glibc.open($0, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
            guard descriptor >= 0 else { throw refused(errno, "cannot open") }
            return ReportOutput(descriptor, name: name, .direct(closes: true))
        }
        guard statError == 0 || statError == ENOENT else { throw refused(statError) }
        // Refuse what `>` would refuse, though a rename could replace a read-only file.
        if statError == 0, path.withCString({ access($0, W_OK) }) != 0 { throw refused(errno) }
        var (permissions, owner): (mode_t, (uid_t, gid_t)?) = (status.st_mode & 0o7777, (status.st_uid, status.st_gid))
        if statError == ENOENT {  // a new file; through a dangling link, the one `>` would create
            let mask = umask(0)
            umask(mask)
            (permissions, owner) = (0o666 & ~mask, nil)
        }
        // Beside the file (so the final rename stays on one file system): an unnamed temporary
        // file where the file system supports it, else `.<basename>.XXXXXX`.
        let target = linkTarget(path)
        let (directory, base) = target.split
        guard !base.bytes.isEmpty else { throw refused(EISDIR) }
        let template = temporaryName(for: base, in: directory)
        var (descriptor, temporary) = (unnamedTemporary ? openAnonymous(in: directory) : -1, nil as TemporaryName?)
        if descriptor < 0 {
            let created = createTemporary(template)
            guard let registered = created.name else { throw refused(created.error) }
            (descriptor, temporary) = (created.result, registered)
        }
        let mode = Mode.replacing(path: target, template: template, permissions: permissions, owner: owner)
        return ReportOutput(descriptor, name: name, mode, temporary: temporary)
    }

    /// Copies the spool to `target` (standard output) in 64 KiB reads; `copyBrokePipe` is set
    /// when the reader of `target` went away.
    private func copySpool(to target: Int32) throws(ReportError) {
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
