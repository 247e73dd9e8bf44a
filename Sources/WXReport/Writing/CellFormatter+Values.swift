import Foundation

extension CellFormatter {
    /// Writes a value computed at the end of a run (`--summary`'s min, max and mean, `--daily`'s
    /// totals and extremes), in the column's unit, as a number cell formatted as the transform's are.
    mutating func write<Rows: RowSink>(
        _ value: Double, as quantity: Quantity, needs: CellNeeds, into rows: inout Rows
    ) {
        let formatted = needs.formatted ? self.formatted(value, as: quantity) : ""
        let decimal = needs.decimals ? Self.computedDecimal(value) : ""
        guard value.isFinite, !(needs.formatted && formatted.isEmpty), !(needs.decimals && decimal.isEmpty) else {
            return rows.emptyCell()
        }
        withUTF8Bytes(formatted) { formatted in
            withUTF8Bytes(decimal) { decimal in
                rows.number(NumberCell(value: value, quantity: quantity, formatted: formatted, decimal: decimal))
            }
        }
    }

    /// A computed value in the formats for machines: 12 significant digits, more than any
    /// OWM value has (so a minimum or maximum is its input's value, converted), and few enough
    /// to drop a conversion's binary noise (`7.170000000000016` is `7.17`). The mean is
    /// rounded there too.
    static func computedDecimal(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        guard value != 0 else { return "0" }
        let magnitude = Int(log10(value.magnitude).rounded(.down))
        let decimals = max(0, min(15, 11 - magnitude))
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
