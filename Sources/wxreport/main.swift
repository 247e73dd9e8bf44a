// wxreport: OpenWeatherMap JSON in, a localized CSV or Markdown report out.
// Parse the arguments, hand them to the library's ReportJob, exit with its status.
import Foundation
import WXReport

SignalCleanup.install()
let arguments = Array(CommandLine.arguments.dropFirst())
let cores = ProcessInfo.processInfo.activeProcessorCount
let status: Int32
do {
    let options = try OptionParser.parse(arguments, defaultJobs: cores)
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
            diagnostics: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        job.standardErrorIsTerminal = isatty(STDERR_FILENO) == 1
        job.progressOutput = { FileHandle.standardError.write(Data($0.utf8)) }
        status = job.run()
    }
} catch {
    FileHandle.standardError.write(Data("wxreport: \(error)\n\(OptionParser.usageLine)\n".utf8))
    status = error.exitCode
}
exit(status)
