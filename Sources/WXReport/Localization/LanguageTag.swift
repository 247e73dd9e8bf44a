import _FoundationICU

/// The language, script and region of a locale id, enough to pick a header table: `nl-BE` reads
/// `nl`, `pt-BR` reads `pt`, `zh-TW` reads `zh-Hant`, `nb-NO` and `no` read `nb`.
///
/// Takes every spelling `ReportLocale` takes (BCP 47 `zh-Hans-CN`, ICU `nl_BE@measure=metric`,
/// POSIX `de_DE.UTF-8`, any case), since `ReportLocale.languageTag` gives the first and
/// environment variables the others; ICU splits the id it canonicalizes to.
struct LanguageTag: Equatable {
    /// Lowercase: `nl`.
    var language: String
    /// Titlecase, four letters: `Hans`.
    var script: String?
    /// Uppercase, two letters or three digits: `BE`, `419`.
    var region: String?

    /// Nil when the text is no locale id ICU can read, or names no language.
    init?(_ text: String) {
        guard let id = ReportLocale.canonicalIdentifier(text),
            let language = ICU.cString({ swift_uloc_getLanguage(id, $0, $1, &$2) }), !language.isEmpty
        else { return nil }
        let script = ICU.cString { swift_uloc_getScript(id, $0, $1, &$2) } ?? ""
        let region = ICU.cString { swift_uloc_getCountry(id, $0, $1, &$2) } ?? ""
        (self.language, self.script, self.region) = (
            language, script.isEmpty ? nil : script, region.isEmpty ? nil : region
        )
    }

    /// The tables to try, most specific first: language-script-region, language-script,
    /// language-region, language; then the same for the macrolanguage's written standard.
    ///
    /// Chinese without a script takes the one its region writes (Traditional in Taiwan, Hong Kong
    /// and Macao, Simplified elsewhere), as CLDR's likely subtags do, so `zh-CN` reads `zh-Hans`
    /// and `zh-TW` reads `zh-Hant`. Norwegian `no` and Nynorsk `nn` read Bokmål: CLDR makes `no`
    /// the parent of `nb` and `nn`, and a Nynorsk reader is far better served by Bokmål than by English.
    var candidates: [String] {
        var script = script
        if language == "zh", script == nil {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        var names: [String] = []
        for language in [language] + (["no", "nn"].contains(language) ? ["nb"] : []) {
            if let script, let region { names.append("\(language)-\(script)-\(region)") }
            if let script { names.append("\(language)-\(script)") }
            if let region { names.append("\(language)-\(region)") }
            names.append(language)
        }
        return names
    }
}
