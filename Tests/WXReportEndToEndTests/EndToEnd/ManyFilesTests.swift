import Foundation
import Testing
import WXReportTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of many files costs a few bytes a file (issue 30, case 8): its listing keeps the
/// paths' bytes packed, not an array and a file identity for each. Not timed: the run must fit
/// an address-space limit (`prlimit --as`, what `ulimit -v` sets) 16 MB above the least a
/// folder of one file needs; 40,000 files took 30 MB more than one before (release build:
/// 76 MB for one, 106 MB for 40,000; now 78 MB for both).
@Suite(.serialized, .requires(.prlimit))
struct ManyFilesTests {
    static let files = 40_000

    @Test func aFolderOfManyFilesFitsInTheSpaceOfOneFileAnd16MB() throws {
        try withTemporaryDirectory { folder in
            for name in ["one", "many"] {
                try FileManager.default.createDirectory(atPath: folder.file(name), withIntermediateDirectories: true)
            }
            try folder.write(FolderInputTests.record("Gent"), to: "one/w.json")
            for index in 0..<Self.files {  // links to one file: quick to make, one row each
                try #require(link(folder.file("one/w.json"), folder.file("many/w\(index).json")) == 0)
            }
            let one = try #require(try Self.leastLimit(folder.file("one")), "no limit up to 1 GB was enough")
            let result = try run(
                .prlimit,
                ["--as=\(one + 16_000_000)", binaryPath, "--jobs", "1"] + FolderInputTests.arguments
                    + [folder.file("many")])
            #expect(result.status == 0, "exit \(result.status): \(result.stderr.suffix(300))")
            #expect(result.stdout == FolderInputTests.header + String(repeating: "Gent,44°F\n", count: Self.files))
        }
    }

    /// The least address-space limit, to 2 MB, at which the run of `folder` succeeds.
    static func leastLimit(_ folder: String) throws -> Int? {
        var (low, high) = (10, 500)  // in 2 MB: too small to start, enough
        guard try succeeds(folder, high * 2_000_000) else { return nil }
        while high - low > 1 {
            let middle = (low + high) / 2
            if try succeeds(folder, middle * 2_000_000) { high = middle } else { low = middle }
        }
        return high * 2_000_000
    }

    static func succeeds(_ folder: String, _ limit: Int) throws -> Bool {
        let result = try run(
            .prlimit, ["--as=\(limit)", binaryPath, "--jobs", "1"] + FolderInputTests.arguments + [folder])
        return result.status == 0 && !result.signaled
    }
}
