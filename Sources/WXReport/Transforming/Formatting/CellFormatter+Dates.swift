/// Date-time cells: the locale's short date and time in the city's zone.
///
/// Two ways to a cell, tried in order: composition (`DateComposer`) lays the text out in a
/// stack buffer; otherwise a memo of finished cells keyed by zone and
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
        ownScratch()
        let scratch = scratch, localeID = catalog.localeID
        let composed = composer?.compose(unixSeconds, zone: zone, body) {
            scratch.dateText($0, zone: 0, localeID: localeID)
        }
        if let composed { return composed }
        var text = memoizedDateTime(unixSeconds, zone: zone)
        return text.withUTF8(body)
    }

    /// The cell from the memo, or made afresh by ICU and remembered. Many cells share a zone
    /// and a minute, and ICU takes some 14,000 instructions a cell. Pays where the cells
    /// are not composed: en-US CSV, `--jobs 1`, callgrind, ICU alone → memo: 1,892 M → 936 M
    /// instructions on the 10 MB group file (−51 %), 310 M → 257 M on 2000 one-city files (−17 %).
    private mutating func memoizedDateTime(_ unixSeconds: Int64, zone: Int) -> String {
        // Every second of a minute looks the same when the pattern has no seconds and the zone
        // is a whole number of minutes from UTC; otherwise the key keeps the seconds.
        let byMinute = !datesShowSeconds && zone % 60 == 0
        let instant = byMinute ? unixSeconds.floorDivided(by: 60).quotient : unixSeconds
        let key = DateKey.pack(zone: zone, instant: instant)
        if let key, let known = dateMemo.value(for: key) { return known }
        // ICU's text, marked ` UTC` for the UTC fallback zone; "" when ICU fails.
        let icu = scratch.dateText(unixSeconds, zone: zone, localeID: catalog.localeID)
        let text = icu.map { zone == DateKey.utc ? $0 + " UTC" : $0 } ?? ""
        if let key { dateMemo.insert(text, for: key) }
        return text
    }
}

extension CellFormatter.Scratch {
    /// Real data has a few dozen distinct offsets; this only bounds a pathological input.
    private static let dateFormatterLimit = 1_000

    /// ICU's text for the instant in the zone, without the ` UTC` mark, from this formatter's
    /// ICU date formatter for the zone (opened on first use); nil when ICU fails.
    func dateText(_ unixSeconds: Int64, zone: Int, localeID: String) -> String? {
        if dateFormatters[zone] == nil {
            let offset = zone == DateKey.utc ? nil : zone
            guard let opened = try? ICUDateFormatter(locale: localeID, offsetSeconds: offset) else { return nil }
            if dateFormatters.count >= Self.dateFormatterLimit { dateFormatters.removeAll() }
            dateFormatters[zone] = opened
        }
        return try? dateFormatters[zone]?.format(unixSeconds: unixSeconds)
    }
}
