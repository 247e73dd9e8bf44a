import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The command once the process is set up: parses the arguments, does what they ask (help,
/// version, schema or a report) and gives the exit status.
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
            if options.showHelp {
                print(OptionParser.helpText)
                return 0
            } else if options.showVersion {
                print(Version.string)
                return 0
            } else if options.showSchema {
                print(try ReportSchema.text(options, environment: environment))
                return 0
            }
            var job = ReportJob(
                options: options, environment: environment, standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
                diagnostics: { StandardError.write($0 + "\n") })
            job.progressOutput = StandardError.write
            configure(&job)
            return job.run()
        } catch {
            StandardError.write("wxreport: \(error)\n\(OptionParser.usageLine)\n")
            return error.exitCode
        }
    }
}
