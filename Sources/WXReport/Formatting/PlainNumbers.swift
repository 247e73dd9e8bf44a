/// One per worker thread (not shared), like `CellFormatter`: the plain decimal of a number cell
/// (`NumberCell.decimal`) for `--plain` and JSON.
///
/// The decimal comes from the very formatter the formatted cell uses, read as ICU's rounded
/// decimal number instead of as text, so a plain value is exactly the number the formatted cell
/// shows, in the same unit: ICU converts and rounds once, for both. The one exception is a
/// quantity whose cells switch units (see `ReportUnits`): its value is converted here into the
/// column's one unit and rounded by the cells' rule.
///
/// Memoized by the input's exact bits, as `CellFormatter` is: weather values repeat.
struct PlainNumbers {
    let catalog: FormatterCatalog
    let units: ReportUnits
    private var memos: [MemoTable]
    private var parts: ICUNumberResult?
    private var formatters: [ICUNumberFormatter?]

    init(catalog: FormatterCatalog, units: ReportUnits) {
        self.catalog = catalog
        self.units = units
        memos = Array(repeating: MemoTable(empty: PlainNumbers.noNumber), count: Quantity.allCases.count)
        formatters = Array(repeating: nil, count: Quantity.allCases.count)
    }

    /// A key never stored: a NaN (only finite values get here).
    private static let noNumber = Double.nan.bitPattern | 0x5A5A

    /// The plain decimal of `value` as a `quantity`; "" for NaN and infinity, and when ICU fails
    /// (`FormatterCatalog.validate()` reports that at start-up), as for the formatted cell.
    mutating func decimal(_ value: Double, as quantity: Quantity) -> String {
        guard value.isFinite else { return "" }
        let slot = quantity.slot
        if let known = memos[slot].value(for: value.bitPattern) { return known }
        let text = decimalAfresh(value, quantity: quantity)
        if memos[slot].count >= CellFormatter.memoLimit { memos[slot].removeAll() }
        memos[slot].insert(text, for: value.bitPattern)
        return text
    }

    private mutating func decimalAfresh(_ value: Double, quantity: Quantity) -> String {
        do {
            if parts == nil { parts = try ICUNumberResult() }
            guard let parts else { return "" }
            if let metres = units.unit(of: quantity).metresPerUnit, let rounding = units.switchedUnitRounding {
                return try parts.decimal(value / metres, with: rounding)
            }
            let formatter: ICUNumberFormatter
            if let cached = formatters[quantity.slot] {
                formatter = cached
            } else {
                formatter = try catalog.numberFormatter(for: quantity).get()
                formatters[quantity.slot] = formatter
            }
            return try parts.decimal(value, with: formatter)
        } catch {
            return ""
        }
    }
}
