/// Which columns a report has, decided once, here: the columns shown and the ones a format
/// reads without showing them.
extension ReportLayout {
    /// The formats people read: HTML, and Markdown unless `--plain`. The one place that says so.
    static func isForPeople(_ format: OutputFormat, plain: Bool) -> Bool {
        format == .html || (format == .markdown && !plain)
    }

    /// The columns the table shows. `--fields` as given; without it, the formats for machines
    /// (CSV, JSON, NDJSON, `--plain`) keep the fixed default schema, and the formats for people
    /// (Markdown, HTML) add theirs (`Column.peoplesDefaults`, the amounts a forecast or a day
    /// carries) after the hour's rain and snow: they then leave out every column that has no
    /// value in any row (`dropsEmptyColumns`), so a forecast shows its `rain_3h` and `pop`,
    /// and a current-weather report shows neither, nor an empty snow column.
    static func shownColumns(format: OutputFormat, options: ReportOptions) -> [Column] {
        guard isForPeople(format, plain: options.plain), options.fields == Column.defaults else {
            return options.fields
        }
        var columns = Column.defaults
        let position = (columns.firstIndex(of: .snow1h) ?? columns.count - 1) + 1
        columns.insert(contentsOf: Column.peoplesDefaults, at: position)
        return columns
    }

    /// The columns a format for people reads but its table does not show: for the HTML
    /// page's charts the kind (hourly and daily rows are separate series) and the city id
    /// (namesakes are separate places); for the alerts above the table, the alerts.
    static func unshownColumns(format: OutputFormat, plain: Bool, fields: [Column]) -> [Column] {
        guard isForPeople(format, plain: plain) else { return [] }
        let charts = format == .html && (fields.contains(.temp) || fields.contains(.wind))
        return (charts ? [Column.kind, .id, .alerts] : [.alerts]).filter { !fields.contains($0) }
    }
}
