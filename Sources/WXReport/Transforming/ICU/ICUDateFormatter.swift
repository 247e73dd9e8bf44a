import _FoundationICU

/// One `UDateFormat` with the locale's short date and short time in one fixed zone.
///
/// ICU date formatters mutate their calendar while formatting, so unlike number formatters they
/// are never shared: each `CellFormatter` opens its own, one per UTC offset it meets.
final class ICUDateFormatter {
    /// `UDateFormat` is a `void *` typedef, so Swift sees a pointer to an optional raw pointer.
    private let handle: UnsafeMutablePointer<UDateFormat?>

    /// The zone is `offsetSeconds` east of UTC (nil: UTC itself); `pattern` a CLDR pattern, else
    /// the locale's short date and short time. Throws for an offset ICU has no zone for
    /// (`canRepresent`).
    init(locale: String, offsetSeconds: Int? = nil, pattern: String? = nil) throws(ICUFailure) {
        var status = U_ZERO_ERROR
        if let offsetSeconds, !Self.canRepresent(offsetSeconds: offsetSeconds) {
            throw ICUFailure(status: U_ILLEGAL_ARGUMENT_ERROR)
        }
        let zone = Array((offsetSeconds.map(Self.zoneID(offsetSeconds:)) ?? "UTC").utf16)
        let style = pattern == nil ? UDAT_SHORT : UDAT_PATTERN
        let patternText = Array((pattern ?? "").utf16)
        let opened = swift_udat_open(
            style, style, locale, zone, Int32(zone.count), pattern == nil ? nil : patternText,
            pattern == nil ? -1 : Int32(patternText.count), &status)
        guard let opened, !ICU.failed(status) else {
            if let opened { swift_udat_close(opened) }
            throw ICUFailure(status: status)
        }
        handle = opened
    }

    deinit { swift_udat_close(handle) }

    /// Lays out by `pattern` from now on, keeping what the locale's style sets beyond its
    /// pattern: a field's own digits (`bo`'s Tibetan years, `haw`'s roman months).
    func apply(pattern: String) {
        let text = Array(pattern.utf16)
        swift_udat_applyPattern(handle, 0, text, Int32(text.count))
    }

    /// The pattern ICU chose for the locale, e.g. `d/MM/y, HH:mm` for nl-BE.
    var pattern: String {
        ICU.uString { buffer, capacity, status in swift_udat_toPattern(handle, 0, buffer, capacity, &status) } ?? ""
    }

    /// The text for the instant; no pattern wxreport uses comes near 256 UTF-16 units.
    func format(unixSeconds: Int64) throws(ICUFailure) -> String {
        var failure = U_ZERO_ERROR
        let text = ICU.uString { buffer, capacity, status in
            defer { failure = status }
            return swift_udat_format(handle, Double(unixSeconds) * 1000, buffer, capacity, nil, &status)
        }
        guard let text else { throw ICUFailure(status: failure) }
        return text
    }

    /// Whether ICU has a zone for this offset east of UTC. Custom ids stop below 24 hours, and
    /// past that ICU would silently use its unknown zone, which formats as UTC.
    static func canRepresent(offsetSeconds: Int) -> Bool { offsetSeconds.magnitude < 24 * 3600 }

    /// The ICU zone id for an offset east of UTC, keeping minutes and seconds (India is +05:30):
    /// `GMT+05:30:00`, `GMT-05:00:00`, `GMT+05:30:15`. Only for offsets `canRepresent` accepts.
    private static func zoneID(offsetSeconds: Int) -> String {
        let magnitude = offsetSeconds.magnitude
        let fields = [magnitude / 3600, magnitude / 60 % 60, magnitude % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
        return "GMT" + (offsetSeconds < 0 ? "-" : "+") + fields.joined(separator: ":")
    }
}
