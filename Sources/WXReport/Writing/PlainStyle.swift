/// How `--plain` writes typed cells as text in CSV and Markdown: a number as its plain decimal
/// with the locale's decimal separator (`0,4` in nl-BE, `0.4` in en-US), no grouping, no unit;
/// a time as ISO 8601 with the city's offset. Text and empty cells are as in formatted mode.
package struct PlainStyle: Sendable {
    /// The locale's decimal separator for Latin digits (`ReportUnits.decimalSeparator`).
    private let separator: [UInt8]

    package init(decimalSeparator: String) {
        separator = Array(decimalSeparator.utf8)
    }

    /// Hands `body` the number's plain text: the cell's decimal with `.` replaced by the locale's
    /// separator, laid out in a stack buffer when it differs.
    @inline(__always) package func withText<Result>(
        of cell: NumberCell, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let decimal = cell.decimal
        guard separator != [UInt8(ascii: ".")], let point = decimal.firstIndex(of: UInt8(ascii: ".")) else {
            return body(decimal)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: decimal.count + separator.count) { buffer in
            var end = buffer.initialize(fromContentsOf: decimal[..<point])
            end = buffer[end...].initialize(fromContentsOf: separator)
            end = buffer[end...].initialize(fromContentsOf: decimal[(point + 1)...])
            return body(UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
    }
}

/// The row writer of a format for people that `--plain` switches to plain cells (CSV, Markdown):
/// it then reads decimals instead of formatted text and writes them through `PlainStyle`.
package protocol PlainSwitchableRows: RowWriter {
    /// Set for `--plain`.
    var plain: PlainStyle? { get }
}

extension PlainSwitchableRows {
    package var needs: CellNeeds { plain == nil ? .formatted : .decimals }

    @inline(__always) package mutating func number(_ cell: NumberCell) {
        guard let plain else { return self.cell(utf8: cell.formatted) }
        plain.withText(of: cell) { self.cell(utf8: $0) }
    }

    @inline(__always) package mutating func time(_ cell: TimeCell) {
        guard plain != nil else { return self.cell(utf8: cell.formatted) }
        cell.withISO8601 { self.cell(utf8: $0) }
    }
}
