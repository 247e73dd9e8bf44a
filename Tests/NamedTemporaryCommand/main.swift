// wxreport-named-temporary: `wxreport` writing through the named temporary file that file
// systems without O_TMPFILE get, so the end-to-end tests check that fallback's cleanup (after a
// signal, a size limit, a long name) on a machine whose file system has O_TMPFILE. Built with
// the tests, never installed.
import Foundation
import WXReport

guard ProcessStart.setUp() else { exit(71) }
exit(ReportJob.run(arguments: ProcessStart.arguments) { $0.unnamedTemporary = false })
