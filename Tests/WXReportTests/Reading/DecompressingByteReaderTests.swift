import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The read stage's gzip handling: plain input passed through read for read, gzip decompressed
/// with the end known only when the content ends, and the "changed while being read" check
/// still run on the compressed file underneath.
@Suite struct DecompressingByteReaderTests {
    /// Counts the reads it passes on, to show plain input costs no extra read.
    final class CountingReader: ByteReader, @unchecked Sendable {
        let inner: MemoryReader
        var reads = 0
        init(_ bytes: [UInt8], readLimit: Int) { inner = MemoryReader(bytes, readLimit: readLimit) }
        var isExhausted: Bool { inner.isExhausted }
        func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
            reads += 1
            return try inner.read(into: buffer)
        }
    }

    @Test func passesPlainInputThroughReadForRead() throws {
        let bytes = Array(twoRecordLines.utf8)
        let inner = CountingReader(bytes, readLimit: 50)
        let (content, counts) = try windowContent(inner)
        #expect(content == bytes)
        #expect(counts == [50, 100, 124])
        #expect(inner.reads == 3)
    }

    @Test func endsGzipWhenItsContentEnds() throws {
        let bytes = Array(twoRecordLines.utf8)
        let (content, counts) = try windowContent(MemoryReader(try gzipped(bytes), readLimit: 7), name: "day.json.gz")
        #expect(content == bytes)
        #expect(counts.last == bytes.count)
    }

    /// A `.gz` appended to while being read: the check on the compressed file sees it grow, so
    /// the file is read to its size when opened, every row, no error and one warning naming it.
    @Test func readsAGrowingCompressedFileToItsSizeWhenOpened() throws {
        try withTemporaryDirectory { directory in
            let path = directory.file("big.json.gz")
            // JSON Lines, about 20 KB stored at level 0, read 1000 bytes at a time.
            let text = (0..<300).map { #"{"name":"C\#($0)","main":{"temp":280},"weather":[],"dt":1763900000}"# + "\n" }
                .joined()
            try Data(gzipped(Array(text.utf8), level: 0)).write(to: URL(fileURLWithPath: path))
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            let whole = try runReport(source: FileSource(paths: [path]), locale: "en-US")
            #expect(whole.errors == [])
            #expect(whole.summary.rows == 300)

            let appended = OnceFlag()
            let source = FileSource(
                paths: [path],
                readCall: SteppedReadCall(limit: 1000) { _, offset in
                    guard offset >= 3000, appended.set(), let handle = FileHandle(forWritingAtPath: path) else {
                        return
                    }
                    handle.seekToEndOfFile()
                    handle.write(Data("tail".utf8))
                    handle.closeFile()
                })
            let changed = try runReport(source: source, locale: "en-US")
            #expect(changed.errors == [])
            #expect(
                changed.notices == [
                    "\(path): grew while being read; read its first \(size) bytes, its size when opened"
                ])
            #expect(changed.report == whole.report)
        }
    }
}
