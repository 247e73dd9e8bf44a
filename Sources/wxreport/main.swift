// wxreport: OpenWeatherMap JSON in, a localized report out (CSV, Markdown, JSON, NDJSON or HTML).
// Set the process up, hand the arguments to the library's command, exit with its status.
import Foundation
import WXReport

// Before anything is opened: a closed descriptor 2 would otherwise become the report.
guard StandardError.openStandardDescriptors() else { exit(71) }  // EX_OSERR: no /dev/null
SignalCleanup.install()
WorkerPool.start()  // Dispatch and malloc set up before any file is opened (WXReport.docc: Concurrency)
exit(CommandLineRun.run(ProcessStart.arguments))
