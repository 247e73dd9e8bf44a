import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// OWM's conditions in the report's language for people, the payload's text for machines
/// (issue 29, point 7).
@Suite struct ConditionTextsTests {
    static func report(_ arguments: [String], document: String) throws -> String {
        let options = try OptionParser.parse(arguments + ["x.json"], defaultJobs: 1)
        let run = try runPlan(options, source: FixtureSource([("x.json", document)]))
        #expect(run.errors == [])
        return run.report
    }

    static func gent(id: Int, description: String) -> String {
        #"{"name":"Gent","weather":[{"id":\#(id),"description":"\#(description)"}],"main":{"temp":280},"dt":1763900000}"#
    }

    @Test(arguments: [
        ("nl-BE", "matige regen"), ("de-DE", "mäßiger Regen"), ("fr-FR", "pluie modérée"),
        ("es-ES", "lluvia moderada"), ("ja-JP", "雨"), ("ar-EG", "مطر معتدل"), ("en-GB", "moderate rain"),
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
        let second = try Self.report(arguments, document: Self.gent(id: 500, description: "mist"))
        #expect(second.contains("| nevel |"))
    }

    @Test func machineFormatsKeepThePayloadsText() throws {
        let document = Self.gent(id: 501, description: "moderate rain")
        let json = try Self.report(
            ["--locale", "nl-BE", "--format", "ndjson", "--fields", "conditions"], document: document)
        #expect(json.contains("\"conditions\":\"moderate rain\""))
        let csv = try Self.report(["--locale", "nl-BE", "--fields", "conditions"], document: document)
        #expect(csv.contains("moderate rain"))
    }

    @Test func everyCodeHasATextInEveryLanguage() {
        let languages = ["nl", "de", "fr", "es", "ja", "ar"]
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
                let text = ConditionTexts(languageTag: language).englishAndText(id: code)
                // Only "tornado" is the same word in Dutch and Spanish.
                let translated = text.map { !$0.text.isEmpty && ($0.text != $0.english || code == 781) } ?? false
                #expect(translated, "\(code) \(language)")
            }
        }
    }
}
