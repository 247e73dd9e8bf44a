/// The files one run writes, the report (`-o`, else standard output, spooled under `--strict`)
/// and the rejects file of `--rejects`: opened together, then committed or abandoned together
/// by `finish`, which decides which from the run's summary.
///
/// Neither may be a file the run reads, nor the rejects file the report: the rename at commit
/// would replace one with the other. Each is checked just before it is opened, before anything
/// is read. The Safety article's "When a report is committed" (`WXReport.docc`) is `finish`.
///
/// The rejects file is a dead-letter file: one NDJSON object per rejected record or document,
/// so a pipeline keeps its bad records without parsing messages (like Spark's `badRecordsPath`
/// or DuckDB's rejects table). The schema is in wxreport(1) (REJECTS FILE):
///
/// ```json
/// {"input":"a.json","line":3,"column":15,"path":"list[2]","member":"main.temp","scope":"record",
///  "message":"list[2].main.temp: expected a number, found a string","record":"{…}","truncated":false}
/// ```
///
/// Problems that are not about the data (an input that cannot be opened) are not rejects: they
/// are counted in `unaccounted`, which decides the exit status once the rejects are committed.
/// A class: the pipeline's report callback (`RunMessages`) and the job share the open files.
package final class RunOutputs {
    package let report: ReportOutput
    package let rejects: ReportOutput?
    /// Whether the report goes to a file named by `-o`, not to standard output.
    private let toFile: Bool
    /// The problems reported that are not rejects, for the exit status with `--rejects`.
    private var unaccounted = RunSummary()

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
        toFile = path != nil
        rejects = try rejectsPath.map { (rejectsPath) throws(ReportError) in
            try ReportOutput.checkDistinct(.file(rejectsPath), from: inputs, file: ("rejects file", "rejects"))
            if let path, ReportOutput.isSameFile(rejectsPath, path) {
                throw ReportError(
                    .usage,
                    "rejects file '\(rejectsPath)' is the same file as the report; write the rejects to another file")
            }
            return try ReportOutput.open(.file(rejectsPath), unnamedTemporary: unnamedTemporary)
        }
    }

    /// Ends the run `summary` describes, saying why through `messages`, and gives its exit status.
    ///
    /// A run stopped early (`--strict`), or one that failed and reported nothing to a file (every
    /// input missing, every file in the wrong units), gives up on both files, so an old report and
    /// rejects file stay as they were rather than get a header in their place. Any other commits
    /// both: both are written out before either replaces its old file, so a report that cannot be
    /// written (a full disk, `ulimit -f`, `> /dev/full`, its folder gone) leaves the old rejects
    /// file as it was, and the other way round. When the report's reader went away (`| head -1`),
    /// what it read is all it wanted: the status is 0, and the rejects, which hold every reject
    /// the run met, are committed all the same.
    package func finish(_ summary: RunSummary, _ messages: RunMessages) throws(ReportError) -> Int32 {
        // Rejects written are accounted for; an unreadable input still counts.
        let status = rejects == nil ? summary.exitCode : unaccounted.exitCode
        guard !summary.stoppedEarly, !toFile || summary.rows > 0 || status == 0 else {
            report.abort()
            rejects?.abort()
            if summary.stoppedEarly {
                messages.say("stopped at the first error (--strict); no report written")
                return summary.exitCode
            }
            messages.say(summary.line)
            messages.say("no row could be reported; no report written")
            return status
        }
        do throws(ReportError) {
            try report.prepare()
            try rejects?.prepare()
            try report.commit()
        } catch {
            // A broken pipe fails the report's `prepare()`, before the rejects are touched.
            guard report.brokenPipe else {
                report.abort()  // prepared when the rejects failed: its temporary file goes too
                rejects?.abort()
                throw error
            }
            try rejects?.commit()
            return 0
        }
        try rejects?.commit()
        if summary.errors > 0 { messages.say(summary.line) }
        return status
    }

    /// Writes `error` as one line of the rejects file when it is about the data
    /// (`.malformedInput`); anything else is only counted. Called on the pipeline's writing
    /// thread, in input order.
    package func record(_ error: ReportError) {
        guard error.kind == .malformedInput else {
            unaccounted.count(error)
            return
        }
        rejects?.stream.write(RunOutputs.rejectsLine(for: error))
    }

    /// The rejects file's NDJSON line for `error`, newline included. Keys always appear, in this
    /// order; unknown values are `null` (`record` for a problem found outside any record).
    package static func rejectsLine(for error: ReportError) -> String {
        let (rejected, location) = (error.rejected, error.location)
        func string(_ text: String?) -> String {
            guard let text else { return "null" }
            let quoted = ByteBuffer()
            withUTF8Bytes(text) { JSONFormat.appendString($0, to: quoted) }
            return quoted.text
        }
        let members = [
            ("input", string(location?.file ?? "")), ("line", location?.line.map(String.init) ?? "null"),
            ("column", location?.column.map(String.init) ?? "null"), ("path", string(rejected?.path ?? "")),
            ("member", string(rejected?.member ?? "")), ("scope", string((rejected?.scope ?? .document).rawValue)),
            ("message", string(error.message)), ("record", string(rejected?.text)),
            ("truncated", "\(rejected?.truncated == true)"),
        ]
        return "{" + members.map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}\n"
    }
}
