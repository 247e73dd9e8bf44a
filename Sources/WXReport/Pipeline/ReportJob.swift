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
        let catalog = FormatterCatalog(locale: locale, inputUnits: options.inputUnits, system: options.units)
        try catalog.validate()
        let sink: any ReportSink & Sendable =
            switch options.resolvedFormat {
            case .csv: CSVSink(delimiter: options.delimiter ?? (locale.decimalSeparator == "," ? ";" : ","))
            case .markdown: MarkdownSink()
            }
        let source: any ReportSource =
            options.inputs.isEmpty ? StandardInputSource() : FileSource(paths: options.inputs)
        let destination: ReportOutput.Destination =
            options.output.map { .file($0) } ?? (options.strict ? .spooledStandardOutput : .standardOutput)
        let output = try ReportOutput.open(destination)

        var pipeline = ReportPipeline(
            source: source, transform: WeatherTransform(columns: options.fields, catalog: catalog), sink: sink,
            columns: options.fields, jobs: options.jobs, report: { diagnostics("wxreport: \($0)") })
        pipeline.stopsAtFirstError = options.strict
        var stream = output.stream
        let summary = pipeline.run(to: &stream)

        if summary.stoppedEarly {
            output.abort()
            diagnostics("wxreport: stopped at the first error (--strict); no report written")
            return summary.exitCode
        }
        do throws(ReportError) {
            try output.commit()
        } catch {
            if output.brokenPipe { return 0 }  // `wxreport … | head -1`: the reader had enough
            throw error
        }
        if summary.errors > 0 { diagnostics("wxreport: \(summary.line)") }
        return summary.exitCode
    }
}
