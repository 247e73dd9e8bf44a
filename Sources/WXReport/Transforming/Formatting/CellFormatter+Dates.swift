/// Date-time cells: the locale's short date and time in the city's zone, composed from the
/// day's and the time's texts (`DateComposer`), or where the pattern cannot be composed, ICU's
/// text for the cell. Either is handed over as UTF-8 bytes, so the transform writes it without
/// building a `String`.
extension CellFormatter {
    /// Hands `body` the UTF-8 of the locale's short date and time, e.g. `1/01/2024, 00:59` for
    /// nl-BE, in the zone `offsetSeconds` east of UTC. With no offset, or one ICU cannot represent
    /// (24 h or more), the time is UTC and the text ends in ` UTC`, so the report never passes
    /// UTC off as local. ICU failing gives an empty cell (`FormatterCatalog.validate()` reports
    /// that at start-up).
    package mutating func withDateTime<Result>(
        _ unixSeconds: Int64, offsetSeconds: Int?, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let zone = offsetSeconds.flatMap { ICUDateFormatter.canRepresent(offsetSeconds: $0) ? $0 : nil }
        ownScratch()
        let scratch = scratch, localeID = catalog.localeID
        let composed = composer?.compose(unixSeconds, zone: zone, body) { pattern, instant in
            scratch.dateText(instant, offset: nil, pattern: pattern, localeID: localeID)
        }
        if let composed { return composed }
        var text =
            scratch.dateText(unixSeconds, offset: zone, localeID: localeID).map { zone == nil ? $0 + " UTC" : $0 } ?? ""
        return text.withUTF8(body)
    }
}

extension CellFormatter.Scratch {
    /// Real data has a few dozen distinct offsets; this only bounds a pathological input.
    private static let dateFormatterLimit = 1_000

    /// ICU's text for the instant at `offset` east of UTC (nil: UTC), without the ` UTC` mark,
    /// in the locale's short date and time, or in `pattern` (a part of it) with the short
    /// style's digits, from this formatter's ICU date formatter for both (opened on first use);
    /// nil when ICU fails.
    func dateText(_ unixSeconds: Int64, offset: Int?, pattern: String? = nil, localeID: String) -> String? {
        let key = "\(offset.map(String.init) ?? "UTC") \(pattern ?? "")"
        if dateFormatters[key] == nil {
            guard let opened = try? ICUDateFormatter(locale: localeID, offsetSeconds: offset) else { return nil }
            if let pattern { opened.apply(pattern: pattern) }
            if dateFormatters.count >= Self.dateFormatterLimit { dateFormatters.removeAll() }
            dateFormatters[key] = opened
        }
        return try? dateFormatters[key]?.format(unixSeconds: unixSeconds)
    }
}
