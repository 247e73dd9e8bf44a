/// What a run did, for the summary line and the exit status.
package struct RunSummary: Sendable, Equatable {
    package var documents = 0
    package var rows = 0
    package var errors = 0
    /// 0, or the sysexits code of the worst input problem: 66 (cannot open) beats 65 (bad data),
    /// because a missing file usually means a broken job, not a bad download.
    package var exitCode: Int32 = 0
    /// `--strict` stopped the run at its first error: no report may be written.
    package var stoppedEarly = false

    package init() {}

    mutating func count(_ error: ReportError) {
        errors += 1
        if error.kind == .unreadableInput || exitCode == 0 { exitCode = max(exitCode, error.exitCode) }
    }

    /// `wxreport: 3 inputs, 41 rows written, 2 errors`, printed only when something failed.
    package var line: String {
        "\(Self.counted(documents, "input")), \(Self.counted(rows, "row")) written, \(Self.counted(errors, "error"))"
    }

    /// `1 input`, `2 inputs`, `0 rows`.
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
