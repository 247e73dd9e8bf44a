import Foundation
import Testing

@testable import WXReport

/// `--sort`: numbers by value, text by the locale's collation, times by instant, empty values
/// last, stable, the same for every `--jobs`, and spilled runs merged back with nothing left in
/// `TMPDIR`.
@Suite struct SortTests {
    func record(_ name: String, temp: String, gust: String? = nil, dt: Int = 0) -> String {
        let wind = gust.map { #","wind":{"speed":1,"gust":\#($0)}"# } ?? ""
        return #"{"name":"\#(name)","main":{"temp":\#(temp)}\#(wind),"weather":[],"dt":\#(dt)}"#
    }

    var cities: String {
        "{\"list\":[" + [
            record("Zebra", temp: "280", gust: "5", dt: 30), record("Ärlig", temp: "275", dt: 10),
            record("apple", temp: "280", gust: "9", dt: 20), record("Apple", temp: "290", gust: "1", dt: 40),
        ].joined(separator: ",") + "]}"
    }

    /// Runs the command in-process with `arguments` (the report goes to a file) and returns the report.
    func sorted(
        _ arguments: [String], input: String? = nil, memoryBound: Int = 32 << 20, in directory: TemporaryDirectory
    ) throws -> String {
        try directory.write(input ?? cities, to: "in.json")
        var options = try OptionParser.parse(arguments + [directory.file("in.json"), "-o", directory.file("out")], defaultJobs: 1)
        if options.locale == nil { options.locale = "en-US" }
        try FileManager.default.createDirectory(atPath: directory.file("tmp"), withIntermediateDirectories: true)
        var messages: [String] = []
        var job = ReportJob(
            options: options, environment: ["TMPDIR": directory.file("tmp")], standardInputIsTerminal: false,
            diagnostics: { messages.append($0) })
        job.sortMemoryBound = memoryBound
        #expect(job.run() == 0, "\(messages)")
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
            #expect(byTime == "{\"city\":\"Apple\"}\n{\"city\":\"Zebra\"}\n{\"city\":\"apple\"}\n{\"city\":\"Ärlig\"}\n")
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
        for index in (0..<50).reversed() {
            let payload = ByteBuffer()
            Array("row \(index)".utf8).withUnsafeBufferPointer { SortRecord.appendText($0, to: payload) }
            let record = ByteBuffer()
            var key: [UInt8] = [0]
            SortRecord.appendBigEndian(UInt64(index), to: &key)
            SortRecord.append(key: key, payload: payload, to: record)
            record.withBytes { runs.write(bytes: $0) }
        }
        #expect(runs.spilledRuns > 5)
        var output = ByteBuffer()
        let count = runs.replay(into: CSVFormat(), columns: [.city], to: &output)
        #expect(count == 50)
        #expect(output.text == (0..<50).map { "row \($0)\n" }.joined())
        #expect(runs.failure == nil)
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
