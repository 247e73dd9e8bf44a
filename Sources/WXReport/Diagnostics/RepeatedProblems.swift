/// Keeps one problem met in many inputs from flooding standard error (and a cron job's mail):
/// 500 files fetched in metric units without `--input-units` would give 500 identical hints.
/// The first message of each problem is printed; the others are only counted, and the end of
/// the run adds `… and 499 more inputs with the same problem`. The error count of the summary
/// line and the rejects file still see every one.
///
/// Only errors that carry a `ReportError.sameProblem` key are collapsed: one setting the run
/// lacks, not something wrong in one file (a syntax error names what each file needs fixed).
package final class RepeatedProblems {
    /// The keys met, in the order first met, with how many messages after the first were held.
    private var held: [(key: String, count: Int)] = []

    package init() {}

    /// Whether `error`'s message should be printed: true unless an earlier error had its key.
    package func shouldPrint(_ error: ReportError) -> Bool {
        guard let key = error.sameProblem else { return true }
        guard let index = held.firstIndex(where: { $0.key == key }) else {
            held.append((key, 0))
            return true
        }
        held[index].count += 1
        return false
    }

    /// One line per problem whose later messages were held, for the end of the run.
    package var lines: [String] {
        held.filter { $0.count > 0 }.map { "… and \(RunSummary.counted($0.count, "more input")) with the same problem" }
    }
}
