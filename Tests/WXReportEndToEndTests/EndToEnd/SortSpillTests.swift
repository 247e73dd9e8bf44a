import Foundation
import Testing
import WXReportTestSupport

/// `--sort` when its runs cannot be spilled: the real cause (the `errno` text and the run's
/// path) and exit 73, with nothing of the report written, never a partial, wrongly ordered one.
@Suite struct SortSpillTests {
    /// 5,000 records with 1,000-byte city names: sorted by city they are over 8 MiB of keys and
    /// rows, so the built binary spills a run (its memory bound is 8 MiB) of about that size.
    static let input: Data = {
        let filler = String(repeating: "x", count: 1000)
        return Data(
            (0..<5000).map { index in
                #"{"name":"C\#(String(4999 - index))\#(filler)","main":{"temp":280},"weather":[],"dt":1763900000}"#
                    + "\n"
            }.joined().utf8)
    }()

    /// Whether this machine lets a private mount namespace mount a tmpfs (root, or user namespaces).
    static let canMountTmpfs: Bool = {
        guard let unshare = Tool.unshare.path else { return false }
        let probe = try? runProcess(
            unshare, ["-m", "sh", "-c", #"mount -t tmpfs -o size=64k tmpfs "$0""#, NSTemporaryDirectory()])
        return probe?.status == 0
    }()

    /// `TMPDIR` on a 1 MiB tmpfs, mounted in a mount namespace of the run's own, which takes the
    /// mount away when it ends.
    @Test(
        .enabled(
            if: canMountTmpfs, "skipped: cannot mount a tmpfs in a private mount namespace (unshare -m needs root)"))
    func reportsAFullTemporaryFolder() throws {
        try withTemporaryDirectory { directory in
            try Self.input.write(to: URL(fileURLWithPath: directory.file("in.json")))
            try FileManager.default.createDirectory(atPath: directory.file("tmp"), withIntermediateDirectories: false)
            let command =
                #"mount -t tmpfs -o size=1m tmpfs "$1" && TMPDIR="$1" exec "$0" --sort city --fields city "$2""#
            let result = try runProcess(
                try Tool.unshare.requiredPath(),
                ["-m", "sh", "-c", command, binaryPath, directory.file("tmp"), directory.file("in.json")])
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasPrefix("wxreport: cannot write to sort run '\(directory.file("tmp"))/wxreport-sort."))
            #expect(result.stderr.hasSuffix("' (--sort): No space left on device\n"))
            #expect(result.status == 73)
        }
    }

    /// A file size limit (`ulimit -f`, 1 MiB) on the runs: "File too large", not a vague read error.
    @Test(.requires(.bash))
    func reportsAFileSizeLimit() throws {
        try withTemporaryDirectory { directory in
            try Self.input.write(to: URL(fileURLWithPath: directory.file("in.json")))
            let command = #"ulimit -f 1024 && TMPDIR="$1" exec "$0" --sort city --fields city "$2""#
            let result = try runProcess(
                try Tool.bash.requiredPath(), ["-c", command, binaryPath, directory.path, directory.file("in.json")])
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("wxreport: cannot write to sort run '\(directory.path)/wxreport-sort."))
            #expect(result.stderr.hasSuffix("' (--sort): File too large\n"))
            #expect(result.status == 73)
            #expect(try directory.names() == ["in.json"])  // the run was unlinked at once
        }
    }

    /// With room to spill, the same input sorts, as the names' bytes order them (digits before
    /// `x` in the collation too): C0…, C1000…, C1001…, and so on.
    @Test func sortsWhenTheRunsFit() throws {
        try withTemporaryDirectory { directory in
            try Self.input.write(to: URL(fileURLWithPath: directory.file("in.json")))
            let result = try wxreport(
                ["--sort", "city", "--fields", "city", directory.file("in.json")],
                environment: ["TMPDIR": directory.path])
            let names = (0..<5000).map { "C\($0)" + String(repeating: "x", count: 1000) }.sorted()
            #expect(result.stdout == "City\n" + names.map { $0 + "\n" }.joined())
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }
}
