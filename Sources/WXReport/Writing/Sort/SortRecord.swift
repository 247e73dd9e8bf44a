/// Rows with their sort keys (compared byte-wise) and payloads, the rows' cells (`SortRecord`),
/// one after another in one buffer: the rows of one piece as `SortStage` records them, and the
/// rows `SortRuns` holds until it sorts and spills them.
package struct KeyedRows: PieceResult {
    package private(set) var storage: [UInt8] = []
    package private(set) var rows: [(key: Range<Int>, payload: Range<Int>)] = []

    package init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    package var heldBytes: Int { storage.count + rows.count * MemoryLayout<(Range<Int>, Range<Int>)>.stride }

    package mutating func append(key: some Collection<UInt8>, payload: some Collection<UInt8>) {
        let start = storage.count
        storage.append(contentsOf: key)
        let middle = storage.count
        storage.append(contentsOf: payload)
        rows.append((start..<middle, middle..<storage.count))
    }

    /// Orders the rows by key; rows of equal keys keep their order (that of their bytes), so the
    /// sort is stable and never depends on `--jobs`.
    mutating func sortByKey() {
        storage.withUnsafeBufferPointer { storage in
            rows.sort {
                let order = SortRuns.compare(
                    UnsafeBufferPointer(rebasing: storage[$0.key]), UnsafeBufferPointer(rebasing: storage[$1.key]))
                return order < 0 || (order == 0 && $0.key.lowerBound < $1.key.lowerBound)
            }
        }
    }

    /// Calls `body` with each row's key and payload, in order.
    func forEach(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws(ReportError) -> Void
    ) throws(ReportError) {
        try storage.withUnsafeBufferPointer { storage throws(ReportError) in
            for row in rows {
                try body(
                    UnsafeBufferPointer(rebasing: storage[row.key]), UnsafeBufferPointer(rebasing: storage[row.payload])
                )
            }
        }
    }

    /// Drops the rows, keeping the capacity.
    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
    }
}

/// One row's payload: its cells in column order, each a tag, its fixed-width fields (in native
/// byte order: a run file never leaves the process) and its parts (each after its 4-byte
/// length), so that `replay` can hand a row writer the same calls the transform made.
/// `SortStage.Rows` writes it.
package struct SortRecord {
    package enum Tag: UInt8 {
        /// A part: the text.
        case text
        /// The value's bits (8), the quantity (1); parts: the formatted text, the decimal.
        case number
        /// The instant (8), 0 with no offset, 1 with one, 2 when the cell leaves it out
        /// (`local_time`) (1), the offset (8); a part: the formatted text.
        case time
        case empty
    }

    private let payload: UnsafeRawBufferPointer
    private var offset = 0

    /// The next field; past the end, 0 (and the end).
    private mutating func load<Field: FixedWidthInteger>(_: Field.Type = Field.self) -> Field {
        guard offset + MemoryLayout<Field>.size <= payload.count else {
            offset = payload.count
            return 0
        }
        defer { offset += MemoryLayout<Field>.size }
        return payload.loadUnaligned(fromByteOffset: offset, as: Field.self)
    }

    /// The next part; past the end, the bytes left.
    private mutating func part() -> UnsafeBufferPointer<UInt8> {
        let length = min(Int(load(UInt32.self)), payload.count - offset)
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: payload[offset..<(offset + length)]).assumingMemoryBound(to: UInt8.self)
    }

    /// Hands `rows` the cells of one payload, as the transform did. A payload `SortStage` did not
    /// write (a run file changed under us) ends its row at the first byte that is not a cell's.
    static func replay<Rows: RowSink>(_ payload: UnsafeBufferPointer<UInt8>, into rows: inout Rows) {
        var record = SortRecord(payload: UnsafeRawBufferPointer(payload))
        rows.beginRow()
        defer { rows.endRow() }
        while record.offset < payload.count {
            switch Tag(rawValue: record.load()) {
            case .text: rows.cell(utf8: record.part())
            case .number:
                let value = Double(bitPattern: record.load())
                guard let quantity = Quantity(rawValue: Int(record.load(UInt8.self))) else { return }
                let formatted = record.part()
                rows.number(NumberCell(value: value, quantity: quantity, formatted: formatted, decimal: record.part()))
            case .time:
                let instant: Int64 = record.load(), zone: UInt8 = record.load(), offset: Int = record.load()
                var cell = TimeCell(instant: instant, offset: zone > 0 ? offset : nil, formatted: record.part())
                cell.isLocal = zone == 2
                rows.time(cell)
            case .empty: rows.emptyCell()
            case nil: return
            }
        }
    }
}

extension ByteBuffer {
    /// `field`'s bytes in native order (a `SortRecord` field).
    @inline(__always) package func append(field: some FixedWidthInteger) {
        withUnsafeBytes(of: field) { append(contentsOf: $0) }
    }

    /// `part` after its length (a `SortRecord` part).
    package func append(part: UnsafeBufferPointer<UInt8>) {
        append(field: UInt32(truncatingIfNeeded: part.count))
        append(contentsOf: part)
    }
}
