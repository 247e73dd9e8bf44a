import Foundation

/// Writes values computed at the end of a run (`--summary`'s min, max and mean, `--daily`'s
/// totals and extremes), in the column's unit, as number cells formatted as the transform's are.
struct ValueCells {
    var numbers: PlainNumbers
    /// The columns' precisions, and the texts for people made so far by quantity slot and value
    /// as the column rounds it: `--daily` writes thousands of rows whose values, once rounded,
    /// take a few hundred texts a column, and an ICU call costs some 6,000 instructions.
    private let precisions: [CellPrecision]
    private var shown: [[UInt64: String]]

    init(catalog: FormatterCatalog) {
        numbers = PlainNumbers(catalog: catalog)
        precisions = catalog.columnFormats().map(\.precision)
        shown = Array(repeating: [:], count: precisions.count)
    }

    mutating func write<Rows: RowWriter>(
        _ value: Double, as quantity: Quantity, needs: CellNeeds, into rows: inout Rows
    ) {
        let formatted = needs.formatted ? shownText(value, as: quantity) : ""
        let decimal = needs.decimals ? Self.machineDecimal(value) : ""
        guard value.isFinite, !(needs.formatted && formatted.isEmpty), !(needs.decimals && decimal.isEmpty) else {
            return rows.emptyCell()
        }
        withUTF8Bytes(formatted) { formatted in
            withUTF8Bytes(decimal) { decimal in
                rows.number(NumberCell(value: value, quantity: quantity, formatted: formatted, decimal: decimal))
            }
        }
    }

    private mutating func shownText(_ value: Double, as quantity: Quantity) -> String {
        let rounded = precisions[quantity.slot].rounded(value)
        if let known = shown[quantity.slot][rounded.bitPattern] { return known }
        let text = numbers.formatted(rounded, as: quantity)
        shown[quantity.slot][rounded.bitPattern] = text
        return text
    }

    /// A summary value in the formats for machines: 12 significant digits, more than any
    /// OWM value has (so a minimum or maximum is its input's value, converted), and few enough
    /// to drop a conversion's binary noise (`7.170000000000016` is `7.17`). The mean is
    /// rounded there too.
    static func machineDecimal(_ value: Double) -> String {
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
