import Glibc

/// Messages and the progress line go to file descriptor 2 through plain `write(2)`.
///
/// Not `FileHandle.standardError`: Foundation's handle is built on libdispatch, whose setup
/// needs descriptors of its own (an epoll set, an eventfd) and traps (SIGILL) when none are
/// left, which is exactly when a "Too many open files" message must still get out.
package enum StandardError {
    /// Writes all of `text` at once (a buffer of one byte passes it straight to `write(2)`,
    /// retrying short writes and EINTR). A failure (stderr closed, a full log disk) is dropped:
    /// there is nowhere left to report it.
    package static func write(_ text: String) {
        let stream = FileOutputStream(descriptor: STDERR_FILENO, name: "<stderr>", capacity: 1)
        stream.write(text)
        try? stream.flush()
    }

    /// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed (`2>&-`, a daemon that
    /// closed them). Called first thing in `main`: otherwise the first file opened would take the
    /// lowest free number, so a report opened as descriptor 2 would receive every message and a
    /// report opened as 1 the rows meant for standard output. Returns false when /dev/null itself
    /// cannot be opened; `main` then exits without opening anything.
    package static func openStandardDescriptors() -> Bool {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            // The lowest free number, so `descriptor` itself: the lower ones are open by now.
            let opened = Glibc.open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            guard opened == descriptor else {
                if opened >= 0 { close(opened) }
                return false
            }
        }
        return true
    }
}
