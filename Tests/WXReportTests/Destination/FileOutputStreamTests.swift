import Foundation
import Testing
import WXReport
import WXReportTestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension Writing {
    @Suite struct FileOutputStreamTests {
        @Test func roundTripsThroughFile() throws {
            try withTemporaryDirectory { directory in
                try directory.withWritableDescriptor("out.txt") { descriptor in
                    let stream = FileOutputStream(descriptor: descriptor, name: "out.txt", capacity: 16)
                    var expected = ""
                    // Small writes that fill the buffer, one that straddles it, one bigger than it.
                    for piece in [
                        "a", "東京", "Zürich,", String(repeating: "x", count: 15), String(repeating: "y", count: 100),
                        "\n",
                    ] {
                        stream.write(piece)
                        expected += piece
                    }
                    var copy = stream
                    print("end", to: &copy)
                    expected += "end\n"
                    try stream.flush()
                    #expect(try directory.contents(of: "out.txt") == Data(expected.utf8))
                }
            }
        }

        @Test func writesLargeReportInOrder() throws {
            try withTemporaryDirectory { directory in
                try directory.withWritableDescriptor("big.txt") { descriptor in
                    let stream = FileOutputStream(descriptor: descriptor, name: "big.txt")
                    var expected = ""
                    for number in 0..<20_000 {
                        let line = "line \(number), Zürich\n"
                        stream.write(line)
                        expected += line
                    }
                    try stream.flush()
                    #expect(try directory.contents(of: "big.txt") == Data(expected.utf8))
                }
            }
        }

        @Test func reportsFullDeviceOnFlush() throws {
            let descriptor = open("/dev/full", O_WRONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let stream = FileOutputStream(descriptor: descriptor, name: "/dev/full")
            stream.write("City\n")
            #expect(!stream.hasFailed)  // still in the buffer
            let error = #expect(throws: ReportError.self) { try stream.flush() }
            #expect(error?.kind == .outputFailed)
            #expect(error?.exitCode == 74)
            #expect(error?.description == "cannot write '/dev/full': No space left on device")
            #expect(stream.brokenPipe == false)
            // The error sticks: later writes are dropped and flush reports it again.
            stream.write("more\n")
            #expect(throws: ReportError.self) { try stream.flush() }
        }

        @Test func tellsBrokenPipeApart() throws {
            let previous = signal(SIGPIPE, SIG_IGN)
            defer { signal(SIGPIPE, previous) }
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            close(ends[0])
            defer { close(ends[1]) }
            let stream = FileOutputStream(descriptor: ends[1], name: "<stdout>")
            stream.write("City\n")
            let error = #expect(throws: ReportError.self) { try stream.flush() }
            #expect(stream.brokenPipe)
            #expect(error?.kind == .outputFailed)
            #expect(error?.description.hasPrefix("cannot write '<stdout>': ") == true)
        }
    }
}
