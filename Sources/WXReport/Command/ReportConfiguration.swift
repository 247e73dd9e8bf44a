/// One run's configuration, resolved once from the options before any input is read: the locale
/// and its formatters, how the report looks (format, headings, units, the columns the transform
/// writes and those the table shows). `run` then takes any source and any output: the command
/// passes its files or standard input and the report's stream (`ReportJob`); tests pass
/// fixtures and a buffer, and reach sort, summary and `--strict` in-process.
///
/// The composition root: the only place that picks the transform, the format and the stages
/// in front of it (a sort, a summary, the daily digest).
package struct ReportConfiguration {
    package let options: ReportOptions
    package let catalog: FormatterCatalog
    /// The chosen format (`--format`, or the one `-o`'s extension names).
    package let format: OutputFormat
    /// The header cells of the report's columns (`--header`, `--no-header`, units with `--plain`).
    package let headings: ColumnHeadings
    /// Worked out for the formats for machines only (`ReportOptions.machineUnits`): probing ICU costs a few formatters at start-up.
    package let units: ReportUnits?
    /// What is worth a warning on standard error: `--no-header` has no effect on a table.
    package let warning: String?
    let plain: PlainStyle?
    let delimiter: Character
    /// Whether the report is for people (Markdown without `--plain`, HTML; the one place that
    /// says so): it then shows alerts in full and above the table, whatever `--fields` says.
    package let isForPeople: Bool
    /// The columns the table shows. `--fields` as given; without it, the formats for machines
    /// (CSV, JSON, NDJSON, `--plain`) keep the fixed default schema, and the formats for people
    /// (Markdown, HTML) add theirs (`Column.peoplesDefaults`, the amounts a forecast or a day
    /// carries) after the hour's rain and snow: they then leave out every column that has no
    /// value in any row (`dropsEmptyColumns`), so a forecast shows its `rain_3h` and `pop`,
    /// and a current-weather report shows neither, nor an empty snow column.
    let fields: [Column]
    /// The columns the transform writes: the report's (`fields`), then any a format for people
    /// reads without showing them: for the HTML page's charts the kind (hourly and daily rows
    /// are separate series) and the city id (namesakes are separate places); for the alerts
    /// above the table, the alerts.
    package let columns: [Column]
    /// Bytes of rows `--sort` holds in memory before it spills a sorted run, and where: `TMPDIR`.
    package var sortMemoryBound = 8 << 20
    package var temporaryDirectory: String?
    /// ICU opening the formatters, started by `init`; `wait()` throws when the locale has none
    /// it can use (`run` waits first).
    let formatterCheck: BackgroundWork<ReportError>

    /// The configuration for `options`; the locale, when the options name none, comes from `environment`.
    /// ICU opens the run's formatters on a thread of its own meanwhile, while the caller lists
    /// the inputs. Pays: opening them first made 2000 one-city files 3.3–6.4 % slower (44 ms →
    /// 46–47 ms) and one such file 1.9–7.8 % (wall, 3 × 61 paired rounds on a quiet machine).
    package init(options: ReportOptions, environment: [String: String]) throws(ReportError) {
        let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
        let catalog = FormatterCatalog(
            locale: locale, inputUnits: options.inputUnits, system: options.units, machine: options.machineUnits)
        formatterCheck = BackgroundWork { () throws(ReportError) in try catalog.validate() }
        (self.options, self.catalog, format) = (options, catalog, options.resolvedFormat)
        temporaryDirectory = environment["TMPDIR"]
        let units = options.machineUnits ? ReportUnits(catalog: catalog) : nil
        self.units = units
        plain = options.plain ? units.map { PlainStyle(decimalSeparator: $0.decimalSeparator) } : nil
        headings = ColumnHeadings(
            options.header, isShown: !options.noHeader, titles: HeaderCatalog.titles(for: locale.languageTag),
            units: units, plain: plain != nil)
        // Plain numbers use Latin digits, whose separator can differ from the locale's default.
        let decimalSeparator = plain == nil ? locale.decimalSeparator : units?.decimalSeparator ?? "."
        delimiter = options.delimiter ?? (decimalSeparator == "," ? ";" : ",")
        isForPeople = format == .html || (format == .markdown && !options.plain)
        var fields = options.fields
        if isForPeople, fields == Column.defaults {
            fields.insert(
                contentsOf: Column.peoplesDefaults, at: (fields.firstIndex(of: .snow1h) ?? fields.count - 1) + 1)
        }
        self.fields = fields
        let charts = format == .html && (fields.contains(.temp) || fields.contains(.wind))
        let unshown: [Column] = !isForPeople ? [] : charts ? [.kind, .id, .lat, .lon, .alerts] : [.alerts]
        columns = fields + unshown.filter { !fields.contains($0) }
        let table = options.noHeader ? [OutputFormat.markdown: "Markdown", .html: "HTML"][format] : nil
        warning = table.map { "--no-header does not apply to \($0): a table needs its header row" }
    }

    /// Runs the pipeline from `source` into `output` and says how it went: the rows, sorted with
    /// `--sort`, or with `--summary` one row per numeric field.
    /// Throws when the formatters cannot be opened or the report cannot be ended (a sort whose
    /// spilled runs fail): then nothing was written.
    package func run(
        _ source: some ReportSource, to output: inout some ByteOutput, _ reporter: any RunReporter
    ) throws(ReportError) -> RunSummary {
        try formatterCheck.wait()
        let summary = options.summary
        let headings = summary ? SummaryStage.headings(self.headings) : self.headings
        let title = { self.headings.title(of: $0) }
        let unshown = summary ? 0 : columns.count - fields.count
        // A column with no value in any row is left out from the default columns of a format for
        // people, which `fields` then differs from `--fields` by.
        let dropsEmptyColumns = !summary && fields != options.fields
        /// Runs `format` behind the configuration's stages; `label` names a field in a summary row.
        func stages(_ format: some ReportFormat, label: (Column) -> String) throws(ReportError) -> RunSummary {
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]  // UTF-8's
            if options.byteOrderMark { byteOrderMark.withUnsafeBytes { output.write(bytes: $0) } }
            if summary {
                let stage = SummaryStage(fields: options.fields, catalog: catalog, label: label)
                let columns = SummaryStage.transformColumns(for: options.fields)
                return try pipeline(Staged(stage, then: format), columns: columns, source, reporter, &output)
            }
            guard !options.sort.isEmpty else {
                return try pipeline(format, columns: columns, source, reporter, &output)
            }
            let sort = SortStage(
                columns: columns, keys: options.sort, localeID: catalog.localeID, memoryBound: sortMemoryBound,
                directory: temporaryDirectory)
            let columns = SortStage.transformColumns(columns, keys: options.sort)
            return try pipeline(Staged(sort, then: format), columns: columns, source, reporter, &output)
        }
        // The one switch on the format: builds the chosen one, for the report's table or for
        // `--summary`'s, and runs it as its own type, so the pipeline is specialised for it. A
        // new format is one more case here.
        switch format {
        case .csv:
            let csv = CSVFormat(
                delimiter: delimiter, headings: headings, plain: plain, guardsFormulas: options.guardsFormulas)
            return try stages(csv, label: title)
        case .markdown:
            let markdown = MarkdownFormat(
                headings: headings, plain: plain, unshownColumns: unshown, languageTag: catalog.locale.languageTag,
                dropsEmptyColumns: dropsEmptyColumns)
            return try stages(markdown, label: title)
        case .html:
            let page = HTMLFormat(
                headings: headings, catalog: catalog, unshownColumns: unshown, dropsEmptyColumns: dropsEmptyColumns,
                isSummary: summary)
            return try stages(page, label: title)
        case .json, .ndjson:
            let units = self.units ?? ReportUnits(catalog: catalog)
            let (keys, lines) = (SummaryStage.keys, format == .ndjson)
            let json =
                summary
                ? JSONFormat(keys: keys, wholeNumbers: keys.map { $0 == "count" }, lines: lines)
                : JSONFormat(columns: fields, units: units, lines: lines)
            return try stages(json, label: { $0.jsonKey(units: units) })
        }
    }

    /// Runs `next` over rows of `columns` on the pipeline, behind the daily stage with `--daily`.
    private func pipeline(
        _ next: some RowConsumer, columns: [Column], _ source: some ReportSource, _ reporter: any RunReporter,
        _ output: inout some ByteOutput
    ) throws(ReportError) -> RunSummary {
        func run(_ consumer: some RowConsumer, columns: [Column]) throws(ReportError) -> RunSummary {
            var transform = WeatherTransform(columns: columns, catalog: catalog)
            transform.capturesRejects = options.rejects != nil  // raw record text only when it has somewhere to go
            transform.isForPeople = isForPeople
            var pipeline = ReportPipeline(
                source: source, transform: transform, format: consumer, columns: columns, jobs: options.jobs,
                reporter: reporter)
            pipeline.stopsAtFirstError = options.strict
            return try pipeline.run(to: &output)
        }
        guard options.daily else { return try run(next, columns: columns) }
        return try run(
            Staged(DailyStage(columns: columns, catalog: catalog), then: next), columns: DailyStage.transformColumns)
    }
}
