/// Runs the three stages: documents from the source, rows from the transform, bytes laid out
/// by the format. The only type that knows about threads.
///
/// The calling thread reads and plans documents in order, and writes results in order. `jobs`
/// worker threads (`WorkerThreads`) decode, format and lay out pieces in between, each with its
/// own transform worker and a fresh row writer per piece, so the calling thread only copies
/// bytes. With one job (or when no thread can be started) the calling thread works each piece
/// itself, through the same loop. Either way the output bytes are the same.
///
/// Generic over its stages, so the whole per-cell path is specialised: no casts, no existential
/// calls below the piece.
package struct ReportPipeline<Source: ReportSource, Transform: RecordTransform, Format: ReportFormat> {
    package var source: Source
    package var transform: Transform
    package var format: Format
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
        source: Source, transform: Transform, format: Format, columns: [Column], jobs: Int,
        report: @escaping (ReportError) -> Void
    ) {
        self.source = source
        self.transform = transform
        self.format = format
        self.columns = columns
        self.jobs = jobs
        self.report = report
    }

    /// A step planned but not yet written, oldest first.
    private enum Pending {
        case piece(ticket: Int, DocumentPiece, document: Int)
        case failure(ReportError, endsDocument: Bool, document: Int)
    }

    /// Writes the whole report to `output` and says how it went.
    package mutating func run(to output: inout some ByteOutput) -> RunSummary {
        var writer = OrderedWriter(format: format, stopsAtFirstError: stopsAtFirstError, report: report)
        writer.outputHasFailed = outputHasFailed
        writer.progress = progress
        writer.begin(columns: columns, to: &output)

        let queue = PieceQueue()
        let (transform, format, columns) = (self.transform, self.format, self.columns)
        let threads = WorkerThreads(count: jobs > 1 ? jobs : 0) {
            var work = PieceWork(transform: transform, format: format, columns: columns)
            while let job = queue.take() { queue.complete(job, work.run(job.piece)) }
        }
        /// Without threads the calling thread works each piece when its result is due.
        var inline = threads.count == 0 ? PieceWork(transform: transform, format: format, columns: columns) : nil
        let maxPending = 4 * threads.count
        var pending: [Pending] = []
        var head = 0

        func writeOldest(_ output: inout some ByteOutput) {
            let oldest = pending[head]
            head += 1
            if head > 256 {
                pending.removeFirst(head)
                head = 0
            }
            switch oldest {
            case .piece(let ticket, let piece, let document):
                if inline != nil {
                    let job = queue.takeWaiting()
                    precondition(job.ticket == ticket, "pieces are worked inline in ticket order")
                    if let result = inline?.run(job.piece) { queue.complete(job, result) }
                }
                writer.write(queue.result(of: ticket), of: piece, in: document, to: &output)
            case .failure(let error, let endsDocument, let document):
                writer.fail(error, endsDocument: endsDocument, in: document)
            }
        }

        documents: while !writer.isDone, let document = nextDocument(&writer) {
            let number = writer.summary.documents
            var plan = transform.plan(document)
            while let step = plan.next() {
                switch step {
                case .piece(let piece):
                    pending.append(.piece(ticket: queue.submit(piece), piece, document: number))
                case .failure(let error, let endsDocument):
                    pending.append(.failure(error, endsDocument: endsDocument, document: number))
                }
                // Past the window the oldest is waited for; within it, what is done already goes
                // out, so rows follow a slow standard input a piece behind, not a window behind.
                while head < pending.count
                    && (pending.count - head > maxPending || queue.bytesInFlight > windowBytes
                        || isDone(pending[head], in: queue))
                {
                    writeOldest(&output)
                    if writer.isDone { break documents }
                }
            }
        }
        while head < pending.count && !writer.isDone { writeOldest(&output) }
        queue.close()
        threads.join()
        writer.end(to: &output)
        return writer.summary
    }

    /// Whether writing `step` would not wait: a failure, or a piece whose result is in.
    private func isDone(_ step: Pending, in queue: PieceQueue) -> Bool {
        switch step {
        case .piece(let ticket, _, _): queue.hasResult(ticket)
        case .failure: true
        }
    }

    /// The next readable document; unreadable ones are reported and skipped.
    private mutating func nextDocument(_ writer: inout OrderedWriter<Format>) -> SourceDocument? {
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

/// One thread's worker: the transform's worker and the format, turning a piece into its rows
/// laid out as bytes. The row writer is made afresh for every piece.
private struct PieceWork<Transform: RecordTransform, Format: ReportFormat> {
    let format: Format
    let columns: [Column]
    var transformer: Transform.Worker

    init(transform: Transform, format: Format, columns: [Column]) {
        self.format = format
        self.columns = columns
        transformer = transform.makeWorker()
    }

    mutating func run(_ piece: DocumentPiece) -> FinishedPiece {
        var rows = CountingRows(format.makeRowWriter(columns: columns, capacity: piece.range.count / 2))
        let outcome = transformer.transform(piece, into: &rows)
        return FinishedPiece(bytes: rows.finish(), rowCount: rows.count, outcome: outcome)
    }
}

/// The format's row writer, counting rows for the run's summary on the way.
private struct CountingRows<Base: RowWriter>: RowWriter {
    private var base: Base
    private(set) var count = 0

    init(_ base: Base) {
        self.base = base
    }

    var needs: CellNeeds { base.needs }
    @inline(__always) mutating func beginRow() { base.beginRow() }
    @inline(__always) mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) { base.cell(utf8: text) }
    @inline(__always) mutating func number(_ cell: NumberCell) { base.number(cell) }
    @inline(__always) mutating func time(_ cell: TimeCell) { base.time(cell) }
    @inline(__always) mutating func emptyCell() { base.emptyCell() }

    @inline(__always) mutating func endRow() {
        base.endRow()
        count += 1
    }

    mutating func finish() -> ByteBuffer { base.finish() }
}
