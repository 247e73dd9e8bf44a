import _FoundationICU

/// The `--sort` stage: instead of laying rows out it records them, each as a sort key plus the
/// row's cells (`KeyedRows`), so that the writer thread can order them (`SortRuns`, spilling to
/// `TMPDIR`) and replay them, in key order, into the next one.
///
/// The transform's typed cells carry what the next one reads (`needs`, plus values), and the
/// same calls give the keys: a number by `NumberCell.value` (in the column's unit, so documents
/// in other input units compare right), a time by its instant, text by the locale's ICU
/// collation sort key, and an empty cell after every value in either direction.
package struct SortStage: RowStage {
    /// The report's columns: cells of these are kept for replay.
    package let columns: [Column]
    /// Per transform column: which sort keys (by position) it feeds and whether descending.
    let keyPositions: [[(position: Int, descending: Bool)]]
    let keyCount: Int
    /// The ICU locale whose collation orders text.
    let localeID: String
    /// Bytes of rows held in memory before a sorted run is spilled, and where it goes.
    let memoryBound: Int
    let directory: String?

    /// The transform's columns for `columns` sorted by `keys`: the report's, then any key column
    /// the report does not show.
    package static func transformColumns(_ columns: [Column], keys: [SortKey]) -> [Column] {
        columns + keys.map(\.column).filter { !columns.contains($0) }
    }

    package init(
        columns: [Column], keys: [SortKey], localeID: String, memoryBound: Int = 8 << 20, directory: String? = nil
    ) {
        self.columns = columns
        keyPositions = Self.transformColumns(columns, keys: keys).map { column in
            keys.enumerated().filter { $0.element.column == column }.map { ($0.offset, $0.element.descending) }
        }
        keyCount = keys.count
        self.localeID = localeID
        self.memoryBound = memoryBound
        self.directory = directory
    }

    package func makeRowWriter(columns: [Column], needs: CellNeeds, capacity: Int) -> Rows {
        Rows(stage: self, needs: needs.union(.values), capacity: capacity)
    }

    package func makeStore() -> SortRuns { SortRuns(memoryBound: memoryBound, directory: directory) }

    package func add(_ piece: KeyedRows, to store: inout SortRuns) { store.add(piece) }

    /// A failed spill fails the run here, before any of the report is written.
    package func prepare(_ store: inout SortRuns) throws(ReportError) { try store.prepareReplay() }

    package func write<Next, Output>(
        _ store: inout SortRuns, to output: inout StageOutput<Next, Output>
    ) throws(ReportError) {
        try store.replay(into: &output)
    }

    /// Records the rows of one piece with their keys.
    package struct Rows: RowWriter {
        private let stage: SortStage
        package let needs: CellNeeds
        private var rows = KeyedRows()
        private var payload = ByteBuffer(capacity: 256)
        private var keys: [[UInt8]]
        private var index = 0
        private var collator: OpaquePointer?
        private var utf16: [UInt16] = []
        private var sortKey: [UInt8] = []

        init(stage: SortStage, needs: CellNeeds, capacity: Int) {
            self.stage = stage
            self.needs = needs
            rows = KeyedRows(capacity: capacity)
            keys = Array(repeating: [], count: stage.keyCount)
        }

        package mutating func beginRow() {
            index = 0
            payload.removeAll()
            for position in keys.indices { keys[position].removeAll(keepingCapacity: true) }
        }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if keyed {
                collationKey(text)
                let key = sortKey
                setKeys { $0.append(contentsOf: key) }
            }
            record { SortRecord.appendText(text, to: $0) }
        }

        package mutating func number(_ cell: NumberCell) {
            if keyed {
                // Doubles as unsigned integers that order as the doubles do (NaN cannot arrive here
                // with a meaning, and is ordered after +infinity).
                let bits = cell.value.bitPattern
                let ordered = cell.value.sign == .minus ? ~bits : bits | (1 << 63)
                setKeys { SortRecord.appendBigEndian(ordered, to: &$0) }
            }
            record { SortRecord.appendNumber(cell, to: $0) }
        }

        package mutating func time(_ cell: TimeCell) {
            if keyed { setKeys { SortRecord.appendBigEndian(UInt64(bitPattern: cell.instant) ^ (1 << 63), to: &$0) } }
            record { SortRecord.appendTime(cell, to: $0) }
        }

        package mutating func emptyCell() {
            if keyed { setKeys(present: false) { _ in } }
            record { $0.append(SortRecord.emptyTag) }
        }

        package mutating func endRow() {
            var key: [UInt8] = []
            for part in keys {
                key.append(contentsOf: part.isEmpty ? [1] : part)  // a column with no cell: empty
            }
            payload.withBytes { rows.append(key: key, payload: $0) }
        }

        package mutating func finish() -> KeyedRows {
            if let collator { swift_ucol_close(collator) }
            collator = nil
            return rows
        }

        private var keyed: Bool { !stage.keyPositions[index].isEmpty }

        /// Writes the key part of this cell for every sort key it feeds: a byte saying whether there
        /// is a value (0) or none (1, after every value), then the value's bytes, inverted when the
        /// key is descending, so that one byte-wise comparison orders whole keys.
        private mutating func setKeys(present: Bool = true, _ value: (inout [UInt8]) -> Void) {
            for (position, descending) in stage.keyPositions[index] {
                var part: [UInt8] = [present ? 0 : 1]
                if present {
                    value(&part)
                    if descending { for offset in 1..<part.count { part[offset] = ~part[offset] } }
                }
                keys[position] = part
            }
        }

        private mutating func record(_ write: (ByteBuffer) -> Void) {
            if index < stage.columns.count { write(payload) }
            index += 1
        }

        /// The collation sort key of `text` in `sortKey`, ending in ICU's 0 byte (no other byte of
        /// a sort key is 0, so a shorter key that is a prefix sorts first).
        private mutating func collationKey(_ text: UnsafeBufferPointer<UInt8>) {
            if collator == nil {
                var status = U_ZERO_ERROR
                collator = swift_ucol_open(stage.localeID, &status)
                if ICU.failed(status), let opened = collator {
                    swift_ucol_close(opened)
                    collator = nil
                }
            }
            utf16.removeAll(keepingCapacity: true)
            utf16.append(contentsOf: String(decoding: text, as: UTF8.self).utf16)
            guard let collator else {
                sortKey = Array(text) + [0]  // no collator: code point order
                return
            }
            var length = Int32(max(sortKey.count, 64))
            repeat {
                sortKey = Array(repeating: 0, count: Int(length))
                length = utf16.withUnsafeBufferPointer { source in
                    sortKey.withUnsafeMutableBufferPointer { target in
                        swift_ucol_getSortKey(
                            collator, source.baseAddress, Int32(source.count), target.baseAddress, Int32(target.count))
                    }
                }
            } while Int(length) > sortKey.count
            sortKey.removeLast(sortKey.count - Int(length))
        }
    }
}
