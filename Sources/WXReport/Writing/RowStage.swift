/// A stage between the transform and the format that needs more than one row: `--sort`
/// (`SortStage`), `--summary` (`SummaryStage`), `--daily` (`DailyStage`). One shape for all:
/// on the worker threads a row writer per piece reads the transform's typed cells and gives the
/// piece's result (keyed rows, statistics, place-days); on the writer thread the results are
/// merged into the stage's `Store` in input order, so the output is the same for any `--jobs`;
/// at the end the stage writes its rows, typed cells again, into the next stage or the format
/// (`StageOutput`). `Staged` runs a stage in front of the next one.
package protocol RowStage: Sendable {
    associatedtype Rows: RowWriter
    associatedtype Store: StageStore where Store.Piece == Rows.Result

    /// The columns of the rows it writes at the end: the next one's columns.
    var columns: [Column] { get }

    /// A writer for the rows of one piece; `needs` is what the next one reads of the cells.
    func makeRowWriter(columns: [Column], needs: CellNeeds, capacity: Int) -> Rows

    /// The writer thread's store, before any piece.
    func makeStore() -> Store
}

extension RowStage where Store == Self {
    /// A stage whose store is itself (its results so far) starts from itself.
    package func makeStore() -> Self { self }
}

/// A stage's writer-thread half: takes the pieces' results, then writes the stage's rows.
package protocol StageStore {
    associatedtype Piece

    /// Merges the next piece's result, in input order.
    mutating func add(_ piece: Piece)

    /// After the last piece, before anything is written: throws when the rows cannot be
    /// written (a sort whose spill failed), so the report fails before any of it is out.
    mutating func prepare() throws(ReportError)

    /// Writes the rows into `rows`, in order. Throws after writing when rows were lost.
    mutating func write(to rows: inout some RowSink) throws(ReportError)
}

extension StageStore {
    package mutating func prepare() throws(ReportError) {}
}

/// `stage` in front of `next` (a format, or another stage in front of one), as the pipeline
/// drives it: the stage's row writers on the workers, its store on the writer thread, and at
/// the end the next one's header, the stage's rows and its footer.
package struct Staged<Stage: RowStage, Next: RowConsumer>: RowConsumer {
    package let stage: Stage
    package let next: Next
    /// What the next one reads of the cells, so the stage keeps it.
    private let needs: CellNeeds

    package init(_ stage: Stage, then next: Next) {
        self.stage = stage
        self.next = next
        needs = next.makeRowWriter(columns: stage.columns, capacity: 0).needs
    }

    package func makeRowWriter(columns: [Column], capacity: Int) -> Stage.Rows {
        stage.makeRowWriter(columns: columns, needs: needs, capacity: capacity)
    }

    package func makeAssembly(columns: [Column]) -> Assembly {
        Assembly(staged: self, store: stage.makeStore())
    }

    package struct Assembly: ReportAssembly {
        let staged: Staged
        var store: Stage.Store

        /// Nothing yet: the next one's header waits until the rows are known to be writable.
        package func begin(to output: inout some ByteOutput) {}

        package mutating func add(
            _ piece: Stage.Rows.Result, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput
        ) {
            store.add(piece)
        }

        package mutating func end<Output: ByteOutput>(rowCount: Int, to output: inout Output) throws(ReportError) {
            try store.prepare()
            var rows = StageOutput(next: staged.next, columns: staged.stage.columns, output: output)
            defer { output = rows.output }
            // The footer follows the rows even when some were lost; then the loss is thrown.
            let written = Swift.Result { () throws(ReportError) in try store.write(to: &rows) }
            try rows.end()
            try written.get()
        }
    }
}

/// The rows a stage writes at the end, handed to the next one as the pipeline hands a format
/// its pieces: through its row writer, a piece every 4096 rows, into its assembly, between its
/// header (written when this is made) and its footer (`end`).
package struct StageOutput<Next: RowConsumer, Output: ByteOutput>: RowSink {
    private let next: Next
    private let columns: [Column]
    private var assembly: Next.Assembly
    private var rows: Next.Rows
    fileprivate(set) var output: Output
    private var written = 0
    private var pending = 0

    init(next: Next, columns: [Column], output: Output) {
        self.next = next
        self.columns = columns
        self.output = output
        assembly = next.makeAssembly(columns: columns)
        rows = next.makeRowWriter(columns: columns, capacity: 1 << 16)
        assembly.begin(to: &self.output)
    }

    package var needs: CellNeeds { rows.needs }
    @inline(__always) package mutating func beginRow() { rows.beginRow() }
    @inline(__always) package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) { rows.cell(utf8: text) }
    @inline(__always) package mutating func number(_ cell: NumberCell) { rows.number(cell) }
    @inline(__always) package mutating func time(_ cell: TimeCell) { rows.time(cell) }
    @inline(__always) package mutating func emptyCell() { rows.emptyCell() }

    package mutating func endRow() {
        rows.endRow()
        pending += 1
        if pending == 4096 { flush() }
    }

    private mutating func flush() {
        guard pending > 0 else { return }
        assembly.add(rows.finish(), rowsBefore: written, count: pending, to: &output)
        written += pending
        pending = 0
        rows = next.makeRowWriter(columns: columns, capacity: 1 << 16)
    }

    /// The last rows, then the next one's footer.
    fileprivate mutating func end() throws(ReportError) {
        flush()
        try assembly.end(rowCount: written, to: &output)
    }
}
