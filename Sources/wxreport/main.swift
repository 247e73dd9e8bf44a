// wxreport: OpenWeatherMap JSON in, a localized report out (CSV, Markdown, JSON, NDJSON or HTML).
// Set the process up, hand the arguments to the library's command, exit with its status.
import Foundation
import WXReport

guard ProcessStart.setUp() else { exit(71) }  // EX_OSERR: no /dev/null (set-up before any file is opened)
exit(ReportJob.run(arguments: ProcessStart.arguments))
