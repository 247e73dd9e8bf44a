/// The `--daily` stage's format, in front of the report's own format `Base` (a text format, or a
/// sort or a summary around one): instead of laying rows out, each piece's rows are added up per
/// place and local day (`DailyDigest` of `PlaceDay`s) on the worker threads; the assembly merges
/// the pieces' digests in input order on the writer thread, so the report is the same for any
/// `--jobs`, and at the end lays out one row per place-day through `Base` (`DailyLayout`), in
/// input order of each place-day's first row. Memory holds the place-days, not the rows.
///
/// Rows leave at the end of the run, not as soon as a day is complete: a folder of hourly
/// archives, or a file that holds several products, can add to a day at any point.
///
/// This is the seam `RowWriter` promises: the transform writes the columns the stage reads
/// (`transformColumns`) and this writer takes `NumberCell.value` (in the column's unit, so
/// documents in other input units add up right), instants with their offsets, and text.
package struct DailyFormat<Base: ReportFormat>: ReportFormat {
    package let base: Base
    /// The daily columns `Base` lays out.
    package let columns: [Column]
    /// The run's formatters, for the values of the daily rows.
    let catalog: FormatterCatalog

    /// The columns the transform writes for the daily stage.
    package static var transformColumns: [Column] { DailyReading.columns }

    package init(base: Base, columns: [Column], catalog: FormatterCatalog) {
        self.base = base
        self.columns = columns
        self.catalog = catalog
    }

    /// `columns` must be `transformColumns`.
    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        Rows(columns: columns, capacity: capacity)
    }

    package func makeAssembly(columns: [Column]) -> Assembly {
        Assembly(format: self, base: base.makeAssembly(columns: self.columns))
    }

    /// Adds up one piece's rows per place-day.
    package struct Rows: RowWriter {
        private let columns: [Column]
        private var reading = DailyReading()
        private var digest: DailyDigest
        private var place: [UInt8] = []
        private var index = 0

        /// `capacity` is the bytes a piece's text would take: about 250 a row.
        init(columns: [Column], capacity: Int) {
            self.columns = columns
            digest = DailyDigest(capacity: capacity / 256)
        }

        package var needs: CellNeeds { .values }

        package mutating func beginRow() {
            reading.clear()
            index = 0
        }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index < columns.count { reading.set(columns[index], text: text) }
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            if index < columns.count, cell.value.isFinite { reading.set(columns[index], value: cell.value) }
            index += 1
        }

        package mutating func time(_ cell: TimeCell) {
            if index < columns.count { reading.set(columns[index], time: cell) }
            index += 1
        }

        package mutating func emptyCell() { index += 1 }

        package mutating func endRow() {
            digest.add(reading, place: reading.place(in: &place))
        }

        package mutating func finish() -> DailyDigest { digest }
    }

    /// The writer thread's end: merges the pieces' digests, and lays out the days at the end
    /// through `Base`'s own assembly, header to footer.
    package struct Assembly: ReportAssembly {
        let format: DailyFormat
        var base: Base.Assembly
        private var digest = DailyDigest()

        init(format: DailyFormat, base: Base.Assembly) {
            self.format = format
            self.base = base
        }

        package mutating func begin(to output: inout some ByteOutput) {
            base.begin(to: &output)
        }

        package mutating func add(
            _ piece: DailyDigest, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput
        ) {
            digest.merge(piece)
        }

        package mutating func end(rowCount: Int, to output: inout some ByteOutput) throws(ReportError) {
            var rows = format.base.makeRowWriter(columns: format.columns, capacity: digest.count * 256)
            var layout = DailyLayout(catalog: format.catalog)
            for day in digest.days { layout.write(day, columns: format.columns, into: &rows) }
            base.add(rows.finish(), rowsBefore: 0, count: digest.count, to: &output)
            try base.end(rowCount: digest.count, to: &output)
        }
    }
}
