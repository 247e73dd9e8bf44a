#if arch(x86_64)
    import _Builtin_intrinsics.intel
#endif

/// The bytes a scan stops at, described once so that each step of `ByteScan.skipClean` (sixteen
/// bytes at a time with SSE2 on x86_64, then eight at a time in a word, then the caller's byte
/// loop) tests the same set: the vector body and the word tail cannot disagree.
///
/// Up to eight chosen bytes in two fours (name one twice to stop at fewer; a second four left
/// out repeats the first, and the compiler drops the repeated tests), plus, optionally, every
/// control byte (below 0x20) and every byte of multi-byte UTF-8 (0x80 and above). The JSON
/// reader's strings, the line ends and the writers' escaping (CSV, JSON, HTML) all scan with one.
///
/// Pays: the SSE2 step took the 10 MB group file from 856.7 M to 816.4 M instructions (−4.7 %,
/// `--jobs 1`, callgrind, commit d17b47b), JSON strings and line ends being most of its bytes.
package struct ByteSet {
    let bytes: (UInt8, UInt8, UInt8, UInt8)
    let more: (UInt8, UInt8, UInt8, UInt8)
    let controls: Bool
    let nonASCII: Bool

    package init(
        _ bytes: (UInt8, UInt8, UInt8, UInt8), _ more: (UInt8, UInt8, UInt8, UInt8)? = nil, controls: Bool = false,
        nonASCII: Bool = false
    ) {
        (self.bytes, self.more, self.controls, self.nonASCII) = (bytes, more ?? bytes, controls, nonASCII)
    }

    /// Whether the set holds `byte`: what the flags of both steps mean, byte by byte.
    package func contains(_ byte: UInt8) -> Bool {
        byte == bytes.0 || byte == bytes.1 || byte == bytes.2 || byte == bytes.3 || byte == more.0
            || byte == more.1 || byte == more.2 || byte == more.3 || (controls && byte < 0x20)
            || (nonASCII && byte >= 0x80)
    }

    /// The word step's flags (see `ByteScan`): the lowest flagged byte is exact.
    @inline(__always) func flags(_ word: UInt64) -> UInt64 {
        var flagged =
            ByteScan.matches(word, bytes.0) | ByteScan.matches(word, bytes.1) | ByteScan.matches(word, bytes.2)
            | ByteScan.matches(word, bytes.3) | ByteScan.matches(word, more.0) | ByteScan.matches(word, more.1)
            | ByteScan.matches(word, more.2) | ByteScan.matches(word, more.3)
        if controls { flagged |= ByteScan.controlBytes(word) }
        if nonASCII { flagged |= word & 0x8080_8080_8080_8080 }  // parts of multi-byte UTF-8
        return flagged
    }

    #if arch(x86_64)
        /// Bit `i` set when byte `i` of the sixteen at `pointer` is in the set (exact for every
        /// byte, unlike the word step).
        @inline(__always) func mask(at pointer: UnsafeRawPointer) -> UInt32 {
            let vector = pointer.loadUnaligned(as: __m128i.self)
            var hits = _mm_or_si128(
                _mm_or_si128(
                    _mm_or_si128(equal(vector, bytes.0), equal(vector, bytes.1)),
                    _mm_or_si128(equal(vector, bytes.2), equal(vector, bytes.3))),
                _mm_or_si128(
                    _mm_or_si128(equal(vector, more.0), equal(vector, more.1)),
                    _mm_or_si128(equal(vector, more.2), equal(vector, more.3))))
            if controls && nonASCII {
                // Signed, 0x80...0xFF are negative: one comparison finds both kinds.
                hits = _mm_or_si128(hits, _mm_cmplt_epi8(vector, _mm_set1_epi8(0x20)))
            } else if controls {
                // Unsigned: a byte is at most 0x1F when subtracting 0x1F (saturating) leaves 0.
                let saturated = _mm_subs_epu8(vector, _mm_set1_epi8(0x1F))
                hits = _mm_or_si128(hits, _mm_cmpeq_epi8(saturated, _mm_setzero_si128()))
            }
            var bits = UInt32(truncatingIfNeeded: _mm_movemask_epi8(hits))
            if nonASCII && !controls { bits |= UInt32(truncatingIfNeeded: _mm_movemask_epi8(vector)) }
            return bits
        }

        @inline(__always) private func equal(_ vector: __m128i, _ byte: UInt8) -> __m128i {
            _mm_cmpeq_epi8(vector, _mm_set1_epi8(CChar(bitPattern: byte)))
        }
    #endif
}

extension ByteScan {
    /// The position of the first byte in `start..<end` that `set` holds; or, when there is none
    /// that whole steps can see, the first position with fewer than eight bytes left, from which
    /// the caller goes on byte by byte. On x86_64 it looks at sixteen bytes per step with SSE2,
    /// then at most one word; elsewhere a word (eight bytes) per step.
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
        return skipClean(base, from: position, to: end, flags: set.flags)
    }
}

extension ByteScan {
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
