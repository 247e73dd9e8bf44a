import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// OWM's conditions in the report's language for people, the payload's text for machines
/// (issue 29, point 7).
@Suite struct ConditionTextsTests {
    static func report(_ arguments: [String], document: String) throws -> String {
        let options = try OptionParser.parse(arguments + ["x.json"], defaultJobs: 1)
        let run = try runConfiguration(options, source: FixtureSource([("x.json", document)]))
        #expect(run.errors == [])
        return run.report
    }

    static func gent(id: Int, description: String) -> String {
        #"{"name":"Gent","weather":[{"id":\#(id),"description":"\#(description)"}],"main":{"temp":280},"dt":1763900000}"#
    }

    @Test(arguments: [
        ("nl-BE", "matige regen"), ("de-DE", "Mäßiger Regen"), ("fr-FR", "pluie modérée"),
        ("es-ES", "lluvia moderada"), ("ja-JP", "適度な雨"), ("ar-EG", "مطر متوسط الغزارة"), ("en-GB", "moderate rain"),
        ("ru-RU", "дождь"), ("pl-PL", "umiarkowane opady deszczu"), ("it-IT", "pioggia moderata"),
        ("pt-PT", "chuva moderada"),
        ("zh-TW", "中雨"), ("ko-KR", "보통 비"),
    ])
    func peopleReadTheConditionInTheirLanguage(locale: String, expected: String) throws {
        let arguments = ["--locale", locale, "--format", "markdown", "--fields", "city,conditions"]
        let report = try Self.report(arguments, document: Self.gent(id: 501, description: "moderate rain"))
        #expect(report.contains("| Gent | \(expected) |"))
    }

    @Test func aPayloadInAnotherLanguageOrAnUnknownIdKeepsItsText() throws {
        let arguments = ["--locale", "nl-BE", "--format", "markdown", "--fields", "conditions"]
        let german = try Self.report(arguments, document: Self.gent(id: 501, description: "mäßiger Regen"))
        #expect(german.contains("| mäßiger Regen |"))
        let unknown = try Self.report(arguments, document: Self.gent(id: 999, description: "wet weather"))
        #expect(unknown.contains("| wet weather |"))
        // A condition whose id the record does not keep is found by OWM's English text.
        let second = try Self.report(arguments, document: Self.gent(id: 500, description: "haze"))
        #expect(second.contains("| nevel |"))
        // 612 has no source in Dutch (CONDITIONS.md): the payload's English stays.
        let unsourced = try Self.report(arguments, document: Self.gent(id: 612, description: "light shower sleet"))
        #expect(unsourced.contains("| light shower sleet |"))
    }

    @Test func machineFormatsKeepThePayloadsText() throws {
        let document = Self.gent(id: 501, description: "moderate rain")
        let json = try Self.report(
            ["--locale", "nl-BE", "--format", "ndjson", "--fields", "conditions"], document: document)
        #expect(json.contains("\"conditions\":\"moderate rain\""))
        let csv = try Self.report(["--locale", "nl-BE", "--fields", "conditions"], document: document)
        #expect(csv.contains("moderate rain"))
    }

    /// The codes neither source of `CONDITIONS.md` gives: 612 in every language (it is newer
    /// than OWM's list), 615 and 616 where the list lacks them, and 616 in German.
    static func withoutSource(_ language: String) -> Set<Int64> {
        if ["nl", "es", "fi", "it", "pl", "tr", "zh-Hans", "zh-Hant"].contains(language) { return [612, 615, 616] }
        return language == "de" ? [612, 616] : [612]
    }

    @Test func everyCodeWithASourceHasATextInEveryLanguage() {
        let languages = HeaderCatalog.languages.filter { $0 != "en" }
        #expect(Set(ConditionTexts.allLanguages) == Set(languages))
        #expect(ConditionTexts.allLanguages.count == languages.count)
        for code in [200, 211, 221, 232, 302, 321, 504, 511, 531, 602, 622, 701, 741, 781, 800, 804] {
            let texts = languages.map {
                ConditionTexts(languageTag: $0).text(id: Int64(code), payload: "\(code)")
            }
            // The payload here is not OWM's English, so every language keeps it.
            #expect(texts.allSatisfy { $0 == "\(code)" })
        }
        let codes = Set(ConditionTexts.codes)
        #expect(codes.count == 55)
        for code in codes {
            let english = ConditionTexts(languageTag: "en").text(id: code, payload: "x")
            #expect(english == "x")
            for language in languages {
                let text = ConditionTexts(languageTag: language).englishAndText(id: code)?.text
                #expect((text == nil) == Self.withoutSource(language).contains(code), "\(code) \(language)")
                guard let text else { continue }
                #expect(!text.isEmpty && text == text.precomposedStringWithCanonicalMapping, "\(code) \(language) NFC")
                #expect(!text.contains("|") && text == text.trimmingCharacters(in: .whitespacesAndNewlines))
                // Lowercase as OWM writes them (German capitalises its nouns).
                #expect(language == "de" || !(text.first?.isUppercase ?? true), "\(code) \(language) lowercase")
            }
        }
    }

    @Test(arguments: [
        // OWM's own `lang=` strings, from the captures `CONDITIONS.md` names.
        ("ru", 500, "небольшой дождь"), ("ru", 804, "пасмурно"), ("ru", 803, "облачно с прояснениями"),
        ("pl", 803, "zachmurzenie umiarkowane"), ("pl", 500, "słabe opady deszczu"),
        // OWM's list, where no capture shows the code (CONDITIONS.md).
        ("pl", 312, "intensywny deszcz / mżawka"), ("da", 500, "let regn"), ("nb", 800, "klart"),
        ("uk", 500, "легкий дощ"), ("ar", 804, "غيوم قاتمة"), ("ru", 741, "плотный туман"),
        ("de", 613, "Graupelschauer"),
        ("it", 803, "nubi sparse"), ("it", 804, "cielo coperto"), ("it", 800, "cielo sereno"),
        ("uk", 800, "чисте небо"), ("de", 801, "Ein paar Wolken"), ("ja", 804, "厚い雲"),
        ("fi", 800, "taivas on selkeä"), ("ko", 804, "온흐림"), ("es", 502, "lluvia de gran intensidad"),
        ("pt-PT", 803, "nuvens quebradas"),
        // Locale ids pick the table as the header titles do.
        ("pt-BR", 804, "nublado"), ("pt-PT", 804, "nublado"), ("zh-TW", 804, "陰，多雲"), ("zh-CN", 804, "阴，多云"),
        ("zh_Hant_HK", 771, "嘩啦啦"), ("no", 611, "sludd"), ("nn-NO", 611, "sludd"), ("sv-FI", 611, "snöblandat regn"),
    ])
    func exactTexts(language: String, code: Int64, expected: String) throws {
        let texts = ConditionTexts(languageTag: language)
        let payload = try #require(ConditionTexts(languageTag: "nl").englishAndText(id: code)?.english)
        #expect(texts.text(id: code, payload: payload) == expected)
        #expect(texts.text(id: code, payload: payload.uppercased()) == expected)
    }

    /// Every `code "text"` that `CONDITIONS.md` quotes in a language's paragraph (under "Per
    /// language") is the text the table holds for that code: the sources named are the words shown.
    @Test func theTextsCONDITIONSQuotesAreTheTables() throws {
        let notes = try String(contentsOfFile: "\(packageRoot)/Sources/WXReport/Tables/CONDITIONS.md", encoding: .utf8)
        let perLanguage = try #require(notes.components(separatedBy: "## Per language").last)
        var quoted = 0
        for paragraph in perLanguage.components(separatedBy: "\n\n") {
            guard let language = paragraph.firstMatch(of: /^\*\*([A-Za-z-]+)\*\*/)?.1 else { continue }
            let texts = ConditionTexts(languageTag: String(language))
            for match in paragraph.matches(of: /(\d{3})\s+"([^"]+)"/) {
                let code = try #require(Int64(match.1))
                let text = match.2.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(texts.englishAndText(id: code)?.text == text, "\(language) \(code)")
                quoted += 1
            }
        }
        #expect(quoted > 100)
    }

    @Test func everyLanguageHasEveryReportWord() {
        let languages = HeaderCatalog.languages
        #expect(Set(ReportWords.languages) == Set(languages))
        let english = ReportWords.words(of: "en")
        for language in languages {
            let words = ReportWords.words(of: language)
            #expect(Set(words.keys) == Set(ReportWords.Key.allCases), "\(language)")
            for (key, text) in words {
                #expect(!text.isEmpty && text == text.precomposedStringWithCanonicalMapping, "\(language) \(key)")
                #expect(!text.contains("|"), "\(language) \(key)")
                // The placeholders of English, each kept: none lost, none added.
                let placeholders = { (text: String) in
                    Set(text.matches(of: /\{[a-z]+\}/).map { String(text[$0.range]) })
                }
                #expect(placeholders(text) == placeholders(english[key] ?? ""), "\(language) \(key)")
            }
            #expect(ReportWords(languageTag: language).language == language)
        }
        #expect(ReportWords(languageTag: "pt-PT").text(.alerts) == "Avisos em vigor")
        #expect(ReportWords(languageTag: "pt-BR").text(.alerts) == "Alertas em vigor")
        #expect(ReportWords(languageTag: "ru-RU").text(.more, ["n": "3"]) == "ещё 3")
        #expect(ReportWords(languageTag: "nn").language == "nb")
    }
}
