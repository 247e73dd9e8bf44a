import _FoundationICU

/// CLDR's plural categories: the form a counted word takes after a number. Which numbers fall
/// in which category is the language's own (Arabic: 3–10 `few`, 11–99 `many`; English: 1
/// `one`, else `other`), so the report asks ICU rather than testing `n == 1`.
package enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

extension ICU {
    /// The category `count` takes in `locale` (an ICU locale id or BCP 47 tag), by ICU's
    /// cardinal plural rules (`uplrules_select`); `other`, the form every language has, when
    /// ICU fails or answers a keyword CLDR does not define.
    package static func pluralCategory(of count: Int, locale: String) -> PluralCategory {
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_open(locale, &status) else { return .other }
        defer { swift_uplrules_close(rules) }
        guard !failed(status) else { return .other }
        let keyword = uString(capacity: 16) { swift_uplrules_select(rules, Double(count), $0, $1, &$2) }
        return keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
