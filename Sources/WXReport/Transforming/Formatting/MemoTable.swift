/// A small open-addressing hash table from a 64-bit key to a finished cell, for `CellFormatter`'s
/// memos: one multiply to hash, linear probing, no `Hasher` and no per-lookup allocation. Each
/// key sits beside its value, so a lookup touches one cache line.
///
/// `empty` is a key the caller never stores (a NaN bit pattern for numbers, an impossible zone
/// for dates). The table starts small and doubles when three quarters full, so a memo that sees
/// only a few values costs a few hundred bytes.
///
/// Pays against `[UInt64: String]` (SipHash on every lookup): nl-BE CSV, `--jobs 1`, callgrind,
/// Dictionary → this table: 817 M → 775 M instructions on the 10 MB group file (−5 %), 210 M →
/// 206 M on 2000 one-city files (−2 %); en-US 990 M → 936 M (−5 %); the 100 MB file, paired
/// whole-process runs (default `--jobs`), Dictionary took 1.11× this table's time (median of 8).
/// Re-measured for issue 27 (`[UInt64: String]` in its place, callgrind by function on the 10 MB
/// file): hashing and dictionary lookups cost about 47 M instructions, +6 % of the 766 M run.
struct MemoTable {
    private struct Entry {
        var key: UInt64
        var value: String
    }

    /// Past this many entries a memo is cleared: a bulk file with noisy values must not grow
    /// memory without bound, and refilling costs one ICU call per value.
    static let limit = 50_000

    private var entries: [Entry]
    private var shift: UInt64
    private(set) var count = 0
    private let empty: UInt64

    /// 64 entries to start with: `shift` keeps the hash's top 6 bits.
    init(empty: UInt64) {
        self.empty = empty
        entries = Array(repeating: Entry(key: empty, value: ""), count: 64)
        shift = 58
    }

    @inline(__always) private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) func value(for key: UInt64) -> String? {
        let mask = entries.count - 1
        var index = slot(key)
        return entries.withUnsafeBufferPointer { entries in
            while true {
                let found = entries[index].key
                if found == key { return entries[index].value }
                if found == empty { return nil }
                index = (index + 1) & mask
            }
        }
    }

    /// Stores `value` for `key`, which must not be in the table yet; first empties a table that
    /// holds `limit` entries (it then grows again from its first size).
    mutating func insert(_ value: String, for key: UInt64) {
        if count >= Self.limit { self = MemoTable(empty: empty) }
        // At most three quarters full: a smaller table stays in cache.
        if (count + 1) * 4 > entries.count * 3 { grow() }
        let mask = entries.count - 1
        var index = slot(key)
        while entries[index].key != empty { index = (index + 1) & mask }
        entries[index] = Entry(key: key, value: value)
        count += 1
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: empty, value: ""), count: old.count * 2)
        shift -= 1
        count = 0
        for entry in old where entry.key != empty {
            insert(entry.value, for: entry.key)
        }
    }
}
