import Testing
import WXReport
import WXReportTestSupport

/// The report's own words follow the language: counted words take the CLDR plural category of
/// their number, and a place without a name has the language's hemisphere words (issue 29,
/// point 4).
@Suite struct ReportWordsTests {
    /// ICU's cardinal rules, as CLDR states them: Arabic by the last two digits (3–10 few,
    /// 11–99 many), French and Brazilian Portuguese with 0 as one, Portugal's without.
    @Test func pluralCategoriesFollowCLDR() {
        let arabic = [0, 1, 2, 3, 10, 11, 99, 100, 103, 111].map { ICU.pluralCategory(of: $0, locale: "ar") }
        #expect(arabic == [.zero, .one, .two, .few, .few, .many, .many, .other, .few, .many])
        #expect([0, 1, 2].map { ICU.pluralCategory(of: $0, locale: "en") } == [.other, .one, .other])
        #expect([0, 1, 2].map { ICU.pluralCategory(of: $0, locale: "fr") } == [.one, .one, .other])
        #expect([0, 1].map { ICU.pluralCategory(of: $0, locale: "pt") } == [.one, .one])
        #expect([0, 1].map { ICU.pluralCategory(of: $0, locale: "pt-PT") } == [.other, .one])
        #expect(
            [1, 2, 5, 11, 21].map { ICU.pluralCategory(of: $0, locale: "ru") } == [.one, .few, .many, .many, .one])
    }

    @Test func arabicCountsTakeTheirPluralForm() {
        let words = ReportWords(languageTag: "ar-EG")
        let rose = { (total: Int, digits: String) in
            words.text(.roseNote, ["total": digits, "title": "الرياح", "speed": "٥"], counting: total)
        }
        #expect(rose(1, "١") == "مكان واحد؛ أغمق بتلة: الرياح ٥ في المتوسط.")
        #expect(rose(2, "٢") == "مكانان؛ أغمق بتلة: الرياح ٥ في المتوسط.")
        #expect(rose(4, "٤") == "٤ أماكن؛ أغمق بتلة: الرياح ٥ في المتوسط.")
        #expect(rose(18, "١٨") == "١٨ مكانًا؛ أغمق بتلة: الرياح ٥ في المتوسط.")
        #expect(rose(100, "١٠٠") == "١٠٠ مكان؛ أغمق بتلة: الرياح ٥ في المتوسط.")
        #expect(words.text(.more, ["n": "٥"], counting: 5) == "٥ أماكن أخرى")
        #expect(words.text(.more, ["n": "١٢"], counting: 12) == "١٢ مكانًا آخر")
        #expect(
            words.text(.barsExtremes, ["n": "٣", "total": "١٠٥"], counting: 105) == "أدفأ ٣ وأبرد ٣ من ١٠٥ أماكن.")
        #expect(
            words.text(.seriesNote, ["n": "٦", "total": "٩"], counting: 6)
                == "السلاسل الزمنية لأول ٦ أماكن حسب الاسم من ٩؛ الجدول يضم كل الصفوف.")
    }

    @Test func oneTakesTheSingularElsewhere() {
        let rose = { (tag: String, total: Int) in
            ReportWords(languageTag: tag).text(
                .roseNote, ["total": String(total), "title": "Wind", "speed": "5 km/h"], counting: total)
        }
        #expect(rose("en-US", 1) == "1 place; the darkest petal: Wind 5 km/h on average.")
        #expect(rose("en-US", 2) == "2 places; the darkest petal: Wind 5 km/h on average.")
        #expect(rose("nl-BE", 1) == "1 plaats; het donkerste blad: Wind gemiddeld 5 km/h.")
        // Brazilian Portuguese counts 0 as one; Portugal's does not.
        #expect(rose("pt-BR", 0).hasPrefix("0 local;"))
        #expect(rose("pt-PT", 0).hasPrefix("0 locais;"))
        #expect(ReportWords(languageTag: "ru-RU").text(.more, ["n": "1"], counting: 1) == "ещё 1")
    }

    /// Each counted form keeps the slots of the English sentence, except that it may drop the
    /// number it counts (Arabic "مكان واحد"); only categories CLDR gives the language appear.
    @Test func countedFormsKeepTheirSlots() {
        let countedSlot: [ReportWords.Key: String] = [
            .barsExtremes: "{total}", .seriesNote: "{n}", .roseNote: "{total}", .more: "{n}",
        ]
        let slots = { (text: String) in Set(text.matches(of: /\{[a-z]+\}/).map { String(text[$0.range]) }) }
        let english = ReportWords.words(of: "en")
        for language in ReportWords.languages {
            for (key, forms) in ReportWords.countedForms(of: language) {
                let counted = countedSlot[key]
                #expect(counted != nil, "\(language) \(key)")
                let expected = slots(english[key] ?? "")
                for (category, text) in forms {
                    let found = slots(text)
                    #expect(found.isSubset(of: expected), "\(language) \(key) \(category)")
                    #expect(expected.subtracting(found).isSubset(of: [counted ?? ""]), "\(language) \(key) \(category)")
                    #expect(text == text.precomposedStringWithCanonicalMapping && !text.contains("|"))
                }
            }
        }
    }

    /// CLDR's short coordinate patterns (`unitsShort/coordinate` in ICU's unit data): Dutch
    /// `{0} NB`/`{0} OL`, Japanese `北緯{0}`; Italian has only its own west `{0}O` and inherits
    /// root's `{0}N`/`{0}E`, Korean inherits all four from root, Portugal's Portuguese its north
    /// `{0}N` from `pt` beside its own east `{0} E`.
    @Test func hemispheresAreCLDRs() {
        let place = { (tag: String, latitude: Double, longitude: Double) in
            let hemispheres = ReportWords(languageTag: tag).hemispheres
            return hemispheres.latitude(latitude, "L") + " " + hemispheres.longitude(longitude, "G")
        }
        #expect(place("nl-BE", 52.23, 21.01) == "L NB G OL")
        #expect(place("nl-BE", -33.9, -151.2) == "L ZB G WL")
        #expect(place("de-DE", 1, 1) == "L N G O")
        // French keeps a narrow no-break space before the letter, as CLDR writes it.
        #expect(place("fr-FR", -1, -1) == "L\u{202F}S G\u{202F}O")
        #expect(place("pt-BR", 1, -1) == "LN GO")
        #expect(place("pt-PT", 1, 1) == "LN G E")
        #expect(place("sv-SE", -1, 1) == "L S G Ö")
        #expect(place("ru-RU", 1, -1) == "L с. ш. G з. д.")
        #expect(place("ar-EG", 1, 1) == "L شمال G شرق")
        #expect(place("ja-JP", 1, -1) == "北緯L 西経G")
        #expect(place("zh-TW", -1, 1) == "南緯L 東經G")
        #expect(place("it-IT", 1, -1) == "LN GO")
        #expect(place("ko-KR", 1, 1) == "LN GE")
        #expect(place("pl-PL", -1, -1) == "LS GW")
        #expect(place("en-US", 0, 0) == "L N G E")
        #expect(ReportWords.Hemispheres.letters.latitude(-1, "L") == "L S")
    }

    /// The formats people read name a nameless place with the language's hemispheres; the
    /// formats for machines keep N/S/E/W (`aNamelessPlaceIsItsCoordinates`).
    @Test(arguments: [
        ("nl-BE", "52,23° NB 21,01° OL"), ("ja-JP", "北緯52.23° 東経21.01°"), ("en-US", "52.23° N 21.01° E"),
        // ar-EG spells the degree as a word in its coordinate cells (`٣٣٫٤٤ درجة`).
        ("ar-EG", "٥٢٫٢٣ درجة شمال ٢١٫٠١ درجة شرق"),
    ])
    func aNamelessPlaceForPeople(_ locale: String, _ expected: String) throws {
        let path = "\(packageRoot)/Samples/products/onecall-timemachine-warsaw.json"
        let run = try runReport(source: FileSource(paths: [path]), locale: locale, format: .markdown, columns: [.city])
        #expect(run.report.contains("| \(expected) |"))
    }
}
