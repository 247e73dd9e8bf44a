import Foundation
import Glibc

/// What a run says on standard error while it goes: its problems, its notices (each line after
/// `wxreport: `) and the progress line, which is cleared before any message and at the end; the
/// command's `RunReporter`, which also records each problem in the rejects file (`--rejects`)
/// and asks the report's stream whether it failed.
///
/// Keeps one problem met in many inputs from flooding standard error (and a cron job's mail):
/// 500 files fetched in metric units without `--input-units` would give 500 identical hints.
/// Only errors that carry a `ReportError.sameProblem` key are collapsed (one setting the run
/// lacks, not something wrong in one file): the first message is printed, the others counted,
/// and `finish` adds `… and 499 more inputs with the same problem`. The error count of the
/// summary line and the rejects file still see every one. Each kind of notice is said once.
///
/// The progress line (`wxreport: 3 inputs read, 1,166 rows written`) is redrawn at most five
/// times a second with `\r` and erased with `ESC [K`, which only works when nothing else writes
/// to the same screen line: when the report itself goes to that terminal, rows would be glued
/// behind the progress text. `wantsProgress` decides from the descriptors, not the flags.
package final class RunMessages: RunReporter {
    private let write: (String) -> Void
    /// Writes raw text (no line break) for the progress line; nil when progress is not shown.
    private let progressOutput: ((String) -> Void)?
    /// The run's files: problems go to its rejects file, and its report's stream says whether it failed.
    private let outputs: RunOutputs?
    private var lastDrawn = -Double.infinity
    private var drawn = false
    /// The keys met, in the order first met, with how many messages after the first were held.
    private var held: [(key: String, count: Int)] = []
    private var saidNotices: Set<String> = []

    /// Messages through `write`, one line each without its line break; progress, when shown,
    /// through `progressOutput`; problems also to `outputs`.
    package init(
        write: @escaping (String) -> Void, progressOutput: ((String) -> Void)? = nil, outputs: RunOutputs? = nil
    ) {
        (self.write, self.progressOutput, self.outputs) = (write, progressOutput, outputs)
    }

    package var outputHasFailed: Bool { outputs?.report.stream.hasFailed ?? false }

    /// Whether the progress line is shown.
    package var showsProgress: Bool { progressOutput != nil }

    /// Writes `wxreport: line`, clearing the progress line first.
    package func say(_ line: String) {
        clearProgress()
        write("wxreport: " + line)
    }

    /// Says `error`, unless an earlier error had its `sameProblem` key: then only counts it; and
    /// records it in the rejects file.
    package func problem(_ error: ReportError) {
        outputs?.record(error)
        guard let key = error.sameProblem else { return say(error.description) }
        guard let index = held.firstIndex(where: { $0.key == key }) else {
            held.append((key, 0))
            return say(error.description)
        }
        held[index].count += 1
    }

    /// Says `notice` as a warning, the first of its kind only.
    package func notice(_ notice: RunNotice) {
        if saidNotices.insert(notice.kind).inserted { say("warning: \(notice.message)") }
    }

    /// Clears the progress line and says how many messages of each problem were held.
    package func finish() {
        clearProgress()
        for (_, count) in held where count > 0 {
            say("… and \(RunSummary.counted(count, "more input")) with the same problem")
        }
    }

    /// Redraws the progress line with `summary`'s counts, unless the last redraw was under 0.2 s ago.
    package func progress(_ summary: RunSummary) {
        guard let progressOutput else { return }
        let seconds = ProcessInfo.processInfo.systemUptime
        guard seconds - lastDrawn >= 0.2 else { return }
        (lastDrawn, drawn) = (seconds, true)
        let inputs = RunSummary.counted(summary.documents, "input")
        progressOutput("\rwxreport: \(inputs) read, \(RunSummary.counted(summary.rows, "row")) written\u{1B}[K")
    }

    /// Clears the progress line, so a message, the prompt or the error summary starts clean; a
    /// later `progress` draws it again.
    package func clearProgress() {
        guard drawn, let progressOutput else { return }
        progressOutput("\r\u{1B}[K")
        drawn = false
    }

    /// Whether to show progress: `--progress`/`--no-progress` when given; otherwise only when
    /// standard error is a terminal, and the report does not go to that same terminal
    /// (it goes to a file with `-o`, or standard output is another file, pipe or terminal).
    package static func wantsProgress(
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
}
