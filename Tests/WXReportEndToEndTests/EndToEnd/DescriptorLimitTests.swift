import Foundation
import Testing
import WXReportTestSupport

/// Runs with only a handful of file descriptors (`prlimit --nofile=N`, util-linux): every input
/// or output that cannot be opened is a clear message naming it, and the run never dies of a
/// signal. Fewer than 4 and the dynamic loader itself cannot start the binary.
@Suite(.serialized, .requires(.prlimit))
struct DescriptorLimitTests {
    /// Each message line is one of these: an input that could not be opened, the summary,
    /// (no input opened at all) that the old report is kept, or (the header table's folder could
    /// not be listed for want of a descriptor) that the headers are in English.
    private let messagePattern = try? Regex(
        #"^wxreport: (cannot open '[^']+': Too many open files|\d+ inputs?, \d+ rows? written, \d+ errors?"#
            + #"|no row could be reported; no report written|warning: .*; headers are in English)$"#)

    private func runLimited(limit: Int, jobs: Int) throws -> ProcessResult {
        try withTemporaryDirectory { folder in
            try run(
                .prlimit,
                ["--nofile=\(limit)", binaryPath, "--jobs", "\(jobs)", "-o", folder.file("out.csv")] + samplePaths)
        }
    }

    private func check(_ result: ProcessResult, limit: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pattern = try #require(messagePattern)
        #expect(!result.signaled, "nofile=\(limit): died of signal \(result.status)", sourceLocation: sourceLocation)
        #expect(
            [0, 66].contains(result.status), "nofile=\(limit): status \(result.status)", sourceLocation: sourceLocation)
        for line in result.stderr.split(separator: "\n") {
            #expect(line.wholeMatch(of: pattern) != nil, "nofile=\(limit): \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func oneThreadNeverDiesOfASignal() throws {
        for limit in 4...10 {
            try check(try runLimited(limit: limit, jobs: 1), limit: limit)
        }
    }

    /// libdispatch traps (SIGILL) when it cannot get its own descriptors: the pool is started
    /// at start-up only when enough are free (`ProcessStart.descriptorsNeeded`), and otherwise
    /// the run works on the calling thread. Limits on both sides of that line.
    @Test(arguments: [2, 8])
    func severalJobsNeverDieOfASignal(jobs: Int) throws {
        for limit in [4, 5, 6, 7, 8, 10, 12, 16, 18, 19, 20, 24, 32] {
            try check(try runLimited(limit: limit, jobs: jobs), limit: limit)
        }
    }
}
