/// The language, script and region of a locale id, enough to pick a header table: `nl-BE` reads
/// `nl`, `pt-BR` reads `pt`, `zh-TW` reads `zh-Hant`, `nb-NO` and `no` read `nb`.
///
/// Takes BCP 47 (`zh-Hans-CN`, `en-US-u-ms-metric`), ICU (`nl_BE@measure=metric`) and POSIX
/// (`de_DE.UTF-8`) spellings, because `ReportLocale.languageTag` gives the first and environment
/// variables the others. Case does not matter.
struct LanguageTag: Equatable {
    /// Lowercase, two or three letters: `nl`.
    var language: String
    /// Titlecase, four letters: `Hans`.
    var script: String?
    /// Uppercase, two letters or three digits: `BE`, `419`.
    var region: String?

    /// Nil when the text does not start with a two- or three-letter language subtag.
    init?(_ text: String) {
        let core = text.prefix { $0 != "@" && $0 != "." }
        var subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }[...]
        let isLetters = { (subtag: String) in subtag.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let first = subtags.popFirst(), (2...3).contains(first.count), isLetters(first) else {
            return nil
        }
        language = first
        for subtag in subtags {
            if subtag.count == 1 { break }  // `-u-…`, `-x-…`: extensions say nothing about the language
            if subtag.count == 4, isLetters(subtag), script == nil, region == nil {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst()
            } else if region == nil,
                (subtag.count == 2 && isLetters(subtag))
                    || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
            {
                region = subtag.uppercased()
            }
        }
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
