/// Runs the three stages: documents from the source, rows from the transform, bytes laid out
/// by the format. The only type that starts work elsewhere.
///
/// The calling thread takes documents in order; a big one it reads and plans itself, and hands
/// its pieces out; small ones (regular files that fit in one piece, by their listed size) it
/// hands out whole, several at a time (`WorkBatch`), and a worker reads and plans them. The
/// batches go through the ordered map (`OrderedMap`): at most `jobs` at once, each lane with
/// its own transform worker and a fresh row writer per piece, what is in flight bounded in
/// bytes after decompression, the results written in input order (`OrderedWriter`), so the
/// calling thread only copies bytes. With one job, or when the process could not start
/// Dispatch (`ProcessStart.workerLimit`), the calling thread works each batch itself. Either
/// way the output bytes are the same.
///
/// Generic over its stages, so the whole per-cell path is specialised: no casts, no existential
/// calls below the piece.
package struct ReportPipeline<Source: ReportSource, Transform: RecordTransform, Format: RowConsumer> {
    package var source: Source
    package var transform: Transform
    package var format: Format
    package var columns: [Column]
    /// `--jobs`: the most batches worked at once, within the process's `ProcessStart.workerLimit`.
    package var jobs: Int
    /// `--strict`: stop at the first error.
    package var stopsAtFirstError = false
    /// The most bytes work in flight may hold, after decompression, whatever the number of files.
    package var windowBytes = 16 * DocumentPlan.pieceSize
    /// A regular file listed at up to this size is handed to a worker whole.
    package static var wholeDocumentBytes: Int { DocumentPlan.pieceSize }
    package var reporter: any RunReporter

    package init(
        source: Source, transform: Transform, format: Format, columns: [Column], jobs: Int, reporter: any RunReporter
    ) {
        self.source = source
        self.transform = transform
        self.format = format
        self.columns = columns
        self.jobs = jobs
        self.reporter = reporter
    }

    /// Writes the whole report to `output` and says how it went. Throws when the format could
    /// not end the report (a sort whose spilled runs failed): then nothing of it was written.
    package mutating func run(to output: inout some ByteOutput) throws(ReportError) -> RunSummary {
        var writer = OrderedWriter(self, to: &output)
        let (transform, format, columns) = (self.transform, self.format, self.columns)
        let map = Map(
            width: min(jobs, ProcessStart.workerLimit), windowBytes: windowBytes,
            makeWorker: {
                PieceWork(transform: transform, format: format, columns: columns, transformer: transform.makeWorker())
            },
            work: { batch, worker, put in worker.run(batch, put: put) })
        let taken = feed(map, &writer, &output)
        map.write(waiting: true) { writer.write($0, to: &output) }
        map.close { $0.release() }
        writer.summary.documents = taken
        try writer.end(to: &output)
        return writer.summary
    }

    typealias Map = OrderedMap<WorkBatch<Transform.Piece>, WorkResult<Format.Rows.Result>, PieceWork<Transform, Format>>

    /// Takes every document from the source, in order, and hands it out: small files whole, in
    /// batches, a big one piece by piece. Returns how many were taken.
    private mutating func feed(_ map: Map, _ writer: inout OrderedWriter, _ output: inout some ByteOutput) -> Int {
        var batch = WorkBatch<Transform.Piece>()
        /// Hands the gathered batch out (writing the oldest results while the window is full),
        /// or gives its input back once the run stopped.
        func submit() {
            guard !batch.items.isEmpty else { return }
            let full = batch
            batch = WorkBatch()
            guard !writer.isDone, map.submit(full, charge: full.charge, write: { writer.write($0, to: &output) }) else {
                return full.release()
            }
        }
        /// Adds `item` to the batch, which is handed out when full, or at once after a finding of
        /// the calling thread's, to be written as soon as the work before it. False once the run
        /// stopped.
        func hand(_ item: WorkItem<Transform.Piece>, of document: Int) -> Bool {
            batch.add(item, of: document)
            if case .finding = item { submit() } else if batch.isFull { submit() }
            return !writer.isDone
        }
        var taken = 0
        let transform = transform
        while !writer.isDone {
            do {
                guard let document = try source.next() else { break }
                taken += 1
                if let size = document.sizeHint, size <= Self.wholeDocumentBytes {
                    _ = hand(.document(document, bytes: size), of: taken)
                } else {
                    _ = transform.items(of: document) { hand($0, of: taken) }
                }
            } catch {
                // An input that cannot even be listed is reported in its place, like one that
                // cannot be opened (a failing first read, in its plan).
                taken += 1
                _ = hand(.finding(PieceOutcome(errors: [error], endsDocument: true)), of: taken)
            }
            map.write(waiting: false) { writer.write($0, to: &output) }
        }
        submit()
        return taken
    }
}

/// What a run tells its caller on the way, on the calling thread, in input order, and asks it:
/// the command's `RunMessages` (standard error and the rejects file), a collector in tests.
package protocol RunReporter: AnyObject {
    /// Every problem.
    func problem(_ error: ReportError)
    /// Each piece's notice (`RunNotice`: an unknown One Call `timezone`, a kelvin file read
    /// despite `--input-units`).
    func notice(_ notice: RunNotice)
    /// After every piece written, with the counts so far.
    func progress(_ summary: RunSummary)
    /// Asked after every piece written: true once the output is lost (a closed pipe, a full
    /// disk), so a long run stops reading input nobody will see.
    var outputHasFailed: Bool { get }
}
