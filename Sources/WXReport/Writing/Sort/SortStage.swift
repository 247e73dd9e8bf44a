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
    /// Per sort key, in order: whether it is descending. The key columns' cells come first.
    let descending: [Bool]
    /// The ICU locale whose collation orders text.
    let localeID: String
    /// Bytes of rows held in memory before a sorted run is spilled, and where it goes.
    let memoryBound: Int
    let directory: String?

    /// The transform's columns for `columns` sorted by `keys`: the keys' columns, so each row's key
    /// is built as its first cells come, then the report's (a key column it shows comes twice).
    package static func transformColumns(_ columns: [Column], keys: [SortKey]) -> [Column] {
        keys.map(\.column) + columns
    }

    package init(
        columns: [Column], keys: [SortKey], localeID: String, memoryBound: Int = 8 << 20, directory: String? = nil
    ) {
        self.columns = columns
        descending = keys.map(\.descending)
        self.localeID = localeID
        self.memoryBound = memoryBound
        self.directory = directory
    }

    package func makeRowWriter(columns: [Column], needs: CellNeeds, capacity: Int) -> Rows {
        Rows(stage: self, needs: needs.union(.values), capacity: capacity)
    }

    package func makeStore() -> SortRuns { SortRuns(memoryBound: memoryBound, directory: directory) }

    /// Records the rows of one piece with their keys.
    package struct Rows: RowWriter {
        private let stage: SortStage
        package let needs: CellNeeds
        private var rows = KeyedRows()
        /// The row's key and its cells (`SortRecord`), reused.
        private var key: [UInt8] = []
        private var payload = ByteBuffer(capacity: 256)
        private var index = 0
        private var collator: OpaquePointer?
        private var utf16: [UInt16] = []
        private var sortKey: [UInt8] = []

        init(stage: SortStage, needs: CellNeeds, capacity: Int) {
            self.stage = stage
            self.needs = needs
            rows = KeyedRows(capacity: capacity)
        }

        package mutating func beginRow() {
            index = 0
            key.removeAll(keepingCapacity: true)
            payload.removeAll()
        }

        /// Out of line on purpose, as CSV's: kept small, the transform's closures stay inlined.
        @inline(never) package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index < stage.descending.count {
                collationKey(text)
                let collated = sortKey
                collated.withUnsafeBytes { setKey($0) }
            }
            record(.text) { $0.append(part: text) }
        }

        package mutating func number(_ cell: NumberCell) {
            // Doubles as unsigned integers that order as the doubles do (NaN cannot arrive here
            // with a meaning, and is ordered after +infinity).
            let bits = cell.value.bitPattern
            setKey(ordered: cell.value.sign == .minus ? ~bits : bits | (1 << 63))
            record(.number) {
                $0.append(field: bits)
                $0.append(field: UInt8(cell.quantity.rawValue))
                $0.append(part: cell.formatted)
                $0.append(part: cell.decimal)
            }
        }

        package mutating func time(_ cell: TimeCell) {
            setKey(ordered: UInt64(bitPattern: cell.instant) ^ (1 << 63))
            record(.time) {
                $0.append(field: cell.instant)
                $0.append(field: UInt8(cell.offset == nil ? 0 : cell.isLocal ? 2 : 1))
                $0.append(field: cell.offset ?? 0)
                $0.append(part: cell.formatted)
            }
        }

        package mutating func emptyCell() {
            setKey(nil)
            record(.empty) { _ in }
        }

        package mutating func endRow() {
            payload.withBytes { rows.append(key: key, payload: $0) }
        }

        package mutating func finish() -> KeyedRows {
            if let collator { swift_ucol_close(collator) }
            collator = nil
            return rows
        }

        private mutating func setKey(ordered value: UInt64) {
            withUnsafeBytes(of: value.bigEndian) { setKey($0) }
        }

        /// Appends a key cell's part of the row's key: a byte saying whether there is a value (0)
        /// or none (1, after every value), then the value's bytes, inverted when the key is
        /// descending, so that one byte-wise comparison orders whole keys.
        private mutating func setKey(_ value: UnsafeRawBufferPointer?) {
            guard index < stage.descending.count else { return }
            let descending = stage.descending[index]
            key.append(value == nil ? 1 : 0)
            for byte in value ?? UnsafeRawBufferPointer(start: nil, count: 0) { key.append(descending ? ~byte : byte) }
        }

        /// Appends a report cell to the payload; a key cell is not kept.
        private mutating func record(_ tag: SortRecord.Tag, _ write: (ByteBuffer) -> Void) {
            if index >= stage.descending.count {
                payload.append(tag.rawValue)
                write(payload)
            }
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
