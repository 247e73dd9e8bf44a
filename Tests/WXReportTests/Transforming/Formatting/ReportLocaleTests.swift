import Testing
import WXReport

extension FormattingTests {
    @Suite struct ReportLocaleTests {
        @Test(arguments: [
            ("nl-BE", "nl_BE"),
            ("nl_BE", "nl_BE"),
            ("nl_BE.UTF-8", "nl_BE"),
            ("de_DE@euro", "de_DE"),
            ("sr_RS@latin", "sr_Latn_RS"),
            ("EN-us", "en_US"),
            ("es-419", "es_419"),
            ("zh-Hant-TW", "zh_Hant_TW"),
            ("en-US-u-ms-metric", "en_US@measure=metric"),
            ("nl_BE@measure=ussystem", "nl_BE@measure=ussystem"),
            ("fr", "fr"),
            ("C", "en_US"),
            ("POSIX", "en_US"),
            ("C.UTF-8", "en_US"),
        ])
        func acceptsBCP47AndPOSIXSpellings(text: String, identifier: String) throws {
            #expect(try ReportLocale(text).identifier == identifier)
        }

        @Test(arguments: [
            "xx-YY", "", "klingon", "tlh", "nl-YY", "nl_AA", "nl-ZZ", "und", "root", "nl-BE-!!", "xx_YY.UTF-8",
        ])
        func rejectsUnknownLocales(text: String) {
            let error = #expect(throws: ReportError.self) { try ReportLocale(text) }
            #expect(error == ReportError(.usage, "unknown locale '\(text)'"))
        }

        @Test func quotesTheTextAsTypedInTheMessage() {
            let error = #expect(throws: ReportError.self) { try ReportLocale("xx-YY") }
            #expect(error?.description == "unknown locale 'xx-YY'")
            #expect(error?.kind == .usage)
        }

        @Test(arguments: [("nl-BE", ","), ("en-US", "."), ("de-DE", ","), ("ja-JP", "."), ("fr-FR", ",")])
        func readsTheDecimalSeparator(text: String, separator: String) throws {
            #expect(try ReportLocale(text).decimalSeparator == separator)
        }

        @Test func spellsItselfAsALanguageTag() throws {
            #expect(try ReportLocale("nl_BE.UTF-8").languageTag == "nl-BE")
        }

        @Test(arguments: [
            (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "nl_BE"], "fr_FR.UTF-8"),
            (["LC_MESSAGES": "de_DE", "LANG": "nl_BE"], "de_DE"),
            (["LANG": "nl_BE.UTF-8"], "nl_BE.UTF-8"),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP"], "ja_JP"),
            (["LC_ALL": "C", "LANG": "nl_BE"], "C"),
            (["LC_NUMERIC": "de_DE", "LC_TIME": "fr_FR"], "en-US"),
            ([:], "en-US"),
        ])
        func environmentDefaultFollowsPOSIXPrecedence(environment: [String: String], expected: String) {
            #expect(ReportLocale.environmentDefault(environment) == expected)
        }
    }
}
