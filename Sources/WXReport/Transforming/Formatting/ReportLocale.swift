import Foundation
import _FoundationICU

/// A validated locale.
///
/// ICU opens any locale id, falling back to root data for ones it does not know, so a typo such
/// as `--locale xx-YY` would quietly give a report in root formats. This type exists so that
/// check happens once, on the command line, and every formatter after it can trust the id.
package struct ReportLocale: Sendable, Equatable {
    /// The canonical ICU id, e.g. `nl_BE` or `en_US@measure=metric`.
    package let identifier: String

    /// Accepts BCP 47 (`nl-BE`, `en-US-u-ms-metric`), ICU ids (`nl_BE@measure=ussystem`) and POSIX
    /// ids (`nl_BE.UTF-8`, `de_DE@euro`). `C` and `POSIX` mean `en-US`: they name no language, and
    /// a shell in a bare container has them set without anyone choosing them.
    ///
    /// Throws a usage error unless ICU has data for the language and knows the region.
    package init(_ text: String) throws(ReportError) {
        guard let identifier = Self.canonicalIdentifier(text), Self.isKnown(identifier) else {
            throw ReportError(.usage, "unknown locale '\(ReportError.shown(text))'")
        }
        self.identifier = identifier
    }

    /// The locale named by the environment: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the order
    /// ICU itself uses, else `en-US`.
    ///
    /// Empty values are skipped (POSIX treats an empty variable as unset), but `C` and `POSIX`
    /// are returned as they are: POSIX says `LC_ALL=C` overrides `LANG`, and `ReportLocale`
    /// reads them as `en-US`. The value is not validated here, so that an invalid one is
    /// reported by `init(_:)` quoting exactly what the variable said.
    package static func environmentDefault(_ environment: [String: String]) -> String {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "en-US"
    }

    /// The locale's decimal mark: `,` for nl-BE, `.` for en-US. CSV output needs it to decide
    /// whether numbers must be quoted.
    package var decimalSeparator: String { Locale(identifier: identifier).decimalSeparator ?? "." }

    /// The BCP 47 form of `identifier` (`nl-BE`), the spelling users type, for messages.
    package var languageTag: String { Locale(identifier: identifier).identifier(.bcp47) }

    /// Turns any accepted spelling into an ICU id, or `nil` when it is not even well formed.
    static func canonicalIdentifier(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return nil }
        if trimmed == "C" || trimmed == "POSIX" || trimmed.hasPrefix("C.") { return "en_US" }
        let isPOSIXOrICU = trimmed.contains { $0 == "_" || $0 == "." || $0 == "@" }
        if !isPOSIXOrICU {
            // BCP 47: ICU must consume the whole tag, or `nl-BE-!!` would pass as `nl_BE`.
            var parsed: Int32 = 0
            let id = ICU.cString { swift_uloc_forLanguageTag(trimmed, $0, $1, &parsed, &$2) }
            return Int(parsed) == trimmed.utf8.count ? id : nil
        }
        return ICU.cString { swift_uloc_canonicalize(posixToICU(trimmed), $0, $1, &$2) }
    }

    /// POSIX ids are `language[_territory][.codeset][@modifier]`. The codeset means nothing to
    /// ICU; a modifier is either a script (`sr_RS@latin`) or irrelevant here (`@euro` picks a
    /// currency). An `@` followed by `key=value` pairs is ICU keyword syntax and is kept.
    private static func posixToICU(_ text: String) -> String {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let (base, modifier) = (parts[0].prefix { $0 != "." }, parts.count == 2 ? parts[1] : "")
        if modifier.contains("=") { return "\(base)@\(modifier)" }
        let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"]
        if let script = scripts[modifier.lowercased()] {
            let parts = base.split(separator: "_", maxSplits: 1)
            return parts.count == 2 ? "\(parts[0])_\(script)_\(parts[1])" : "\(base)_\(script)"
        }
        return String(base)
    }

    /// ICU's static list of ISO 3166 alpha-2 codes (no data loading), read once.
    private static let isoRegions: Set<String> = {
        guard let first = swift_uloc_getISOCountries() else { return [] }
        let codes = sequence(first: first) { $0 + 1 }.prefix { $0.pointee != nil }
        return Set(codes.compactMap { $0.pointee.map(String.init(cString:)) })
    }()

    /// The languages of the locales ICU has data for (`Locale.availableIdentifiers`, ICU's
    /// `uloc_getAvailable`: `nb`, `nl`, `zh`, …).
    ///
    /// Asked of the list, not by opening the language's bundle: `ures_openDirect("nb")` opens
    /// CLDR's alias bundle without following it and leaves it in ICU's cache, after which every
    /// formatter for `nb_NO` silently formats as root (`1,003 hPa`), the cause of issue 26's
    /// Norwegian falling back to English.
    private static let availableLanguages = Set(Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" }) })

    /// ICU has data for the language (not just root) and knows the region, if any.
    private static func isKnown(_ identifier: String) -> Bool {
        guard
            let language = ICU.cString({ swift_uloc_getLanguage(identifier, $0, $1, &$2) }),
            availableLanguages.contains(language),
            let region = ICU.cString({ swift_uloc_getCountry(identifier, $0, $1, &$2) })
        else { return false }

        if region.isEmpty || isoRegions.contains(region) { return true }
        // Only the rare numeric (UN M.49, `es-419`) or deprecated codes get here: ICU's region
        // table costs about a millisecond to load, too much for every start-up.
        var status = U_ZERO_ERROR
        let known = swift_uregion_getRegionFromCode(region, &status)
        guard let known, !ICU.failed(status) else { return false }
        return swift_uregion_getType(known) != URGN_UNKNOWN  // `ZZ` is ICU's "unknown region"
    }
}
