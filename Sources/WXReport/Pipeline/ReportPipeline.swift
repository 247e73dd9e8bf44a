import Dispatch

/// Runs the three stages: documents from the source, rows from the transform, text into the
/// sink. The only type that knows about threads.
///
/// The calling thread reads and plans documents in order, and writes results in order; `jobs`
/// workers decode and format pieces in between, and lay their rows out with a copy of the sink
/// (sinks keep no state between rows), so the calling thread only copies text. With `jobs` 1
/// everything runs on the calling thread. Either way the output bytes are the same.
package struct ReportPipeline {
    package var source: any ReportSource
    package var transform: any RecordTransform
    package var sink: any ReportSink & Sendable
    package var columns: [Column]
    package var jobs: Int
    /// `--strict`: stop at the first error.
    package var stopsAtFirstError = false
    /// The most input bytes being decoded at once, whatever the number of files.
    package var windowBytes = 8 * PayloadPlanner.pieceSize
    /// Called on the calling thread for every problem, in input order.
    package var report: (ReportError) -> Void
    /// Asked after every piece written: true once the output is lost (a closed pipe, a full
    /// disk), so a long run stops reading input nobody will see.
    package var outputHasFailed: () -> Bool = { false }
    /// Called on the calling thread after every piece written, with the counts so far.
    package var progress: ((RunSummary) -> Void)?

    package init(
        source: any ReportSource, transform: any RecordTransform, sink: any ReportSink & Sendable,
        columns: [Column], jobs: Int, report: @escaping (ReportError) -> Void
    ) {
        self.source = source
        self.transform = transform
        self.sink = sink
        self.columns = columns
        self.jobs = jobs
        self.report = report
    }

    /// Writes the whole report to `output` and says how it went.
    package mutating func run(to output: inout some TextOutputStream) -> RunSummary {
        var writer = OrderedWriter(sink: sink, stopsAtFirstError: stopsAtFirstError, report: report)
        writer.outputHasFailed = outputHasFailed
        writer.progress = progress
        writer.sink.begin(columns: columns, to: &output)
        if jobs <= 1 {
            runInline(&writer, to: &output)
        } else {
            runConcurrently(&writer, to: &output)
        }
        if !writer.summary.stoppedEarly { writer.sink.end(to: &output) }
        return writer.summary
    }

    private mutating func runInline(_ writer: inout OrderedWriter, to output: inout some TextOutputStream) {
        var worker = PieceWorker(transform: transform, sink: sink, columnCount: columns.count)
        while !writer.isDone, let document = nextDocument(&writer) {
            let number = writer.summary.documents
            var plan = transform.plan(document)
            while !writer.isDone, let step = plan.next() {
                switch step {
                case .piece(let piece):
                    writer.write(worker.run(piece), of: piece, in: number, to: &output)
                case .failure(let error, let endsDocument):
                    writer.fail(error, endsDocument: endsDocument, in: number)
                }
            }
        }
    }

    private mutating func runConcurrently(_ writer: inout OrderedWriter, to output: inout some TextOutputStream) {
        let queue = PieceQueue()
        let transform = self.transform, sink = self.sink, columnCount = columns.count
        let group = DispatchGroup()
        for _ in 0..<jobs {
            DispatchQueue.global().async(group: group) {
                var worker = PieceWorker(transform: transform, sink: sink, columnCount: columnCount)
                while let (sequence, piece) = queue.take() {
                    queue.complete(sequence, worker.run(piece))
                }
            }
        }
        /// Steps submitted but not yet written, oldest first.
        var pending: [(sequence: Int, step: PlanStep, document: Int)] = []
        var head = 0
        var nextSequence = 0
        func writeOldest(_ output: inout some TextOutputStream) {
            let (sequence, step, document) = pending[head]
            head += 1
            switch step {
            case .piece(let piece):
                writer.write(queue.result(of: sequence, bytes: piece.range.count), of: piece, in: document, to: &output)
            case .failure(let error, let endsDocument):
                writer.fail(error, endsDocument: endsDocument, in: document)
            }
            if head > 256 {
                pending.removeFirst(head)
                head = 0
            }
        }
        documents: while !writer.isDone, let document = nextDocument(&writer) {
            let number = writer.summary.documents
            var plan = transform.plan(document)
            while let step = plan.next() {
                if case .piece(let piece) = step { queue.submit(piece, sequence: nextSequence) }
                pending.append((nextSequence, step, number))
                nextSequence += 1
                while head < pending.count && (queue.bytesInFlight > windowBytes || pending.count - head > 4 * jobs) {
                    writeOldest(&output)
                    if writer.isDone { break documents }
                }
            }
        }
        while head < pending.count && !writer.isDone { writeOldest(&output) }
        queue.close()
        group.wait()
    }

    /// The next readable document; unreadable ones are reported and skipped.
    private mutating func nextDocument(_ writer: inout OrderedWriter) -> SourceDocument? {
        while !writer.isDone {
            do {
                guard let document = try source.next() else { return nil }
                writer.summary.documents += 1
                return document
            } catch {
                writer.summary.documents += 1
                writer.fail(error, endsDocument: true, in: nil)
            }
        }
        return nil
    }
}

/// One worker thread's job: a piece in, its rows laid out as bytes out.
///
/// For the weather transform with the CSV or Markdown sink, decoding, formatting and layout run
/// as one pass (`WeatherRowMaker.render`), with the sink's type known so its per-cell calls are
/// direct. Any other pairing goes through `ReportRow`s and the sink's `write`; the bytes are the
/// same either way.
private struct PieceWorker {
    private enum Mode {
        case csv(WeatherRowMaker, CSVSink)
        case markdown(WeatherRowMaker, MarkdownSink)
        case rows(any PieceTransformer, any ReportSink & Sendable)
        case taken
    }

    private var mode: Mode

    init(transform: any RecordTransform, sink: any ReportSink & Sendable, columnCount: Int) {
        if let weather = transform as? WeatherTransform {
            let maker = WeatherRowMaker(columns: weather.columns, formatter: CellFormatter(catalog: weather.catalog))
            if let csv = sink as? CSVSink, csv.rendersCells(columnCount: columnCount), weather.columns.count == columnCount {
                mode = .csv(maker, csv)
                return
            }
            if let markdown = sink as? MarkdownSink, markdown.rendersCells(columnCount: columnCount),
                weather.columns.count == columnCount
            {
                mode = .markdown(maker, markdown)
                return
            }
        }
        mode = .rows(transform.makeWorker(), sink)
    }

    mutating func run(_ piece: DocumentPiece) -> RenderedPiece {
        // The mode is taken out while it works, so the maker's caches are never shared with a
        // copy (which would copy them on the first write).
        let current = mode
        mode = .taken
        switch consume current {
        case .csv(var maker, let sink):
            let result = maker.render(piece, with: sink)
            mode = .csv(maker, sink)
            return result
        case .markdown(var maker, let sink):
            let result = maker.render(piece, with: sink)
            mode = .markdown(maker, sink)
            return result
        case .rows(var worker, let sink):
            let result = render(worker.rows(from: piece), with: sink)
            mode = .rows(worker, sink)
            return result
        case .taken:
            return RenderedPiece(bytes: ByteBuffer(), rowCount: 0, errors: [], endsDocument: false)
        }
    }
}

/// Lays out a piece's rows with the run's sink, on whatever thread decoded them.
private func render(_ rows: PieceRows, with sink: any ReportSink & Sendable) -> RenderedPiece {
    let bytes = ByteBuffer(capacity: rows.rows.count * 192)
    if let direct = sink as? any ByteRenderingSink {
        direct.render(rows.rows, into: bytes)
    } else {
        var text = ""
        var sink = sink
        sink.write(rows.rows, to: &text)
        bytes.append(contentsOf: text)
    }
    return RenderedPiece(bytes: bytes, rowCount: rows.rows.count, errors: rows.errors, endsDocument: rows.endsDocument)
}

/// The calling thread's side: writes results in order, drops what follows a document's fatal
/// error, counts, and releases the input pages each piece is done with.
private struct OrderedWriter {
    var sink: any ReportSink & Sendable
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

    init(sink: any ReportSink & Sendable, stopsAtFirstError: Bool, report: @escaping (ReportError) -> Void) {
        self.sink = sink
        self.stopsAtFirstError = stopsAtFirstError
        self.report = report
    }

    mutating func write(
        _ result: RenderedPiece, of piece: DocumentPiece, in document: Int, to output: inout some TextOutputStream
    ) {
        defer { piece.release() }
        guard endedDocument != document else { return }
        for error in result.errors {
            fail(error, endsDocument: false, in: nil)
            if summary.stoppedEarly { return }
        }
        if let stream = output as? FileOutputStream {
            result.bytes.withBytes { stream.write(bytes: $0) }
        } else {
            output.write(result.bytes.withBytes { String(decoding: $0, as: UTF8.self) })
        }
        summary.rows += result.rowCount
        if result.endsDocument { endedDocument = document }
        outputLost = outputHasFailed()
        progress?(summary)
    }

    /// Reports `error` unless it belongs to a document already cut short, whose later problems
    /// would only be echoes of the first.
    mutating func fail(_ error: ReportError, endsDocument: Bool, in document: Int?) {
        guard !summary.stoppedEarly else { return }
        if let document {
            guard endedDocument != document else { return }
            if endsDocument { endedDocument = document }
        }
        summary.count(error)
        report(error)
        if stopsAtFirstError { summary.stoppedEarly = true }
    }
}
