/// One per worker thread (not shared): holds ICU result objects and a memo of finished strings.
///
/// Weather values repeat a great deal (the same 21 °C, 3 m/s, 1013 hPa in thousands of rows), and a
/// dictionary hit costs tens of nanoseconds where ICU needs microseconds. The memo is keyed by the
/// exact bits of the input and the document's input units (which decide the conversion), so it
/// returns precisely what converting, rounding and ICU made of that input.
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
    /// Set once composing dates is known to match ICU (see `composeDate`).
    private var composer: DateComposition?
    private var compositionTried = false
    private var dateMisses = 0
    private var datesShowSeconds: Bool?
    private var scratch: Scratch

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

    /// The locale's short date and time, e.g. `1/01/2024, 00:59` for nl-BE, in the zone
    /// `offsetSeconds` east of UTC. With no offset, or one ICU cannot represent (24 h or more),
    /// the time is UTC and the text ends in ` UTC`, so the report never passes UTC off as local.
    package mutating func dateTime(_ unixSeconds: Int64, offsetSeconds: Int?) -> String {
        // The zone id string is built only on a miss: making it costs more than the whole memo hit.
        let zone = offsetSeconds.flatMap { ICUDateFormatter.canRepresent(offsetSeconds: $0) ? $0 : nil } ?? DateKey.utc
        let showsSeconds = datesShowSeconds ?? resolveDatesShowSeconds()
        // Every second of a minute looks the same when the pattern has no seconds and the zone
        // is a whole number of minutes from UTC; otherwise the key keeps the seconds.
        let byMinute = !showsSeconds && zone % 60 == 0
        let instant = byMinute ? Self.floorMinute(unixSeconds) : unixSeconds
        guard let key = Self.dateKey(zone: zone, instant: instant) else {
            return formatDateAfresh(unixSeconds, zone: zone)
        }
        if let known = dateMemo.value(for: key) { return known }
        let text = composeDate(unixSeconds, zone: zone) ?? formatDateAfresh(unixSeconds, zone: zone)
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

    private mutating func formatDateAfresh(_ unixSeconds: Int64, zone: Int) -> String {
        guard let text = formatDateICU(unixSeconds, zone: zone) else { return "" }
        return zone == DateKey.utc ? text + " UTC" : text
    }

    /// ICU's text for the instant in the zone, without the ` UTC` mark; nil when ICU fails.
    private mutating func formatDateICU(_ unixSeconds: Int64, zone: Int) -> String? {
        ownScratch()
        do {
            let formatter: ICUDateFormatter
            if let cached = scratch.dateFormatters[zone] {
                formatter = cached
            } else {
                let zoneID = zone == DateKey.utc ? "UTC" : ICUDateFormatter.zoneID(offsetSeconds: zone)
                formatter = try ICUDateFormatter(locale: catalog.localeID, zoneID: zoneID)
                if scratch.dateFormatters.count >= Self.dateFormatterLimit { scratch.dateFormatters.removeAll() }
                scratch.dateFormatters[zone] = formatter
            }
            return try formatter.format(unixSeconds: unixSeconds)
        } catch {
            return nil
        }
    }

    // MARK: Dates from a day's prefix and the time of day

    /// Sunrise and sunset of a bulk file fall on a different minute in almost every row, so the
    /// minute memo misses and ICU (microseconds a call) would format most of them. When the
    /// locale's pattern is a date followed by the 24-hour time (`d/MM/y, HH:mm`), a missed
    /// minute is instead composed: ICU formats the local day once per zone, and the hour and
    /// minute are appended as ASCII digits. Composition is switched on only after checking the
    /// pattern and comparing the composed text with ICU's for a spread of instants and zones;
    /// otherwise, and for zones with seconds, ICU formats every date as before.
    private struct DateComposition {
        /// What ICU writes for local midnight at the end of the text, cut off to leave the
        /// day's prefix: `00:00` for `HH:mm`, `0:00` for `H:mm`.
        var midnight: [UInt8]
        var padsHour: Bool
        /// The day's prefix by zone and local day (keyed like the minute memo).
        var prefixes = MemoTable(empty: UInt64.max)
    }

    /// Dates ICU formatted before composition is tried: small runs never pay for the check.
    private static let compositionTrialMisses = 256

    /// The composed text of a missed minute, or nil when composition is off or cannot serve.
    private mutating func composeDate(_ unixSeconds: Int64, zone: Int) -> String? {
        if composer == nil {
            guard !compositionTried else { return nil }
            dateMisses += 1
            guard dateMisses >= Self.compositionTrialMisses else { return nil }
            compositionTried = true
            setUpComposition()
        }
        guard let (prefix, hour, minute) = composedParts(unixSeconds, zone: zone) else { return nil }
        var text = prefix
        if composer?.padsHour == true && hour < 10 { text += "0" }
        text += String(hour)
        text += minute < 10 ? ":0" : ":"
        text += String(minute)
        if zone == DateKey.utc { text += " UTC" }
        return text
    }

    /// The day's prefix (from ICU, once per zone and day) and the local hour and minute.
    private mutating func composedParts(_ unixSeconds: Int64, zone: Int) -> (String, Int, Int)? {
        guard let midnight = composer?.midnight, zone == DateKey.utc || zone % 60 == 0 else { return nil }
        let offset = zone == DateKey.utc ? 0 : Int64(zone)
        guard unixSeconds > -(1 << 40), unixSeconds < 1 << 40 else { return nil }
        let local = unixSeconds + offset
        var (day, secondsOfDay) = local.quotientAndRemainder(dividingBy: 86_400)
        if secondsOfDay < 0 {
            day -= 1
            secondsOfDay += 86_400
        }
        guard let key = Self.dateKey(zone: zone, instant: day) else { return nil }
        let prefix: String
        if let known = composer?.prefixes.value(for: key) {
            prefix = known
        } else {
            guard let text = formatDateICU(day * 86_400 - offset, zone: zone) else { return nil }
            let utf8 = Array(text.utf8)
            guard utf8.count >= midnight.count, utf8.suffix(midnight.count).elementsEqual(midnight) else { return nil }
            prefix = String(decoding: utf8.dropLast(midnight.count), as: UTF8.self)
            if let count = composer?.prefixes.count, count >= Self.memoLimit { composer?.prefixes.removeAll() }
            composer?.prefixes.insert(prefix, for: key)
        }
        return (prefix, Int(secondsOfDay / 3600), Int(secondsOfDay % 3600 / 60))
    }

    /// Hands `body` the UTF-8 of `dateTime(unixSeconds, offsetSeconds:)`. Once composition is on,
    /// the text is laid out in a stack buffer from the day's prefix, with no memo and no `String`.
    mutating func withDateTime<Result>(
        _ unixSeconds: Int64, offsetSeconds: Int?, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let zone: Int
        if let offsetSeconds, offsetSeconds.magnitude < 24 * 3600 { zone = offsetSeconds } else { zone = DateKey.utc }
        if let padsHour = composer?.padsHour, let (prefix, hour, minute) = composedParts(unixSeconds, zone: zone) {
            var prefix = prefix
            return prefix.withUTF8 { prefix in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 16) { buffer in
                    guard let base = buffer.baseAddress, let source = prefix.baseAddress else {
                        return body(UnsafeBufferPointer(start: nil, count: 0))
                    }
                    base.update(from: source, count: prefix.count)
                    var count = prefix.count
                    func put(_ byte: UInt8) {
                        base[count] = byte
                        count += 1
                    }
                    if hour >= 10 || padsHour { put(UInt8(ascii: "0") + UInt8(hour / 10)) }
                    put(UInt8(ascii: "0") + UInt8(hour % 10))
                    put(UInt8(ascii: ":"))
                    put(UInt8(ascii: "0") + UInt8(minute / 10))
                    put(UInt8(ascii: "0") + UInt8(minute % 10))
                    if zone == DateKey.utc {
                        for byte in " UTC".utf8 { put(byte) }
                    }
                    return body(UnsafeBufferPointer(start: base, count: count))
                }
            }
        }
        var text = dateTime(unixSeconds, offsetSeconds: offsetSeconds)
        return text.withUTF8(body)
    }

    /// Checks the pattern, then composes a spread of instants in a spread of zones and compares
    /// each with ICU's own text; any difference keeps composition off for this formatter.
    private mutating func setUpComposition() {
        guard let pattern = try? ICUDateFormatter(locale: catalog.localeID, zoneID: "UTC").pattern else { return }
        let padsHour: Bool
        if pattern.hasSuffix("HH:mm") {
            padsHour = true
        } else if pattern.hasSuffix("H:mm") {
            padsHour = false
        } else {
            return
        }
        // The date part may hold no other time or zone field, quoted text aside.
        var quoted = false
        for character in pattern.dropLast(padsHour ? 5 : 4) {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, "HhKkmsSAabBjJCzZOvVxX".contains(character) {
                return
            }
        }
        composer = DateComposition(midnight: Array((padsHour ? "00:00" : "0:00").utf8), padsHour: padsHour)
        let zones = [DateKey.utc, 0, 3_600, -18_000, 19_800, 20_700, -34_200, 50_400, -43_200, 46_800, -3_600]
        var instants: [Int64] = [
            0, -1, 59, 60, 3_599, 3_600, 43_199, 43_200, 86_399, 86_400, 951_782_400, 951_868_799,
            1_763_898_155, 1_763_933_292, 1_763_847_059, -62_135_596_800, -12_219_292_800, 253_402_214_400,
        ]
        for step in 0..<40 { instants.append(1_700_000_000 + Int64(step) * 7_919 * 61) }
        for zone in zones {
            for instant in instants {
                let composed = composeDate(instant, zone: zone)
                let bytes = withDateTime(instant, offsetSeconds: zone == DateKey.utc ? nil : zone) { Array($0) }
                let expected = formatDateAfresh(instant, zone: zone)
                guard composed == expected, bytes.elementsEqual(expected.utf8) else {
                    composer = nil
                    return
                }
            }
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
    /// its date formatters. Also caches the catalog's formatters, column formats and conversions,
    /// so the hot path takes no lock.
    private final class Scratch {
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
