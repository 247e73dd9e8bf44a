#if arch(x86_64)
    import _Builtin_intrinsics.intel
#endif

/// The bytes a scan stops at, described once so that both steps of `ByteScan.skipClean` (sixteen
/// bytes at a time with SSE2 on x86_64, then the caller's byte loop) test the same set.
///
/// Up to eight chosen bytes in two fours (name one twice to stop at fewer; a second four left
/// out repeats the first, and the compiler drops the repeated tests), plus, optionally, every
/// control byte (below 0x20) and every byte of multi-byte UTF-8 (0x80 and above). The JSON
/// reader's strings, the line ends and the writers' escaping (CSV, JSON, HTML) all scan with one.
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

    /// Whether the set holds `byte`: what the vector step's flags mean, byte by byte.
    package func contains(_ byte: UInt8) -> Bool {
        byte == bytes.0 || byte == bytes.1 || byte == bytes.2 || byte == bytes.3 || byte == more.0
            || byte == more.1 || byte == more.2 || byte == more.3 || (controls && byte < 0x20)
            || (nonASCII && byte >= 0x80)
    }

    #if arch(x86_64)
        /// Bit `i` set when byte `i` of the sixteen at `pointer` is in the set.
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
