/// The word-at-a-time byte scan (SWAR: SIMD within a register) that skips text holding none of
/// the bytes a caller cares about, eight bytes per step instead of one: the word step of
/// `skipClean(stoppingAt:)` (whose `ByteSet` builds the flags), and the line count of
/// `TextPosition`.
///
/// The flags are a function over a little-endian word built from `matches` and `controlBytes`;
/// the high bit of each flagged byte is set. Borrows
/// only run upwards, so the lowest flagged byte of a word is always exact (bytes above it may be
/// flagged falsely), which is all `skipClean` relies on.
package enum ByteScan {
    /// Flags the bytes of `word` equal to `byte`: the high bit of each byte that is zero once
    /// `byte` is subtracted out, and possibly of bytes above the lowest such byte.
    @inline(__always) static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let zeroed = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (zeroed &- 0x0101_0101_0101_0101) & ~zeroed & 0x8080_8080_8080_8080
    }

    /// Flags the bytes of `word` below 0x20 (ASCII control characters).
    @inline(__always) static func controlBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
    }

    /// The position of the first byte in `start..<end` that `flags` flags, found eight bytes at
    /// a time; or, when no whole word holds one, the first position with fewer than eight bytes
    /// left, from which the caller goes on byte by byte.
    @inline(__always) static func skipClean(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, flags: (UInt64) -> UInt64
    ) -> Int {
        var position = start
        while position &+ 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let flagged = flags(word)
            if flagged != 0 { return position &+ flagged.trailingZeroBitCount >> 3 }
            position &+= 8
        }
        return position
    }
}
