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

        /// Writes one result of the ordered map, in input order; false once the run stopped.
        mutating func write(_ result: WorkResult<Format.Rows.Result>, to output: inout some ByteOutput) -> Bool {
            switch result.outcome {
            case .rows(let rows, let outcome):
                write(rows, outcome, in: result.document, to: &output)
            case .failure(let error, let endsDocument):
                fail(error, endsDocument: endsDocument, in: result.document)
            case .notice(let said):
                reached(result.document)
                pipeline.hooks.notice?(said)
            }
            return !isDone
        }

        private mutating func write(
            _ rows: Format.Rows.Result, _ outcome: PieceOutcome, in document: Int, to output: inout some ByteOutput
        ) {
            reached(document)
            guard endedDocument != document else { return }
            for error in outcome.errors {
                fail(error, endsDocument: false, in: nil)
                if summary.stoppedEarly { return }
            }
            if let said = outcome.notice { pipeline.hooks.notice?(said) }
            assembly.add(rows, rowsBefore: summary.rows, count: outcome.rows, to: &output)
            summary.rows += outcome.rows
            if outcome.endsDocument { endedDocument = document }
            outputLost = pipeline.hooks.outputHasFailed()
            pipeline.hooks.progress?(summary)
        }

        /// Counts the inputs up to `document` (numbered from 1) as read, for progress: counted as
        /// their results are written, not as they are handed out, so the meter never runs ahead of
        /// the messages.
        private mutating func reached(_ document: Int) {
            summary.documents = max(summary.documents, document)
        }

        /// Reports `error` unless it belongs to a document already cut short, whose later problems
        /// would only be echoes of the first.
        private mutating func fail(_ error: ReportError, endsDocument: Bool, in document: Int?) {
            guard !summary.stoppedEarly else { return }
            if let document {
                reached(document)
                guard endedDocument != document else { return }
                if endsDocument { endedDocument = document }
            }
            summary.count(error)
            pipeline.hooks.report(error)
            if pipeline.stopsAtFirstError { summary.stoppedEarly = true }
        }
    }
}
