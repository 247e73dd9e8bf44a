import Glibc

/// A one-line progress display on the terminal (`wxreport: 3 inputs read, 1,166 rows written`),
/// redrawn at most five times a second and cleared before any message and at the end.
///
/// The line is drawn with `\r` and erased with `ESC [K`, which only works when nothing else
/// writes to the same screen line: when the report itself goes to that terminal, rows would
/// be glued behind the progress text. `isWanted` decides from the descriptors, not the flags.
package final class ProgressMeter {
    private let write: (String) -> Void
    private var lastDrawn = -Double.infinity
    private var drawn = false

    package init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Whether to show progress: `--progress`/`--no-progress` when given; otherwise only when
    /// standard error is a terminal, and the report does not go to that same terminal
    /// (it goes to a file with `-o`, or standard output is another file, pipe or terminal).
    package static func isWanted(
        explicit: Bool?, reportGoesToFile: Bool,
        standardError: Int32 = STDERR_FILENO, standardOutput: Int32 = STDOUT_FILENO
    ) -> Bool {
        if let explicit { return explicit }
        guard isatty(standardError) == 1 else { return false }
        return reportGoesToFile || !sameFile(standardError, standardOutput)
    }

    /// Whether two descriptors reach the same file: the same inode, or for terminals the same
    /// device, since `/dev/tty` and `/dev/pts/3` are two inodes for one screen.
    package static func sameFile(_ first: Int32, _ second: Int32) -> Bool {
        var one = stat()
        var other = stat()
        guard fstat(first, &one) == 0, fstat(second, &other) == 0 else { return false }
        if FileIdentity.Location(one) == FileIdentity.Location(other) { return true }
        let isCharacterDevice = one.st_mode & S_IFMT == S_IFCHR && other.st_mode & S_IFMT == S_IFCHR
        return isCharacterDevice && one.st_rdev == other.st_rdev
    }

    /// Redraws the line with `summary`'s counts, unless the last redraw was under 0.2 s ago.
    package func update(_ summary: RunSummary) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let seconds = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        guard seconds - lastDrawn >= 0.2 else { return }
        lastDrawn = seconds
        drawn = true
        let inputs = RunSummary.counted(summary.documents, "input")
        write("\rwxreport: \(inputs) read, \(RunSummary.counted(summary.rows, "row")) written\u{1B}[K")
    }

    /// Clears the line, so a message, the prompt or the error summary starts clean (also at the
    /// end of the run); a later `update` draws it again.
    package func clear() {
        guard drawn else { return }
        write("\r\u{1B}[K")
        drawn = false
    }
}
