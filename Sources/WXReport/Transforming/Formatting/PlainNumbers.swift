/// One per worker thread (not shared), like `CellFormatter`: an input value as the plain
/// decimal `--plain` and JSON write (`NumberCell.decimal`, `machineDecimal`), and a number
/// already in its column's unit as the formatted cell (`formatted`: `--daily`, the HTML page).
///
/// The machine decimal keeps the input's precision: the value is converted in decimal
/// (`UnitConversion.exactDecimal`), not rounded for display.
///
/// Memoized by the value's exact bits, as `CellFormatter` is: weather values repeat. Pays: the
/// machine decimal's memo, `--format json`, 10 MB group file, `--jobs 1`, callgrind: 831.7 M
/// instructions with it, 3,011 M without (every value converted in decimal again, 3.6×).
package struct PlainNumbers {
    let catalog: FormatterCatalog
    /// By input units and quantity (as `CellFormatter`'s), keyed by the input value's bits.
    private var machineMemos: [MemoTable]
    /// By quantity, the formatted texts keyed by the rounded value's bits (`formatted`).
    private var shownMemos: [MemoTable]
    private var conversions: [UnitConversions?] = Array(repeating: nil, count: InputUnits.allCases.count)
    private var result: ICUNumberResult?
    private var formatters: [ICUNumberFormatter?]
    private var columns: [ColumnFormat] = []

    package init(catalog: FormatterCatalog) {
        self.catalog = catalog
        machineMemos = Array(
            repeating: MemoTable(empty: PlainNumbers.noNumber),
            count: Quantity.allCases.count * InputUnits.allCases.count)
        formatters = Array(repeating: nil, count: Quantity.allCases.count)
        shownMemos = Array(repeating: MemoTable(empty: PlainNumbers.noNumber), count: Quantity.allCases.count)
    }

    /// A key never stored: a NaN (only finite values get here).
    private static let noNumber = Double.nan.bitPattern | 0x5A5A

    /// `input` (in the document's `units`) in the column's unit at the input's full precision
    /// (`UnitConversion.exactDecimal`); "" for NaN and infinity. A value the decimal arithmetic
    /// cannot hold gets the binary conversion's shortest decimal.
    mutating func machineDecimal(_ input: Double, as quantity: Quantity, from units: InputUnits) -> String {
        guard input.isFinite else { return "" }
        let memo = units.index * Quantity.allCases.count + quantity.slot
        if let known = machineMemos[memo].value(for: input.bitPattern) { return known }
        if conversions[units.index] == nil { conversions[units.index] = catalog.conversions(from: units) }
        guard let conversion = conversions[units.index]?.bySlot[quantity.slot] else { return "" }
        let text = conversion.exactDecimal(input)?.text ?? Self.shortest(conversion.apply(input))
        machineMemos[memo].insert(text, for: input.bitPattern)
        return text
    }

    /// The shortest decimal of `value` without an exponent; "" unless finite.
    private static func shortest(_ value: Double) -> String {
        ExactDecimal(value)?.text ?? ""
    }

    /// `value` (in the column's unit) as its formatted cell; "" for NaN and infinity, and when
    /// ICU fails (`FormatterCatalog.validate()` reports that at start-up). Memoized by the value
    /// as the column rounds it: `--daily` writes thousands of means and totals that, once
    /// rounded, take a few hundred texts a column, where an ICU call costs some 6,000
    /// instructions (a day row laid out cost 97k instructions without it, 10 MB group file).
    package mutating func formatted(_ value: Double, as quantity: Quantity) -> String {
        guard value.isFinite else { return "" }
        if columns.isEmpty { columns = catalog.columnFormats() }
        let slot = quantity.slot
        let rounded = columns[slot].precision.rounded(value)
        if let known = shownMemos[slot].value(for: rounded.bitPattern) { return known }
        let text = (try? layOut(rounded, as: quantity)) ?? ""
        shownMemos[slot].insert(text, for: rounded.bitPattern)
        return text
    }

    /// `rounded` laid out by the column's formatter.
    private mutating func layOut(_ rounded: Double, as quantity: Quantity) throws -> String {
        let slot = quantity.slot
        let result = try self.result ?? ICUNumberResult()
        self.result = result
        let formatter = try formatters[slot] ?? catalog.numberFormatter(for: quantity).get()
        formatters[slot] = formatter
        return try result.format(rounded, with: formatter)
    }
}
