/// OWM's weather conditions (`weather[].id`, the 55 codes of
/// https://openweathermap.org/weather-conditions) in every language wxreport has header titles
/// for, so a Dutch, Polish, Japanese or Arabic report does not say "moderate rain" under its own
/// column titles. Each language is one table of OWM's own strings, as its `lang=` parameter
/// returns them: `CONDITIONS.md` beside this file names the source of every text. A code that
/// no source gives in a language has no entry there, and the report keeps the payload's text.
/// This file holds the lookup, English, Dutch, German and French; the other languages are in
/// `ConditionTexts+LatinScript.swift` and `ConditionTexts+OtherScripts.swift`.
///
/// The formats for people show a condition in the report's language when its id is known and
/// the payload's text is OWM's English for it; a payload already fetched in another language
/// (`lang=`), an unknown id or an unlisted language keep the payload's text.
package struct ConditionTexts: Sendable {
    /// Every language with a table, as `LanguageTag.canonical` spells it (`pt-PT`, `zh-Hant`).
    static let byLanguage: [String: [Int64: String]] = [
        "nl": nl, "de": de, "fr": fr, "es": es, "it": it, "pt": pt, "pt-PT": ptPT, "cs": cs, "da": da, "fi": fi,
        "nb": nb, "pl": pl, "sv": sv, "tr": tr, "ja": ja, "ar": ar, "hi": hi, "ko": ko, "ru": ru, "uk": uk,
        "zh-Hans": zhHans, "zh-Hant": zhHant,
    ]

    /// Every language with a table.
    package static var allLanguages: [String] { Array(byLanguage.keys) }

    /// The language whose table is read (`zh-Hant` for `zh-TW`), nil for English and unlisted ones.
    package let language: String?

    /// That language's texts by code.
    private let texts: [Int64: String]?

    package init(languageTag: String) {
        language = LanguageTag.candidates(languageTag).first { Self.byLanguage[$0] != nil }
        texts = language.flatMap { Self.byLanguage[$0] }
    }

    /// The text a person reads for condition `id` whose payload said `payload`: found by the
    /// id, or by OWM's English text for a condition whose id the record does not keep (the
    /// second of `light rain, mist`).
    package func text(id: Int64?, payload: String) -> String {
        guard let texts else { return payload }
        let english = payload.lowercased()
        let code = id.flatMap { Self.english[$0] == english ? $0 : nil } ?? Self.byEnglish[english]
        return code.flatMap { texts[$0] } ?? payload
    }

    /// The codes by their English text.
    private static let byEnglish = Dictionary(english.map { ($0.value, $0.key) }, uniquingKeysWith: min)

    /// Every code OWM lists.
    package static var codes: [Int64] { Array(english.keys) }

    /// OWM's English text of `id` and its text in this table's language, nil where it has none.
    package func englishAndText(id: Int64) -> (english: String, text: String)? {
        guard let english = Self.english[id], let text = texts?[id] else { return nil }
        return (english, text)
    }

    /// OWM's English, as its condition list and every default response give it: it recognises
    /// a payload that is still in English.
    static let english: [Int64: String] = [
        200: "thunderstorm with light rain", 201: "thunderstorm with rain", 202: "thunderstorm with heavy rain",
        210: "light thunderstorm", 211: "thunderstorm", 212: "heavy thunderstorm", 221: "ragged thunderstorm",
        230: "thunderstorm with light drizzle", 231: "thunderstorm with drizzle",
        232: "thunderstorm with heavy drizzle", 300: "light intensity drizzle", 301: "drizzle",
        302: "heavy intensity drizzle", 310: "light intensity drizzle rain", 311: "drizzle rain",
        312: "heavy intensity drizzle rain", 313: "shower rain and drizzle", 314: "heavy shower rain and drizzle",
        321: "shower drizzle", 500: "light rain", 501: "moderate rain", 502: "heavy intensity rain",
        503: "very heavy rain", 504: "extreme rain", 511: "freezing rain", 520: "light intensity shower rain",
        521: "shower rain", 522: "heavy intensity shower rain", 531: "ragged shower rain", 600: "light snow",
        601: "snow", 602: "heavy snow", 611: "sleet", 612: "light shower sleet", 613: "shower sleet",
        615: "light rain and snow", 616: "rain and snow", 620: "light shower snow", 621: "shower snow",
        622: "heavy shower snow", 701: "mist", 711: "smoke", 721: "haze", 731: "sand/dust whirls", 741: "fog",
        751: "sand", 761: "dust", 762: "volcanic ash", 771: "squalls", 781: "tornado", 800: "clear sky",
        801: "few clouds", 802: "scattered clouds", 803: "broken clouds", 804: "overcast clouds",
    ]

    /// Dutch: 612, 615 and 616 have no source and keep the payload's text.
    static let nl: [Int64: String] = [
        200: "onweersbui met lichte regen", 201: "onweersbui met regen", 202: "onweersbui met zware regenval",
        210: "lichte onweersbui", 211: "onweersbui", 212: "zware onweersbui", 221: "onregelmatig onweersbui",
        230: "onweersbui met lichte motregen", 231: "onweersbui met motregen", 232: "onweersbui met zware motregen",
        300: "lichte motregen", 301: "motregen", 302: "zware motregen", 310: "lichte motregen/regen", 311: "motregen",
        312: "zware motregen/regen", 313: "stortbuien en motregen", 314: "hevige stortbuien en motregen",
        321: "zware motregen", 500: "lichte regen", 501: "matige regen", 502: "zware regenval",
        503: "zeer zware regenval", 504: "extreme regen", 511: "koude buien", 520: "lichte stortregen",
        521: "stortregen", 522: "zware stortregen", 531: "afwisselende stortbuien", 600: "lichte sneeuw", 601: "sneeuw",
        602: "hevige sneeuw", 611: "ijzel", 613: "lichte ijzel", 620: "lichte sneeuw", 621: "natte sneeuw",
        622: "hevige sneeuw", 701: "mist", 711: "mist", 721: "nevel", 731: "zand/stof werveling", 741: "mist",
        751: "zandstorm", 761: "mist", 762: "vulkanische as", 771: "rukwinden", 781: "tornado", 800: "onbewolkt",
        801: "licht bewolkt", 802: "half bewolkt", 803: "half bewolkt", 804: "bewolkt",
    ]

    /// German: 612 and 616 have no source and keep the payload's text.
    static let de: [Int64: String] = [
        200: "Gewitter mit leichtem Regen", 201: "Gewitter mit Regen", 202: "Gewitter mit starkem Regen",
        210: "Leichte Gewitter", 211: "Gewitter", 212: "Schwere Gewitter", 221: "Vereinzelte Gewitter",
        230: "Gewitter mit leichtem Nieselregen", 231: "Gewitter mit Nieselregen",
        232: "Gewitter mit starkem Nieselregen", 300: "Leichtes Nieseln", 301: "Nieseln", 302: "Starkes Nieseln",
        310: "Leichter Nieselregen", 311: "Nieselregen", 312: "Starker Nieselregen",
        313: "Schauerregen und Nieselregen", 314: "Schwerer Schauerregen und Nieselregen", 321: "Nieselschauer",
        500: "Leichter Regen", 501: "Mäßiger Regen", 502: "Starker Regen", 503: "Sehr starker Regen",
        504: "Extremer Regen", 511: "Eisregen", 520: "Leichter Regenschauer", 521: "Regenschauer",
        522: "Heftige Regenschauer", 531: "Gelegentliche Schauer", 600: "Mäßiger Schnee", 601: "Schnee",
        602: "Heftiger Schneefall", 611: "Graupel", 613: "Graupelschauer", 615: "Leichter Schneeregen",
        620: "Leichter Schneeschauer", 621: "Schneeschauer", 622: "Schwerer Schneeschauer", 701: "Trüb", 711: "Rauch",
        721: "Dunst", 731: "Sand / Staubsturm", 741: "Nebel", 751: "Sand", 761: "Staub", 762: "Vulkanische Asche",
        771: "Sturmböen", 781: "Tornado", 800: "Klarer Himmel", 801: "Ein paar Wolken", 802: "Mäßig bewölkt",
        803: "Überwiegend bewölkt", 804: "Bedeckt",
    ]

    /// French: 612 has no source and keeps the payload's text.
    static let fr: [Int64: String] = [
        200: "orage et pluie fine", 201: "orage et pluie", 202: "orage et forte pluie", 210: "orage léger",
        211: "orage", 212: "gros orage", 221: "orages localisés", 230: "orage et légère bruine", 231: "orage et bruine",
        232: "orage et forte bruine", 300: "bruine légère", 301: "bruine", 302: "forte bruine", 310: "pluie très fine",
        311: "pluie fine", 312: "grosse pluie fine", 313: "averses de pluie et de bruine",
        314: "grosses averses de pluie et de bruine", 321: "averses de bruine", 500: "légère pluie",
        501: "pluie modérée", 502: "forte pluie", 503: "très forte pluie", 504: "pluie extrême",
        511: "pluie verglaçante", 520: "petites averses", 521: "averses de pluie", 522: "grosses averses",
        531: "averses localisées", 600: "légères chutes de neige", 601: "chutes de neige",
        602: "fortes chutes de neige", 611: "neige fondue", 613: "averses de neige fondue",
        615: "pluie légère et neige", 616: "pluie et neige", 620: "petites averses de neige", 621: "averses de neige",
        622: "grosses averses de neige", 701: "brume", 711: "fumée", 721: "brume sèche", 731: "tempête de sable",
        741: "brouillard", 751: "sable", 761: "poussière", 762: "cendres volcaniques", 771: "bourrasques",
        781: "tornade", 800: "ciel dégagé", 801: "peu nuageux", 802: "partiellement nuageux", 803: "nuageux",
        804: "couvert",
    ]
}
