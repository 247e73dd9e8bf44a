/// One per worker thread (not shared): holds ICU result objects and a memo of finished strings.
///
/// Weather values repeat a great deal (the same 21 °C, 3 m/s, 1013 hPa in thousands of rows), and a
/// dictionary hit costs tens of nanoseconds where ICU needs microseconds. The memo is keyed by the
/// exact bits of the input and the document's input units (which decide the conversion), so it
/// returns precisely what converting, rounding and ICU made of that input.
///
/// A value type whose ICU state lives in a class of its own (`Scratch`): a copy shares that
/// state until either copy formats something new, which then opens its own (copy-on-write), so a
/// copy handed to another thread never touches the original's ICU objects.
package struct CellFormatter {
    /// Past this many entries a memo is cleared: a bulk file with noisy values must not grow
    /// memory without bound, and refilling costs one ICU call per value.
    static let memoLimit = 50_000

    let catalog: FormatterCatalog
    private var numberMemos: [MemoTable]
    /// Dates keyed by zone and instant packed into one word (see `DateKey`).
    var dateMemo = MemoTable(empty: UInt64.max)
    /// Set once composing dates is known to match ICU (see `setUpComposition`).
    var composer: DateComposer?
    var compositionTried = false
    var dateMisses = 0
    var datesShowSeconds: Bool?
    var scratch: Scratch

    package init(catalog: FormatterCatalog) {
        self.catalog = catalog
        numberMemos = Array(
            repeating: MemoTable(empty: CellFormatter.noNumber),
            count: Quantity.allCases.count * InputUnits.allCases.count)
        scratch = Scratch()
    }

    /// `value`, given in `units`, in its column's unit (`ColumnFormat`), e.g. `20 km/u`;
    /// `""` for NaN and infinity, which ICU would print as `NaN km/u`, for a value that does not
    /// convert to a finite one (the decoder rejects those first), and when ICU fails
    /// (`FormatterCatalog.validate()` reports that at start-up).
    package mutating func format(_ value: Double, as quantity: Quantity, from units: InputUnits) -> String {
        guard value.isFinite else { return "" }
        let memo = units.index * Quantity.allCases.count + quantity.slot
        if let known = numberMemos[memo].value(for: value.bitPattern) { return known }
        let text = formatAfresh(value, quantity: quantity, units: units)
        if numberMemos[memo].count >= Self.memoLimit { numberMemos[memo].removeAll() }
        numberMemos[memo].insert(text, for: value.bitPattern)
        return text
    }

    /// How values in `units` convert to the columns' units (from the catalog, cached here).
    package mutating func conversions(from units: InputUnits) -> UnitConversions {
        ownScratch()
        if let known = scratch.conversions[units.index] { return known }
        let conversions = catalog.conversions(from: units)
        scratch.conversions[units.index] = conversions
        return conversions
    }

    /// A key never stored for numbers: a NaN (only finite values are memoized).
    private static let noNumber = Double.nan.bitPattern | 0x5A5A

    /// Converts, rounds the exact result (`CellPrecision`) and lets ICU lay it out.
    private mutating func formatAfresh(_ value: Double, quantity: Quantity, units: InputUnits) -> String {
        let slot = quantity.slot
        let converted = conversions(from: units).bySlot[slot].apply(value)
        guard converted.isFinite else { return "" }
        if scratch.columns.isEmpty { scratch.columns = catalog.columnFormats() }
        let rounded = scratch.columns[slot].precision.rounded(converted)
        do {
            let formatter: ICUNumberFormatter
            if let cached = scratch.formatters[slot] {
                formatter = cached
            } else {
                formatter = try catalog.numberFormatter(for: quantity).get()
                scratch.formatters[slot] = formatter
            }
            return try scratch.result().format(rounded, with: formatter)
        } catch {
            return ""
        }
    }

    mutating func ownScratch() {
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
    }

    /// The ICU objects a `CellFormatter` must not share: the number result it formats into and
    /// its date formatters. Also caches the catalog's formatters, column formats and conversions,
    /// so the hot path takes no lock.
    final class Scratch {
        var formatters: [ICUNumberFormatter?] = Array(repeating: nil, count: Quantity.allCases.count)
        var columns: [ColumnFormat] = []
        var conversions: [UnitConversions?] = Array(repeating: nil, count: InputUnits.allCases.count)
        var dateFormatters: [Int: ICUDateFormatter] = [:]
        private var numberResult: ICUNumberResult?

        func result() throws(ICUFailure) -> ICUNumberResult {
            if let numberResult { return numberResult }
            let opened = try ICUNumberResult()
            numberResult = opened
            return opened
        }
    }
}
