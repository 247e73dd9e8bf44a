import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The shipped header tables (every language complete and clean, exact wording for a few) and the
/// way a run's locale picks one, through the resource bundle SwiftPM builds.
@Suite struct HeaderCatalogTests {
    static let shipped = [
        "ar", "cs", "da", "de", "en", "es", "fi", "fr", "hi", "it", "ja", "ko", "nb", "nl", "pl", "pt", "pt-PT", "ru",
        "sv", "tr", "uk", "zh-Hans", "zh-Hant",
    ]

    @Test func shipsEveryLanguage() {
        #expect(HeaderCatalog.bundled.languages == Self.shipped)
    }

    /// Read without the catalog's own checks, so a check that went missing there cannot hide a bad file.
    @Test(arguments: shipped)
    func tableHasExactlyOneCleanTitlePerColumn(language: String) throws {
        let url = Bundle.main.bundleURL.appendingPathComponent(HeaderCatalog.resourceBundleName)
            .appendingPathComponent("\(language.lowercased()).lproj/Headers.strings")  // SwiftPM lowercases the folders
        let data = try Data(contentsOf: url)
        #expect(!data.starts(with: [0xEF, 0xBB, 0xBF]), "shipped tables are UTF-8 without a byte order mark")
        #expect(String(validating: data, as: UTF8.self) != nil, "not valid UTF-8")
        let entries = try StringsFile(data: data, name: url.path).entries
        #expect(entries.map(\.key) == Column.allCases.map(\.rawValue), "every column key, once each, in column order")
        for entry in entries {
            let value = entry.value
            #expect(!value.isEmpty, "\(entry.key)")
            #expect(!value.contains("|"), "\(entry.key)")
            #expect(value.trimmingCharacters(in: .whitespacesAndNewlines) == value, "\(entry.key)")
            #expect(
                !value.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) },
                "\(entry.key)")
            #expect(
                value.unicodeScalars.elementsEqual(value.precomposedStringWithCanonicalMapping.unicodeScalars),
                "\(entry.key)")
        }
        let titles = try HeaderCatalog.bundled.titles(inTable: language)
        #expect(titles.count == Column.allCases.count)
    }

    @Test func englishTableIsTheBuiltInEnglish() throws {
        let titles = try HeaderCatalog.bundled.titles(inTable: "en")
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
    func exactTitles(language: String, expected: [String]) throws {
        let titles = try HeaderCatalog.bundled.titles(inTable: language)
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
        #expect(HeaderCatalog.bundled.language(for: tag) == expected)
    }

    /// What the run passes in: `ReportLocale.languageTag` after ICU has canonicalized the id.
    @Test(arguments: [
        ("nl_BE.UTF-8", "nl"), ("zh-CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("nb-NO", "nb"), ("pt-BR", "pt"),
        ("C", "en"),
        ("ja-JP", "ja"), ("ar-EG", "ar"), ("hi-IN", "hi"),
    ])
    func reportLocalePicksTable(locale: String, expected: String) throws {
        let tag = try ReportLocale(locale).languageTag
        #expect(HeaderCatalog.bundled.language(for: tag) == expected)
    }

    @Test func runTitlesForARegion() {
        let headers = HeaderCatalog.bundled.titles(for: "nl-BE")
        #expect(headers.language == "nl")
        #expect(headers.notice == nil)
        #expect(headers.title(of: .feelsLike) == "Gevoelstemperatuur")
        #expect(headers.title(of: .gust) == "Windstoten")
        #expect(headers.title(of: .visibility) == "Zicht")
    }

    @Test func missingResourcesGiveEnglishAndSaySo() {
        let headers = HeaderCatalog(bundle: nil, expectedPath: "/nonexistent/bin/wxreport_WXReport.resources").titles(
            for: "nl-BE")
        #expect(headers.language == "en")
        #expect(headers.title(of: .feelsLike) == "Feels like")
        #expect(headers.titles.count == Column.allCases.count)
        #expect(
            headers.notice
                == "header translations not found at '/nonexistent/bin/wxreport_WXReport.resources'; headers are in English"
        )
    }

    @Test(arguments: [
        (#""city" = "Stad";"# + "\n" + #""tmp" = "x";"#, ":2:1: unknown column key 'tmp'"),
        (
            #""city" = "Stad";"#,
            ": no title for 'country', 'time', 'conditions', 'temp', 'feels_like', 'temp_min', 'temp_max', 'humidity', 'pressure', 'wind', 'wind_deg', 'gust', 'clouds', 'visibility', 'rain_1h', 'snow_1h', 'sunrise', 'sunset', 'time_utc', "
                + "'kind', 'id', 'lat', 'lon', 'rain_3h', 'snow_3h', 'rain_day', 'snow_day', 'precipitation_day', 'pop', "
                + "'dew_point', 'uvi', 'sea_level', 'grnd_level', 'condition_id', 'icon', 'alerts'"
                + ", 'date', 'temp_mean', 'pop_max', 'wind_max', 'gust_max', 'humidity_mean', 'pressure_mean', 'hours'"
        ),
        (#""city" = "Stad | Dorp";"#, ":1:1: title of 'city' contains '|'"),
        ("\n  \"city\" = \" Stad\";", ":2:3: title of 'city' starts with a blank"),
        (#""city" = "Stad\n";"#, ":1:1: title of 'city' ends with a blank"),
        (#""city" = "";"#, ":1:1: title of 'city' is empty"),
        (#""city" = "St\U200Ead";"#, ":1:1: title of 'city' contains the invisible character U+200E"),
        (#""city" = "Cafe\U0301";"#, ":1:1: title of 'city' is not in Unicode normalization form C"),
        (#""city" = "Stad""#, ":1:16: expected ';' after the value of 'city'"),
    ])
    func brokenTableGivesEnglishNamingThePlace(table: String, problem: String) throws {
        try withTemporaryDirectory { temporary in
            let directory = temporary.path
            try FileManager.default.createDirectory(atPath: "\(directory)/nl.lproj", withIntermediateDirectories: true)
            let path = "\(directory)/nl.lproj/Headers.strings"
            try Data(table.utf8).write(to: URL(fileURLWithPath: path))
            let catalog = HeaderCatalog(bundle: Bundle(path: directory), expectedPath: directory)
            let headers = catalog.titles(for: "nl-BE")
            #expect(headers.language == "en")
            #expect(headers.title(of: .city) == "City")
            #expect(headers.notice == "\(path)\(problem); headers are in English")
        }
    }
}
