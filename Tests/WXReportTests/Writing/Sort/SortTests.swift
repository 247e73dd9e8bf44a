import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// `--sort`: numbers by value, text by the locale's collation, times by instant, empty values
/// last, stable, the same for every `--jobs`, and spilled runs merged back with nothing left in
/// `TMPDIR`.
@Suite struct SortTests {
    func record(_ name: String, temp: String, gust: String? = nil, dt: Int = 0) -> String {
        let wind = gust.map { #","wind":{"speed":1,"gust":\#($0)}"# } ?? ""
        return #"{"name":"\#(name)","main":{"temp":\#(temp)}\#(wind),"weather":[],"dt":\#(dt)}"#
    }

    var cities: String {
        "{\"list\":["
            + [
                record("Zebra", temp: "280", gust: "5", dt: 30), record("Ärlig", temp: "275", dt: 10),
                record("apple", temp: "280", gust: "9", dt: 20), record("Apple", temp: "290", gust: "1", dt: 40),
            ].joined(separator: ",") + "]}"
    }

    /// Runs the command in-process with `arguments` (the report goes to a file) and returns the report.
    func sorted(
        _ arguments: [String], input: String? = nil, memoryBound: Int = 32 << 20, in directory: TemporaryDirectory
    ) throws -> String {
        try directory.write(input ?? cities, to: "in.json")
        var options = try OptionParser.parse(
            arguments + [directory.file("in.json"), "-o", directory.file("out")], defaultJobs: 1)
        if options.locale == nil { options.locale = "en-US" }
        try FileManager.default.createDirectory(atPath: directory.file("tmp"), withIntermediateDirectories: true)
        var messages: [String] = []
        let environment = ["TMPDIR": directory.file("tmp")]
        let job = ReportJob(
            options: options, environment: environment, standardInputIsTerminal: false,
            diagnostics: { messages.append($0) })
        var configuration = try ReportConfiguration(options: options, environment: environment)
        configuration.sortMemoryBound = memoryBound
        let source = FileSource(paths: options.inputs)
        #expect(try job.run(configuration, source: source, expansion: nil) == 0, "\(messages)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("tmp")) == [])
        return String(decoding: try directory.contents(of: "out"), as: UTF8.self)
    }

    @Test func numbersByValueEmptiesLastBothWays() throws {
        try withTemporaryDirectory { directory in
            let ascending = try sorted(["--sort", "gust", "--fields", "city,gust", "--units", "metric"], in: directory)
            #expect(ascending == "City,Gust\nApple,4 km/h\nZebra,18 km/h\napple,32 km/h\nÄrlig,\n")
            let descending = try sorted(["--sort=-gust", "--fields", "city,gust", "--units", "metric"], in: directory)
            #expect(descending == "City,Gust\napple,32 km/h\nZebra,18 km/h\nApple,4 km/h\nÄrlig,\n")
        }
    }

    @Test func textByTheLocalesCollation() throws {
        try withTemporaryDirectory { directory in
            // German sorts Ä with A; Swedish after Z. Lowercase first within a letter (CLDR root).
            let german = try sorted(["--sort", "city", "--fields", "city", "--locale", "de-DE"], in: directory)
            #expect(german == "Ort\napple\nApple\nÄrlig\nZebra\n")
            let swedish = try sorted(["--sort", "city", "--fields", "city", "--locale", "sv-SE"], in: directory)
            #expect(swedish == "Ort\napple\nApple\nZebra\nÄrlig\n")
        }
    }

    @Test func stableAndByInstant() throws {
        try withTemporaryDirectory { directory in
            // Zebra and apple tie on temp: input order stays; then by time, descending.
            let byTemp = try sorted(["--sort", "temp", "--fields", "city"], in: directory)
            #expect(byTemp == "City\nÄrlig\nZebra\napple\nApple\n")
            let byTime = try sorted(["--sort=-time", "--fields", "city", "-f", "ndjson"], in: directory)
            #expect(
                byTime == "{\"city\":\"Apple\"}\n{\"city\":\"Zebra\"}\n{\"city\":\"apple\"}\n{\"city\":\"Ärlig\"}\n")
        }
    }

    @Test func spilledRunsMergeToTheSameReport() throws {
        try withTemporaryDirectory { directory in
            let big = bigGroupFile(count: 2_000)
            let arguments = ["--sort=country,-temp,city", "-f", "json", "--jobs", "4"]
            let inMemory = try sorted(arguments, input: big, in: directory)
            let spilled = try sorted(arguments, input: big, memoryBound: 4_096, in: directory)
            #expect(spilled == inMemory)
            #expect(JSONValidator.validate(Array(spilled.utf8)) == nil)
            #expect(spilled.split(separator: "\n").count == 2_002)
            let one = try sorted(["--sort=country,-temp,city", "-f", "json", "--jobs", "1"], input: big, in: directory)
            #expect(one == inMemory)
        }
    }

    @Test func runsSpillPastTheBound() throws {
        let runs = SortRuns(memoryBound: 64, directory: NSTemporaryDirectory())
        feed(runs, count: 50)
        #expect(runs.spilledRuns > 5)
        var output = ByteBuffer()
        let count = replay(runs, to: &output)
        #expect(count == 50)
        #expect(output.text == (0..<50).map { "row \($0)\n" }.joined())
        #expect(runs.failure == nil)
    }

    /// Rows of one key keep input order, in memory and across spilled runs merged level by level.
    @Test(arguments: [1 << 20, 64])
    func equalKeysKeepInputOrder(memoryBound: Int) throws {
        try withTemporaryDirectory { directory in
            let runs = SortRuns(memoryBound: memoryBound, directory: directory.path, fanIn: 3)
            feed(runs, count: 40, key: { _ in 7 })
            #expect((runs.spilledRuns > 5) == (memoryBound == 64))
            var output = ByteBuffer()
            #expect(replay(runs, to: &output) == 40)
            #expect(output.text == (0..<40).reversed().map { "row \($0)\n" }.joined())
        }
    }

    /// `count` one-cell rows, keyed by `key` of their number (the number itself unless told),
    /// added in reverse order, one piece each.
    func feed(_ runs: SortRuns, count: Int, key: (Int) -> Int = { $0 }) {
        for index in (0..<count).reversed() {
            let payload = ByteBuffer()
            payload.append(SortRecord.Tag.text.rawValue)
            Array("row \(index)".utf8).withUnsafeBufferPointer { payload.append(part: $0) }
            let key = [0] + withUnsafeBytes(of: UInt64(key(index)).bigEndian) { Array($0) }
            var piece = KeyedRows()
            payload.withBytes { piece.append(key: key, payload: $0) }
            runs.add(piece)
        }
    }

    /// The rows of `runs` in key order, as CSV rows of one column (no header); returns their count.
    func replay(_ runs: SortRuns, to output: inout ByteBuffer) -> Int {
        var rows = CSVFormat().makeRowWriter(columns: [.city], capacity: 64)
        try? runs.write(to: &rows)
        output = rows.finish()
        return output.text.split(separator: "\n").count
    }

    /// One run per row, merged four at a time as they come: 100 runs make 25 + 6 + 1 merges and
    /// leave 4 runs (levels 3, 2, 2, 1); at most 11 files are ever open (three runs of each of
    /// two levels, four being merged and the one they go to), where one per run would be 100.
    @Test func mergesRunsLevelByLevelWithABoundedFanIn() throws {
        try withTemporaryDirectory { directory in
            let runs = SortRuns(memoryBound: 1, directory: directory.path, fanIn: 4)
            feed(runs, count: 100)
            #expect(runs.spilledRuns == 100)
            #expect(runs.intermediateMerges == 32)
            #expect(runs.mostRunsOpen == 11)
            var output = ByteBuffer()
            #expect(replay(runs, to: &output) == 100)
            #expect(output.text == (0..<100).map { "row \($0)\n" }.joined())
            #expect(runs.failure == nil)
            let left = try directory.names()
            #expect(left == [])
        }
    }

    /// Fan-in 3: 100 runs leave 4 after the merges on the way (33 + 11 + 3 + 1), one more than
    /// the last merge may take, so the two smallest are merged first.
    @Test func mergesDownToTheFanInBeforeTheLastMerge() throws {
        try withTemporaryDirectory { directory in
            let runs = SortRuns(memoryBound: 1, directory: directory.path, fanIn: 3)
            feed(runs, count: 100)
            try runs.prepare()
            #expect(runs.intermediateMerges == 49)
            var output = ByteBuffer()
            #expect(replay(runs, to: &output) == 100)
            #expect(output.text == (0..<100).map { "row \($0)\n" }.joined())
        }
    }

    /// A run that cannot be created fails with the reason, and nothing is replayed.
    @Test func namesWhyARunCouldNotBeCreated() throws {
        try withTemporaryDirectory { directory in
            let runs = SortRuns(memoryBound: 64, directory: directory.file("missing"), fanIn: 4)
            feed(runs, count: 50)
            let expected =
                "cannot create a sort run in '\(directory.file("missing"))' (--sort): No such file or directory"
            do {
                try runs.prepare()
                Issue.record("a sort run was created in a folder that does not exist")
            } catch let error as ReportError {
                #expect(error == ReportError(.unwritableOutput, expected))
            }
            var output = ByteBuffer()
            #expect(replay(runs, to: &output) == 0)
            #expect(output.text == "")
        }
    }

    /// Through the job: a sort bound so small that the 2,000 rows make hundreds of runs, merged
    /// over several levels, gives the report sorted in memory.
    @Test func manyRunsMergeToTheSameReport() throws {
        try withTemporaryDirectory { directory in
            let big = bigGroupFile(count: 2_000)
            let arguments = ["--sort=country,-temp,city", "-f", "csv", "--jobs", "2"]
            let inMemory = try sorted(arguments, input: big, in: directory)
            #expect(try sorted(arguments, input: big, memoryBound: 2_000, in: directory) == inMemory)
        }
    }

    @Test(arguments: [
        ("temp,-city", [SortKey(.temp), SortKey(.city, descending: true)]),
        (" -wind , sunrise", [SortKey(.wind, descending: true), SortKey(.sunrise)]),
    ])
    func parsesKeys(_ value: String, _ keys: [SortKey]) throws {
        #expect(try OptionParser.parse(["--sort=\(value)"], defaultJobs: 1).sort == keys)
    }

    @Test(arguments: [
        ("temp,,city", "empty sort key in 'temp,,city'"), ("tmp", "unknown sort key 'tmp' in 'tmp'"),
        ("temp,-temp", "duplicate sort key 'temp' in 'temp,-temp'"),
    ])
    func rejectsBadKeys(_ value: String, _ message: String) {
        #expect(throws: ReportError.self) { try OptionParser.parse(["--sort=\(value)"], defaultJobs: 1) }
        do {
            _ = try OptionParser.parse(["--sort=\(value)"], defaultJobs: 1)
        } catch {
            #expect(error.description.hasPrefix(message + " for '--sort'"))
        }
    }
}
