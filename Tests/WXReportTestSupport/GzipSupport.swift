import CZlib
import WXReport

/// `bytes` as one gzip member, made with the system zlib's deflate, so gzip tests need no tool.
package func gzipped(_ bytes: [UInt8], level: Int32 = 6) throws -> [UInt8] {
    var stream = z_stream()
    guard wx_deflate_init2(&stream, level, 15 + 16) == Z_OK else { throw GzipTestError.zlib("deflateInit2") }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
    var input = bytes
    let status = input.withUnsafeMutableBufferPointer { inBuffer in
        output.withUnsafeMutableBufferPointer { outBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = UInt32(inBuffer.count)
            stream.next_out = outBuffer.baseAddress
            stream.avail_out = UInt32(outBuffer.count)
            return deflate(&stream, Z_FINISH)
        }
    }
    guard status == Z_STREAM_END else { throw GzipTestError.zlib("deflate returned \(status)") }
    return Array(output.prefix(Int(stream.total_out)))
}

package enum GzipTestError: Error {
    case zlib(String)
}

/// Fills the buffer with the next bytes of an input and returns how many it wrote, 0 at the end,
/// as `read(2)` does: what a test's `FillReader` reads from.
package typealias ByteFill = (UnsafeMutableRawBufferPointer) throws(ReportError) -> Int

/// A `ByteReader` over a `ByteFill`, so a test can hand a reader its bytes, chunks and failures.
package final class FillReader: ByteReader, @unchecked Sendable {
    private let fill: ByteFill
    package private(set) var isExhausted = false

    package init(_ fill: @escaping ByteFill) {
        self.fill = fill
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReportError) -> Int {
        let count = try fill(buffer)
        if count == 0 && !buffer.isEmpty { isExhausted = true }
        return count
    }
}

extension DecompressingReader {
    /// A reader of the input `fill` gives, named `name`.
    package convenience init(name: String, inputCapacity: Int = 1 << 16, fill: @escaping ByteFill) {
        self.init(FillReader(fill), name: name, inputCapacity: inputCapacity)
    }
}

/// A `ByteFill` over bytes in memory that hands out at most `chunk` bytes per call, as a pipe
/// might, so a test exercises the reader's refills and partial reads.
package func memoryFill(_ bytes: [UInt8], chunk: Int = .max) -> ByteFill {
    var offset = 0
    return { buffer throws(ReportError) in
        let count = min(chunk, buffer.count, bytes.count - offset)
        buffer.copyBytes(from: bytes[offset..<(offset + count)])
        offset += count
        return count
    }
}

/// Everything a `ByteWindow` over `reader` holds once read to its end (gzip decompressed), and
/// how many bytes it held after each fill.
package func windowContent(_ reader: any ByteReader, name: String = "day.json") throws -> (
    bytes: [UInt8], counts: [Int]
) {
    var window = ByteWindow(SourceDocument(name: name, reader: reader))
    defer { window.close() }
    var counts: [Int] = []
    while !window.isComplete {
        _ = try window.fill(keepingFrom: 0)
        counts.append(window.count)
    }
    return (Array(window.bytes), counts)
}

/// Everything `reader` yields, read through a buffer of `bufferSize` bytes.
package func readToEnd(_ reader: inout DecompressingReader, bufferSize: Int = 4096) throws(ReportError) -> [UInt8] {
    var result: [UInt8] = []
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 1)
    defer { buffer.deallocate() }
    while true {
        let count = try reader.read(into: buffer)
        if count == 0 { return result }
        result += buffer[..<count]
    }
}

/// Two records (cities A and B, 280 K and 290 K) as JSON Lines: the plain text of the gzip tests,
/// in process and through the binary.
package let twoRecordLines = """
    {"name":"A","main":{"temp":280},"weather":[],"dt":1763900000}
    {"name":"B","main":{"temp":290},"weather":[],"dt":1763900000}

    """

/// Text that compresses like real JSON Lines: repeated structure, changing numbers.
package func sampleLines(_ count: Int) -> [UInt8] {
    var text = ""
    for index in 0..<count {
        text +=
            #"{"name":"City \#(index % 977)","main":{"temp":\#(250 + index % 50).5},"dt":\#(1_763_900_000 + index)}"#
        text += "\n"
    }
    return Array(text.utf8)
}
