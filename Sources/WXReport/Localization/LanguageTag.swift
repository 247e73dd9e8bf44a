import _FoundationICU

/// Picks a table for a locale id by its language, script and region: `nl-BE` reads `nl`, `pt-BR`
/// reads `pt`, `zh-TW` reads `zh-Hant`, `nb-NO` and `no` read `nb`.
///
/// Takes every spelling `ReportLocale` takes (BCP 47 `zh-Hans-CN`, ICU `nl_BE@measure=metric`,
/// POSIX `de_DE.UTF-8`, any case), since `ReportLocale.languageTag` gives the first and
/// environment variables the others; ICU splits the id it canonicalizes to.
enum LanguageTag {
    /// The tables to try, most specific first: language-script-region, language-script,
    /// language-region, language; then the same for the macrolanguage's written standard. None
    /// when the text is no locale id ICU can read, or names no language.
    ///
    /// Chinese without a script takes the one its region writes (Traditional in Taiwan, Hong Kong
    /// and Macao, Simplified elsewhere), as CLDR's likely subtags do, so `zh-CN` reads `zh-Hans`
    /// and `zh-TW` reads `zh-Hant`. Norwegian `no` and Nynorsk `nn` read Bokmål: CLDR makes `no`
    /// the parent of `nb` and `nn`, and a Nynorsk reader is far better served by Bokmål than by English.
    static func candidates(_ text: String) -> [String] {
        guard let id = ReportLocale.canonicalIdentifier(text),
            let language = ICU.cString({ swift_uloc_getLanguage(id, $0, $1, &$2) }), !language.isEmpty
        else { return [] }
        let region = ICU.cString { swift_uloc_getCountry(id, $0, $1, &$2) } ?? ""
        var script = ICU.cString { swift_uloc_getScript(id, $0, $1, &$2) } ?? ""
        if language == "zh", script.isEmpty { script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans" }
        return ([language] + (["no", "nn"].contains(language) ? ["nb"] : [])).flatMap { language in
            [[language, script, region], [language, script], [language, region], [language]]
                .filter { !$0.contains("") }.map { $0.joined(separator: "-") }
        }
    }
}
