/// Date-time cells: the locale's short date and time in the city's zone.
///
/// Two ways to a cell, tried in order: composition (`DateComposer`, once checked against ICU)
/// lays the text out in a stack buffer; otherwise a memo of finished cells keyed by zone and
/// minute, filled by ICU. Both hand the cell over as UTF-8 bytes, so the transform writes it
/// without building a `String`.
extension CellFormatter {
    /// Hands `body` the UTF-8 of the locale's short date and time, e.g. `1/01/2024, 00:59` for
    /// nl-BE, in the zone `offsetSeconds` east of UTC. With no offset, or one ICU cannot represent
    /// (24 h or more), the time is UTC and the text ends in ` UTC`, so the report never passes
    /// UTC off as local. ICU failing gives an empty cell (`FormatterCatalog.validate()` reports
    /// that at start-up).
    mutating func withDateTime<Result>(
        _ unixSeconds: Int64, offsetSeconds: Int?, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let zone = offsetSeconds.flatMap { ICUDateFormatter.canRepresent(offsetSeconds: $0) ? $0 : nil } ?? DateKey.utc
        if composer != nil, let composed = withComposedDate(unixSeconds, zone: zone, body) { return composed }
        var text = memoizedDateTime(unixSeconds, zone: zone)
        return text.withUTF8(body)
    }

    /// The minute containing `seconds`, rounding towards minus infinity so that -1 s (23:59:59
    /// on 31 Dec 1969) shares a key with -60 s, not with 0 s.
    static func floorMinute(_ seconds: Int64) -> Int64 {
        let (quotient, remainder) = seconds.quotientAndRemainder(dividingBy: 60)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The cell from the memo, or made afresh and remembered.
    private mutating func memoizedDateTime(_ unixSeconds: Int64, zone: Int) -> String {
        // The zone id string is built only on a miss: making it costs more than the whole memo hit.
        let showsSeconds = datesShowSeconds ?? resolveDatesShowSeconds()
        // Every second of a minute looks the same when the pattern has no seconds and the zone
        // is a whole number of minutes from UTC; otherwise the key keeps the seconds.
        let byMinute = !showsSeconds && zone % 60 == 0
        let instant = byMinute ? Self.floorMinute(unixSeconds) : unixSeconds
        guard let key = DateKey.pack(zone: zone, instant: instant) else {
            return formatDateAfresh(unixSeconds, zone: zone)
        }
        if let known = dateMemo.value(for: key) { return known }
        let text = composedAfterTrial(unixSeconds, zone: zone) ?? formatDateAfresh(unixSeconds, zone: zone)
        if dateMemo.count >= Self.memoLimit { dateMemo.removeAll() }
        dateMemo.insert(text, for: key)
        return text
    }

    /// Dates ICU formatted before composition is tried: small runs never pay for the check.
    private static let compositionTrialMisses = 256

    /// Counts a memo miss; once there were enough, sets composition up and composes.
    private mutating func composedAfterTrial(_ unixSeconds: Int64, zone: Int) -> String? {
        if composer == nil {
            guard !compositionTried else { return nil }
            dateMisses += 1
            guard dateMisses >= Self.compositionTrialMisses else { return nil }
            compositionTried = true
            setUpComposition()
        }
        return withComposedDate(unixSeconds, zone: zone) { String(decoding: $0, as: UTF8.self) }
    }

    /// The composed cell handed to `body`, or nil when composition is off or cannot serve.
    private mutating func withComposedDate<Result>(
        _ unixSeconds: Int64, zone: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard composer != nil, let moment = DateComposer.moment(unixSeconds, zone: zone) else { return nil }
        var prefix = composer?.prefix(for: moment)
        if prefix == nil {
            guard let text = formatDateICU(moment.dayStart, zone: zone) else { return nil }
            prefix = composer?.learnPrefix(text, for: moment)
        }
        guard let prefix else { return nil }
        return composer?.layout(prefix, moment, body)
    }

    /// Switches composition on when the locale's pattern allows it and the composed text equals
    /// ICU's for a spread of instants in a spread of zones; any difference keeps it off.
    private mutating func setUpComposition() {
        guard let pattern = try? ICUDateFormatter(locale: catalog.localeID, zoneID: "UTC").pattern else { return }
        composer = DateComposer(pattern: pattern)
        guard composer != nil else { return }
        let zones = [DateKey.utc, 0, 3_600, -18_000, 19_800, 20_700, -34_200, 50_400, -43_200, 46_800, -3_600]
        var instants: [Int64] = [
            0, -1, 59, 60, 3_599, 3_600, 43_199, 43_200, 86_399, 86_400, 951_782_400, 951_868_799,
            1_763_898_155, 1_763_933_292, 1_763_847_059, -62_135_596_800, -12_219_292_800, 253_402_214_400,
        ]
        for step in 0..<40 { instants.append(1_700_000_000 + Int64(step) * 7_919 * 61) }
        for zone in zones {
            for instant in instants {
                let composed = withComposedDate(instant, zone: zone) { String(decoding: $0, as: UTF8.self) }
                guard composed == formatDateAfresh(instant, zone: zone) else {
                    composer = nil
                    return
                }
            }
        }
    }

    private mutating func formatDateAfresh(_ unixSeconds: Int64, zone: Int) -> String {
        guard let text = formatDateICU(unixSeconds, zone: zone) else { return "" }
        return zone == DateKey.utc ? text + " UTC" : text
    }

    /// ICU's text for the instant in the zone, without the ` UTC` mark; nil when ICU fails.
    private mutating func formatDateICU(_ unixSeconds: Int64, zone: Int) -> String? {
        ownScratch()
        return try? scratch.dateFormatter(zone: zone, localeID: catalog.localeID).format(unixSeconds: unixSeconds)
    }

    private mutating func resolveDatesShowSeconds() -> Bool {
        // If ICU cannot say, keep the seconds in the key: always correct, only less effective.
        let shows = (try? catalog.datesShowSeconds()) ?? true
        datesShowSeconds = shows
        return shows
    }

}

extension CellFormatter.Scratch {
    /// Real data has a few dozen distinct offsets; this only bounds a pathological input.
    private static let dateFormatterLimit = 1_000

    /// This formatter's ICU date formatter for `zone`, opened on first use.
    func dateFormatter(zone: Int, localeID: String) throws(ICUFailure) -> ICUDateFormatter {
        if let cached = dateFormatters[zone] { return cached }
        let zoneID = zone == DateKey.utc ? "UTC" : ICUDateFormatter.zoneID(offsetSeconds: zone)
        let formatter = try ICUDateFormatter(locale: localeID, zoneID: zoneID)
        if dateFormatters.count >= Self.dateFormatterLimit { dateFormatters.removeAll() }
        dateFormatters[zone] = formatter
        return formatter
    }
}
