import Foundation
import Testing
import WXReportTestSupport

/// Runs under an address-space limit (`prlimit --as`, as `ulimit -v` sets): the run sizes its
/// workers to the space left (`ProcessStart.workerLimit`), and an allocation that fails anyway ends it with
/// "out of memory" and exit 71, the only line on standard error. Never a signal, a hang or a
/// core, at any limit and any `--jobs`.
///
/// Inputs: a 3-row file, a 6 MB group file (a dozen pieces for the workers) and a small gzip
/// file that inflates to 4 MB (handed out whole, handed back by its worker).
@Suite(.serialized, .requires(.prlimit))
struct AddressSpaceLimitTests {
    static let outOfMemory = "wxreport: out of memory (the address-space limit, ulimit -v, is too low for this run)\n"

    @Test(arguments: [100, 150, 300, 600])
    func everyJobCountEndsCleanly(megabytes: Int) throws {
        try withTemporaryDirectory { folder in
            let big = bigGroupFile(count: 15_000)
            try folder.write(big, to: "big.json")
            try Data(try gzipped(Array(bigGroupFile(count: 10_000).utf8))).write(
                to: URL(fileURLWithPath: folder.file("small.json.gz")))
            let inputs = [samplePaths[0], folder.file("big.json"), folder.file("small.json.gz")]
            let expected = try wxreport(["--jobs", "1"] + inputs)
            #expect(expected.status == 0)
            for jobs in [1, 2, 8, 16, 256] {
                let result = try run(
                    .prlimit, ["--as=\(megabytes * 1_000_000)", binaryPath, "--jobs", "\(jobs)"] + inputs)
                let label = "--as=\(megabytes) MB --jobs \(jobs)"
                #expect(!result.signaled, "\(label): died of signal \(result.status)")
                if result.status == 127 && result.stderr.contains("error while loading shared libraries") {
                    continue  // a debug build's libraries do not even map in this little space
                }
                if result.stderr.contains("wouldn't work with ThreadSanitizer") {
                    continue  // `swift test --sanitize=thread`: its shadow memory needs the whole address space
                }
                #expect(
                    [0, 71].contains(result.status), "\(label): exit \(result.status): \(result.stderr.suffix(300))")
                if result.status == 0 {
                    #expect(result.stdout == expected.stdout, "\(label): other rows")
                } else {
                    // One message, ours: not the runtime's "Fatal error: failed to allocate" and stack trace.
                    #expect(result.stderr == Self.outOfMemory, "\(label): \(result.stderr.suffix(300))")
                }
                if megabytes >= 300 { #expect(result.status == 0, "\(label): exit \(result.status)") }
            }
        }
    }

    /// The limit where the run stops fitting, found by halving between one too small to start
    /// (the loader's 127) and one that is enough (0): the run that runs out prints our one line
    /// and nothing from the Swift runtime (which would say "Fatal error: failed to allocate" and,
    /// in a build without its backtracer, add a stack trace).
    @Test func runningOutPrintsOneLineAndNothingFromTheRuntime() throws {
        try withTemporaryDirectory { folder in
            try folder.write(bigGroupFile(count: 15_000), to: "big.json")
            var (low, high) = (80, 320)  // in half megabytes
            var ranOut: ProcessResult?
            while ranOut == nil && high - low > 1 {
                let middle = (low + high) / 2
                let result = try run(
                    .prlimit, ["--as=\(middle * 500_000)", binaryPath, "--jobs", "1", folder.file("big.json")])
                if result.status == 71 && !result.signaled {
                    ranOut = result
                } else if result.status == 0 && !result.signaled {
                    high = middle
                } else {
                    low = middle
                }
            }
            let result = try #require(ranOut, "no limit from 40 to 160 MB ran out of memory")
            #expect(result.stderr == Self.outOfMemory)
        }
    }
}
