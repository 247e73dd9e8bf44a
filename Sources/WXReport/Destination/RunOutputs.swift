/// The files one run writes, the report (`-o`, else standard output, spooled under `--strict`)
/// and the rejects file of `--rejects`: opened, committed and abandoned together.
///
/// Neither may be a file the run reads, nor the rejects file the report: the rename at commit
/// would replace one with the other. Each is checked just before it is opened, before anything
/// is read. The Safety article's "When a report is committed" (`WXReport.docc`) is `commit()`
/// and the decision before it in `ReportJob`.
package struct RunOutputs {
    package let report: ReportOutput
    package let rejects: RejectsFile?

    /// Opens the report at `path` (nil: standard output, spooled when `strict`) and the rejects
    /// file at `rejectsPath` for a run that reads `inputs` (standard input as `-`).
    package init(
        report path: SystemPath?, strict: Bool, rejects rejectsPath: SystemPath?,
        reading inputs: [(path: SystemPath, listed: FileIdentity?)], unnamedTemporary: Bool = true
    ) throws(ReportError) {
        let destination: ReportOutput.Destination =
            path.map { .file($0) } ?? (strict ? .spooledStandardOutput : .standardOutput)
        try ReportOutput.checkDistinct(destination, from: inputs)
        report = try ReportOutput.open(destination, unnamedTemporary: unnamedTemporary)
        rejects = try rejectsPath.map { (rejectsPath) throws(ReportError) in
            try ReportOutput.checkDistinct(.file(rejectsPath), from: inputs, file: ("rejects file", "rejects"))
            if let path, ReportOutput.isSameFile(rejectsPath, path) {
                throw ReportError(
                    .usage,
                    "rejects file '\(rejectsPath)' is the same file as the report; write the rejects to another file")
            }
            return RejectsFile(output: try ReportOutput.open(.file(rejectsPath), unnamedTemporary: unnamedTemporary))
        }
    }

    /// Gives up on both: an old report and rejects file stay as they were.
    package func abandon() {
        report.abort()
        rejects?.output.abort()
    }

    /// Commits both: both are written out before either replaces its old file, so a report that
    /// cannot be written (a full disk, `ulimit -f`, `> /dev/full`, its folder gone) leaves the old
    /// rejects file as it was, and the other way round. Returns false when the report's reader
    /// went away (`| head -1`): what it read is all it wanted, and the rejects, which hold every
    /// reject the run met, are committed all the same.
    package func commit() throws(ReportError) -> Bool {
        do throws(ReportError) {
            try report.prepare()
            try rejects?.output.prepare()
            try report.commit()
        } catch {
            // A broken pipe fails the report's `prepare()`, before the rejects are touched.
            guard report.brokenPipe else {
                abandon()
                throw error
            }
            try rejects?.output.commit()
            return false
        }
        try rejects?.output.commit()
        return true
    }
}
