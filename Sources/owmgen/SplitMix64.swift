/// Steele, Lea and Flood's SplitMix64: a tiny 64-bit PRNG with a fixed, published algorithm.
///
/// The generator exists so that `owmgen --seed N` writes byte-identical files on every machine and
/// every Swift release; the standard library's `SystemRandomNumberGenerator` is neither seedable
/// nor specified.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` by Lemire's multiply-shift; the tiny bias is irrelevant for test data
    /// and, unlike rejection sampling, it always costs exactly one draw, which keeps streams aligned.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A value in `range`, both ends included.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// True with probability `perMille` / 1000, for the rarer quirks.
    mutating func chance(perMille: Int) -> Bool {
        below(1000) < perMille
    }
}
