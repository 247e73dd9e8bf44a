import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The header tables compiled into the binary (every language complete and clean, exact wording
/// for a few) and the way a run's locale picks one.
@Suite struct HeaderCatalogTests {
    static let shipped = [
        "ar", "cs", "da", "de", "en", "es", "fi", "fr", "hi", "it", "ja", "ko", "nb", "nl", "pl", "pt", "pt-PT", "ru",
        "sv", "tr", "uk", "zh-Hans", "zh-Hant",
    ]

    @Test func shipsEveryLanguage() {
        #expect(HeaderCatalog.languages == Self.shipped)
    }

    /// Exactly one clean title per column: no empty title, no `|` (it would split a Markdown
    /// cell), no surrounding blanks, no control or format character (invisible, or breaking a CSV
    /// line), and NFC, so equal titles are equal byte for byte.
    @Test(arguments: shipped)
    func tableHasExactlyOneCleanTitlePerColumn(language: String) throws {
        #expect(HeaderCatalog.language(for: language) == language, "a table's name reads that table")
        let titles = HeaderCatalog.titles(for: language).titles
        #expect(Column.allCases.filter { titles[$0] == nil } == [], "every column has a title")
        for (column, value) in titles {
            #expect(!value.isEmpty, "\(column)")
            #expect(!value.contains("|"), "\(column)")
            #expect(value.trimmingCharacters(in: .whitespacesAndNewlines) == value, "\(column)")
            #expect(
                !value.unicodeScalars.contains {
                    [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
                }, "\(column)")
            #expect(
                value.unicodeScalars.elementsEqual(value.precomposedStringWithCanonicalMapping.unicodeScalars),
                "\(column)")
        }
    }

    @Test func englishTableIsTheBuiltInEnglish() {
        let titles = HeaderCatalog.titles(for: "en").titles
        for column in Column.allCases {
            #expect(titles[column] == column.title, "\(column)")
        }
    }

    /// Column order: city, country, time, conditions, temp, feels_like, temp_min, temp_max, humidity, pressure, wind,
    /// wind_deg, gust, clouds, visibility, rain_1h, snow_1h, sunrise, sunset.
    @Test(arguments: [
        (
            "nl",
            [
                "Plaats", "Land", "Lokale tijd", "Weerbeeld", "Temperatuur", "Gevoelstemperatuur", "Minimumtemperatuur",
                "Maximumtemperatuur", "Luchtvochtigheid", "Luchtdruk", "Windsnelheid", "Windrichting", "Windstoten",
                "Bewolking", "Zicht", "Regen (1 u)", "Sneeuw (1 u)", "Zonsopgang", "Zonsondergang",
            ]
        ),
        (
            "de",
            [
                "Ort", "Land", "Ortszeit", "Wetterzustand", "Temperatur", "Gefühlte Temperatur", "Tiefsttemperatur",
                "Höchsttemperatur", "Luftfeuchtigkeit", "Luftdruck", "Windgeschwindigkeit", "Windrichtung", "Böen",
                "Bewölkung", "Sichtweite", "Regen (1 h)", "Schnee (1 h)", "Sonnenaufgang", "Sonnenuntergang",
            ]
        ),
        (
            "fr",
            [
                "Ville", "Pays", "Heure locale", "Conditions météo", "Température", "Température ressentie",
                "Température minimale", "Température maximale", "Humidité", "Pression", "Vitesse du vent",
                "Direction du vent", "Rafales", "Nébulosité", "Visibilité", "Pluie (1 h)", "Neige (1 h)",
                "Lever du soleil",
                "Coucher du soleil",
            ]
        ),
        (
            "ja",
            [
                "地点", "国", "現地時刻", "天気", "気温", "体感温度", "最低気温", "最高気温", "湿度", "気圧", "風速", "風向", "最大瞬間風速", "雲量",
                "視程", "1時間雨量", "1時間降雪量", "日の出", "日の入り",
            ]
        ),
        (
            "ar",
            [
                "المدينة", "الدولة", "التوقيت المحلي", "حالة الطقس", "درجة الحرارة", "درجة الحرارة المحسوسة",
                "درجة الحرارة الصغرى", "درجة الحرارة العظمى", "الرطوبة", "الضغط الجوي", "سرعة الرياح", "اتجاه الرياح",
                "هبات الرياح", "الغطاء السحابي", "مدى الرؤية", "أمطار آخر ساعة", "ثلوج آخر ساعة", "شروق الشمس",
                "غروب الشمس",
            ]
        ),
    ])
    func exactTitles(language: String, expected: [String]) {
        let titles = HeaderCatalog.titles(for: language).titles
        #expect(Column.defaults.map { titles[$0] ?? "" } == expected)
    }

    @Test(arguments: [
        ("nl-BE", "nl"), ("nl", "nl"), ("NL_be", "nl"), ("nl_BE.UTF-8", "nl"), ("de-CH", "de"), ("de_DE@euro", "de"),
        ("fr-CA", "fr"), ("es-419", "es"), ("en-US-u-ms-metric", "en"), ("en_GB", "en"),
        ("pt-BR", "pt"), ("pt", "pt"), ("pt-PT", "pt-PT"), ("pt_PT.UTF-8", "pt-PT"), ("pt-AO", "pt"),
        ("zh-CN", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-SG", "zh-Hans"),
        ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh_Hant_TW", "zh-Hant"),
        ("nb-NO", "nb"), ("no", "nb"), ("no-NO", "nb"), ("nn-NO", "nb"),
        ("xx", "en"), ("xx-YY", "en"), ("sr-Latn-RS", "en"), ("C", "en"), ("", "en"), ("12", "en"),
    ])
    func languageFallsBackToItsTable(tag: String, expected: String) {
        #expect(HeaderCatalog.language(for: tag) == expected)
    }

    /// What the run passes in: `ReportLocale.languageTag` after ICU has canonicalized the id.
    @Test(arguments: [
        ("nl_BE.UTF-8", "nl"), ("zh-CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("nb-NO", "nb"), ("pt-BR", "pt"),
        ("C", "en"),
        ("ja-JP", "ja"), ("ar-EG", "ar"), ("hi-IN", "hi"),
    ])
    func reportLocalePicksTable(locale: String, expected: String) throws {
        let tag = try ReportLocale(locale).languageTag
        #expect(HeaderCatalog.language(for: tag) == expected)
    }

    @Test func runTitlesForARegion() {
        let headers = HeaderCatalog.titles(for: "nl-BE")
        #expect(headers.language == "nl")
        #expect(headers.title(of: .feelsLike) == "Gevoelstemperatuur")
        #expect(headers.title(of: .gust) == "Windstoten")
        #expect(headers.title(of: .visibility) == "Zicht")
    }
}
