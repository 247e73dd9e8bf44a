import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// A file truncated while a read of it is under way. The kernel zeroes the new last block's tail
/// before it sets the new size, so that read can get NUL bytes past the new end while `fstat`
/// still gives the old size; the truncation is done once the reader waits for it
/// (`ReadCall.waitForSizeChange`). The run must say the file changed, never "unexpected NUL byte".
@Suite struct TruncationRaceTests {
    /// Reads of 64 KiB that show the file as that race does: every byte from `newSize` on reads
    /// as NUL while the size is unchanged, until the reader waits for the size change, which
    /// truncates the file to `newSize`.
    final class RacingTruncation: ReadCall, @unchecked Sendable {
        // @unchecked: used by the one thread reading the file.
        let path: String
        let newSize: Int
        private(set) var waits = 0

        init(path: String, newSize: Int) {
            self.path = path
            self.newSize = newSize
        }

        func read(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, of name: String) -> Int {
            let got = Glibc.read(descriptor, target, min(count, 64 << 10))
            guard got > 0, name == path else { return got }
            let start = Int(lseek(descriptor, 0, SEEK_CUR)) - got
            if start + got > newSize {
                let zeroFrom = max(newSize - start, 0)
                (target + zeroFrom).initializeMemory(as: UInt8.self, repeating: 0, count: got - zeroFrom)
            }
            return got
        }

        func waitForSizeChange(_ descriptor: Int32) {
            waits += 1
            _ = truncate(path, off_t(newSize))
        }
    }

    /// About 1.6 MB of records, truncated to a size inside a record some 1 MB in.
    static func makeBig(in folder: TemporaryDirectory) throws -> (path: String, size: Int) {
        let path = folder.file("big.json")
        let text = bigGroupFile(count: 7_500)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, text.utf8.count)
    }

    @Test func theReaderThrowsTheChangeAndHandsOutNoNulByte() throws {
        try withTemporaryDirectory { folder in
            let (path, size) = try Self.makeBig(in: folder)
            let racing = RacingTruncation(path: path, newSize: 1_000_123)
            let reader = DescriptorReader(path: SystemPath(path), name: path, listed: nil, readCall: racing)
            var bytes: [UInt8] = []
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 100_000, alignment: 1)
            defer { buffer.deallocate() }
            let error = #expect(throws: ReportError.self) {
                while true {
                    let count = try reader.read(into: buffer)
                    if count == 0 { break }
                    bytes += buffer[..<count]
                }
            }
            #expect(
                error?.message
                    == "changed while being read (its size went from \(size) to 1000123 bytes); nothing after the change was used"
            )
            #expect(racing.waits == 1)
            #expect(bytes.count < 1_000_123 && !bytes.contains(0))
        }
    }

    /// Through a whole run: the error names the change, and the rows before it are kept.
    @Test func theRunReportsTheChangeNotTheNulByte() throws {
        try withTemporaryDirectory { folder in
            let (path, size) = try Self.makeBig(in: folder)
            let racing = RacingTruncation(path: path, newSize: 1_000_123)
            let run = try runReport(
                source: FileSource(paths: [SystemPath(path)], readCall: racing), locale: "en-US", jobs: 1)
            #expect(
                run.errors == [
                    "\(path): changed while being read (its size went from \(size) to 1000123 bytes); "
                        + "nothing after the change was used"
                ])
            #expect(run.summary.exitCode == 65)
        }
    }
}
