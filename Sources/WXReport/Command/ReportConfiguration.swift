/// One run's configuration, resolved once from the options before any input is read: the locale and its
/// formatters, the layout (format, headings, units), what the run does with the rows (`mode`)
/// and the columns the transform writes. `run` then takes any source and any output: the
/// command passes its files or standard input and the report's stream (`ReportJob`); tests pass
/// fixtures and a buffer, and reach sort, summary and `--strict` in-process.
///
/// The composition root of the stages: the only place that picks the transform and the format
/// and wraps the format for a sort or a summary.
package struct ReportConfiguration {
    /// What a run does with its rows.
    package enum Mode {
        /// Lays them out in input order.
        case rows
        /// `--sort`: orders them by these keys first.
        case sorted([SortKey])
        /// `--summary`: one row per numeric field instead.
        case summary
    }

    package let options: ReportOptions
    package let catalog: FormatterCatalog
    package let layout: ReportLayout
    package let mode: Mode
    /// Bytes of rows `--sort` holds in memory before it spills a sorted run, and where: `TMPDIR`.
    package var sortMemoryBound = 8 << 20
    package var temporaryDirectory: String?
    /// ICU opening the formatters, started by `init` and waited for by `run` (`waitForFormatters`).
    private let validation: BackgroundWork<ReportError>

    /// The configuration for `options`; the locale, when the options name none, comes from `environment`.
    /// Refuses options that do not go together. ICU opens the run's formatters on a thread of
    /// its own meanwhile, while the caller lists the inputs (2000 files start ~2 ms sooner).
    package init(options: ReportOptions, environment: [String: String]) throws(ReportError) {
        let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
        let catalog = FormatterCatalog(
            locale: locale, inputUnits: options.inputUnits, system: options.units, machine: options.machineUnits)
        validation = BackgroundWork(workers: ProcessStart.workers) { () throws(ReportError) in try catalog.validate() }
        let headers = HeaderCatalog.titles(for: locale.languageTag)
        self.options = options
        self.catalog = catalog
        layout = ReportLayout(options: options, locale: locale, headers: headers, catalog: catalog)
        mode = options.summary ? .summary : options.sort.isEmpty ? .rows : .sorted(options.sort)
        temporaryDirectory = environment["TMPDIR"]
    }

    /// Waits for ICU to open the formatters, and throws when the locale has none it can use.
    package func waitForFormatters() throws(ReportError) {
        try validation.wait()
    }

    /// Runs the pipeline from `source` into `output`, in the configuration's mode, and says how it went.
    /// Throws when the formatters cannot be opened or the report cannot be ended (a sort whose
    /// spilled runs fail): then nothing was written.
    package func run(
        _ source: some ReportSource, to output: inout some ByteOutput, _ hooks: RunHooks
    ) throws(ReportError) -> RunSummary {
        try waitForFormatters()
        var run = Run(configuration: self, source: source, output: output, hooks: hooks)
        defer { output = run.output }
        return try layout.open(&run)
    }

    /// The pipeline for one format, once `ReportLayout.open` has told its type.
    private struct Run<Source: ReportSource, Output: ByteOutput>: FormatVisitor {
        let configuration: ReportConfiguration
        let source: Source
        var output: Output
        let hooks: RunHooks

        mutating func visit<Format: TextFormat>(_ format: Format) throws(ReportError) -> RunSummary {
            let options = configuration.options
            if options.byteOrderMark { ReportLayout.byteOrderMark.withUnsafeBytes { output.write(bytes: $0) } }
            let columns = configuration.layout.columns
            switch configuration.mode {
            case .rows:
                return try run(format, columns: columns)
            case .sorted(let keys):
                let sorting = SortingFormat(
                    base: format, columns: columns, keys: keys, localeID: configuration.catalog.localeID,
                    memoryBound: configuration.sortMemoryBound, directory: configuration.temporaryDirectory)
                return try run(sorting, columns: SortingFormat<Format>.transformColumns(columns, keys: keys))
            case .summary:
                let summary = SummaryFormat(base: format, catalog: configuration.catalog)
                return try run(summary, columns: ReportSummary.transformColumns(for: options.fields))
            }
        }

        /// Runs `format` over rows of `columns`, behind the daily stage with `--daily`.
        private mutating func run<Format: ReportFormat>(
            _ format: Format, columns: [Column]
        ) throws(ReportError) -> RunSummary {
            guard configuration.options.daily else { return try pipeline(format, columns: columns) }
            let daily = DailyFormat(base: format, columns: columns, catalog: configuration.catalog)
            return try pipeline(daily, columns: DailyFormat<Format>.transformColumns)
        }

        private mutating func pipeline(
            _ format: some ReportFormat, columns: [Column]
        ) throws(ReportError) -> RunSummary {
            var transform = WeatherTransform(columns: columns, catalog: configuration.catalog)
            transform.capturesRejects = hooks.capturesRejects  // raw record text only when it has somewhere to go
            transform.isForPeople = configuration.layout.isForPeople
            var pipeline = ReportPipeline(
                source: source, transform: transform, format: format, columns: columns, workers: ProcessStart.workers,
                jobs: configuration.options.jobs,
                report: hooks.report)
            pipeline.stopsAtFirstError = configuration.options.strict
            pipeline.outputHasFailed = hooks.outputHasFailed
            pipeline.progress = hooks.progress
            pipeline.notice = hooks.notice
            return try pipeline.run(to: &output)
        }
    }
}

/// What a run tells its caller on the way, and asks it.
package struct RunHooks {
    /// Called on the calling thread for every problem, in input order.
    package var report: (ReportError) -> Void
    /// True once the output is lost (a closed pipe, a full disk): the run stops reading.
    package var outputHasFailed: () -> Bool = { false }
    /// Called after every piece written, with the counts so far.
    package var progress: ((RunSummary) -> Void)?
    /// Whether records that fail keep their raw text, for `--rejects`.
    package var capturesRejects = false
    /// Called with each piece's notice (`RunNotice`: an unknown One Call `timezone`, a kelvin
    /// file read despite `--input-units`), in input order; the job says each kind once.
    package var notice: ((RunNotice) -> Void)?

    package init(report: @escaping (ReportError) -> Void) {
        self.report = report
    }
}
