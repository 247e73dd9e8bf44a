import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Inputs that are not regular files stream like files do: a FIFO fed slowly, standard input
/// from a pipe, and a device that never ends.
@Suite struct StreamingInputTests {
    /// JSON Lines of the sample group's records, one per line.
    static func jsonLines() throws -> String {
        let text = try String(contentsOfFile: "\(packageRoot)/Samples/group-12-cities.json", encoding: .utf8)
        let records = decodeAll(text).records
        #expect(records.count == 12)
        let group = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let list = group?["list"] as? [[String: Any]] ?? []
        return try list.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            .joined(separator: "\n") + "\n"
    }

    /// A writer that hands over a few bytes at a time, each after the reader took the last: the
    /// reader sees records cut anywhere, and waits on an empty FIFO in between.
    @Test func aFIFOWithASlowWriterGivesTheSameRowsAsAFile() throws {
        try withTemporaryDirectory { folder in
            let text = try Self.jsonLines()
            try text.write(toFile: folder.file("file.json"), atomically: false, encoding: .utf8)
            let fifo = folder.file("fifo.json")
            #expect(mkfifo(fifo, 0o600) == 0)

            let bytes = Array(text.utf8)
            let cuts = [0, 1, 7, 300, 301, 1000, bytes.count / 2, bytes.count - 3, bytes.count]
            let taken = DispatchSemaphore(value: 0)
            let writer = Thread {
                let descriptor = open(fifo, O_WRONLY)
                for (from, to) in zip(cuts, cuts.dropFirst()) where to > from {
                    _ = bytes[from..<to].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                    taken.wait()
                }
                close(descriptor)
            }
            writer.start()
            let source = FileSource(paths: [fifo], readCall: SteppedReadCall { _, _ in taken.signal() })
            let fromFIFO = try runReport(source: source, locale: "nl-BE", jobs: 2)
            let fromFile = try runReport(
                source: FileSource(paths: [folder.file("file.json")]), locale: "nl-BE", jobs: 2)
            #expect(fromFIFO.errors == [])
            #expect(fromFIFO.summary.rows == 12)
            #expect(fromFIFO.report == fromFile.report)
        }
    }

    @Test func devZeroEndsAtOnceThroughTheBinary() throws {
        let result = try wxreport(["/dev/zero"])
        #expect(!result.signaled)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix("wxreport: /dev/zero:1:1: unexpected NUL byte, expected a JSON object or array\n"))
    }

    @Test func standardInputFromAPipeGivesTheSameRowsAsAFile() throws {
        let text = try Self.jsonLines()
        try withTemporaryDirectory { folder in
            try text.write(toFile: folder.file("file.json"), atomically: false, encoding: .utf8)
            let piped = try wxreport(["--locale", "nl-BE", "-"], input: Data(text.utf8))
            let file = try wxreport(["--locale", "nl-BE", folder.file("file.json")])
            #expect(piped.status == 0)
            #expect(piped.stderr == "")
            #expect(piped.stdout == file.stdout)
            #expect(piped.stdout.split(separator: "\n").count == 13)
        }
    }
}
