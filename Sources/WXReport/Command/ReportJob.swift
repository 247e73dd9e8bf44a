import Foundation
import Glibc

/// One run of the command, from its arguments to an exit status: parses them, prints what an
/// option that exits asks for, or makes the run's configuration (`ReportConfiguration`), lists
/// the inputs (standard input, or the arguments with their directories expanded), opens the
/// report and the rejects file, runs the configuration, and commits or abandons them.
///
/// Lives in the library (not `main.swift`) so every branch is testable; `main.swift` only sets
/// the process up and calls `run(arguments:)`.
package struct ReportJob {
    package var options: ReportOptions
    package var environment: [String: String]
    /// Where messages go; standard error in the real command.
    package var diagnostics: (String) -> Void
    /// Whether standard input is a terminal (then a run without files is a usage error).
    package var standardInputIsTerminal: Bool
    /// Writes raw text (no newline added) to the terminal for the progress line; progress is
    /// shown when this is set and `RunMessages.wantsProgress` says so.
    package var progressOutput: ((String) -> Void)?
    /// Whether the report and the rejects file are written to an `O_TMPFILE` file with no name
    /// until committed (false: the named `.NAME.XXXXXX` that file systems without it get; the
    /// end-to-end tests' build of the command sets it to check that fallback's cleanup here).
    package var unnamedTemporary = true

    package init(
        options: ReportOptions, environment: [String: String], standardInputIsTerminal: Bool,
        diagnostics: @escaping (String) -> Void
    ) {
        self.options = options
        self.environment = environment
        self.standardInputIsTerminal = standardInputIsTerminal
        self.diagnostics = diagnostics
    }

    /// The command once the process is set up: parses `arguments` and runs the job they
    /// describe, giving the exit status. A test build of the command passes `configure` to change
    /// the job the way no option can (the named temporary file that file systems without
    /// `O_TMPFILE` get), so its end-to-end tests run the same code as `wxreport`.
    package static func run(arguments: [SystemPath], configure: (inout ReportJob) -> Void = { _ in }) -> Int32 {
        let diagnostics = { StandardError.write($0 + "\n") }
        let process = ProcessInfo.processInfo
        do throws(ReportError) {
            let options = try OptionParser.parse(argv: arguments, defaultJobs: process.activeProcessorCount)
            var job = ReportJob(
                options: options, environment: process.environment,
                standardInputIsTerminal: isatty(STDIN_FILENO) == 1, diagnostics: diagnostics)
            job.progressOutput = StandardError.write
            configure(&job)
            return job.run()
        } catch {
            return exitStatus(for: error, diagnostics)
        }
    }

    /// Does what the options ask (help, version, a generated file, the schema or a report) and
    /// returns the process exit status.
    package func run() -> Int32 {
        do throws(ReportError) {
            let shown =
                options.showHelp ? OptionParser.helpText + "\n" : options.showVersion ? Version.string + "\n" : nil
            if let text = shown ?? options.generate?.text {
                print(text, terminator: "")
                return 0
            } else if options.showSchema {
                try printSchema()
                return 0
            }
            if options.inputs.isEmpty && standardInputIsTerminal {
                throw ReportError(.usage, "no input: name JSON files, or pipe JSON to standard input")
            }
            let configuration = try ReportConfiguration(options: options, environment: environment)
            let inputs = Result { () throws(ReportError) in try inputSource() }  // directories expanded
            try configuration.formatterCheck.wait()  // its error comes first
            let (source, expansion) = try inputs.get()
            return try run(configuration, source: source, expansion: expansion)
        } catch {
            return Self.exitStatus(for: error, diagnostics)
        }
    }

    /// Says `error` through `diagnostics`, with the usage line after a usage error, and gives its status.
    static func exitStatus(for error: ReportError, _ diagnostics: (String) -> Void) -> Int32 {
        diagnostics("wxreport: \(error)")
        if error.kind == .usage { diagnostics(OptionParser.usageLine) }
        return error.exitCode
    }

    /// `--schema`: to standard output, or with `-o` to that file, written whole or not at all as
    /// a report is. The locale resolved as a report run resolves it; without `--fields`, every
    /// field a report can have, with it, the report's own.
    private func printSchema() throws(ReportError) {
        let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
        let schema =
            ReportSchema.text(
                system: options.units ?? UnitSystem.default(for: locale.identifier),
                columns: options.fields == Column.defaults ? Column.allCases : options.fields) + "\n"
        guard let path = options.output else { return print(schema, terminator: "") }
        let output = try ReportOutput.open(.file(path))
        output.stream.write(schema)
        try output.commit()
    }

    /// The source for the run and the expansion it came from (nil when reading standard input
    /// without arguments). Expands directories now, before the report file is opened, so a
    /// temporary file beside it can never be listed; warnings (a symbolic link loop, a folder
    /// with no inputs) go to standard error at once. A folder that cannot be listed is not
    /// reported here: it waits in the source for its turn, like a file that cannot be opened.
    ///
    /// `-o` and `--rejects` may not name a file the run reads: `checkDistinct` checks the
    /// expanded paths, and here a file named like an input in a folder being read is refused
    /// even before it exists, since the next run would read it back.
    private func inputSource() throws(ReportError) -> (source: FileSource, expansion: InputExpansion?) {
        guard !options.inputs.isEmpty else { return (FileSource(paths: ["-"]), nil) }
        let expansion = InputExpansion(
            arguments: options.inputs, recursive: options.recursive,
            outputs: ReportOutput.writtenLocations([options.output, options.rejects]))
        for warning in expansion.warnings { diagnostics("wxreport: warning: \(warning)") }
        for (what, path) in [("output", options.output), ("rejects file", options.rejects)] {
            guard let path, expansion.wouldRead(path) else { continue }
            throw ReportError(
                .usage,
                "\(what) '\(path)' would be read back as an input of its folder; "
                    + "write it elsewhere or name it other than \(InputExpansion.inputNamesText)")
        }
        return (FileSource(expansion), expansion)
    }

    /// Runs `configuration` from `source` into the report and commits it or leaves the old one: the
    /// command once its inputs are listed (`expansion`, nil for standard input). Tests call it
    /// with fixtures to reach the output, `--rejects` and the commit in-process.
    package func run(
        _ configuration: ReportConfiguration, source: some ReportSource, expansion: InputExpansion?
    ) throws(ReportError) -> Int32 {
        let options = configuration.options  // what the configuration was made from: one set of options for the run
        // What the run reads, standard input (`-`) when no file is named: neither output may be one.
        let outputs = try RunOutputs(
            report: options.output, strict: options.strict, rejects: options.rejects,
            reading: expansion?.inputsAtOutputs ?? [("-", nil)], unnamedTemporary: unnamedTemporary)
        let showsProgress = RunMessages.wantsProgress(
            explicit: options.progress, reportGoesToFile: options.output != nil)
        let messages = RunMessages(
            write: diagnostics, progressOutput: showsProgress ? progressOutput : nil, outputs: outputs)
        if let warning = configuration.warning { messages.say("warning: \(warning)") }
        var target = outputs.report.stream
        let summary = try configuration.run(source, to: &target, messages)
        messages.finish()
        // What the folders held that was skipped, only when someone is watching: a cron job mails
        // any standard error, and a README beside the data is no reason for a mail every hour.
        if summary.errors > 0 || messages.showsProgress || options.progress == true, let line = expansion?.summary {
            messages.say(line)
        }
        return try outputs.finish(summary, messages)
    }
}
