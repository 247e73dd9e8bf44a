import _FoundationICU

/// One `UDateFormat` for a calendar day in the locale's style, from an ICU skeleton: `yMMMEd`
/// gives `Sun, Nov 2, 2025` in en-US, `zo 2 nov 2025` in nl-BE, `2025年11月2日(日)` in ja-JP.
///
/// Used for the `date` column of `--daily` (`DailyLayout`): a day has no time and no zone, so it
/// is formatted in UTC from the day's number (days since 1970-01-01). Not shared, like
/// `ICUDateFormatter`: ICU date formatters mutate their calendar while formatting.
final class ICUDayFormatter {
    private let handle: UnsafeMutablePointer<UDateFormat?>

    init(locale: String, skeleton: String = "yMMMEd") throws(ICUFailure) {
        var status = U_ZERO_ERROR
        guard let generator = swift_udatpg_open(locale, &status), !ICU.failed(status) else {
            throw ICUFailure(status: status)
        }
        defer { swift_udatpg_close(generator) }
        let skeletonUnits = Array(skeleton.utf16)
        let pattern = ICU.uString { buffer, capacity, status in
            swift_udatpg_getBestPattern(generator, skeletonUnits, Int32(skeletonUnits.count), buffer, capacity, &status)
        }
        guard let pattern else { throw ICUFailure(status: U_ILLEGAL_ARGUMENT_ERROR) }
        let patternUnits = Array(pattern.utf16)
        let zone = Array("UTC".utf16)
        let opened = swift_udat_open(
            UDAT_PATTERN, UDAT_PATTERN, locale, zone, Int32(zone.count), patternUnits, Int32(patternUnits.count),
            &status)
        guard let opened, !ICU.failed(status) else {
            if let opened { swift_udat_close(opened) }
            throw ICUFailure(status: status)
        }
        handle = opened
    }

    deinit {
        swift_udat_close(handle)
    }

    /// The day `day` days after 1970-01-01; nil when ICU fails.
    func format(day: Int64) -> String? {
        let milliseconds = Double(day) * 86_400_000
        return ICU.uString { buffer, capacity, status in
            swift_udat_format(handle, milliseconds, buffer, capacity, nil, &status)
        }
    }
}
