import Testing
import WXReportTestSupport

import WXReport

/// The pipeline with in-memory stages: a fixture source and a string for output.
@Suite struct PipelineTests {
    static func record(_ name: String, _ temp: String = "280") -> String {
        #"{"name":"\#(name)","main":{"temp":\#(temp)},"weather":[{"description":"clear sky"}],"dt":1763900000,"timezone":3600}"#
    }

    /// Listed (small documents handed to workers whole, as small files are) or not (planned on
    /// the calling thread and handed out piece by piece): the same report and errors.
    @Test(arguments: [1, 2, 4], [false, true])
    func rowsKeepInputOrderAndErrorsAreReportedInOrder(jobs: Int, listed: Bool) throws {
        let source = FixtureSource(
            [
                ("a.json", "{\"list\":[\(Self.record("A1")),\(Self.record("A2"))]}"),
                ("missing.json", nil),
                ("b.json", "{\"list\":[\(Self.record("B1")),{\"main\":{}},\(Self.record("B2"))]}"),
                ("c.json", "{\"list\":[\(Self.record("C1")),\n{]}"),
                ("d.json", Self.record("D1")),
            ], listed: listed)
        let run = try runReport(source: source, locale: "en-US", columns: [.city, .temp, .time], jobs: jobs)
        #expect(
            run.report == """
                City,Temperature,Local time
                A1,44°F,"11/23/25, 1:13\u{202F}PM"
                A2,44°F,"11/23/25, 1:13\u{202F}PM"
                B1,44°F,"11/23/25, 1:13\u{202F}PM"
                B2,44°F,"11/23/25, 1:13\u{202F}PM"
                C1,44°F,"11/23/25, 1:13\u{202F}PM"
                D1,44°F,"11/23/25, 1:13\u{202F}PM"

                """)
        #expect(
            run.errors == [
                "cannot open 'missing.json': No such file or directory",
                "b.json:1:124: list[1].main: missing 'temp'",
                "c.json:2:2: unexpected character ']', expected a string key",
            ])
        #expect(
            run.summary
                == {
                    var summary = RunSummary()
                    summary.documents = 5
                    summary.rows = 6
                    summary.errors = 3
                    summary.exitCode = 66
                    return summary
                }())
    }

    @Test func strictStopsAtTheFirstError() throws {
        let source = FixtureSource([("a.json", Self.record("A")), ("b.json", "[1]"), ("c.json", Self.record("C"))])
        let run = try runReport(source: source, locale: "en-US", columns: [.city], strict: true)
        #expect(run.summary.stoppedEarly)
        #expect(run.summary.exitCode == 65)
        #expect(run.errors == ["b.json:1:2: [0]: expected an object, found a number"])
    }

    @Test func manyPiecesGiveTheSameBytesForAnyNumberOfJobs() throws {
        var text = "{\"list\":[\n"
        for index in 0..<30_000 {
            text +=
                Self.record("City \(index) \\\"q\\\"", String(250 + Double(index % 700) / 10))
                + (index < 29_999 ? ",\n" : "\n")
        }
        text += "]}"
        var reports: [String] = []
        for jobs in [1, 2, 8] {
            let run = try runReport(
                source: FixtureSource([("big.json", text), ("d.json", Self.record("D"))]), locale: "fr-FR", jobs: jobs)
            #expect(run.summary.rows == 30_001)
            reports.append(run.report)
        }
        #expect(reports[0].contains("\n\"City 29999 \"\"q\"\"\";"))
        #expect(reports[0] == reports[1])
        #expect(reports[0] == reports[2])
        #expect(reports[0].hasSuffix("\nD;;23/11/2025 13:13;clear sky;7\u{202F}°C;;;;;;;;;;;;;;\n"))
    }

    @Test func emptyInputStillWritesTheHeader() throws {
        let run = try runReport(
            source: FixtureSource([("e.json", "[]")]), locale: "en-US", format: .markdown, columns: [.city, .temp])
        #expect(run.report == "| City | Temperature |\n| --- | ---: |\n")
        #expect(run.summary.exitCode == 0)
    }

    // MARK: Test stages through the real pipeline

    @Test(arguments: [1, 2, 8])
    func testTransformAndFormatRunThroughTheConcurrentPipeline(jobs: Int) {
        let source = FixtureSource([
            ("a.json", cellsDocument([["A1", "1"], ["A2", "2"]])),
            ("missing.json", nil),
            ("b.json", cellsDocument([["B1", "3"]]) + "\nnot a row\n" + cellsDocument([["B2", "4"]])),
            ("c.json", cellsDocument([["C1", "5"]]) + "\n!end\n" + cellsDocument([["C2", "6"]])),
            ("empty.json", ""),
            ("d.json", cellsDocument((0..<100).map { ["D\($0)", "\($0)"] })),
        ])
        let run = runPipeline(source, CellsTransform(), RecordingFormat(), columns: [.city, .temp], jobs: jobs)
        let rows =
            ["A1;temp=1", "A2;temp=2", "B1;temp=3", "B2;temp=4", "C1;temp=5"] + (0..<100).map { "D\($0);temp=\($0)" }
        #expect(run.report == "[city,temp\n" + rows.map { "{city=\($0)}" }.joined(separator: ",\n") + "\n] 105 rows\n")
        #expect(
            run.errors == [
                "cannot open 'missing.json': No such file or directory", "b.json:2:1: not a row",
                "c.json:2:1: not a row",
            ])
        #expect(run.summary.documents == 6)
        #expect(run.summary.rows == 105)
        #expect(run.summary.exitCode == 66)
    }

    @Test(arguments: [1, 2, 8])
    func jobsBoundsTheWorkersAndOneJobWorksOnTheCallingThread(jobs: Int) {
        // Pieces padded to a batch's size each go to a worker alone (small ones would share).
        let threads = ThreadRecorder()
        let padding = String(repeating: " ", count: WorkBatch<DocumentPiece>.maxBytes)
        let documents = (0..<64).map { (name: "\($0).json", text: Optional("[\"x\($0)\"\(padding)]")) }
        let run = runPipeline(
            FixtureSource(documents), CellsTransform(threads: threads), RecordingFormat(), columns: [.city], jobs: jobs)
        #expect(run.summary.rows == 64)
        #expect(run.report.hasSuffix("{city=x62},\n{city=x63}\n] 64 rows\n"))
        // A worker per lane at most, kept between batches: never one per batch.
        #expect(threads.workersMade >= 1 && threads.workersMade <= jobs)
        // One job works inline, on the calling thread; more never use it.
        #expect(threads.threads.contains(ThreadRecorder.currentThread) == (jobs == 1))
        #expect(threads.threads.count == 1 || jobs > 1)
    }

    @Test(arguments: [1, 3])
    func weatherTransformWritesEveryCellInColumnOrder(jobs: Int) throws {
        let source = FixtureSource([("a.json", "{\"list\":[\(Self.record("A1")),\(Self.record("A2", "290"))]}")])
        let run = try runReport(source: source, locale: "en-US", columns: [.time, .city, .temp, .gust], jobs: jobs)
        let time = "11/23/25, 1:13\u{202F}PM"
        #expect(run.report == "Local time,City,Temperature,Gust\n\"\(time)\",A1,44°F,\n\"\(time)\",A2,62°F,\n")
        let recorded = runPipeline(
            FixtureSource([("a.json", "{\"list\":[\(Self.record("A1")),\(Self.record("A2", "290"))]}")]),
            WeatherTransform(
                columns: [.time, .city, .temp, .gust],
                catalog: FormatterCatalog(locale: try ReportLocale("en-US"), inputUnits: .standard, system: nil)),
            RecordingFormat(), columns: [.time, .city, .temp, .gust], jobs: jobs)
        #expect(
            recorded.report
                == "[time,city,temp,gust\n{time=\(time);city=A1;temp=44°F;gust=},\n{time=\(time);city=A2;temp=62°F;gust=}\n] 2 rows\n"
        )
    }
}
