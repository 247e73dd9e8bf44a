/// One per worker thread (not shared): holds ICU result objects and a memo of finished strings.
///
/// Weather values repeat a great deal (the same 21 °C, 3 m/s, 1013 hPa in thousands of rows), and a
/// dictionary hit costs tens of nanoseconds where ICU needs microseconds. The memo is keyed by the
/// exact bits of the input and the document's input units (which decide the conversion), so it
/// returns precisely what converting, rounding and ICU made of that input.
///
/// A run of many small files brings new raw values in almost every file (21.37 °C, then 21.41 °C),
/// so that memo alone misses nearly every time. Behind it sits a second memo keyed by the column
/// and the value after conversion and rounding: the text depends on nothing else (input units
/// only change the conversion), and far fewer rounded values exist than raw ones, so ICU runs
/// once per shown value (`21 °C`) instead of once per raw value.
///
/// Both pay (nl-BE CSV, `--jobs 1`, callgrind, 775 M instructions on the 10 MB group file and
/// 206 M on 2000 one-city files with both): without the raw memo 910 M and 212 M (every value
/// converted and rounded again); without looking in the rounded one 826 M and 236 M.
/// Each memo is a plain `Dictionary`, emptied at `memoLimit` entries.
///
/// A value type whose ICU state lives in a class of its own (`Scratch`): a copy shares that state
/// until either copy formats something new, which then opens its own (copy-on-write), so a copy
/// handed to another thread never touches the original's ICU objects.
package struct CellFormatter {
    let catalog: FormatterCatalog
    /// The catalog's columns, conversions and formatters, copied once: no lock on the hot path.
    let resolved: FormatterCatalog.Resolved
    /// By input units and quantity, keyed by the raw value's bits.
    private var numberMemos: [[MemoKey: String]]
    /// By quantity (`Quantity.index`), keyed by the bits of the value converted and rounded for the column:
    /// exact bits, so -0.0 and 0.0 are separate keys (they print alike, `sign-negative`, but
    /// merging them would only save one ICU call and would tie the memo to the skeleton).
    private var roundedMemos: [[MemoKey: String]]
    /// As `numberMemos`, the machine decimals (`machineDecimal`); none until the first.
    private var machineMemos: [[MemoKey: String]] = []
    /// When the locale's pattern can be composed: this formatter's composer, holding the day
    /// and time texts it learns.
    package internal(set) var composer: DateComposer?
    var scratch: Scratch

    package init(catalog: FormatterCatalog) {
        (self.catalog, resolved) = (catalog, catalog.resolved)
        composer = (try? resolved.datePattern.get()).flatMap(DateComposer.init(pattern:))
        numberMemos = Array(repeating: [:], count: Quantity.allCases.count * InputUnits.allCases.count)
        roundedMemos = Array(repeating: [:], count: Quantity.allCases.count)
        scratch = Scratch()
    }

    /// `value`, given in `units`, in its column's unit (`ColumnFormat`), e.g. `20 km/u`;
    /// `""` for NaN and infinity, which ICU would print as `NaN km/u`, for a value that does not
    /// convert to a finite one (the decoder rejects those first), and when ICU fails
    /// (`FormatterCatalog.validate()` reports that at start-up).
    package mutating func format(_ value: Double, as quantity: Quantity, from units: InputUnits) -> String {
        guard value.isFinite else { return "" }
        let memo = units.index * Quantity.allCases.count + quantity.index
        if let known = numberMemos[memo][MemoKey(value.bitPattern)] { return known }
        // Converts, then rounds the exact result: ties are decided by the input's decimal value
        // (1150 m is 1.15 km, shown as 1.2 km).
        let conversion = resolved.conversions[units.index].byQuantity[quantity.index]
        let text = formatted(conversion.apply(value), as: quantity) { conversion.exactDecimal(value, exactOnly: true) }
        Self.keep(text, for: value.bitPattern, in: &numberMemos[memo])
        return text
    }

    /// `value`, already in the column's unit, rounded (`CellPrecision`, from `exact` where it
    /// is a tie) and laid out: from the rounded memo or, on a miss there, from ICU. Also the
    /// cells of values computed at the end of a run (`--summary`, `--daily`, the HTML page's
    /// axes), thousands of means and totals that take a few hundred texts a column once rounded.
    package mutating func formatted(
        _ value: Double, as quantity: Quantity, exact: () -> ExactDecimal? = { nil }
    ) -> String {
        guard value.isFinite else { return "" }
        let slot = quantity.index
        let rounded = resolved.columns[slot].precision.rounded(value, exact: exact)
        if let known = roundedMemos[slot][MemoKey(rounded.bitPattern)] { return known }
        let text = layOut(rounded, quantity: quantity)
        Self.keep(text, for: rounded.bitPattern, in: &roundedMemos[slot])
        return text
    }

    /// `input` (in the document's `units`) in the column's unit at the input's full precision
    /// (`UnitConversion.exactDecimal`), as `--plain` and JSON write it (`NumberCell.decimal`);
    /// "" for NaN and infinity. A value the decimal arithmetic cannot hold gets the binary
    /// conversion's shortest decimal. Memoized as `format` is, in memos made at the first call.
    /// Pays: `--format json`, 10 MB group file, `--jobs 1`, callgrind: 831.7 M instructions
    /// with the memo, 3,011 M without (every value converted in decimal again, 3.6×).
    mutating func machineDecimal(_ input: Double, as quantity: Quantity, from units: InputUnits) -> String {
        guard input.isFinite else { return "" }
        if machineMemos.isEmpty { machineMemos = Array(repeating: [:], count: numberMemos.count) }
        let memo = units.index * Quantity.allCases.count + quantity.index
        if let known = machineMemos[memo][MemoKey(input.bitPattern)] { return known }
        let conversion = resolved.conversions[units.index].byQuantity[quantity.index]
        let text = conversion.exactDecimal(input)?.text ?? ExactDecimal(conversion.apply(input))?.text ?? ""
        Self.keep(text, for: input.bitPattern, in: &machineMemos[memo])
        return text
    }

    /// Past this many entries a memo is emptied: a bulk file with noisy values must not grow
    /// memory without bound, and refilling costs one ICU call per value.
    static let memoLimit = 50_000

    /// Keeps `text` for `key` in `memo`, emptying it first when it holds `memoLimit` entries.
    static func keep(_ text: String, for key: UInt64, in memo: inout [MemoKey: String]) {
        if memo.count >= memoLimit { memo.removeAll() }
        memo[MemoKey(key)] = text
    }

    /// A memo's key: a value's bits, a day, a time of day. `Dictionary` places a key by its
    /// `_rawHashValue(seed:)`, here one multiply by 2⁶⁴/φ, its bytes reversed: a product's top
    /// bits mix the whole key, and the buckets read the low bits. `Hasher` would run SipHash on
    /// every lookup. Pays: nl-BE CSV, `--jobs 1`, callgrind, `[UInt64: String]` → this: 702.2 M
    /// → 664.6 M instructions on the 10 MB group file (−5.4 %), 181.6 M → 176.3 M on 2000
    /// one-city files (−2.9 %).
    struct MemoKey: Hashable {
        let bits: UInt64

        init(_ bits: UInt64) { self.bits = bits }

        func _rawHashValue(seed: Int) -> Int {
            let product = (bits ^ UInt64(UInt(bitPattern: seed))) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: product.byteSwapped)
        }
    }

    /// ICU's text for `rounded`, already in the column's unit and precision.
    private mutating func layOut(_ rounded: Double, quantity: Quantity) -> String {
        ownScratch()
        guard case .success(let formatter) = resolved.formatters[quantity.index], let result = scratch.numberResult
        else { return "" }
        return (try? result.format(rounded, with: formatter)) ?? ""
    }

    mutating func ownScratch() {
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
    }

    /// The ICU objects a `CellFormatter` must not share: the number result it formats into and
    /// its date formatters.
    final class Scratch {
        /// By offset and pattern (`dateText`).
        var dateFormatters: [String: ICUDateFormatter] = [:]
        /// The ICU result numbers are formatted into, opened on first use; nil if ICU cannot.
        lazy var numberResult = try? ICUNumberResult()
    }
}
