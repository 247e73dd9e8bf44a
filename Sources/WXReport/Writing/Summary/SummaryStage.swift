/// `--summary`: instead of the rows, one row per numeric field of `--fields`, with the count of
/// values, the minimum and the city where it was first seen, the maximum and its city, and the
/// mean, laid out by the run's format as any table is: its header, its rows, its footer.
///
/// Each piece keeps, per numeric column, the count, sum, minimum and maximum (with the city of
/// each) of its values (an array of `FieldStats`), read from `NumberCell.value` (in the column's unit,
/// unrounded) and the city's text; the writer thread merges them in input order, so the summary
/// is the same for every `--jobs`, and memory stays constant: one `FieldStats` per column per
/// piece, whatever the input size. Min, max and mean are rounded and laid out at the end by the
/// column's precision and formatter: formatted like the cells, or plain with `--plain` and in
/// JSON.
package struct SummaryStage: RowStage, StageStore {
    /// The summary's own columns, as keys: the header in every format and the JSON members.
    package static let keys = ["field", "count", "min", "min_city", "max", "max_city", "mean"]

    /// The columns the format gets for the summary's (a format counts its columns, aligns the
    /// numeric ones and guards the text ones in CSV; it titles them by `keys`): text, integer,
    /// number, text, number, text, number.
    package static let columns: [Column] = [.city, .humidity, .temp, .country, .tempMax, .conditions, .tempMin]

    /// The summary's columns titled by its keys, for the formats that title columns.
    package static func headings(_ headings: ColumnHeadings) -> ColumnHeadings {
        headings.retitled(Dictionary(uniqueKeysWithValues: zip(columns, keys)))
    }

    /// The columns the transform writes for a summary of `fields`: the city, then the numeric ones.
    package static func transformColumns(for fields: [Column]) -> [Column] {
        [.city] + fields.filter { $0.quantity != nil }
    }

    package var columns: [Column] { Self.columns }
    /// The numeric columns summarised, and the label of each row (its title, or its JSON key).
    let fields: [Column]
    let labels: [String]
    /// The run's formatters: the values are formatted as the cells are.
    let catalog: FormatterCatalog
    /// Per field, the stats of the pieces added so far (the stage is its own store).
    private var stats: [FieldStats]

    /// A summary of the numeric ones of `fields`, each row labelled by `label`.
    package init(fields: [Column], catalog: FormatterCatalog, label: (Column) -> String) {
        self.fields = Array(Self.transformColumns(for: fields).dropFirst())
        labels = self.fields.map(label)
        self.catalog = catalog
        stats = Array(repeating: FieldStats(), count: self.fields.count)
    }

    /// `columns` must be `.city` followed by the numeric columns to summarise.
    package func makeRowWriter(columns: [Column], needs: CellNeeds, capacity: Int) -> Rows {
        precondition(columns.first == .city, "the summary's first column names the row's city")
        return Rows(count: columns.count - 1)
    }

    package mutating func add(_ piece: [FieldStats]) {
        for index in stats.indices where index < piece.count { stats[index].merge(piece[index]) }
    }

    /// One row per field: its label, the count, the minimum and its city, the maximum and its
    /// city, the mean (directions average on the circle: 350° and 10° give 0°).
    package func write(to rows: inout some RowSink) throws(ReportError) {
        var values = CellFormatter(catalog: catalog)
        let needs = rows.needs
        for (index, field) in stats.enumerated() {
            guard let quantity = fields[index].quantity else { continue }
            rows.beginRow()
            rows.cell(labels[index])
            let count = field.values.count
            withUTF8Bytes(String(count)) {
                rows.number(NumberCell(value: Double(count), quantity: quantity, formatted: $0, decimal: $0))
            }
            let mean = quantity == .direction ? field.circularMean : field.values.mean
            for (value, city) in [
                (field.values.minimum, field.minimumCity), (field.values.maximum, field.maximumCity),
                (mean ?? .nan, nil),
            ] {
                values.write(count > 0 ? value : .nan, as: quantity, needs: needs, into: &rows)
                guard let city else { continue }
                if count > 0 { city.withUnsafeBufferPointer { rows.cell(utf8: $0) } } else { rows.emptyCell() }
            }
            rows.endRow()
        }
    }

    /// Keeps the stats of one piece's rows.
    package struct Rows: RowWriter {
        private var stats: [FieldStats]
        private var city: [UInt8] = []
        private var index = 0

        init(count: Int) {
            stats = Array(repeating: FieldStats(), count: count)
        }

        package var needs: CellNeeds { .values }

        package mutating func beginRow() { index = 0 }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index == 0 { city.replaceSubrange(city.indices, with: text) }
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            if index > 0, cell.value.isFinite {
                stats[index - 1].add(cell.value, city: city, circular: cell.quantity == .direction)
            }
            index += 1
        }

        package mutating func emptyCell() { index += 1 }
        package mutating func endRow() {}
        package mutating func finish() -> [FieldStats] { stats }
    }
}
