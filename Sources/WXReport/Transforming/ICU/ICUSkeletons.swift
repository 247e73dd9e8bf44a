import Foundation
import _FoundationICU

/// Texts CLDR composes for a locale from fields, not patterns: a date from a skeleton
/// (`yMMMEd` gives `ma 24 nov 2025` in nl-BE, `2025年11月24日(月)` in ja-JP) and a list of
/// names joined as the language joins them (`Gent, Londen en Oslo`).
extension ICU {
    /// A date formatter for the locale's best pattern for `skeleton` (UTS #35 date fields, e.g.
    /// `EEE d MMM y`) at a fixed offset east of UTC, or nil when ICU has none.
    static func dateFormatter(skeleton: String, locale: String, offsetSeconds: Int) -> ICUDateFormatter? {
        var status = U_ZERO_ERROR
        guard let generator = swift_udatpg_open(locale, &status), !failed(status) else { return nil }
        defer { swift_udatpg_close(generator) }
        let fields = Array(skeleton.utf16)
        let pattern = uString { swift_udatpg_getBestPattern(generator, fields, Int32(fields.count), $0, $1, &$2) }
        return pattern.flatMap { try? ICUDateFormatter(locale: locale, offsetSeconds: offsetSeconds, pattern: $0) }
    }

    /// `items` joined as a list in the locale (`and` style, by ICU's list patterns); one item
    /// as it is (Foundation would isolate it in a right-to-left locale).
    static func list(_ items: [String], locale: String) -> String {
        items.count > 1 ? items.formatted(.list(type: .and).locale(Locale(identifier: locale))) : items.joined()
    }
}
