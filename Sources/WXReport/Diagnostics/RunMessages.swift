/// What a run says on standard error while it goes, each line after `wxreport: `: its problems,
/// its notices and the progress line, which is cleared before any message.
///
/// Keeps one problem met in many inputs from flooding standard error (and a cron job's mail):
/// 500 files fetched in metric units without `--input-units` would give 500 identical hints.
/// Only errors that carry a `ReportError.sameProblem` key are collapsed (one setting the run
/// lacks, not something wrong in one file): the first message is printed, the others counted,
/// and `finish` adds `… and 499 more inputs with the same problem`. The error count of the
/// summary line and the rejects file still see every one. Each kind of notice is said once.
package final class RunMessages {
    private let write: (String) -> Void
    /// The progress line, when one is shown.
    package let meter: ProgressMeter?
    /// The keys met, in the order first met, with how many messages after the first were held.
    private var held: [(key: String, count: Int)] = []
    private var saidNotices: Set<Int> = []

    /// Messages through `write`, one line each without its line break.
    package init(write: @escaping (String) -> Void, meter: ProgressMeter? = nil) {
        self.write = write
        self.meter = meter
    }

    /// Writes `wxreport: line`, clearing the progress line first.
    package func say(_ line: String) {
        meter?.clear()
        write("wxreport: " + line)
    }

    /// Says `error`, unless an earlier error had its `sameProblem` key: then only counts it.
    package func problem(_ error: ReportError) {
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
        meter?.clear()
        for (_, count) in held where count > 0 {
            say("… and \(RunSummary.counted(count, "more input")) with the same problem")
        }
    }
}
