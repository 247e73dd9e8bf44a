import Foundation
import Testing
import WXReport
import WXReportTestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension Writing {
    @Suite struct ReportOutputTests {
        @Test func commitReplacesExistingFile() throws {
            try withTemporaryDirectory { directory in
                try directory.write("old report\n", to: "report.csv")
                let output = try ReportOutput.open(.file(directory.file("report.csv")))
                output.stream.write("new report\n")
                // Until commit, readers still see the old report.
                #expect(try directory.contents(of: "report.csv") == Data("old report\n".utf8))
                try output.commit()
                #expect(try directory.contents(of: "report.csv") == Data("new report\n".utf8))
                #expect(try directory.names() == ["report.csv"])
            }
        }

        @Test func commitCreatesNewFileWithUmaskMode() throws {
            try withTemporaryDirectory { directory in
                let output = try ReportOutput.open(.file(directory.file("new.md")))
                output.stream.write("| City |\n")
                try output.commit()
                #expect(try directory.contents(of: "new.md") == Data("| City |\n".utf8))
                let mask = umask(0)
                umask(mask)
                let permissions = try FileManager.default.attributesOfItem(atPath: directory.file("new.md"))[
                    .posixPermissions]
                #expect(permissions as? Int == Int(0o666 & ~mask))
                #expect(try directory.names() == ["new.md"])
            }
        }

        @Test func commitKeepsExistingMode() throws {
            try withTemporaryDirectory { directory in
                try directory.write("old\n", to: "report.csv")
                chmod(directory.file("report.csv"), 0o640)
                let output = try ReportOutput.open(.file(directory.file("report.csv")))
                output.stream.write("new\n")
                try output.commit()
                let permissions = try FileManager.default.attributesOfItem(atPath: directory.file("report.csv"))[
                    .posixPermissions]
                #expect(permissions as? Int == 0o640)
            }
        }

        @Test func abortLeavesExistingFileUntouched() throws {
            try withTemporaryDirectory { directory in
                let original = Data("City,Temperature\nGent,12\n".utf8)
                try original.write(to: URL(fileURLWithPath: directory.file("report.csv")))
                // The named temporary file, as on a file system without O_TMPFILE.
                let output = try ReportOutput.open(.file(directory.file("report.csv")), unnamedTemporary: false)
                #expect(try directory.names().contains { $0.hasPrefix(".report.csv.") })
                output.stream.write(String(repeating: "half a report\n", count: 10_000))
                output.abort()
                output.abort()  // a second abort, as from a `defer`, does nothing
                #expect(try directory.contents(of: "report.csv") == original)
                #expect(try directory.names() == ["report.csv"])
            }
        }

        @Test func releasingWithoutCommitAborts() throws {
            try withTemporaryDirectory { directory in
                do {
                    let output = try ReportOutput.open(.file(directory.file("report.csv")))
                    output.stream.write("never\n")
                }
                #expect(try directory.names() == [])
            }
        }

        @Test func failedCommitRemovesTemporaryFile() throws {
            try withTemporaryDirectory { directory in
                let path = directory.file("report.csv")
                let output = try ReportOutput.open(.file(path))
                output.stream.write("City\n")
                // Something else puts a non-empty directory at the path meanwhile: rename must fail.
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                try directory.write("keep\n", to: "report.csv/keep.txt")
                let error = #expect(throws: ReportError.self) { try output.commit() }
                #expect(error?.kind == .outputFailed)
                #expect(error?.description.hasPrefix("cannot replace '\(path)': ") == true)
                #expect(try directory.names() == ["report.csv"])
                #expect(try directory.contents(of: "report.csv/keep.txt") == Data("keep\n".utf8))
            }
        }

        @Test func directoryIsUnwritable() throws {
            try withTemporaryDirectory { directory in
                let error = #expect(throws: ReportError.self) { try ReportOutput.open(.file(directory.path)) }
                #expect(error?.kind == .unwritableOutput)
                #expect(error?.description == "cannot open '\(directory.path)': Is a directory")
            }
        }

        @Test func missingDirectoryIsUnwritable() throws {
            try withTemporaryDirectory { directory in
                let path = directory.file("missing/report.csv")
                let error = #expect(throws: ReportError.self) { try ReportOutput.open(.file(path)) }
                #expect(error?.kind == .unwritableOutput)
                #expect(error?.exitCode == 73)
                #expect(error?.description == "cannot create '\(path)': No such file or directory")
            }
        }

        @Test(.enabled(if: geteuid() != 0, "root may write anywhere"))
        func readOnlyDirectoryIsUnwritable() throws {
            try withTemporaryDirectory { directory in
                defer { chmod(directory.path, 0o700) }
                chmod(directory.path, 0o500)
                let path = directory.file("report.csv")
                let error = #expect(throws: ReportError.self) { try ReportOutput.open(.file(path)) }
                #expect(error?.kind == .unwritableOutput)
                #expect(error?.description == "cannot create '\(path)': Permission denied")
            }
        }

        @Test func fullDeviceIsWrittenDirectlyAndFailsOnCommit() throws {
            let output = try ReportOutput.open(.file("/dev/full"))
            output.stream.write("City\n")
            let error = #expect(throws: ReportError.self) { try output.commit() }
            #expect(error?.kind == .outputFailed)
            #expect(error?.exitCode == 74)
            #expect(error?.description == "cannot write '/dev/full': No space left on device")
            #expect(output.brokenPipe == false)
        }

        @Test func descriptorPathWritesThroughWithoutTruncating() throws {
            try withTemporaryDirectory { directory in
                try directory.write("first\n", to: "log.txt")
                // As `wxreport -o /dev/stdout >> log.txt` would: the shell opened it for appending.
                let descriptor = open(directory.file("log.txt"), O_WRONLY | O_APPEND)
                try #require(descriptor >= 0)
                defer { close(descriptor) }
                let output = try ReportOutput.open(.file("/dev/fd/\(descriptor)"))
                output.stream.write("City\n")
                try output.commit()
                #expect(try directory.contents(of: "log.txt") == Data("first\nCity\n".utf8))
                #expect(try directory.names() == ["log.txt"])
            }
        }

        @Test func symbolicLinkKeepsPointingAtReplacedFile() throws {
            try withTemporaryDirectory { directory in
                try directory.write("old\n", to: "target.csv")
                try FileManager.default.createSymbolicLink(
                    atPath: directory.file("link.csv"), withDestinationPath: "target.csv")
                let output = try ReportOutput.open(.file(directory.file("link.csv")))
                output.stream.write("new\n")
                try output.commit()
                #expect(
                    try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("link.csv"))
                        == "target.csv")
                #expect(try directory.contents(of: "target.csv") == Data("new\n".utf8))
                #expect(try directory.names() == ["link.csv", "target.csv"])
            }
        }

        @Test func spooledOutputAppearsOnlyOnCommit() throws {
            try withTemporaryDirectory { directory in
                try directory.withWritableDescriptor("stdout") { descriptor in
                    let report = String(repeating: "Zürich,1,5\n", count: 20_000)
                    let output = try ReportOutput.open(.spooledStandardOutput, standardOutput: descriptor)
                    output.stream.write(report)
                    try output.stream.flush()
                    #expect(try directory.contents(of: "stdout").isEmpty)
                    try output.commit()
                    #expect(try directory.contents(of: "stdout") == Data(report.utf8))
                }
            }
        }

        @Test func abortedSpoolWritesNothing() throws {
            try withTemporaryDirectory { directory in
                try directory.withWritableDescriptor("stdout") { descriptor in
                    let output = try ReportOutput.open(.spooledStandardOutput, standardOutput: descriptor)
                    output.stream.write("City\n")
                    output.abort()
                    #expect(try directory.contents(of: "stdout").isEmpty)
                }
            }
        }

        @Test(arguments: [ReportOutput.Destination.standardOutput, .spooledStandardOutput])
        func standardOutputReportsBrokenPipe(_ destination: ReportOutput.Destination) throws {
            let previous = signal(SIGPIPE, SIG_IGN)
            defer { signal(SIGPIPE, previous) }
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            close(ends[0])
            defer { close(ends[1]) }
            let output = try ReportOutput.open(destination, standardOutput: ends[1])
            output.stream.write("City\n")
            #expect(throws: ReportError.self) { try output.commit() }
            #expect(output.brokenPipe)
        }
    }
}
