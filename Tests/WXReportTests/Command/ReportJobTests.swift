import Foundation
import Testing

import WXReport
import WXReportTestSupport

/// The command's whole run after its inputs are listed (`ReportJob.run(_:source:expansion:)`),
/// in-process with fixture documents: the configuration's modes, `--strict`, `--rejects` and the commit
/// of the report file, as `wxreport` does them for files.
@Suite struct ReportJobTests {
    static let cities = """
        {"cnt":3,"list":[
        {"name":"Oslo","sys":{"country":"NO","timezone":3600},"main":{"temp":271.15},"weather":[{"description":"snow"}],"dt":1763900000},
        {"name":"Cairo","sys":{"country":"EG","timezone":7200},"main":{"temp":297.15},"weather":[{"description":"clear sky"}],"dt":1763900000},
        {"name":"Gent","sys":{"country":"BE","timezone":3600},"main":{"temp":280.15},"weather":[{"description":"rain"}],"dt":1763900000}
        ]}
        """
    /// A record whose temperature is not a number: an error, and a reject.
    static let broken = """
        {"cnt":1,"list":[{"name":"Bad","main":{"temp":"warm"},"weather":[],"dt":1763900000}]}
        """

    struct Outcome {
        var status: Int32
        var messages: [String]
    }

    /// Runs the job for `options` (fields city and temp, en-US, kelvin input) on `documents`.
    func run(_ documents: [String], _ change: (inout ReportOptions) -> Void) throws -> Outcome {
        var options = ReportOptions(jobs: 2)
        (options.fields, options.locale, options.inputUnits) = ([.city, .temp], "en-US", .standard)
        change(&options)
        var messages: [String] = []
        let job = ReportJob(
            options: options, environment: [:], standardInputIsTerminal: false, diagnostics: { messages.append($0) })
        let configuration = try ReportConfiguration(options: options, environment: [:])
        let source = FixtureSource(documents.enumerated().map { ("d\($0.offset).json", $0.element) })
        let status = try job.run(configuration, source: source, expansion: nil)
        return Outcome(status: status, messages: messages)
    }

    @Test func sortsIntoTheReportFile() throws {
        try withTemporaryDirectory { directory in
            let outcome = try run([Self.cities]) {
                $0.output = SystemPath(directory.file("r.csv"))
                $0.sort = [SortKey(.temp, descending: true)]
            }
            #expect(outcome.status == 0)
            #expect(outcome.messages == [])
            #expect(
                try String(contentsOfFile: directory.file("r.csv"), encoding: .utf8) == """
                    City,Temperature
                    Cairo,75°F
                    Gent,45°F
                    Oslo,28°F

                    """)
        }
    }

    @Test func summarisesIntoTheReportFile() throws {
        try withTemporaryDirectory { directory in
            let outcome = try run([Self.cities]) {
                $0.output = SystemPath(directory.file("r.csv"))
                $0.summary = true
            }
            #expect(outcome.status == 0)
            #expect(
                try String(contentsOfFile: directory.file("r.csv"), encoding: .utf8) == """
                    field,count,min,min_city,max,max_city,mean
                    Temperature,3,28°F,Oslo,75°F,Cairo,49°F

                    """)
        }
    }

    /// `--strict` stops at the bad record and writes nothing: the old report stays.
    @Test func strictKeepsTheOldReport() throws {
        try withTemporaryDirectory { directory in
            try "old\n".write(toFile: directory.file("r.csv"), atomically: false, encoding: .utf8)
            let outcome = try run([Self.cities, Self.broken]) {
                $0.output = SystemPath(directory.file("r.csv"))
                $0.strict = true
            }
            #expect(outcome.status == 65)
            #expect(
                outcome.messages == [
                    "wxreport: d1.json:1:47: list[0].main.temp: expected a number, found a string",
                    "wxreport: stopped at the first error (--strict); no report written",
                ])
            #expect(try String(contentsOfFile: directory.file("r.csv"), encoding: .utf8) == "old\n")
            #expect(try directory.names() == ["r.csv"])
        }
    }

    /// `--rejects` takes the bad record whole; the good ones are the report, committed over the
    /// old one, and the run succeeds (every problem is accounted for in the rejects file).
    @Test func rejectsAndCommitsTheRest() throws {
        try withTemporaryDirectory { directory in
            try "old\n".write(toFile: directory.file("r.csv"), atomically: false, encoding: .utf8)
            let outcome = try run([Self.cities, Self.broken]) {
                $0.output = SystemPath(directory.file("r.csv"))
                $0.rejects = SystemPath(directory.file("rejects.jsonl"))
            }
            #expect(outcome.status == 0)
            #expect(
                try String(contentsOfFile: directory.file("r.csv"), encoding: .utf8) == """
                    City,Temperature
                    Oslo,28°F
                    Cairo,75°F
                    Gent,45°F

                    """)
            let rejects = try String(contentsOfFile: directory.file("rejects.jsonl"), encoding: .utf8)
            #expect(
                rejects
                    == #"{"input":"d1.json","line":1,"column":47,"path":"list[0]","member":"main.temp","scope":"record","#
                    + #""message":"list[0].main.temp: expected a number, found a string","#
                    + #""record":"{\"name\":\"Bad\",\"main\":{\"temp\":\"warm\"},\"weather\":[],\"dt\":1763900000}","truncated":false}"#
                    + "\n")
            #expect(try directory.names() == ["r.csv", "rejects.jsonl"])
        }
    }

    /// A run in which nothing could be reported fails and leaves the old report as it was.
    @Test func aRunWithNoRowKeepsTheOldReport() throws {
        try withTemporaryDirectory { directory in
            try "old\n".write(toFile: directory.file("r.csv"), atomically: false, encoding: .utf8)
            let outcome = try run([Self.broken]) { $0.output = SystemPath(directory.file("r.csv")) }
            #expect(outcome.status == 65)
            #expect(outcome.messages.last == "wxreport: no row could be reported; no report written")
            #expect(try String(contentsOfFile: directory.file("r.csv"), encoding: .utf8) == "old\n")
        }
    }
}
