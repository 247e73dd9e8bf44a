/// Writes whole group files, `{"list":[…],"cnt":N}`, one minified record per line.
///
/// `cnt` comes after the list because only then is the count known without a second pass;
/// JSON does not care about key order and OWM's own key order is not a contract.
struct GroupFileWriter {
    private var records: GroupRecordWriter

    init() {
        records = GroupRecordWriter(cities: CityCatalog.make())
    }

    /// Writes records until the file is about `targetSize` bytes (at least one record).
    /// Returns how many records and bytes it wrote.
    mutating func write(path: String, targetSize: Int, seed: UInt64) throws(GeneratorError) -> (
        records: Int, bytes: Int
    ) {
        var rng = SplitMix64(seed: seed)
        var out = try ByteWriter(path: path)
        let closing = 16  // "\n],"cnt":NNNNNNN}\n"
        out.append("{\"list\":[\n")
        var count = 0
        repeat {
            if count > 0 { out.append(",\n") }
            try out.reserveRoomForRecord()
            records.write(into: &out, rng: &rng)
            count += 1
        } while out.size + closing < targetSize
        out.append("\n],\"cnt\":")
        out.append(count)
        out.append("}\n")
        let bytes = out.size
        try out.finish()
        return (count, bytes)
    }
}
