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
    package mutating func withDateTime<Result>(
        _ unixSeconds: Int64, offsetSeconds: Int?, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let zone = offsetSeconds.flatMap { ICUDateFormatter.canRepresent(offsetSeconds: $0) ? $0 : nil } ?? DateKey.utc
        if composer != nil, let composed = withComposedDate(unixSeconds, zone: zone, body) { return composed }
        var text = memoizedDateTime(unixSeconds, zone: zone)
        return text.withUTF8(body)
    }

    /// The minute containing `seconds`, rounding towards minus infinity so that -1 s (23:59:59
    /// on 31 Dec 1969) shares a key with -60 s, not with 0 s.
    package static func floorMinute(_ seconds: Int64) -> Int64 {
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

    /// Dates ICU formatted before composition is asked for: small runs never pay for the check.
    private static let compositionTrialMisses = 256

    /// Counts a memo miss and composes once composition is set up. The check runs once per run,
    /// in the catalog (`FormatterCatalog.dateComposition()`): the first worker to reach
    /// `compositionTrialMisses` pays for it, and every worker adopts its result at its next
    /// miss after that, without waiting out its own trial.
    private mutating func composedAfterTrial(_ unixSeconds: Int64, zone: Int) -> String? {
        if composer == nil {
            guard !compositionTried else { return nil }
            dateMisses += 1
            let checked =
                dateMisses >= Self.compositionTrialMisses
                ? catalog.dateComposition() : catalog.dateCompositionIfChecked()
            guard let checked else { return nil }
            compositionTried = true
            // This worker's own copy: the prefixes it learns from now on stay its own.
            guard case .composes(let checkedComposer) = checked else { return nil }
            composer = checkedComposer
        }
        return withComposedDate(unixSeconds, zone: zone) { String(decoding: $0, as: UTF8.self) }
    }

    /// The composed cell handed to `body`, or nil when composition is off or cannot serve.
    private mutating func withComposedDate<Result>(
        _ unixSeconds: Int64, zone: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard composer != nil else { return nil }
        ownScratch()
        let scratch = scratch, localeID = catalog.localeID
        return composer?.compose(unixSeconds, zone: zone, body) { day, zone in
            scratch.dateText(day, zone: zone, localeID: localeID)
        }
    }

    private mutating func formatDateAfresh(_ unixSeconds: Int64, zone: Int) -> String {
        ownScratch()
        return scratch.dateCell(unixSeconds, zone: zone, localeID: catalog.localeID)
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

    /// ICU's text for the instant in the zone, without the ` UTC` mark; nil when ICU fails.
    func dateText(_ unixSeconds: Int64, zone: Int, localeID: String) -> String? {
        try? dateFormatter(zone: zone, localeID: localeID).format(unixSeconds: unixSeconds)
    }

    /// The cell ICU makes: `dateText` marked ` UTC` for the UTC fallback zone; "" when ICU fails.
    func dateCell(_ unixSeconds: Int64, zone: Int, localeID: String) -> String {
        guard let text = dateText(unixSeconds, zone: zone, localeID: localeID) else { return "" }
        return zone == DateKey.utc ? text + " UTC" : text
    }
}
