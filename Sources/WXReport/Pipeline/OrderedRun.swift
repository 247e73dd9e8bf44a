/// The calling thread's side of a run: hands work out in input order through the scheduler,
/// within the admission window, and writes the results in that same order.
///
/// Work goes out through a `Feed`: the steps of a stretch of input, in order. The run's
/// documents make one feed; a document a worker hands back (bigger than listed) gets a feed of
/// its own, written out in full in its place before the writer goes on, its pieces still going
/// to every lane.
package struct OrderedRun<Transform: RecordTransform, Format: ReportFormat> {
    typealias Work = PieceWork<Transform, Format>
    typealias Job = Batch<Transform.Plan, Format.Rows.Piece>
    typealias Outcome = WorkOutcome<Transform.Plan, Format.Rows.Piece>

    /// Work is handed out in batches of up to this many input bytes or `batchItems` items: one
    /// hand-off costs about as much as decoding a one-city file, so 2000 such files handed over
    /// one by one ran slower on two threads than on one. A big file's pieces
    /// (`PayloadPlanner.pieceSize`) are past this bound, so each goes out alone and at once.
    package static var batchBytes: Int { 64 << 10 }
    static var batchItems: Int { 32 }

    let transform: Transform
    let scheduler: Scheduler<Job, Work>
    let window: AdmissionWindow
    var writer: OrderedWriter<Format>
    /// The most batches one feed has in flight: enough to keep every lane busy.
    var maxInFlight: Int { 4 * scheduler.width }

    /// Steps handed out and not yet written, oldest first, and the batch being gathered.
    struct Feed {
        enum Pending {
            /// A batch, with the number of each item's document.
            case batch(Job, documents: [Int])
            case failure(ReportError, endsDocument: Bool, document: Int)
        }

        /// Taken steps are set to nil at once: a step holds its batch's rows until dropped.
        fileprivate var pending: [Pending?] = []
        fileprivate var head = 0
        fileprivate var items: [WorkItem<Transform.Piece>] = []
        fileprivate var documents: [Int] = []
        fileprivate var bytes = 0
        fileprivate var batchesInFlight = 0

        fileprivate var hasPending: Bool { head < pending.count }
    }

    /// Adds `item` of `document` to the batch being gathered, handed out once worth a hand-off.
    mutating func add(
        _ item: WorkItem<Transform.Piece>, of document: Int, to feed: inout Feed, _ output: inout some ByteOutput
    ) {
        feed.items.append(item)
        feed.documents.append(document)
        feed.bytes += item.inputBytes
        if feed.bytes >= Self.batchBytes || feed.items.count >= Self.batchItems { submit(&feed, &output) }
    }

    /// A problem in `document`'s place, after the work gathered before it.
    mutating func fail(
        _ error: ReportError, endsDocument: Bool, in document: Int, to feed: inout Feed, _ output: inout some ByteOutput
    ) {
        submit(&feed, &output)
        feed.pending.append(.failure(error, endsDocument: endsDocument, document: document))
    }

    /// Hands the gathered batch out, once the window admits it: until then the oldest results
    /// are written, which frees their bytes.
    mutating func submit(_ feed: inout Feed, _ output: inout some ByteOutput) {
        guard !feed.items.isEmpty else { return }
        let charge = AdmissionWindow.charge(for: feed.items)
        while !writer.isDone, feed.hasPending,
            feed.batchesInFlight >= maxInFlight || !window.admits(charge, alone: feed.batchesInFlight == 0)
        {
            writeOldest(&feed, &output)
        }
        defer {
            feed.items.removeAll(keepingCapacity: true)
            feed.documents.removeAll(keepingCapacity: true)
            feed.bytes = 0
        }
        guard !writer.isDone else { return Self.release(feed.items) }
        let job = Job(items: feed.items, allowance: feed.bytes + PayloadPlanner.pieceSize, charge: charge)
        window.charge(charge)
        scheduler.submit(job)
        feed.pending.append(.batch(job, documents: feed.documents))
        feed.batchesInFlight += 1
    }

    /// Hands out the steps of `plan` in order, writing what is done on the way.
    mutating func feed(_ plan: Transform.Plan, of document: Int, into feed: inout Feed, _ output: inout some ByteOutput)
    {
        var plan = plan
        while !writer.isDone, let step = plan.next() {
            switch step {
            case .piece(let piece): add(.piece(piece), of: document, to: &feed, &output)
            case .failure(let error, let endsDocument):
                fail(error, endsDocument: endsDocument, in: document, to: &feed, &output)
            }
            writeFinished(&feed, &output)
        }
    }

    /// Writes the results already in, oldest first: rows follow a slow standard input a piece
    /// behind, not a window behind.
    mutating func writeFinished(_ feed: inout Feed, _ output: inout some ByteOutput) {
        while !writer.isDone, feed.hasPending, let oldest = feed.pending[feed.head], Self.isFinished(oldest) {
            writeOldest(&feed, &output)
        }
    }

    /// Hands out what is gathered and writes everything of the feed.
    mutating func finish(_ feed: inout Feed, _ output: inout some ByteOutput) {
        submit(&feed, &output)
        while !writer.isDone, feed.hasPending { writeOldest(&feed, &output) }
    }

    private mutating func writeOldest(_ feed: inout Feed, _ output: inout some ByteOutput) {
        let oldest = feed.pending[feed.head]
        feed.pending[feed.head] = nil
        feed.head += 1
        if feed.head > 256 || feed.head == feed.pending.count {
            feed.pending.removeFirst(feed.head)
            feed.head = 0
        }
        switch oldest {
        case nil: break
        case .batch(let job, let documents):
            feed.batchesInFlight -= 1
            let result = scheduler.wait(for: job.completion)
            window.release(result.heldBytes)
            for (outcomes, document) in zip(result.outcomes, documents) {
                for outcome in outcomes where !writer.isDone { write(outcome, of: document, &output) }
            }
        case .failure(let error, let endsDocument, let document):
            writer.fail(error, endsDocument: endsDocument, in: document)
        }
    }

    private mutating func write(_ outcome: Outcome, of document: Int, _ output: inout some ByteOutput) {
        switch outcome {
        case .rows(let rows): writer.write(rows, in: document, to: &output)
        case .failure(let error, let endsDocument): writer.fail(error, endsDocument: endsDocument, in: document)
        case .unfinished(let plan): goOn(with: plan, of: document, &output)
        case .notStarted(let source): goOn(with: transform.plan(source), of: document, &output)
        }
    }

    /// The rest of a document a worker handed back, written here, before anything after it.
    private mutating func goOn(with plan: Transform.Plan, of document: Int, _ output: inout some ByteOutput) {
        var inner = Feed()
        feed(plan, of: document, into: &inner, &output)
        finish(&inner, &output)
    }

    /// Ends the run's work: jobs never started are dropped and their pieces' buffers given back.
    func close() {
        for job in scheduler.close() {
            Self.release(job.items)
            window.release(job.charge)
        }
    }

    private static func release(_ items: [WorkItem<Transform.Piece>]) {
        for case .piece(let piece) in items { piece.release() }
    }

    private static func isFinished(_ step: Feed.Pending) -> Bool {
        switch step {
        case .batch(let job, _): job.completion.result != nil
        case .failure: true
        }
    }
}
