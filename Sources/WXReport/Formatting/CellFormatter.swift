/// One per worker thread (not shared): holds ICU result objects and a memo of finished strings.
///
/// Weather values repeat a great deal (the same 21 °C, 3 m/s, 1013 hPa in thousands of rows), and a
/// dictionary hit costs tens of nanoseconds where ICU needs microseconds. The memo is keyed by the
/// exact bits of the input, so it returns precisely what ICU returned for that input.
///
/// A value type whose ICU state lives in a private class: a copy shares that state until either
/// copy formats something new, which then opens its own (copy-on-write), so a copy handed to
/// another thread never touches the original's ICU objects.
package struct CellFormatter {
    /// Past this many entries a memo is cleared: a bulk file with noisy values must not grow
    /// memory without bound, and refilling costs one ICU call per value.
    static let memoLimit = 50_000

    private let catalog: FormatterCatalog
    private var numberMemos: [MemoTable]
    /// Dates keyed by zone and instant packed into one word (see `dateKey`).
    private var dateMemo = MemoTable(empty: UInt64.max)
    private var datesShowSeconds: Bool?
    private var scratch: Scratch

    package init(catalog: FormatterCatalog) {
        self.catalog = catalog
        numberMemos = Array(repeating: MemoTable(empty: CellFormatter.noNumber), count: Quantity.allCases.count)
        scratch = Scratch()
    }

    /// The value in the locale's unit for `quantity`, e.g. `20 km/u`; `""` for NaN and infinity,
    /// which ICU would print as `NaN km/u`, and when ICU fails (`FormatterCatalog.validate()`
    /// reports that at start-up).
    package mutating func format(_ value: Double, as quantity: Quantity) -> String {
        guard value.isFinite else { return "" }
        let slot = quantity.slot
        if let known = numberMemos[slot].value(for: value.bitPattern) { return known }
        let text = formatAfresh(value, slot: slot, quantity: quantity)
        if numberMemos[slot].count >= Self.memoLimit { numberMemos[slot].removeAll() }
        numberMemos[slot].insert(text, for: value.bitPattern)
        return text
    }

    /// The locale's short date and time, e.g. `1/01/2024, 00:59` for nl-BE, in the zone
    /// `offsetSeconds` east of UTC. With no offset, or one ICU cannot represent (24 h or more),
    /// the time is UTC and the text ends in ` UTC`, so the report never passes UTC off as local.
    package mutating func dateTime(_ unixSeconds: Int64, offsetSeconds: Int?) -> String {
        // `ICUDateFormatter.zoneID` is nil exactly for offsets of 24 hours or more; the id itself
        // is only built when ICU is called.
        let zone: Int
        if let offsetSeconds, offsetSeconds.magnitude < 24 * 3600 { zone = offsetSeconds } else { zone = DateKey.utc }
        let showsSeconds = datesShowSeconds ?? resolveDatesShowSeconds()
        // Every second of a minute looks the same when the pattern has no seconds and the zone
        // is a whole number of minutes from UTC; otherwise the key keeps the seconds.
        let byMinute = !showsSeconds && zone % 60 == 0
        let instant = byMinute ? Self.floorMinute(unixSeconds) : unixSeconds
        guard let key = Self.dateKey(zone: zone, instant: instant) else {
            return formatDateAfresh(unixSeconds, zone: zone)
        }
        if let known = dateMemo.value(for: key) { return known }
        let text = formatDateAfresh(unixSeconds, zone: zone)
        if dateMemo.count >= Self.memoLimit { dateMemo.removeAll() }
        dateMemo.insert(text, for: key)
        return text
    }

    /// The zone (18 bits: offsets lie within ±24 h, and `utc`) above the instant (40 bits, two's
    /// complement: years 1–9999 need 39), so distinct (zone, instant) pairs get distinct keys.
    /// Nil for values outside those ranges, which are then formatted without the memo.
    private static func dateKey(zone: Int, instant: Int64) -> UInt64? {
        let zoneCode: Int
        if zone == DateKey.utc {
            zoneCode = 2 * 86_400 + 1
        } else {
            guard zone > -86_400, zone < 86_400 else { return nil }
            zoneCode = zone + 86_400
        }
        guard instant > -(1 << 39), instant < 1 << 39 else { return nil }
        return UInt64(zoneCode) << 40 | UInt64(bitPattern: instant) & (1 << 40 - 1)
    }

    /// A key never stored for numbers: a NaN (only finite values are memoized).
    private static let noNumber = Double.nan.bitPattern | 0x5A5A

    /// The minute containing `seconds`, rounding towards minus infinity so that -1 s (23:59:59
    /// on 31 Dec 1969) shares a key with -60 s, not with 0 s.
    static func floorMinute(_ seconds: Int64) -> Int64 {
        let (quotient, remainder) = seconds.quotientAndRemainder(dividingBy: 60)
        return remainder < 0 ? quotient - 1 : quotient
    }

    private mutating func formatAfresh(_ value: Double, slot: Int, quantity: Quantity) -> String {
        ownScratch()
        do {
            let formatter: ICUNumberFormatter
            if let cached = scratch.formatters[slot] {
                formatter = cached
            } else {
                formatter = try catalog.numberFormatter(for: quantity).get()
                scratch.formatters[slot] = formatter
            }
            return try scratch.result().format(value, with: formatter)
        } catch {
            return ""
        }
    }

    private mutating func formatDateAfresh(_ unixSeconds: Int64, zone: Int) -> String {
        ownScratch()
        do {
            let formatter: ICUDateFormatter
            if let cached = scratch.dateFormatters[zone] {
                formatter = cached
            } else {
                let zoneID = zone == DateKey.utc ? "UTC" : ICUDateFormatter.zoneID(offsetSeconds: zone) ?? "UTC"
                formatter = try ICUDateFormatter(locale: catalog.localeID, zoneID: zoneID)
                if scratch.dateFormatters.count >= Self.dateFormatterLimit { scratch.dateFormatters.removeAll() }
                scratch.dateFormatters[zone] = formatter
            }
            let text = try formatter.format(unixSeconds: unixSeconds)
            return zone == DateKey.utc ? text + " UTC" : text
        } catch {
            return ""
        }
    }

    private mutating func resolveDatesShowSeconds() -> Bool {
        // If ICU cannot say, keep the seconds in the key: always correct, only less effective.
        let shows = (try? catalog.datesShowSeconds()) ?? true
        datesShowSeconds = shows
        return shows
    }

    /// Real data has a few dozen distinct offsets; this only bounds a pathological input.
    private static let dateFormatterLimit = 1_000

    private mutating func ownScratch() {
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
    }

    /// Zone keys: no real offset is this far from UTC, so it can stand for "no offset, show UTC".
    private enum DateKey {
        static let utc = Int.min
    }

    /// The ICU objects a `CellFormatter` must not share: the number result it formats into and
    /// its date formatters. Also caches the catalog's formatters so the hot path takes no lock.
    private final class Scratch {
        var formatters: [ICUNumberFormatter?] = Array(repeating: nil, count: Quantity.allCases.count)
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
