/// The writer thread's side of the pipeline: writes the header, each piece's bytes in order and
/// the footer; drops what follows a document's fatal error; and counts. Everything that depends on a row's place in the whole report (the
/// format's `separator`) is decided here, the one place that sees the rows in order.
struct OrderedWriter<Format: ReportFormat> {
    let format: Format
    let stopsAtFirstError: Bool
    let report: (ReportError) -> Void
    var summary = RunSummary()
    var outputHasFailed: () -> Bool = { false }
    var progress: ((RunSummary) -> Void)?
    /// The output is lost: stop, but unlike `--strict` still let the job commit and report it.
    private(set) var outputLost = false
    var isDone: Bool { summary.stoppedEarly || outputLost }
    /// The document (numbered from 1 in input order) whose rest is being dropped after a
    /// syntax error. A number, not the storage's identity: a freed storage's address is reused.
    private var endedDocument: Int?
    /// Room for the format's header, separators and footer, reused.
    private let scratch = ByteBuffer()

    init(format: Format, stopsAtFirstError: Bool, report: @escaping (ReportError) -> Void) {
        self.format = format
        self.stopsAtFirstError = stopsAtFirstError
        self.report = report
    }

    func begin(columns: [Column], to output: inout some ByteOutput) {
        emit(to: &output) { format.header(columns: columns, into: $0) }
    }

    /// The footer, unless `--strict` stopped the run (then no report is written at all).
    func end(to output: inout some ByteOutput) {
        guard !summary.stoppedEarly else { return }
        emit(to: &output) { format.footer(rowCount: summary.rows, into: $0) }
    }

    private func emit(to output: inout some ByteOutput, _ body: (ByteBuffer) -> Void) {
        scratch.removeAll()
        body(scratch)
        if scratch.count > 0 { scratch.withBytes { output.write(bytes: $0) } }
    }

    mutating func write(_ result: FinishedPiece, in document: Int, to output: inout some ByteOutput) {
        reached(document)
        guard endedDocument != document else { return }
        for error in result.outcome.errors {
            fail(error, endsDocument: false, in: nil)
            if summary.stoppedEarly { return }
        }
        if result.rowCount > 0 {
            let rowsBefore = summary.rows
            emit(to: &output) { format.separator(rowsBefore: rowsBefore, into: $0) }
        }
        result.bytes.withBytes { output.write(bytes: $0) }
        summary.rows += result.rowCount
        if result.outcome.endsDocument { endedDocument = document }
        outputLost = outputHasFailed()
        progress?(summary)
    }

    /// Counts the inputs up to `document` (numbered from 1) as read, for progress: counted as
    /// their results are written, not as they are handed out, so the meter never runs ahead of
    /// the messages.
    private mutating func reached(_ document: Int) {
        summary.documents = max(summary.documents, document)
    }

    /// Reports `error` unless it belongs to a document already cut short, whose later problems
    /// would only be echoes of the first.
    mutating func fail(_ error: ReportError, endsDocument: Bool, in document: Int?) {
        guard !summary.stoppedEarly else { return }
        if let document {
            reached(document)
            guard endedDocument != document else { return }
            if endsDocument { endedDocument = document }
        }
        summary.count(error)
        report(error)
        if stopsAtFirstError { summary.stoppedEarly = true }
    }
}
