import Foundation
import Testing
import WXReport

/// A folder entry's name is read in place, never past its record: `readdir` gives records as
/// short as 24 bytes, and the last one may end the last readable page of its buffer.
@Suite struct FolderEntryNameTests {
    /// A record for `name` laid out as `readdir` gives it, ending exactly where a page that
    /// cannot be read begins; copying the whole `dirent` (280 bytes) there faults the process.
    @Test(arguments: ["a", "b.json", String(repeating: "x", count: 100)])
    func aRecordThatEndsItsPageIsReadUpToItsName(name: String) throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapped = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(mapped != MAP_FAILED)
        defer { munmap(mapped, 2 * page) }
        #expect(mprotect(mapped + page, page, PROT_NONE) == 0)
        let offset = try #require(MemoryLayout<dirent>.offset(of: \.d_name))
        let recordLength = (offset + name.utf8.count + 1 + 7) / 8 * 8
        let record = mapped + page - recordLength
        let bytes = record.assumingMemoryBound(to: UInt8.self)
        for (index, byte) in name.utf8.enumerated() { bytes[offset + index] = byte }
        bytes[offset + name.utf8.count] = 0
        let entry = UnsafePointer(record.assumingMemoryBound(to: dirent.self))
        #expect(InputExpansion.entryName(entry)?.bytes == Array(name.utf8))
    }
}
