#if canImport(Glibc)
import Glibc
#endif

/// The bytes of one input, read-only for their whole life, so every worker may read them at once.
///
/// Large files are memory-mapped rather than read: the kernel pages them in as the decoder
/// walks them, and `discard(_:)` hands pages back once a piece is done, which keeps the
/// resident size flat however big the file is.
package final class ByteStorage: @unchecked Sendable {
    // @unchecked: `bytes` is never written after init and is freed only in deinit.
    package let bytes: UnsafeRawBufferPointer
    private let isMapped: Bool

    /// Copies `array` into storage of its own.
    package init(_ array: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 16)
        array.withUnsafeBytes { buffer.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<array.count])
        isMapped = false
    }

    /// Maps `count` bytes of the open file `descriptor`; nil when the kernel refuses.
    package init?(mapping descriptor: Int32, count: Int) {
        guard count > 0, let base = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED
        else { return nil }
        madvise(base, count, MADV_SEQUENTIAL)
        bytes = UnsafeRawBufferPointer(start: base, count: count)
        isMapped = true
    }

    package var count: Int { bytes.count }

    /// Tells the kernel the pages wholly inside `range` are no longer needed, so they stop
    /// counting towards the resident size. Reading them again later is still correct: they are
    /// paged in anew from the file.
    package func discard(_ range: Range<Int>) {
        guard isMapped, let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound / page * page
        guard end > start else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }
}
