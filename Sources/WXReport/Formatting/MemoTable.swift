/// A small open-addressing hash table from a 64-bit key to a finished cell, for `CellFormatter`'s
/// memos: one multiply to hash, linear probing, no `Hasher` and no per-lookup allocation.
///
/// `empty` is a key the caller never stores (a NaN bit pattern for numbers, an impossible zone
/// for dates). The table starts small and doubles while under half full, so a memo that sees
/// only a few values costs a few hundred bytes.
struct MemoTable {
    private var keys: [UInt64]
    private var values: [String]
    private var shift: UInt64
    private(set) var count = 0
    private let empty: UInt64

    init(empty: UInt64, initialCapacity: Int = 64) {
        self.empty = empty
        var capacity = 1
        var bits: UInt64 = 0
        while capacity < initialCapacity {
            capacity <<= 1
            bits += 1
        }
        keys = Array(repeating: empty, count: capacity)
        values = Array(repeating: "", count: capacity)
        shift = 64 - bits
    }

    @inline(__always) private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) func value(for key: UInt64) -> String? {
        let mask = keys.count - 1
        var index = slot(key)
        return keys.withUnsafeBufferPointer { keys in
            while true {
                let found = keys[index]
                if found == key { return values[index] }
                if found == empty { return nil }
                index = (index + 1) & mask
            }
        }
    }

    /// Stores `value` for `key`, which must not be in the table yet.
    mutating func insert(_ value: String, for key: UInt64) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != empty { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
        count += 1
    }

    /// Empties the table, keeping its size.
    mutating func removeAll() {
        for index in keys.indices {
            keys[index] = empty
            values[index] = ""
        }
        count = 0
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: empty, count: oldKeys.count * 2)
        values = Array(repeating: "", count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for index in oldKeys.indices where oldKeys[index] != empty {
            insert(oldValues[index], for: oldKeys[index])
        }
    }
}
