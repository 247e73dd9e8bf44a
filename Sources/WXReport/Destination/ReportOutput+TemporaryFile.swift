import Glibc

/// The temporary files of `ReportOutput`: where the report waits until commit.
///
/// First choice is `O_TMPFILE`: an inode with no name in the output's directory, linked in at
/// commit, so a run killed by SIGKILL (which no handler sees) leaves nothing behind. Where the
/// file system lacks it (some FUSE and network file systems) or /proc is not mounted, the
/// fallback is a named `.<base>.XXXXXX` that `SignalCleanup` removes on a fatal signal. Either
/// name is short (at most 32 bytes), so even a 255-byte report name has a temporary beside it.
extension ReportOutput {
    /// `O_TMPFILE` as the kernel defines it (`__O_TMPFILE | O_DIRECTORY`); Glibc exports it only
    /// under `_GNU_SOURCE`, which Swift's import does not set. The value is the same on every
    /// architecture Swift supports on Linux; `O_DIRECTORY` is not, so it comes from Glibc.
    private static let openTemporaryFlags = Int32(0o20_000_000) | O_DIRECTORY

    /// At most this many bytes of the report's name go into the temporary's name.
    private static let basePrefixLimit = 24

    /// An unnamed file in `directory` (the current directory when nil), or -1 when the file
    /// system or the missing /proc cannot give one: the caller then falls back to a named file.
    static func openAnonymous(in directory: SystemPath?) -> Int32 {
        let descriptor = (directory ?? ".").withCString {
            Glibc.open($0, openTemporaryFlags | O_WRONLY | O_CLOEXEC, 0o600)
        }
        // The link at commit goes through /proc/self/fd/N; without /proc it could not be made.
        guard descriptor >= 0, access("/proc/self/fd/\(descriptor)", F_OK) != 0 else { return descriptor }
        close(descriptor)
        return -1
    }

    /// The template `.<up to 24 bytes of base>.XXXXXX` in `directory`. The prefix says which
    /// report a leftover belongs to; the limit keeps the name valid whatever the base's length.
    package static func temporaryName(for base: SystemPath, in directory: SystemPath?) -> SystemPath {
        var prefix = base.bytes.prefix(basePrefixLimit)
        // Do not cut a UTF-8 sequence in two: when the first byte left out continues one, drop
        // that sequence's bytes from the end of the prefix, down to and with its lead byte.
        if prefix.count < base.bytes.count, base.bytes[prefix.count] & 0xC0 == 0x80 {
            while let last = prefix.last, last & 0xC0 == 0x80 { prefix.removeLast() }
            if let last = prefix.last, last >= 0xC0 { prefix.removeLast() }
        }
        let name = [UInt8(ascii: ".")] + prefix + Array(".XXXXXX".utf8)
        return SystemPath.joining(directory, SystemPath(bytes: name))
    }

    /// mkstemp, registered with `SignalCleanup` before any signal can see the file, and closed
    /// on exec: the registration (nil on failure), the descriptor and the `errno` of a failure.
    static func createTemporary(_ template: SystemPath) -> TemporaryName.Created {
        let created = SignalCleanup.create(template) { mkstemp($0) }
        if created.name != nil { _ = fcntl(created.result, F_SETFD, FD_CLOEXEC) }
        return created
    }

    /// Gives the unnamed file `descriptor` a name from `template` (its `XXXXXX` replaced by
    /// random letters, retried while taken), registered for cleanup until the rename. Returns
    /// the registration, or the `errno` of the failure.
    static func link(_ descriptor: Int32, as template: SystemPath) -> TemporaryName.Created {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        let source = "/proc/self/fd/\(descriptor)"
        var created: TemporaryName.Created = (nil, -1, EEXIST)
        for _ in 0..<100 where created.error == EEXIST {
            created = SignalCleanup.create(template) { name in
                let end = Int(strlen(name))
                for offset in max(0, end - 6)..<end {
                    name[offset] = CChar(bitPattern: letters.randomElement() ?? letters[0])
                }
                return linkat(AT_FDCWD, source, AT_FDCWD, name, AT_SYMLINK_FOLLOW)
            }
        }
        return created
    }
}
