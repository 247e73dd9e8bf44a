import Foundation

import Glibc

/// The command once the process is set up: parses the arguments, does what they ask (help,
/// version, a generated file, schema or a report) and gives the exit status.
///
/// `main.swift` first makes the standard descriptors safe, installs the signal handlers and
/// starts the workers, then calls `run`. A test build of the command calls it too, with
/// `configure` changing the job the way no option can (the named temporary file that file
/// systems without `O_TMPFILE` get), so its end-to-end tests run the same code as `wxreport`.
package enum CommandLineRun {
    package static func run(
        _ arguments: [SystemPath], configure: (inout ReportJob) -> Void = { _ in }
    ) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        do throws(ReportError) {
            let options = try OptionParser.parse(
                argv: arguments, defaultJobs: ProcessInfo.processInfo.activeProcessorCount)
            let shown =
                options.showHelp ? OptionParser.helpText + "\n" : options.showVersion ? Version.string + "\n" : nil
            if let text = shown ?? options.generate?.text {
                print(text, terminator: "")
                return 0
            } else if options.showSchema {
                // To standard output, or with `-o` to that file, written whole or not at all as a report is.
                // The locale resolved as a report run resolves it; without `--fields`, every
                // field a report can have, with it, the report's own.
                let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
                let schema =
                    ReportSchema.text(
                        system: options.units ?? UnitSystem.default(for: locale.identifier),
                        columns: options.fields == Column.defaults ? Column.allCases : options.fields) + "\n"
                guard let path = options.output else {
                    print(schema, terminator: "")
                    return 0
                }
                let output = try ReportOutput.open(.file(path))
                output.stream.write(schema)
                try output.commit()
                return 0
            }
            var job = ReportJob(
                options: options, environment: environment, standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
                diagnostics: { StandardError.write($0 + "\n") })
            job.progressOutput = StandardError.write
            configure(&job)
            return job.run()
        } catch {
            StandardError.write("wxreport: \(error)\n" + (error.kind == .usage ? "\(OptionParser.usageLine)\n" : ""))
            return error.exitCode
        }
    }
}
