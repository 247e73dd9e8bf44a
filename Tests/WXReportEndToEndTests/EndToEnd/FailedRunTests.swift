import Foundation
import Testing
import WXReportTestSupport

/// When a run commits its report (the Safety article, `WXReport.docc`):
/// a run that failed and reported no row leaves the old report and rejects file as they were;
/// any row reported, or a status of 0, commits.
@Suite struct FailedRunTests {
    static let gent = "\(packageRoot)/Samples/current-gent.json"
    static let metric = "\(packageRoot)/Samples/metric/amsterdam-current.json"
    static let old = Data("old report\n".utf8)

    /// Runs wxreport in a folder holding `report.csv` with the old report and `arguments`' files.
    private func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> ProcessResult {
        try Self.old.write(to: URL(fileURLWithPath: directory.file("report.csv")))
        return try wxreport(["--fields", "city", "--no-progress"] + arguments, directory: directory.path)
    }

    @Test func noInputReadableKeepsTheOldReport() throws {
        try withTemporaryDirectory { directory in
            let result = try run(["missing.json", "-o", "report.csv"], in: directory)
            #expect(result.status == 66)
            #expect(try directory.contents(of: "report.csv") == Self.old)
            #expect(try directory.names() == ["report.csv"])
            #expect(
                result.stderr == """
                    wxreport: cannot open 'missing.json': No such file or directory
                    wxreport: 1 input, 0 rows written, 1 error
                    wxreport: no row could be reported; no report written

                    """)
        }
    }

    /// Every input in the wrong units: exit 65 and no row. The rejects file stays as it was too.
    @Test func noRowAndAFailureKeepTheOldReportAndRejects() throws {
        try withTemporaryDirectory { directory in
            try directory.write("old rejects\n", to: "bad.ndjson")
            let result = try run([Self.metric, Self.metric, "-o", "report.csv"], in: directory)
            #expect(result.status == 65)
            #expect(try directory.contents(of: "report.csv") == Self.old)
            let withRejects = try run(
                [Self.metric, "missing.json", "--rejects", "bad.ndjson", "-o", "report.csv"], in: directory)
            #expect(withRejects.status == 66)
            #expect(try directory.contents(of: "report.csv") == Self.old)
            #expect(try directory.contents(of: "bad.ndjson") == Data("old rejects\n".utf8))
            #expect(try directory.names() == ["bad.ndjson", "report.csv"])
        }
    }

    /// One row is a report: committed, with the failure in the status.
    @Test func aRowReportedCommitsDespiteAFailure() throws {
        try withTemporaryDirectory { directory in
            let result = try run([Self.gent, "missing.json", "-o", "report.csv"], in: directory)
            #expect(result.status == 66)
            #expect(try directory.contents(of: "report.csv") == Data("City\nGent\n".utf8))
        }
    }

    /// No row and status 0 (an empty list, or every bad record kept by `--rejects`) commits.
    @Test func noRowButSuccessCommits() throws {
        try withTemporaryDirectory { directory in
            try directory.write("[]\n", to: "empty.json")
            let empty = try run(["empty.json", "-o", "report.csv"], in: directory)
            #expect(empty.status == 0)
            #expect(try directory.contents(of: "report.csv") == Data("City\n".utf8))
            let rejected = try run([Self.metric, "--rejects", "bad.ndjson", "-o", "report.csv"], in: directory)
            #expect(rejected.status == 0)
            #expect(try directory.contents(of: "report.csv") == Data("City\n".utf8))
            #expect(try directory.names() == ["bad.ndjson", "empty.json", "report.csv"])
        }
    }
}
