// wxreport: OpenWeatherMap JSON in, a localized CSV or Markdown report out.
// Parse the arguments, hand them to the library's ReportJob, exit with its status.
import Foundation
import WXReport

SignalCleanup.install()
WorkerPool.start()  // Dispatch and malloc set up before any file is opened (README: Concurrency)
// The raw bytes of argv: `CommandLine.arguments` turns invalid UTF-8 in a file name into U+FFFD.
let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { SystemPath(cString: $0) } }
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
