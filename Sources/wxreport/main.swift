// wxreport: OpenWeatherMap JSON in, a localized report out (CSV, Markdown, JSON or NDJSON).
// Parse the arguments, hand them to the library's ReportJob, exit with its status.
import Foundation
import WXReport

// Before anything is opened: a closed descriptor 2 would otherwise become the report.
guard StandardError.openStandardDescriptors() else { exit(71) }  // EX_OSERR: no /dev/null
SignalCleanup.install()
WorkerPool.start()  // Dispatch and malloc set up before any file is opened (README: Concurrency)
let arguments = ProcessStart.arguments
let cores = ProcessInfo.processInfo.activeProcessorCount
let status: Int32
do {
    let options = try OptionParser.parse(argv: arguments, defaultJobs: cores)
    if options.showHelp {
        print(OptionParser.helpText)
        status = 0
    } else if options.showVersion {
        print(Version.string)
        status = 0
    } else if options.showSchema {
        print(try ReportSchema.text(options, environment: ProcessInfo.processInfo.environment))
        status = 0
    } else {
        var job = ReportJob(
            options: options, environment: ProcessInfo.processInfo.environment,
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            diagnostics: { StandardError.write($0 + "\n") })
        job.progressOutput = StandardError.write
        status = job.run()
    }
} catch {
    StandardError.write("wxreport: \(error)\n\(OptionParser.usageLine)\n")
    status = error.exitCode
}
exit(status)
