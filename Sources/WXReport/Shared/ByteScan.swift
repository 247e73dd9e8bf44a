/// Scans that skip the bytes a caller does not care about, sixteen at a time with SSE2 on
/// x86_64 (`ByteSet.mask`): the JSON reader's strings, the line ends of JSON Lines and the
/// writers' escaping (CSV, JSON, HTML). The last bytes (fewer than sixteen), and all bytes on
/// other architectures, are left to the caller's byte loop. A word-at-a-time step (SWAR) for
/// those tails is gone: on x86_64 it only ever saw them (nl-BE CSV, `--jobs 1`, callgrind).
///
/// Pays: the SSE2 step took the 10 MB group file from 856.7 M to 816.4 M instructions (−4.7 %,
/// `--jobs 1`, callgrind, commit d17b47b), JSON strings and line ends being most of its bytes.
package enum ByteScan {
    /// The position of the first byte in `start..<end` that `set` holds; or, when there is none
    /// that whole steps of sixteen can see, the first position with fewer than sixteen bytes
    /// left (on other architectures, `start`), from which the caller goes on byte by byte.
    @inline(__always) package static func skipClean(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, stoppingAt set: ByteSet
    ) -> Int {
        var position = start
        #if arch(x86_64)
            while position &+ 16 <= end {
                let hits = set.mask(at: UnsafeRawPointer(base + position))
                if hits != 0 { return position &+ hits.trailingZeroBitCount }
                position &+= 16
            }
        #endif
        return position
    }

    /// The first line feed in `start..<end` of `bytes`, or `end` (or `start`, if beyond it):
    /// the line splitting of JSON Lines and the one-line check of a big file read every byte of
    /// a line, so this takes sixteen at a time.
    package static func lineEnd(in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        guard start < end, end <= bytes.count, let raw = bytes.baseAddress else {
            return max(start, min(end, bytes.count))
        }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        var position = skipClean(base, from: start, to: end, stoppingAt: ByteSet((0x0A, 0x0A, 0x0A, 0x0A)))
        while position < end, base[position] != 0x0A { position += 1 }
        return position
    }
}
