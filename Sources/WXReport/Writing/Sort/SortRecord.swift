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

    /// Appends a row; `position`, when given, goes after the key (big-endian), so that equal
    /// keys order by it.
    package mutating func append(key: some Collection<UInt8>, position: UInt64? = nil, payload: some Collection<UInt8>)
    {
        let start = storage.count
        storage.append(contentsOf: key)
        if let position { SortRecord.appendBigEndian(position, to: &storage) }
        let middle = storage.count
        storage.append(contentsOf: payload)
        rows.append((start..<middle, middle..<storage.count))
    }

    /// Orders the rows by key.
    mutating func sortByKey() {
        storage.withUnsafeBufferPointer { storage in
            rows.sort {
                SortRuns.compare(
                    UnsafeBufferPointer(rebasing: storage[$0.key]), UnsafeBufferPointer(rebasing: storage[$1.key])) < 0
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

/// One row's payload: its cells in column order, each a tag and its parts, so that `replay` can
/// hand a row writer the same calls the transform made.
package enum SortRecord {
    static let textTag: UInt8 = 0
    static let numberTag: UInt8 = 1
    static let timeTag: UInt8 = 2
    static let emptyTag: UInt8 = 3

    package static func appendBigEndian(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 56, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// `value`'s `width` low bytes, least significant first, copied at once.
    @inline(__always) private static func append(_ value: UInt64, width: Int, to bytes: ByteBuffer) {
        withUnsafeBytes(of: value.littleEndian) {
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<width]))
        }
    }

    private static func appendBytes(_ part: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        append(UInt64(part.count), width: 4, to: bytes)
        bytes.append(contentsOf: part)
    }

    package static func appendText(_ text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        bytes.append(textTag)
        appendBytes(text, to: bytes)
    }

    static func appendNumber(_ cell: NumberCell, to bytes: ByteBuffer) {
        bytes.append(numberTag)
        append(cell.value.bitPattern, width: 8, to: bytes)
        bytes.append(UInt8(cell.quantity.rawValue))
        appendBytes(cell.formatted, to: bytes)
        appendBytes(cell.decimal, to: bytes)
    }

    static func appendTime(_ cell: TimeCell, to bytes: ByteBuffer) {
        bytes.append(timeTag)
        append(UInt64(bitPattern: cell.instant), width: 8, to: bytes)
        // 0: no offset; 1: an offset; 2: an offset the cell leaves out (`local_time`).
        bytes.append(cell.offset == nil ? 0 : cell.isLocal ? 2 : 1)
        append(UInt64(bitPattern: Int64(cell.offset ?? 0)), width: 8, to: bytes)
        appendBytes(cell.formatted, to: bytes)
    }

    /// Hands `rows` the cells of one payload, as the transform did; false when the payload is
    /// not one `SortStage` wrote.
    static func replay<Rows: RowSink>(_ payload: UnsafeBufferPointer<UInt8>, into rows: inout Rows) -> Bool {
        var offset = 0
        func word(_ width: Int) -> UInt64? {
            guard offset + width <= payload.count else { return nil }
            var value: UInt64 = 0
            for index in 0..<width { value |= UInt64(payload[offset + index]) << UInt64(8 * index) }
            offset += width
            return value
        }
        func part() -> UnsafeBufferPointer<UInt8>? {
            guard let length = word(4), offset + Int(length) <= payload.count else { return nil }
            defer { offset += Int(length) }
            return UnsafeBufferPointer(rebasing: payload[offset..<(offset + Int(length))])
        }
        rows.beginRow()
        while offset < payload.count {
            let tag = payload[offset]
            offset += 1
            switch tag {
            case textTag:
                guard let text = part() else { return false }
                rows.cell(utf8: text)
            case numberTag:
                guard let bits = word(8), let code = word(1), let quantity = Quantity(rawValue: Int(code)),
                    let formatted = part(), let decimal = part()
                else { return false }
                rows.number(
                    NumberCell(
                        value: Double(bitPattern: bits), quantity: quantity, formatted: formatted, decimal: decimal))
            case timeTag:
                guard let instant = word(8), let hasOffset = word(1), let zone = word(8), let formatted = part() else {
                    return false
                }
                var cell = TimeCell(
                    instant: Int64(bitPattern: instant), offset: hasOffset > 0 ? Int(Int64(bitPattern: zone)) : nil,
                    formatted: formatted)
                cell.isLocal = hasOffset == 2
                rows.time(cell)
            case emptyTag:
                rows.emptyCell()
            default:
                return false
            }
        }
        rows.endRow()
        return true
    }
}
