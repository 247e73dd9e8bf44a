#if canImport(Glibc)
    import Glibc
#endif

/// Messages and the progress line go to file descriptor 2 through plain `write(2)`.
///
/// Not `FileHandle.standardError`: Foundation's handle is built on libdispatch, whose setup
/// needs descriptors of its own (an epoll set, an eventfd) and traps (SIGILL) when none are
/// left, which is exactly when a "Too many open files" message must still get out.
package enum StandardError {
    /// Writes all of `text`, retrying short writes and EINTR. A failure (stderr closed, a full
    /// log disk) is dropped: there is nowhere left to report it.
    package static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = Glibc.write(STDERR_FILENO, next, left)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                next += written
                left -= written
            }
        }
    }
}
