/// How one run's report looks, decided once from the options before any input is read: the
/// format with its header cells and plain style, and the units that machine output states.
///
/// Part of the run's configuration (`ReportConfiguration`), which builds the format from it.
package struct ReportLayout {
    /// The chosen format (`--format`, or the one `-o`'s extension names).
    package let format: OutputFormat
    /// The header cells of the report's columns (`--header`, `--no-header`, units with `--plain`).
    package let headings: ColumnHeadings
    /// Worked out for the formats for machines only (`ReportOptions.machineUnits`): probing ICU costs a few formatters at start-up.
    package let units: ReportUnits?
    /// Things worth a warning on standard error (an option that has no effect here).
    package private(set) var warnings: [String] = []
    let plain: PlainStyle?
    let delimiter: Character
    let guardsFormulas: Bool
    /// The columns the transform writes: the report's (`fields`), then any a format for people
    /// reads without showing them: for the HTML page's charts the kind (hourly and daily rows
    /// are separate series) and the city id (namesakes are separate places); for the alerts
    /// above the table, the alerts.
    package let columns: [Column]
    /// The columns the table shows. `--fields` as given; without it, the formats for machines
    /// (CSV, JSON, NDJSON, `--plain`) keep the fixed default schema, and the formats for people
    /// (Markdown, HTML) add theirs (`Column.peoplesDefaults`, the amounts a forecast or a day
    /// carries) after the hour's rain and snow: they then leave out every column that has no
    /// value in any row (`dropsEmptyColumns`), so a forecast shows its `rain_3h` and `pop`,
    /// and a current-weather report shows neither, nor an empty snow column.
    let fields: [Column]
    /// Whether a column with no value in any row is left out (the default columns of a format
    /// for people).
    let dropsEmptyColumns: Bool

    /// The layout for `options` in `locale`; `headers` are the locale's titles, `catalog` the run's
    /// formatters (for the units).
    package init(options: ReportOptions, locale: ReportLocale, headers: HeaderTitles, catalog: FormatterCatalog) {
        format = options.resolvedFormat
        let units = options.machineUnits ? ReportUnits(catalog: catalog) : nil
        self.units = units
        let plain = options.plain ? units.map { PlainStyle(decimalSeparator: $0.decimalSeparator) } : nil
        self.plain = plain
        headings = ColumnHeadings(
            options.header, isShown: !options.noHeader, titles: headers, units: units, plain: plain != nil)
        // Plain numbers use Latin digits, whose separator can differ from the locale's default.
        let decimalSeparator = plain == nil ? locale.decimalSeparator : units?.decimalSeparator ?? "."
        delimiter = options.delimiter ?? (decimalSeparator == "," ? ";" : ",")
        guardsFormulas = options.guardsFormulas
        isForPeople = format == .html || (format == .markdown && !options.plain)
        var fields = options.fields
        if isForPeople, fields == Column.defaults {
            fields.insert(
                contentsOf: Column.peoplesDefaults, at: (fields.firstIndex(of: .snow1h) ?? fields.count - 1) + 1)
        }
        self.fields = fields
        dropsEmptyColumns = fields != options.fields
        let charts = format == .html && (fields.contains(.temp) || fields.contains(.wind))
        let unshown: [Column] = !isForPeople ? [] : charts ? [.kind, .id, .lat, .lon, .alerts] : [.alerts]
        columns = fields + unshown.filter { !fields.contains($0) }
        if options.noHeader, let name = [OutputFormat.markdown: "Markdown", .html: "HTML"][format] {
            warnings.append("--no-header does not apply to \(name): a table needs its header row")
        }
    }

    /// Whether the report is for people (Markdown without `--plain`, HTML; the one place that
    /// says so): it then shows alerts in full and above the table, whatever `--fields` says.
    package let isForPeople: Bool

    /// Every rule about which options combine, in one place, so no option is silently ignored.
    /// `--daily` lays out the daily fields only, and the other reports none of the fields only a
    /// day has (`Column.isDailyOnly`); the same for the `--sort` keys. `--summary` of fields none
    /// of which is a number would print only a header. `--bom` asks for a byte order mark where
    /// it does harm: RFC 8259 forbids one in JSON text.
    package static func check(_ options: ReportOptions) throws(ReportError) {
        let format = options.resolvedFormat
        if options.delimiter != nil, format != .csv {
            let name = format == .markdown ? "Markdown" : format.rawValue.uppercased()
            throw ReportError(.usage, "option '--delimiter' applies only to CSV output, not to \(name)")
        }
        let keys = options.fields + options.sort.map(\.column)
        if options.daily, let field = keys.first(where: { !Column.daily.contains($0) }) {
            let valid = Column.daily.map(\.rawValue).joined(separator: ", ")
            throw ReportError(.usage, "field '\(field.rawValue)' is not a --daily field (valid: \(valid))")
        }
        if !options.daily, let field = keys.first(where: \.isDailyOnly) {
            throw ReportError(.usage, "field '\(field.rawValue)' sums up a day: it needs --daily")
        }
        if options.summary, !options.fields.contains(where: { $0.quantity != nil }) {
            let fields = options.fields.map(\.rawValue).joined(separator: ",")
            throw ReportError(
                .usage, "--summary needs a numeric field, and --fields \(fields) has none (temp, pressure, wind, …)")
        }
        if format == .html, options.plain {
            throw ReportError(.usage, "--plain is for CSV and Markdown: the HTML page is for people")
        }
        if options.byteOrderMark, [.json, .ndjson].contains(format) {
            throw ReportError(
                .usage, "--bom is for CSV and Markdown: JSON text must not start with a byte order mark (RFC 8259)")
        }
    }

    /// UTF-8's byte order mark, written first for `--bom`.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
