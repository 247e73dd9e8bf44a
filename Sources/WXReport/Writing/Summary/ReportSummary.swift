import Foundation

/// `--summary`: instead of the rows, one row per numeric field of `--fields`, with the count of
/// values, the minimum and the city where it was first seen, the maximum and its city, and the
/// mean, laid out in the run's format (CSV, Markdown, JSON, NDJSON, HTML).
///
/// The pipeline runs as usual with `SummaryFormat`, which keeps constant-size stats per piece
/// and merges them in input order. The values are in each column's unit, not yet rounded, so
/// min, max and mean are rounded and laid out by the column's precision and formatter at the
/// end: formatted like the cells, or plain with `--plain` and in JSON. Each text format lays
/// the table out (`TextFormat.summary`) with `headerRow` and `rows`.
package struct ReportSummary {
    /// The summary's own columns, as keys: the header in every format and the JSON members.
    package static let keys = ["field", "count", "min", "min_city", "max", "max_city", "mean"]

    /// The columns the transform writes for a summary of `fields`: the city, then the numeric ones.
    package static func transformColumns(for fields: [Column]) -> [Column] {
        [.city] + fields.filter { $0.quantity != nil }
    }

    package let columns: [Column]
    package let stats: [FieldStats]
    /// The run's formatters: the values are formatted as the cells are.
    let catalog: FormatterCatalog

    package init(columns: [Column], stats: [FieldStats], catalog: FormatterCatalog) {
        self.columns = columns
        self.stats = stats
        self.catalog = catalog
    }

    /// Stand-ins for the seven summary columns: the formats count columns, they do not read them.
    private static let placeholderColumns = Array(Column.allCases.prefix(keys.count))

    /// A row of the summary's keys, laid out by `format`.
    package func headerRow(_ format: some TextFormat, into bytes: ByteBuffer) {
        var header = format.makeRowWriter(columns: Self.placeholderColumns, capacity: 128)
        header.beginRow()
        for key in Self.keys { header.cell(key) }
        header.endRow()
        header.finish().laidOut.withBytes { bytes.append(contentsOf: $0) }
    }

    /// One row per field, laid out by `format`, each starting with `label` of its column.
    package func rows(_ format: some TextFormat, label: (Column) -> String, into bytes: ByteBuffer) {
        var values = ValueCells(catalog: catalog)
        var rows = format.makeRowWriter(columns: Self.placeholderColumns, capacity: 1024)
        let needs = rows.needs
        for (column, field) in zip(columns, stats) {
            guard let quantity = column.quantity else { continue }
            rows.beginRow()
            rows.cell(label(column))
            let count = String(field.count)
            withUTF8Bytes(count) {
                rows.number(NumberCell(value: Double(field.count), quantity: quantity, formatted: $0, decimal: $0))
            }
            // Directions average on the circle (350° and 10° give 0°).
            let mean = quantity == .direction ? field.circularMean : field.mean
            for (value, city) in [
                (field.minimum, field.minimumCity), (field.maximum, field.maximumCity), (mean ?? .nan, nil),
            ] {
                values.write(field.count > 0 ? value : .nan, as: quantity, needs: needs, into: &rows)
                if let city {
                    if field.count > 0 {
                        city.withUnsafeBufferPointer { rows.cell(utf8: $0) }
                    } else {
                        rows.emptyCell()
                    }
                }
            }
            rows.endRow()
        }
        if !columns.isEmpty { format.separator(rowsBefore: 0, into: bytes) }
        rows.finish().laidOut.withBytes { bytes.append(contentsOf: $0) }
    }
}
