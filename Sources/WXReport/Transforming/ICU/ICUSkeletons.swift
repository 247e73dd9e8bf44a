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
        let pattern = uString { buffer, capacity, status in
            swift_udatpg_getBestPattern(generator, fields, Int32(fields.count), buffer, capacity, &status)
        }
        return pattern.flatMap { try? ICUDateFormatter(locale: locale, offsetSeconds: offsetSeconds, pattern: $0) }
    }

    /// `items` joined as a list in the locale (`and` style); the items joined by `, ` when ICU
    /// cannot.
    static func list(_ items: [String], locale: String) -> String {
        var status = U_ZERO_ERROR
        guard items.count > 1, let formatter = swift_ulistfmt_open(locale, &status), !failed(status) else {
            return items.joined(separator: ", ")
        }
        defer { swift_ulistfmt_close(formatter) }
        // The items' UTF-16 one after another in one array, which stays alive for the call.
        let lengths = items.map { Int32($0.utf16.count) }
        let joined = Array(items.joined().utf16).withUnsafeBufferPointer { units in
            var offset = 0
            let starts = lengths.map { length in
                defer { offset += Int(length) }
                return units.baseAddress.map { $0 + offset }
            }
            return uString(capacity: 1024) { buffer, capacity, status in
                swift_ulistfmt_format(formatter, starts, lengths, Int32(items.count), buffer, capacity, &status)
            }
        }
        return joined ?? items.joined(separator: ", ")
    }
}
