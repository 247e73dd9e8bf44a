import Foundation
import Testing
import WXReport

/// A regular file whose `stat` size is 0 but which holds bytes (Linux's /proc and /sys files)
/// is read to its end, not taken for the empty file its size says. Reading stops at a regular
/// file's size when opened only when that size counts its bytes.
@Suite struct SizeZeroFileTests {
    /// Every byte `reader` gives, read in 64 KiB steps.
    static func bytes(of reader: DescriptorReader) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var bytes: [UInt8] = []
        while true {
            let count = try buffer.withUnsafeMutableBytes { try reader.read(into: $0) }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    @Test func aProcFileIsReadToItsEnd() throws {
        let path = "/proc/self/status"
        var status = stat()
        guard stat(path, &status) == 0 else {
            print("SizeZeroFileTests: skipped, this system has no \(path)")
            return
        }
        try #require(status.st_size == 0 && status.st_mode & S_IFMT == S_IFREG)
        let text = String(
            decoding: try Self.bytes(of: DescriptorReader(path: SystemPath(path), name: "status", listed: nil)),
            as: UTF8.self)
        // The kernel writes the process's name first, then its state and ids, one per line.
        #expect(text.hasPrefix("Name:\t"))
        #expect(text.contains("\nPid:\t\(getpid())\n"))
    }

    @Test func anEmptyFileEndsAtItsFirstRead() throws {
        let path = NSTemporaryDirectory() + "wxreport-empty-\(getpid()).json"
        try Data().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Self.bytes(of: DescriptorReader(path: SystemPath(path), name: "empty.json", listed: nil)) == [])
    }
}
