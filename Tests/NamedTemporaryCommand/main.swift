// wxreport-named-temporary: `wxreport` writing through the named temporary file that file
// systems without O_TMPFILE get, so the end-to-end tests check that fallback's cleanup (after a
// signal, a size limit, a long name) on a machine whose file system has O_TMPFILE. Built with
// the tests, never installed.
import Foundation
import WXReport

guard StandardError.openStandardDescriptors() else { exit(71) }
SignalCleanup.install()
WorkerPool.start()
exit(CommandLineRun.run(ProcessStart.arguments) { $0.unnamedTemporary = false })
