/// Whether a run composes its date cells (`DateComposer`) or leaves them all to ICU: decided
/// once per run by comparing composed text with ICU's, and kept in the shared
/// `FormatterCatalog`, so a run on several worker threads pays for the comparison once.
package enum DateComposition {
    /// Composed text matched ICU's: each worker copies this composer (with the day prefixes the
    /// check learnt) and from then on learns its own.
    case composes(DateComposer)
    /// The locale's pattern cannot be composed, or composed text differed from ICU's once.
    case icuOnly

    /// Zones of the check: the marked UTC, whole hours either side, and the half- and
    /// quarter-hour offsets (India, Nepal, Australia's centre, Chatham) that catch a prefix
    /// learnt for the wrong day.
    private static let zones = [
        DateKey.utc, 0, 3_600, -18_000, 19_800, 20_700, -34_200, 50_400, -43_200, 46_800, -3_600,
    ]

    /// Instants of the check: both sides of the epoch, of midnight and noon, a leap day, recent
    /// sunrises, years 1, 1582 and 9999, and 40 instants spread over a few weeks.
    private static let instants: [Int64] =
        [
            0, -1, 59, 60, 3_599, 3_600, 43_199, 43_200, 86_399, 86_400, 951_782_400, 951_868_799,
            1_763_898_155, 1_763_933_292, 1_763_847_059, -62_135_596_800, -12_219_292_800, 253_402_214_400,
        ] + (0..<40).map { 1_700_000_000 + Int64($0) * 7_919 * 61 }

    /// Compares composition with ICU for `localeID` (`zones` × `instants`, 638 cells, a few ms of
    /// ICU) with formatters of its own, so any thread may run it. Any difference, or a pattern
    /// `DateComposer` does not take, gives `icuOnly`.
    package static func check(localeID: String) -> DateComposition {
        guard let pattern = try? ICUDateFormatter(locale: localeID, zoneID: "UTC").pattern,
            var composer = DateComposer(pattern: pattern)
        else { return .icuOnly }
        let formatters = CellFormatter.Scratch()
        for zone in zones {
            for instant in instants {
                let composed = composer.compose(instant, zone: zone, { String(decoding: $0, as: UTF8.self) }) {
                    formatters.dateText($0, zone: $1, localeID: localeID)
                }
                guard composed == formatters.dateCell(instant, zone: zone, localeID: localeID) else { return .icuOnly }
            }
        }
        return .composes(composer)
    }
}
