extension ReportPipeline {
    /// The calling thread's side of the pipeline: hands each piece's rows, in input order, to the
    /// format's assembly, which writes the header, the rows and the footer; drops what follows a
    /// document's fatal error; and counts, reporting through the pipeline's settings. Everything
    /// that depends on a row's place in the whole report is decided here, the one place that
    /// sees the rows in order.
    struct OrderedWriter {
        private let pipeline: ReportPipeline
        private var assembly: Format.Assembly
        var summary = RunSummary()
        /// The output is lost: stop, but unlike `--strict` still let the job commit and report it.
        private(set) var outputLost = false
        var isDone: Bool { summary.stoppedEarly || outputLost }
        /// The document (numbered from 1 in input order) whose rest is being dropped after a
        /// syntax error. A number, not the storage's identity: a freed storage's address is reused.
        private var endedDocument: Int?

        init(_ pipeline: ReportPipeline, to output: inout some ByteOutput) {
            self.pipeline = pipeline
            assembly = pipeline.format.makeAssembly(columns: pipeline.columns)
            assembly.begin(to: &output)
        }

        /// The end of the report, unless `--strict` stopped the run (then no report is written at all).
        mutating func end(to output: inout some ByteOutput) throws(ReportError) {
            guard !summary.stoppedEarly else { return }
            try assembly.end(rowCount: summary.rows, to: &output)
        }

        /// Writes one result of the ordered map, in input order; false once the run stopped. What
        /// follows a syntax error in its document is dropped, its problems being only echoes of
        /// the first; but a notice that came alone is said (a file that grew may be why it was cut).
        /// Inputs count as read as their results are written, not as they are handed out, so the
        /// meter never runs ahead of the messages.
        mutating func write(_ result: WorkResult<Format.Rows.Result>, to output: inout some ByteOutput) -> Bool {
            let (document, outcome) = (result.document, result.outcome)
            summary.documents = max(summary.documents, document)
            let isCut = endedDocument == document
            for error in outcome.errors where !isCut {
                summary.count(error)
                pipeline.reporter.problem(error)
                if pipeline.stopsAtFirstError {
                    summary.stoppedEarly = true
                    return false
                }
            }
            if outcome.endsDocument { endedDocument = document }
            if let said = outcome.notice, !isCut || result.rows == nil { pipeline.reporter.notice(said) }
            guard !isCut, let rows = result.rows else { return !isDone }
            assembly.add(rows, rowsBefore: summary.rows, count: outcome.rows, to: &output)
            summary.rows += outcome.rows
            outputLost = pipeline.reporter.outputHasFailed
            pipeline.reporter.progress(summary)
            return !isDone
        }
    }
}
