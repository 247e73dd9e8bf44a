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
        let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
        // Read once per run; the sinks are to take their header titles from `headers`.
        let headers = HeaderCatalog.bundled.titles(for: locale.languageTag)
        if let notice = headers.notice { diagnostics("wxreport: warning: \(notice)") }
        let catalog = FormatterCatalog(locale: locale, inputUnits: options.inputUnits, system: options.units)
        try catalog.validate()
        let source: any ReportSource =
            options.inputs.isEmpty ? StandardInputSource() : FileSource(paths: options.inputs)
        let destination: ReportOutput.Destination =
            options.output.map { .file($0) } ?? (options.strict ? .spooledStandardOutput : .standardOutput)
        try ReportOutput.checkDistinct(destination, from: options.inputs)
        // Undocumented test switch: the named temporary file that file systems without
        // O_TMPFILE get, so end-to-end tests can check its cleanup on this machine too.
        let output = try ReportOutput.open(
            destination, unnamedTemporary: environment["WXREPORT_NAMED_TEMPORARY"] == nil)
        let rejects = try options.rejects.map { (path) throws(ReportError) in
            try RejectsFile.open(
                path, inputs: options.inputs, report: options.output,
                unnamedTemporary: environment["WXREPORT_NAMED_TEMPORARY"] == nil)
        }
        let meter = progressOutput.flatMap { write in
            ProgressMeter.isWanted(explicit: options.progress, reportGoesToFile: options.output != nil)
                ? ProgressMeter(write: write) : nil
        }

        var transform = WeatherTransform(columns: options.fields, catalog: catalog)
        transform.capturesRejects = rejects != nil
        let delimiter = options.delimiter ?? (locale.decimalSeparator == "," ? ";" : ",")
        // The one place a format is chosen: a new format is one more line here.
        let summary =
            switch options.resolvedFormat {
            case .csv: run(source, transform, CSVFormat(delimiter: delimiter), output, meter, rejects)
            case .markdown: run(source, transform, MarkdownFormat(), output, meter, rejects)
            }
        meter?.finish()

        if summary.stoppedEarly {
            output.abort()
            rejects?.abort()
            diagnostics("wxreport: stopped at the first error (--strict); no report written")
            return summary.exitCode
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
        // Rejects written are accounted for; an unreadable input still counts.
        return rejects?.exitCode ?? summary.exitCode
    }
}

extension ReportJob {
    /// Runs the pipeline with the chosen stages into `output`'s stream, specialised for them.
    fileprivate func run(
        _ source: any ReportSource, _ transform: WeatherTransform, _ format: some ReportFormat,
        _ output: ReportOutput, _ meter: ProgressMeter?, _ rejects: RejectsFile?
    ) -> RunSummary {
        var pipeline = ReportPipeline(
            source: ErasedSource(base: source), transform: transform, format: format, columns: options.fields, jobs: options.jobs,
            report: {
                meter?.clear()
                diagnostics("wxreport: \($0)")
                rejects?.record($0)
            })
        pipeline.stopsAtFirstError = options.strict
        let target = output.stream  // a class: the closure must not capture `stream`, which `run` holds inout
        pipeline.outputHasFailed = { target.hasFailed }
        if let meter { pipeline.progress = { meter.update($0) } }
        var stream = output.stream
        return pipeline.run(to: &stream)
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
