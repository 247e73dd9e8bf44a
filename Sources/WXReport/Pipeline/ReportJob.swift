#if canImport(Glibc)
    import Glibc
#endif

/// One run of the command, from parsed options to an exit status: picks the stage
/// conformances, runs the pipeline, and commits or abandons the report.
///
/// Lives in the library (not `main.swift`) so every branch is testable; `main.swift` only
/// parses the arguments and calls `run`.
package struct ReportJob {
    package var options: ReportOptions
    package var environment: [String: String]
    /// Where messages go; standard error in the real command.
    package var diagnostics: (String) -> Void
    /// Whether standard input is a terminal (then a run without files is a usage error).
    package var standardInputIsTerminal: Bool
    /// Writes raw text (no newline added) to the terminal for the progress line; progress is
    /// shown when this is set and `ProgressMeter.isWanted` says so.
    package var progressOutput: ((String) -> Void)?
    /// Bytes of rows `--sort` holds in memory before it spills a sorted run to `TMPDIR`.
    package var sortMemoryBound = 8 << 20

    package init(
        options: ReportOptions, environment: [String: String], standardInputIsTerminal: Bool,
        diagnostics: @escaping (String) -> Void
    ) {
        self.options = options
        self.environment = environment
        self.standardInputIsTerminal = standardInputIsTerminal
        self.diagnostics = diagnostics
    }

    /// Runs the job and returns the process exit status.
    package func run() -> Int32 {
        do throws(ReportError) {
            return try runReport()
        } catch {
            diagnostics("wxreport: \(error)")
            if error.kind == .usage { diagnostics(OptionParser.usageLine) }
            return error.exitCode
        }
    }

    private func runReport() throws(ReportError) -> Int32 {
        if options.inputs.isEmpty && standardInputIsTerminal {
            throw ReportError(.usage, "no input: name JSON files, or pipe JSON to standard input")
        }
        try ReportLayout.check(options)
        let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
        let catalog = FormatterCatalog(
            locale: locale, inputUnits: options.inputUnits, system: options.units, machine: options.machineUnits)
        // ICU opens the formatters on a thread of its own while this one reads the header
        // titles and lists the inputs: 2000 files start ~2 ms sooner. Its error still comes first.
        let validation = BackgroundWork { () throws(ReportError) in try catalog.validate() }
        // Read once per run: the header titles in the locale's language.
        let headers = HeaderCatalog.bundled.titles(for: locale.languageTag)
        if let notice = headers.notice { diagnostics("wxreport: warning: \(notice)") }
        let inputs = Result { () throws(ReportError) in try inputSource() }  // directories expanded (ReportJob+Inputs)
        try validation.wait()
        let (source, expansion) = try inputs.get()
        let destination: ReportOutput.Destination =
            options.output.map { .file($0) } ?? (options.strict ? .spooledStandardOutput : .standardOutput)
        // What the run reads, standard input (`-`) when no file is named: neither output may be one.
        let reads = expansion?.listedPaths ?? [("-" as SystemPath, nil)]
        try ReportOutput.checkDistinct(destination, from: reads)
        // Undocumented test switch: the named temporary file that file systems without
        // O_TMPFILE get, so end-to-end tests can check its cleanup on this machine too.
        let output = try ReportOutput.open(
            destination, unnamedTemporary: environment["WXREPORT_NAMED_TEMPORARY"] == nil)
        let rejects = try options.rejects.map { (path) throws(ReportError) in
            try RejectsFile.open(
                path, inputs: reads, report: options.output,
                unnamedTemporary: environment["WXREPORT_NAMED_TEMPORARY"] == nil)
        }
        let meter = progressOutput.flatMap { write in
            ProgressMeter.isWanted(explicit: options.progress, reportGoesToFile: options.output != nil)
                ? ProgressMeter(write: write) : nil
        }
        let layout = ReportLayout(options: options, locale: locale, headers: headers, catalog: catalog)
        for warning in layout.warnings { diagnostics("wxreport: warning: \(warning)") }
        let transform = WeatherTransform(columns: options.fields, catalog: catalog)
        if options.byteOrderMark { ReportLayout.byteOrderMark.withUnsafeBytes { output.stream.write(bytes: $0) } }
        let problems = RepeatedProblems()
        // The one place a format type is run: a new format is one more case here.
        let summary =
            if options.summary {
                runSummary(source, layout, catalog, output, meter, rejects, problems)
            } else if !options.sort.isEmpty {
                switch layout.format {
                case .csv(let format): try runSorted(source, format, layout, catalog, output, meter, rejects, problems)
                case .markdown(let format):
                    try runSorted(source, format, layout, catalog, output, meter, rejects, problems)
                case .json(let format): try runSorted(source, format, layout, catalog, output, meter, rejects, problems)
                case .html(let format): try runSorted(source, format, layout, catalog, output, meter, rejects, problems)
                }
            } else {
                switch layout.format {
                case .csv(let format): run(source, transform, format, output, meter, rejects, problems)
                case .markdown(let format): run(source, transform, format, output, meter, rejects, problems)
                case .json(let format): run(source, transform, format, output, meter, rejects, problems)
                case .html(let format): run(source, transform, format, output, meter, rejects, problems)
                }
            }
        meter?.finish()
        for line in problems.lines { diagnostics("wxreport: \(line)") }
        reportSkipped(expansion, summary, progressShown: meter != nil)

        return try finish(summary, output, rejects)
    }

    /// Commits or abandons the report and the rejects file, and returns the exit status. The
    /// README's "When a report is committed" is this function.
    private func finish(_ summary: RunSummary, _ output: ReportOutput, _ rejects: RejectsFile?) throws(ReportError)
        -> Int32
    {
        if summary.stoppedEarly {
            output.abort()
            rejects?.abort()
            diagnostics("wxreport: stopped at the first error (--strict); no report written")
            return summary.exitCode
        }
        // Rejects written are accounted for; an unreadable input still counts.
        let status = rejects?.exitCode ?? summary.exitCode
        // A run that failed and reported nothing (every input missing, every file in the wrong
        // units) keeps the old report and rejects file rather than leave a header in their place.
        if options.output != nil, summary.rows == 0, status != 0 {
            output.abort()
            rejects?.abort()
            diagnostics("wxreport: \(summary.line)")
            diagnostics("wxreport: no row could be reported; no report written")
            return status
        }
        // The rejects first: if they cannot be kept, the run failed and the report is left as it was.
        do throws(ReportError) {
            try rejects?.commit()
        } catch {
            output.abort()
            throw error
        }
        do throws(ReportError) {
            try output.commit()
        } catch {
            if output.brokenPipe { return 0 }  // `wxreport … | head -1`: the reader had enough
            throw error
        }
        if summary.errors > 0 { diagnostics("wxreport: \(summary.line)") }
        return status
    }
}

extension ReportJob {
    /// Runs the pipeline with the chosen stages into `output`'s stream, specialised for them.
    fileprivate func run(
        _ source: any ReportSource, _ transform: WeatherTransform, _ format: some ReportFormat,
        _ output: ReportOutput, _ meter: ProgressMeter?, _ rejects: RejectsFile?, _ problems: RepeatedProblems
    ) -> RunSummary {
        var stream = output.stream
        return run(source, transform, format, columns: options.fields, output, meter, rejects, problems, to: &stream)
    }

    /// `--summary`: the pipeline gathers the stats, then the summary rows go to `output`.
    fileprivate func runSummary(
        _ source: any ReportSource, _ layout: ReportLayout, _ catalog: FormatterCatalog, _ output: ReportOutput,
        _ meter: ProgressMeter?, _ rejects: RejectsFile?, _ problems: RepeatedProblems
    ) -> RunSummary {
        let columns = ReportSummary.transformColumns(for: options.fields)
        let transform = WeatherTransform(columns: columns, catalog: catalog)
        var collector = SummaryCollector(count: columns.count - 1)
        let summary = run(
            source, transform, SummaryFormat(), columns: columns, output, meter, rejects, problems, to: &collector)
        if !summary.stoppedEarly {
            let report = ReportSummary(columns: Array(columns.dropFirst()), stats: collector.fields)
            report.render(layout, catalog: catalog, units: layout.units).withBytes { output.stream.write(bytes: $0) }
        }
        return summary
    }

    /// `--sort`: the pipeline records the rows with their keys, `SortRuns` orders them (spilling
    /// runs to `TMPDIR` past `sortMemoryBound`), then they are replayed into `format`.
    fileprivate func runSorted<Format: ReportFormat>(
        _ source: any ReportSource, _ format: Format, _ layout: ReportLayout, _ catalog: FormatterCatalog,
        _ output: ReportOutput, _ meter: ProgressMeter?, _ rejects: RejectsFile?, _ problems: RepeatedProblems
    ) throws(ReportError) -> RunSummary {
        let columns = SortingFormat<Format>.transformColumns(options.fields, keys: options.sort)
        let transform = WeatherTransform(columns: columns, catalog: catalog)
        let sorting = SortingFormat(
            base: format, columns: options.fields, keys: options.sort, localeID: catalog.localeID)
        var runs = SortRuns(memoryBound: sortMemoryBound, directory: environment["TMPDIR"])
        let summary = run(source, transform, sorting, columns: columns, output, meter, rejects, problems, to: &runs)
        guard !summary.stoppedEarly else { return summary }
        try runs.prepareReplay()  // a failed spill fails the run before any of the report is written
        var stream = output.stream
        let edge = ByteBuffer()
        format.header(columns: options.fields, into: edge)
        edge.withBytes { stream.write(bytes: $0) }
        let rows = runs.replay(into: format, columns: options.fields, to: &stream)
        edge.removeAll()
        format.footer(rowCount: rows, into: edge)
        edge.withBytes { stream.write(bytes: $0) }
        if let failure = runs.failure { throw failure }
        return summary
    }

    private func run(
        _ source: any ReportSource, _ transform: WeatherTransform, _ format: some ReportFormat, columns: [Column],
        _ output: ReportOutput, _ meter: ProgressMeter?, _ rejects: RejectsFile?, _ problems: RepeatedProblems,
        to target: inout some ByteOutput
    ) -> RunSummary {
        var transform = transform
        transform.capturesRejects = rejects != nil  // raw record text only when it has somewhere to go
        var pipeline = ReportPipeline(
            source: ErasedSource(base: source), transform: transform, format: format, columns: columns,
            jobs: options.jobs,
            report: {
                if problems.shouldPrint($0) {
                    meter?.clear()
                    diagnostics("wxreport: \($0)")
                }
                rejects?.record($0)
            })
        pipeline.stopsAtFirstError = options.strict
        let stream = output.stream  // a class: the closure must not capture `target`, which `run` holds inout
        pipeline.outputHasFailed = { stream.hasFailed }
        if let meter { pipeline.progress = { meter.update($0) } }
        return pipeline.run(to: &target)
    }
}

/// The source chosen at run time behind a concrete type, so the pipeline, generic over its
/// source, is still specialised all the way down (an opened existential would keep every
/// per-cell call generic). Costs one dynamic call per document.
private struct ErasedSource: ReportSource {
    var base: any ReportSource

    mutating func next() throws(ReportError) -> SourceDocument? {
        try base.next()
    }
}
