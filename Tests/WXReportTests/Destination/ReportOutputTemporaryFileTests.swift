import Foundation
import Testing
import WXReport
import WXReportTestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension Writing {
    /// The temporary file behind a `-o` report, where it goes, and which files `-o` may name.
    @Suite struct ReportOutputTemporaryFileTests {
        @Test func theUnnamedTemporaryFileHasNoNameUntilCommit() throws {
            try withTemporaryDirectory { directory in
                try directory.write("old\n", to: "report.csv")
                let output = try ReportOutput.open(.file(directory.file("report.csv")))
                output.stream.write("new\n")
                try output.stream.flush()
                #expect(try directory.names() == ["report.csv"])
                try output.commit()
                #expect(try directory.names() == ["report.csv"])
                #expect(try directory.contents(of: "report.csv") == Data("new\n".utf8))
            }
        }

        @Test func anAbortedUnnamedTemporaryFileLeavesNothing() throws {
            try withTemporaryDirectory { directory in
                let output = try ReportOutput.open(.file(directory.file("report.csv")))
                output.stream.write(String(repeating: "row\n", count: 50_000))
                output.abort()
                #expect(try directory.names() == [])
            }
        }

        @Test(arguments: [false, true])
        func aNameThatIsNotUTF8IsCreatedByteForByte(unnamed: Bool) throws {
            try withTemporaryDirectory { directory in
                let path = SystemPath(bytes: Array(directory.file("out").utf8) + [0xFF] + Array(".csv".utf8))
                let output = try ReportOutput.open(.file(path), unnamedTemporary: unnamed)
                #expect(output.stream.name.hasSuffix("/out\\xFF.csv"))
                output.stream.write("City\n")
                try output.commit()
                var status = stat()
                #expect(path.withCString { stat($0, &status) } == 0)
                #expect(status.st_size == 5)
                #expect(try directory.names().count == 1)
            }
        }

        @Test(arguments: [
            ("report.csv", ".report.csv.XXXXXX"),
            (String(repeating: "r", count: 250) + ".csv", "." + String(repeating: "r", count: 24) + ".XXXXXX"),
            // 12 two-byte letters fill 24 bytes exactly; 13 would be cut to 12, not 12½.
            (String(repeating: "é", count: 13) + ".csv", "." + String(repeating: "é", count: 12) + ".XXXXXX"),
            (String(repeating: "x", count: 23) + "é.csv", "." + String(repeating: "x", count: 23) + ".XXXXXX"),
        ])
        func temporaryNamesAreShortAndWholeCharacters(base: String, expected: String) {
            #expect(ReportOutput.temporaryName(for: SystemPath(base), in: "dir") == SystemPath("dir/" + expected))
            #expect(ReportOutput.temporaryName(for: SystemPath(base), in: nil) == SystemPath(expected))
        }

        @Test func aDanglingLinkIsFollowedToTheFileItNames() throws {
            try withTemporaryDirectory { directory in
                try FileManager.default.createDirectory(
                    atPath: directory.file("sub"), withIntermediateDirectories: false)
                try FileManager.default.createSymbolicLink(
                    atPath: directory.file("first.csv"), withDestinationPath: "sub/second.csv")
                try FileManager.default.createSymbolicLink(
                    atPath: directory.file("sub/second.csv"), withDestinationPath: "../target.csv")
                let output = try ReportOutput.open(.file(directory.file("first.csv")))
                output.stream.write("City\n")
                try output.commit()
                #expect(try directory.contents(of: "target.csv") == Data("City\n".utf8))
                #expect(
                    try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("first.csv"))
                        == "sub/second.csv")
                #expect(try directory.names() == ["first.csv", "sub", "target.csv"])
            }
        }

        @Test func anOutputThatIsAnInputIsRefused() throws {
            try withTemporaryDirectory { directory in
                try directory.write("{}", to: "a.json")
                try FileManager.default.createSymbolicLink(
                    atPath: directory.file("link.json"), withDestinationPath: "a.json")
                let input = SystemPath(directory.file("link.json"))
                let error = #expect(throws: ReportError.self) {
                    try ReportOutput.checkDistinct(
                        .file(directory.file("a.json")), from: [("b.json", nil), (input, nil)])
                }
                #expect(error?.kind == .usage)
                #expect(
                    error?.message
                        == "output '\(directory.file("a.json"))' is the same file as input '\(input)'; "
                        + "write the report to another file")
                // Not yet existing, not a regular file, or not an input: nothing to protect.
                try ReportOutput.checkDistinct(.file(directory.file("new.csv")), from: [(input, nil)])
                try ReportOutput.checkDistinct(.file("/dev/null"), from: [("/dev/null", nil)])
                try ReportOutput.checkDistinct(.file(directory.file("a.json")), from: [("b.json", nil)])
                try ReportOutput.checkDistinct(.standardOutput, from: [(input, nil)])
            }
        }

        /// Two paths past PATH_MAX reach one file, or one file to be: the rejects file may not be
        /// the report. They are looked up a folder at a time, as the report's own checks look up
        /// any path (`ReportOutput.status(of:)`); a plain `stat` fails on both.
        @Test func pathsPastPathMaxToOneFileAreTheSameFile() throws {
            try withTemporaryDirectory { temporary in
                let tree = try DeepTree(in: temporary.path)
                defer { tree.remove() }
                let deepest = tree.folder(DeepTree.levels)
                #expect(deepest.utf8.count > DeepTree.longestPath)
                let file = SystemPath(deepest + "/r.json")
                #expect(ReportOutput.isSameFile(file, SystemPath(deepest + "/../" + DeepTree.name + "/r.json")))
                #expect(!ReportOutput.isSameFile(file, SystemPath(tree.folder(DeepTree.levels - 1) + "/r.json")))
                #expect(ReportOutput.isSameFile(SystemPath(deepest + "/new.csv"), SystemPath(deepest + "/./new.csv")))
                #expect(!ReportOutput.isSameFile(SystemPath(deepest + "/new.csv"), SystemPath(deepest + "/other.csv")))
            }
        }
    }
}
