import Foundation

import Glibc

/// The command once the process is set up: parses the arguments and runs the job they describe
/// (`ReportJob`), giving the exit status.
///
/// `main.swift` first makes the standard descriptors safe, installs the signal handlers and
/// starts the workers, then calls `run`. A test build of the command calls it too, with
/// `configure` changing the job the way no option can (the named temporary file that file
/// systems without `O_TMPFILE` get), so its end-to-end tests run the same code as `wxreport`.
package enum CommandLineRun {
    package static func run(
        _ arguments: [SystemPath], configure: (inout ReportJob) -> Void = { _ in }
    ) -> Int32 {
        let diagnostics = { StandardError.write($0 + "\n") }
        let options: ReportOptions
        do throws(ReportError) {
            options = try OptionParser.parse(argv: arguments, defaultJobs: ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            return ReportJob.exitStatus(for: error, diagnostics)
        }
        var job = ReportJob(
            options: options, environment: ProcessInfo.processInfo.environment,
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1, diagnostics: diagnostics)
        job.progressOutput = StandardError.write
        configure(&job)
        return job.run()
    }
}
