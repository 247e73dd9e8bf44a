import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// Small files go to the workers whole, several at a time (`ReportPipeline.wholeDocumentBytes`):
/// a worker opens, reads and plans each itself. Rows and messages must come out exactly as when
/// the calling thread plans every file, in input order, for any number of jobs.
@Suite struct SmallFileTests {
    static let arguments = ["--locale", "en-US", "--fields", "city,temp"]

    /// One current-weather file per city, as a cron job fetches them.
    static func cityFile(_ index: Int) -> String {
        #"{"name":"C\#(index)","main":{"temp":\#(270 + index % 30)},"weather":[],"dt":1763900000}"#
    }

    static func row(_ index: Int) -> String {
        let fahrenheit = (Double(270 + index % 30) - 273.15) * 9 / 5 + 32
        return "C\(index),\(Int(fahrenheit.rounded()))°F\n"
    }

    /// 100 small files with a missing one and a broken one among them: every row in order, and
    /// the two errors in their places, with one job or three.
    @Test(arguments: [1, 3])
    func manySmallFilesKeepTheirOrderAndErrors(jobs: Int) throws {
        try withTemporaryDirectory { directory in
            var paths: [String] = []
            var expected = "City,Temperature\n"
            for index in 0..<100 {
                let name = String(format: "c%03d.json", index)
                paths.append(directory.file(name))
                switch index {
                case 40: continue  // never written: cannot be opened
                case 70: try directory.write(#"{"name":"C70","main":{"temp":280},"#, to: name)
                default:
                    try directory.write(Self.cityFile(index), to: name)
                    expected += Self.row(index)
                }
            }
            let result = try wxreport(Self.arguments + ["--jobs", "\(jobs)"] + paths)
            #expect(result.stdout == expected)
            #expect(
                result.stderr == """
                    wxreport: cannot open '\(directory.file("c040.json"))': No such file or directory
                    wxreport: \(directory.file("c070.json")):1:35: unexpected end of input, expected a string key
                    wxreport: 100 inputs, 98 rows written, 2 errors

                    """)
            #expect(result.status == 66)
        }
    }

    /// A small gzip file that inflates to more than its batch was charged for (`WorkBatch.charge`)
    /// is finished by its worker as the calling thread writes its rows (`ResultChannel`): the same
    /// rows and the same record error, at the same place, as the plain file gives.
    @Test(arguments: [1, 2])
    func aSmallFileThatInflatesPastTheLimitIsFinishedInOrder(jobs: Int) throws {
        try withTemporaryDirectory { directory in
            var big = bigGroupFile(count: 15_000)
            // One bad record near the end, past the limit.
            let marker = #""temp":265.3"#
            let last = try #require(big.range(of: marker, options: .backwards))
            big.replaceSubrange(last, with: #""temp":"warm""#)
            let compressed = try gzipped(Array(big.utf8))
            #expect(big.utf8.count > compressed.count + 2 * DocumentPlan.pieceSize)
            #expect(compressed.count <= ReportPipeline<FileSource, WeatherTransform, CSVFormat>.wholeDocumentBytes)
            try directory.write(big, to: "big.json")
            try Data(compressed).write(to: URL(fileURLWithPath: directory.file("big.gz")))
            try directory.write(Self.cityFile(1), to: "first.json")
            try directory.write(Self.cityFile(2), to: "last.json")

            let files = ["first.json", "big.gz", "last.json"].map(directory.file)
            let plain = try wxreport(
                Self.arguments + [
                    "--jobs", "1", directory.file("first.json"), directory.file("big.json"),
                    directory.file("last.json"),
                ])
            let result = try wxreport(Self.arguments + ["--jobs", "\(jobs)"] + files)
            #expect(result.stdout == plain.stdout)
            #expect(result.stdout.split(separator: "\n").count == 1 + 2 + 14_999)
            #expect(result.stderr == plain.stderr.replacingOccurrences(of: "big.json", with: "big.gz"))
            #expect(result.stderr.contains("big.gz:14855:72: list[14853].main.temp: expected a number, found a string"))
            #expect(result.status == 65)
        }
    }

    /// Several small gzip files in one batch that each inflate past the batch's allowance: the
    /// worker hands back the one in hand and leaves the rest unstarted, and the calling thread
    /// feeds them piece by piece in their places. Same rows and errors as the plain files.
    @Test(arguments: [1, 2, 8])
    func smallGzipFilesThatInflateKeepTheirPlaces(jobs: Int) throws {
        try withTemporaryDirectory { directory in
            var plainPaths: [String] = []
            var gzipPaths: [String] = []
            for index in 0..<6 {
                var text = bigGroupFile(count: 1_500 + index)
                if index == 3, let first = text.range(of: #""temp":"#) {
                    text.replaceSubrange(first, with: #""temp":"x","t":"#)
                }
                try directory.write(text, to: "g\(index).json")
                try Data(try gzipped(Array(text.utf8))).write(
                    to: URL(fileURLWithPath: directory.file("g\(index).json.gz")))
                try directory.write(Self.cityFile(index), to: "c\(index).json")
                plainPaths += [directory.file("g\(index).json"), directory.file("c\(index).json")]
                gzipPaths += [directory.file("g\(index).json.gz"), directory.file("c\(index).json")]
            }
            let plain = try wxreport(Self.arguments + ["--jobs", "1"] + plainPaths)
            let result = try wxreport(Self.arguments + ["--jobs", "\(jobs)"] + gzipPaths)
            #expect(result.stdout == plain.stdout)
            #expect(result.stdout.split(separator: "\n").count == 1 + 6 + (0..<6).reduce(0) { $0 + 1_500 + $1 } - 1)
            #expect(result.stderr == plain.stderr.replacingOccurrences(of: ".json:", with: ".json.gz:"))
            #expect(result.status == 65)
        }
    }
}
