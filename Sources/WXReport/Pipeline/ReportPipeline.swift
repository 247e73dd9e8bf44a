/// Runs the three stages: documents from the source, rows from the transform, bytes laid out
/// by the format. The only type that knows about threads.
///
/// The calling thread takes documents in order, and writes results in order. A big document it
/// reads and plans itself, and hands its pieces out one by one; small ones (regular files that
/// fit in one piece, by their listed size) it hands out whole, several at a time, and a worker
/// reads and plans them. `jobs` worker threads (`WorkerThreads`) decode, format and lay out in
/// between, each with its own transform worker and a fresh row writer per piece, so the calling
/// thread only copies bytes. With one job (or when no thread can be started) the calling thread
/// works each batch itself, through the same loop. Either way the output bytes are the same.
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
    /// Work is handed to a worker in batches of up to this many input bytes or `batchItems`
    /// items: one hand-off costs about as much as decoding a one-city file, so 2000 such files
    /// handed over one by one ran slower on two threads than on one. A big file's pieces are
    /// `PayloadPlanner.pieceSize`, past this bound, so each goes out alone and at once.
    static var batchBytes: Int { 64 << 10 }
    static var batchItems: Int { 32 }
    /// A regular file listed at up to this size is handed to a worker whole.
    static var wholeDocumentBytes: Int { PayloadPlanner.pieceSize }
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
        /// Work handed to one worker together, with the number of each item's document.
        case batch(ticket: Int, documents: [Int])
        case failure(ReportError, endsDocument: Bool, document: Int)
    }

    private typealias Work = PieceWork<Transform, Format>
    private typealias Outcome = WorkOutcome<Transform.Plan>

    /// Writes the whole report to `output` and says how it went.
    package mutating func run(to output: inout some ByteOutput) -> RunSummary {
        var writer = OrderedWriter(format: format, stopsAtFirstError: stopsAtFirstError, report: report)
        writer.outputHasFailed = outputHasFailed
        writer.progress = progress
        writer.begin(columns: columns, to: &output)

        let queue = PieceQueue<[Outcome]>()
        let (transform, format, columns) = (self.transform, self.format, self.columns)
        let threads = WorkerThreads(count: jobs > 1 ? jobs : 0) {
            var work = Work(transform: transform, format: format, columns: columns)
            while let job = queue.take() { queue.complete(job, work.run(job.items)) }
        }
        /// The calling thread's own worker: for every batch when no thread runs, and for the
        /// rest of a document a worker handed back (`WorkOutcome.unfinished`). Made on first use.
        var own: Work?
        let maxPending = 4 * threads.count
        var pending: [Pending] = []
        var head = 0
        /// Work not handed out yet, gathered until it is worth a hand-off.
        var batch: [WorkItem] = []
        var batchDocuments: [Int] = []
        var batchBytes = 0

        func submitBatch() {
            guard !batch.isEmpty else { return }
            pending.append(.batch(ticket: queue.submit(batch), documents: batchDocuments))
            batch.removeAll(keepingCapacity: true)
            batchDocuments.removeAll(keepingCapacity: true)
            batchBytes = 0
        }

        func add(_ item: WorkItem, of document: Int) {
            batch.append(item)
            batchDocuments.append(document)
            batchBytes += item.inputBytes
            if batchBytes >= ReportPipeline.batchBytes || batch.count >= ReportPipeline.batchItems { submitBatch() }
        }

        /// Takes the calling thread's worker out of `own` (put it back after use): with one copy
        /// only, its copy-on-write caches are not copied.
        func takeOwnWork() -> Work {
            defer { own = nil }
            return own ?? Work(transform: transform, format: format, columns: columns)
        }

        func write(_ outcome: Outcome, of document: Int, _ output: inout some ByteOutput) {
            switch outcome {
            case .rows(let result, let piece):
                writer.write(result, of: piece, in: document, to: &output)
            case .failure(let error, let endsDocument):
                writer.fail(error, endsDocument: endsDocument, in: document)
            case .unfinished(var plan):
                var work = takeOwnWork()
                while !writer.isDone, let step = plan.next() {
                    switch step {
                    case .piece(let piece): writer.write(work.run(piece), of: piece, in: document, to: &output)
                    case .failure(let error, let endsDocument): writer.fail(error, endsDocument: endsDocument, in: document)
                    }
                }
                own = work
            }
        }

        func writeOldest(_ output: inout some ByteOutput) {
            let oldest = pending[head]
            head += 1
            if head > 256 {
                pending.removeFirst(head)
                head = 0
            }
            switch oldest {
            case .batch(let ticket, let documents):
                if threads.count == 0 {
                    let job = queue.takeWaiting()
                    precondition(job.ticket == ticket, "batches are worked inline in ticket order")
                    var work = takeOwnWork()
                    queue.complete(job, work.run(job.items))
                    own = work
                }
                for (outcomes, document) in zip(queue.results(of: ticket), documents) {
                    for outcome in outcomes where !writer.isDone { write(outcome, of: document, &output) }
                }
            case .failure(let error, let endsDocument, let document):
                writer.fail(error, endsDocument: endsDocument, in: document)
            }
        }

        /// Writes what is done, and waits for the oldest while too much is in flight; false once
        /// the run is over.
        func drain(_ output: inout some ByteOutput) -> Bool {
            // Past the window the oldest is waited for; within it, what is done already goes
            // out, so rows follow a slow standard input a piece behind, not a window behind.
            while head < pending.count
                && (pending.count - head > maxPending || queue.bytesInFlight > windowBytes
                    || isDone(pending[head], in: queue))
            {
                writeOldest(&output)
                if writer.isDone { return false }
            }
            return true
        }

        /// Documents taken from the source so far: the number of the latest.
        var taken = 0
        documents: while !writer.isDone {
            let next: SourceDocument?
            do {
                next = try source.next()
            } catch {
                // An input that cannot even be listed is reported in its place, like one that
                // cannot be opened (a failing first read, in its plan).
                taken += 1
                submitBatch()
                pending.append(.failure(error, endsDocument: true, document: taken))
                if !drain(&output) { break documents }
                continue
            }
            guard let document = next else { break }
            taken += 1
            let number = taken
            if let size = document.sizeHint, size <= ReportPipeline.wholeDocumentBytes {
                add(.document(document, bytes: size), of: number)
                if !drain(&output) { break documents }
                continue
            }
            var plan = transform.plan(document)
            while let step = plan.next() {
                switch step {
                case .piece(let piece):
                    add(.piece(piece), of: number)
                case .failure(let error, let endsDocument):
                    submitBatch()
                    pending.append(.failure(error, endsDocument: endsDocument, document: number))
                }
                if !drain(&output) { break documents }
            }
        }
        if !writer.isDone { submitBatch() }
        while head < pending.count && !writer.isDone { writeOldest(&output) }
        queue.close()
        threads.join()
        writer.summary.documents = taken
        writer.end(to: &output)
        return writer.summary
    }

    /// Whether writing `step` would not wait: a failure, or a piece whose result is in.
    private func isDone(_ step: Pending, in queue: PieceQueue<[Outcome]>) -> Bool {
        switch step {
        case .batch(let ticket, _): queue.hasResult(ticket)
        case .failure: true
        }
    }
}
