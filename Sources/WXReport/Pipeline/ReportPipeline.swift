/// Runs the three stages: documents from the source, rows from the transform, bytes laid out
/// by the format. The only type that starts work elsewhere.
///
/// The calling thread takes documents in order and writes results in order (`OrderedRun`). A
/// big document it reads and plans itself, and hands its pieces out one by one; small ones
/// (regular files that fit in one piece, by their listed size) it hands out whole, several at a
/// time, and a worker reads and plans them. The work runs on Dispatch (`Scheduler`), at most
/// `jobs` batches at once, each lane with its own transform worker and a fresh row writer per
/// piece, so the calling thread only copies bytes; what is in flight is bounded in bytes held
/// after decompression (`AdmissionWindow`). With one job, or when the process could not start
/// Dispatch (`WorkerPool`), the calling thread runs each batch itself when it wants its result.
/// Either way the output bytes are the same.
///
/// Generic over its stages, so the whole per-cell path is specialised: no casts, no existential
/// calls below the piece.
package struct ReportPipeline<Source: ReportSource, Transform: RecordTransform, Format: ReportFormat> {
    package var source: Source
    package var transform: Transform
    package var format: Format
    package var columns: [Column]
    /// `--jobs`: the most batches worked at once.
    package var jobs: Int
    /// `--strict`: stop at the first error.
    package var stopsAtFirstError = false
    /// The most bytes work in flight may hold, after decompression, whatever the number of files.
    package var windowBytes = 16 * PayloadPlanner.pieceSize
    /// Where the work runs; tests pass a pool that runs it on the calling thread.
    package var pool = WorkerPool.shared
    /// A regular file listed at up to this size is handed to a worker whole.
    package static var wholeDocumentBytes: Int { PayloadPlanner.pieceSize }
    /// Called on the calling thread for every problem, in input order.
    package var report: (ReportError) -> Void
    /// Asked after every piece written: true once the output is lost (a closed pipe, a full
    /// disk), so a long run stops reading input nobody will see.
    package var outputHasFailed: () -> Bool = { false }
    /// Called on the calling thread after every piece written, with the counts so far.
    package var progress: ((RunSummary) -> Void)?
    /// Called on the calling thread with each piece's notice (`RunHooks.notice`).
    package var notice: ((RunNotice) -> Void)?

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

    /// Writes the whole report to `output` and says how it went. Throws when the format could
    /// not end the report (a sort whose spilled runs failed): then nothing of it was written.
    package mutating func run(to output: inout some ByteOutput) throws(ReportError) -> RunSummary {
        var writer = OrderedWriter(
            format: format, columns: columns, stopsAtFirstError: stopsAtFirstError, report: report)
        writer.outputHasFailed = outputHasFailed
        writer.progress = progress
        writer.notice = notice
        writer.begin(to: &output)
        let window = AdmissionWindow(limit: windowBytes)
        var run = OrderedRun(transform: transform, scheduler: makeScheduler(window), window: window, writer: writer)
        var feed = OrderedRun<Transform, Format>.Feed()
        let taken = feedDocuments(into: &run, &feed, &output)
        run.finish(&feed, &output)
        run.close()
        run.writer.summary.documents = taken
        try run.writer.end(to: &output)
        return run.writer.summary
    }

    /// Takes every document from the source, in order, and hands it out: a small file whole,
    /// a big one piece by piece. Returns how many were taken.
    private mutating func feedDocuments(
        into run: inout OrderedRun<Transform, Format>, _ feed: inout OrderedRun<Transform, Format>.Feed,
        _ output: inout some ByteOutput
    ) -> Int {
        var taken = 0
        while !run.writer.isDone {
            let next: SourceDocument?
            do {
                next = try source.next()
            } catch {
                // An input that cannot even be listed is reported in its place, like one that
                // cannot be opened (a failing first read, in its plan).
                taken += 1
                run.fail(error, endsDocument: true, in: taken, to: &feed, &output)
                run.writeFinished(&feed, &output)
                continue
            }
            guard let document = next else { break }
            taken += 1
            if let size = document.sizeHint, size <= Self.wholeDocumentBytes {
                run.add(.document(document, bytes: size), of: taken, to: &feed, &output)
                run.writeFinished(&feed, &output)
            } else {
                run.feed(transform.plan(document), of: taken, into: &feed, &output)
            }
        }
        return taken
    }

    /// Lanes of `PieceWork` on the pool, `jobs` wide; each batch's charge drops to what its
    /// results hold as soon as they are made.
    private func makeScheduler(
        _ window: AdmissionWindow
    ) -> Scheduler<Batch<Transform.Plan, Format.Rows.Piece>, PieceWork<Transform, Format>> {
        let (transform, format, columns) = (self.transform, self.format, self.columns)
        return Scheduler(
            queue: pool.queue, width: pool.width(forJobs: jobs),
            makeWorker: { PieceWork(transform: transform, format: format, columns: columns) },
            work: { job, work in
                var result = work.run(job.items, allowance: job.allowance)
                result.heldBytes = min(result.heldBytes, job.charge)
                window.settle(charged: job.charge, actual: result.heldBytes)
                job.completion.fill(result)
            })
    }
}
