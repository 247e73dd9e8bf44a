/// The `--daily` stage: instead of laying rows out, each piece's rows are added up per place
/// and local day (`DailyDigest` of `PlaceDay`s) on the worker threads; the writer thread merges
/// the pieces' digests in input order, so the report is the same for any `--jobs`, and at the
/// end writes one row per place-day into the next one (`DailyLayout`), in input order of each
/// place-day's first row. Memory holds the place-days, not the rows.
///
/// Rows leave at the end of the run, not as soon as a day is complete: a folder of hourly
/// archives, or a file that holds several products, can add to a day at any point.
///
/// The transform writes the columns the stage reads (`transformColumns`) and this stage takes
/// `NumberCell.value` (in the column's unit, so documents in other input units add up right),
/// instants with their offsets, and text.
package struct DailyStage: RowStage, StageStore {
    /// The daily columns it writes.
    package let columns: [Column]
    /// The run's formatters, for the values of the daily rows.
    let catalog: FormatterCatalog
    /// The place-days of the pieces added so far (the stage is its own store).
    private var digest = DailyDigest()

    /// The columns the transform writes for the daily stage.
    package static var transformColumns: [Column] { Rows.columns }

    package init(columns: [Column], catalog: FormatterCatalog) {
        self.columns = columns
        self.catalog = catalog
    }

    /// `columns` must be `transformColumns`.
    package func makeRowWriter(columns: [Column], needs: CellNeeds, capacity: Int) -> Rows {
        Rows(capacity: capacity)
    }

    package mutating func add(_ piece: DailyDigest) { digest.merge(piece) }

    package func write(to rows: inout some RowSink) throws(ReportError) {
        var layout = DailyLayout(catalog: catalog)
        for day in digest.days { layout.write(day, columns: columns, into: &rows) }
    }
}
