/// How records are laid out inside a group file's `list`.
package enum Layout {
    /// Compact JSON on one line with no final newline, as the API returns it and `curl -o`
    /// stores it.
    case oneLine
    /// One record per line between a header line and a closing line (`--record-per-line`),
    /// the layout of files that were pretty-printed or edited by hand.
    case recordPerLine
}

/// Writes whole group files in the shape of OWM's multi-city endpoints:
/// `{"cod":"200","calctime":0.3107,"cnt":N,"list":[…]}`.
///
/// `cnt` comes before `list`, as in the API, so each file is generated twice from its seed: a
/// first pass that only counts bytes finds how many records fit the size, the second writes
/// exactly that many. Generation is cheap next to what the benchmark measures.
package struct GroupFileWriter {
    private var records: GroupRecordWriter
    private let layout: Layout
    /// Bytes allowed for the envelope around the records when fitting a file to its size.
    private let envelope = 64

    package init(units: Units, layout: Layout) {
        records = GroupRecordWriter(cities: CityCatalog.make(), units: units)
        self.layout = layout
    }

    /// Writes records until the file is about `targetSize` bytes (at least one record).
    /// Returns how many records and bytes it wrote.
    package mutating func write(path: String, targetSize: Int, seed: UInt64) throws(GeneratorError) -> (
        records: Int, bytes: Int
    ) {
        let count = try recordCount(fitting: targetSize, seed: seed)
        // calctime has a stream of its own so it never shifts the records.
        var timing = SplitMix64(seed: seed ^ 0xCA1C_714E)
        var rng = SplitMix64(seed: seed)
        var out = try ByteWriter(path: path)
        out.append("{\"cod\":\"200\",\"calctime\":")
        out.append(scaled: timing.within(120...9_000), scale: 4, decimals: 4, keepZeros: false)
        out.append(",\"cnt\":")
        out.append(count)
        out.append(",\"list\":[")
        if layout == .recordPerLine { out.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            if index > 0 { appendSeparator(into: &out) }
            try out.reserveRoomForRecord()
            records.write(into: &out, rng: &rng)
        }
        out.append(layout == .recordPerLine ? "\n]}\n" : "]}")
        let bytes = out.size
        try out.finish()
        return (count, bytes)
    }

    /// How many records from `seed` fill about `targetSize` bytes with the envelope: at least one.
    private mutating func recordCount(fitting targetSize: Int, seed: UInt64) throws(GeneratorError) -> Int {
        var rng = SplitMix64(seed: seed)
        var out = ByteWriter(countingOnly: ())
        var count = 0
        repeat {
            if count > 0 { appendSeparator(into: &out) }
            try out.reserveRoomForRecord()
            records.write(into: &out, rng: &rng)
            count += 1
        } while out.size + envelope < targetSize
        try out.finish()
        return count
    }

    private func appendSeparator(into out: inout ByteWriter) {
        if layout == .recordPerLine { out.append(",\n") } else { out.append(UInt8(ascii: ",")) }
    }
}
