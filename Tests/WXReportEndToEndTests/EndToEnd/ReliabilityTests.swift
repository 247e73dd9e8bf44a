import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Bad input, failing output and signals, through the real binary.
@Suite(.serialized) struct ReliabilityTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"

    private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    private func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".") }
    }

    @Test func outputFileIsReplacedWhole() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            let report = "\(folder)/report.csv"
            try Data("old report\n".utf8).write(to: URL(fileURLWithPath: report))
            let result = try wxreport([gent, "--fields", "city", "-o", report])
            #expect(result.status == 0)
            #expect(result.stdout == "")
            #expect(contents(report) == Data("City\nGent\n".utf8))
            #expect(leftovers(in: folder) == [])
        }
    }

    @Test func strictLeavesAnExistingReportByteIdentical() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            let report = "\(folder)/report.csv"
            let old = Data("old report\n".utf8)
            try old.write(to: URL(fileURLWithPath: report))
            let result = try wxreport([gent, "missing.json", "--strict", "-o", report])
            #expect(result.status == 66)
            #expect(contents(report) == old)
            #expect(leftovers(in: folder) == [])
            #expect(result.stderr.contains("wxreport: cannot open 'missing.json': No such file or directory\n"))
            let toStdout = try wxreport([gent, "--strict"], input: nil)
            #expect(toStdout.status == 0)
            let badStdout = try wxreport([gent, "-", "--strict"], input: Data("{".utf8))
            #expect(badStdout.status == 65)
            #expect(badStdout.stdout == "")
        }
    }

    @Test func withoutStrictTheGoodRowsAreCommittedAndTheExitSays65() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            let report = "\(folder)/report.csv"
            let result = try wxreport([gent, "-", "--fields", "city", "-o", report], input: Data("[1".utf8))
            #expect(result.status == 65)
            #expect(contents(report) == Data("City\nGent\n".utf8))
        }
    }

    @Test func unwritableDirectoryExits73WithThePath() throws {
        let result = try wxreport([gent, "-o", "/nonexistent-dir/report.csv"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("'/nonexistent-dir/report.csv'"))
        #expect(result.stderr.hasPrefix("wxreport: "))
    }

    @Test(.requires(.bash)) func fullDiskExits74() throws {
        let direct = try wxreport([gent, "-o", "/dev/full"])
        #expect(direct.status == 74)
        #expect(direct.stderr.contains("/dev/full"))
        let redirected = try shell("'\(binaryPath)' '\(gent)' > /dev/full")
        #expect(redirected.status == 74)
        #expect(redirected.stderr.contains("No space left on device"))
        #expect(!redirected.signaled)
    }

    @Test(.requires(.bash)) func headEndsTheRunQuietly() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            let path = "\(folder)/big.json"
            try Data(bigGroupFile(count: 20_000).utf8).write(to: URL(fileURLWithPath: path))
            let result = try shell("'\(binaryPath)' '\(path)' | head -1; echo \"status=${PIPESTATUS[0]}\"")
            #expect(
                result.stdout
                    == "City,Country,Local time,Conditions,Temperature,Feels like,Min,Max,Humidity,Pressure,Wind speed,Wind direction,Gust,Clouds,Visibility,Rain (1 h),Snow (1 h),Sunrise,Sunset\nstatus=0\n"
            )
            #expect(result.stderr == "")
        }
    }

    /// Every suite file in one run on two threads: one process start instead of 318.
    @Test func jsonTestSuiteThroughTheBinary() throws {
        let folder = JSONTestSuite.folder
        let files = JSONTestSuite.files
        #expect(files.count == 318)
        let result = try wxreport(["--jobs", "2"] + files.map { "\(folder)/\($0)" })
        #expect(!result.signaled)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").dropLast()  // the last line is the summary
        let pattern = try Regex(#"^wxreport: [^\n]+:\d+:\d+: .+$"#)
        for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        let failed = Set(files.filter { file in lines.contains { $0.hasPrefix("wxreport: \(folder)/\(file):") } })
        // `[][]` is two JSON texts, read one after the other as concatenated responses are.
        let sequence = "n_structure_double_array.json"
        for file in files where file.hasPrefix("n_") && file != sequence {
            #expect(failed.contains(file), "\(file) accepted")
        }
        // Valid JSON that is not an OWM payload is rejected too; only empty arrays (no records,
        // an empty report) succeed.
        let accepted = files.filter { !failed.contains($0) }
        #expect(accepted == [sequence, "y_array_empty.json", "y_structure_whitespace_array.json"])
        #expect(result.stderr.hasSuffix("wxreport: \(files.count) inputs, 0 rows written, \(lines.count) errors\n"))
    }

    @Test func everyPrefixOfEverySampleIsAnErrorWithAPosition() throws {
        let paths =
            samplePaths + [
                "\(packageRoot)/Samples/metric/amsterdam-current.json",
                "\(packageRoot)/Samples/imperial/new-york-current.json",
            ]
        var tried = 0
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            // A complete file minus only its final newline is still complete.
            let complete = bytes.last == 0x0A ? bytes.count - 1 : bytes.count
            let isJSONLines = path.hasSuffix("bulk-cities.json")
            for length in 0..<complete {
                // A JSON Lines file cut at the end of a line is a complete, shorter file.
                if isJSONLines && length > 0 && (bytes[length - 1] == 0x0A || bytes[length] == 0x0A) { continue }
                let (_, errors) = decodeAll(SourceDocument(name: "p.json", bytes: Array(bytes[0..<length])))
                tried += 1
                guard let first = errors.first else {
                    Issue.record("\(path) prefix \(length) accepted")
                    continue
                }
                #expect(first.hasPrefix("p.json:"), "\(path) prefix \(length): \(first)")
            }
        }
        #expect(tried > 25_000)
        // And through the binary, a sample of prefixes in one run: each is an error with its
        // position, and the run exits 65.
        try withTemporaryDirectory { directory in
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: samplePaths[4])))
            var paths: [String] = []
            for length in stride(from: 0, to: bytes.count - 1, by: 397) {
                paths.append(directory.file("cut-\(length).json"))
                try Data(bytes[0..<length]).write(to: URL(fileURLWithPath: paths[paths.count - 1]))
            }
            let result = try wxreport(paths)
            #expect(result.status == 65)
            for path in paths {
                #expect(
                    result.stderr.contains("\nwxreport: \(path):") || result.stderr.hasPrefix("wxreport: \(path):"),
                    "\(path)")
            }
        }
    }
}
