import Foundation
import Testing
import WXReportTestSupport

/// wxreport as one stage of a bigger job (Spark, Hadoop Streaming, `xargs -P`): shards run
/// apart and concatenated in order give the rows of one run, each shard's rejects are exactly
/// its bad records, and standard input is reported as it streams in. `make test-spark` runs the
/// same shards through Spark.
@Suite struct StreamingStageTests {
    static let options = ["--locale", "nl-BE", "--no-progress"]

    /// The Spark example's shards, 4 of 300 records with 6 bad ones, through `xargs -P 2`, each
    /// shard's rows to its own file and rejects to its own file, as Spark tasks would.
    @Test(.requires(.python3, .bash, .xargs))
    func shardsRunApartEqualOneRun() throws {
        try withTemporaryDirectory { directory in
            let generator = "\(packageRoot)/Samples/spark/make_shards.py"
            let made = try run(
                .python3, [generator, directory.file("shards"), "--shards", "4", "--lines", "300", "--bad", "6"])
            #expect(made.status == 0, "\(made.stderr)")
            let shards = try FileManager.default.contentsOfDirectory(atPath: directory.file("shards"))
                .filter { $0.hasSuffix(".ndjson") }.sorted().map { "shards/" + $0 }
            #expect(shards.count == 4)

            let task =
                #"exec "$0" --no-header \#(Self.options.joined(separator: " ")) --rejects "$1.rejects" "$1" > "$1.csv""#
            let sharded = try runProcess(
                try Tool.bash.requiredPath(),
                ["-c", #"printf '%s\n' shards/*.ndjson | xargs -P 2 -n 1 bash -c "$1" "$0""#, binaryPath, task],
                directory: directory.path)
            #expect(sharded.status == 0, "\(sharded.stderr)")

            let single = try wxreport(
                ["--no-header"] + Self.options + ["--rejects", "single.rejects"] + shards,
                directory: directory.path)
            #expect(single.status == 0)
            let rows = try shards.map { String(decoding: try directory.contents(of: $0 + ".csv"), as: UTF8.self) }
            #expect(rows.joined() == single.stdout)
            #expect(single.stdout.split(separator: "\n").count == 1200)

            let bad = Set(
                String(decoding: try directory.contents(of: "shards/bad-records.txt"), as: UTF8.self)
                    .split(separator: "\n").map(String.init))
            #expect(bad.count == 6)
            var rejected: [String] = []
            for shard in shards {
                let badInShard = String(decoding: try directory.contents(of: shard), as: UTF8.self)
                    .split(separator: "\n").map(String.init).filter(bad.contains)
                let records = try Self.rejectedRecords(try directory.contents(of: shard + ".rejects"))
                #expect(records == badInShard, "\(shard)")
                rejected += records
            }
            #expect(rejected.count == 6)
            #expect(try Self.rejectedRecords(try directory.contents(of: "single.rejects")) == rejected)
        }
    }

    /// The `record` of every line of a rejects file.
    static func rejectedRecords(_ data: Data) throws -> [String] {
        try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["record"] as? String ?? "<no record>"
        }
    }

    /// 8 MiB of JSON Lines piped in, standard input kept open until the first rows come out:
    /// rows leave as soon as the first pieces are decoded, long before the input ends.
    /// The wait for the first rows has a generous limit only so a regression fails instead of hanging.
    @Test func standardInputIsReportedBeforeItEnds() throws {
        signal(SIGPIPE, SIG_IGN)
        let line =
            #"{"dt":1700000000,"name":"Gent","sys":{"country":"BE"},"main":{"temp":280.1},"weather":[{"description":"clear"}]}"#
        let chunk = Array(String(repeating: line + "\n", count: 1000).utf8)
        let chunks = 8 << 20 / chunk.count

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binaryPath)
        process.arguments = Self.options + ["--jobs", "2", "--fields", "city,temp", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        let firstRows = DispatchSemaphore(value: 0)
        let mayClose = DispatchSemaphore(value: 0)
        let writing = input.fileHandleForWriting.fileDescriptor
        let writer = Thread {
            for _ in 0..<chunks {
                let written = chunk.withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
                if written != chunk.count { break }
            }
            mayClose.wait()
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let first = Thread {
            _ = output.fileHandleForReading.availableData
            firstRows.signal()
        }
        first.start()
        let cameEarly = firstRows.wait(timeout: .now() + 300) == .success
        mayClose.signal()
        if !cameEarly { process.terminate() }
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(cameEarly, "no rows came out while standard input was still open")
        #expect(process.terminationStatus == 0)
        #expect(rest.count > 0)
    }
}
