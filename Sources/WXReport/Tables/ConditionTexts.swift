/// OWM's weather conditions (`weather[].id`, the 55 codes of
/// https://openweathermap.org/weather-conditions) in every language wxreport has header titles
/// for, so a Dutch, Polish, Japanese or Arabic report does not say "moderate rain" under its own
/// column titles. The table here holds English and the first six languages; the others are in
/// `ConditionTexts+LatinScript.swift` (cs, da, fi, it, nb, pl, pt, pt-PT, sv, tr) and
/// `ConditionTexts+OtherScripts.swift` (hi, ko, ru, uk, zh-Hans, zh-Hant).
///
/// Where each language's words come from is listed in `CONDITIONS.md` beside this file: OWM's
/// own strings (its `lang=` descriptions) for every code a public captured response shows, and
/// for the other codes the wording named there. `en` is OWM's own English, as its condition list
/// and every default response give it; it recognises a payload that is still in English.
///
/// The formats for people show a condition in the report's language when its id is known and
/// the payload's text is OWM's English for it; a payload already fetched in another language
/// (`lang=`), an unknown id or an unlisted language keep the payload's text.
package struct ConditionTexts: Sendable {
    /// The languages after English, in the order of each row of `table`.
    static let languages = ["nl", "de", "fr", "es", "ja", "ar"]

    /// The tables of every language but English: each names its languages, in the order of its
    /// rows, and holds one row per code (without the English text, which `table` has).
    static let groups: [(languages: [String], table: [Int64: [String]])] = [
        (languages, table.mapValues { Array($0.dropFirst()) }), (latinScript, latinScriptTable),
        (otherScripts, otherScriptsTable),
    ]

    /// Every language with a column, as `LanguageTag.canonical` spells it (`pt-PT`, `zh-Hant`).
    package static var allLanguages: [String] { groups.flatMap(\.languages) }

    /// The group and column of the report's language, or nil for English and languages without one.
    private let place: (group: Int, column: Int)?

    /// The language whose column is read (`zh-Hant` for `zh-TW`), nil for English and unlisted ones.
    package let language: String?

    package init(languageTag: String) {
        let known = Set(Self.allLanguages)
        let language = LanguageTag(languageTag)?.candidates.first { known.contains($0) }
        self.language = language
        place = language.flatMap { language in
            Self.groups.indices.lazy.compactMap { group in
                Self.groups[group].languages.firstIndex(of: language).map { (group, $0) }
            }.first
        }
    }

    /// The text a person reads for condition `id` whose payload said `payload`: found by the
    /// id, or by OWM's English text for a condition whose id the record does not keep (the
    /// second of `light rain, mist`).
    package func text(id: Int64?, payload: String) -> String {
        guard let place else { return payload }
        let english = payload.lowercased()
        let code = id.flatMap { Self.table[$0]?[0] == english ? $0 : nil } ?? Self.byEnglish[english]
        guard let code, let row = Self.groups[place.group].table[code], row.count > place.column else {
            return payload
        }
        return row[place.column]
    }

    /// The codes by their English text.
    private static let byEnglish: [String: Int64] = Dictionary(
        table.map { ($0.value[0], $0.key) }, uniquingKeysWith: { first, _ in first })

    /// Every code the table knows.
    package static var codes: [Int64] { Array(table.keys) }

    /// OWM's English text of `id` and its text in this table's language, for checks.
    package func englishAndText(id: Int64) -> (english: String, text: String)? {
        guard let place, let english = Self.table[id]?[0], let row = Self.groups[place.group].table[id],
            row.count > place.column
        else { return nil }
        return (english, row[place.column])
    }

    /// Per code: the English text, then one per language of `languages`.
    static let table: [Int64: [String]] = [
        200: [
            "thunderstorm with light rain", "onweer met lichte regen", "Gewitter mit leichtem Regen",
            "orage avec pluie légère", "tormenta con lluvia ligera", "弱い雨を伴う雷雨", "عاصفة رعدية مع مطر خفيف",
        ],
        201: [
            "thunderstorm with rain", "onweer met regen", "Gewitter mit Regen", "orage avec pluie",
            "tormenta con lluvia", "雨を伴う雷雨", "عاصفة رعدية مع مطر",
        ],
        202: [
            "thunderstorm with heavy rain", "onweer met zware regen", "Gewitter mit starkem Regen",
            "orage avec forte pluie", "tormenta con lluvia intensa", "強い雨を伴う雷雨", "عاصفة رعدية مع مطر غزير",
        ],
        210: [
            "light thunderstorm", "licht onweer", "Leichtes Gewitter", "orage faible", "tormenta débil", "弱い雷雨",
            "عاصفة رعدية خفيفة",
        ],
        211: ["thunderstorm", "onweer", "Gewitter", "orage", "tormenta", "雷雨", "عاصفة رعدية"],
        212: [
            "heavy thunderstorm", "zwaar onweer", "Schweres Gewitter", "violent orage", "tormenta fuerte", "激しい雷雨",
            "عاصفة رعدية شديدة",
        ],
        221: [
            "ragged thunderstorm", "plaatselijk onweer", "Vereinzelte Gewitter", "orages épars", "tormentas dispersas",
            "局地的な雷雨", "عواصف رعدية متفرقة",
        ],
        230: [
            "thunderstorm with light drizzle", "onweer met lichte motregen", "Gewitter mit leichtem Nieselregen",
            "orage avec bruine légère", "tormenta con llovizna ligera", "弱い霧雨を伴う雷雨", "عاصفة رعدية مع رذاذ خفيف",
        ],
        231: [
            "thunderstorm with drizzle", "onweer met motregen", "Gewitter mit Nieselregen", "orage avec bruine",
            "tormenta con llovizna", "霧雨を伴う雷雨", "عاصفة رعدية مع رذاذ",
        ],
        232: [
            "thunderstorm with heavy drizzle", "onweer met zware motregen", "Gewitter mit starkem Nieselregen",
            "orage avec forte bruine", "tormenta con llovizna intensa", "強い霧雨を伴う雷雨", "عاصفة رعدية مع رذاذ كثيف",
        ],
        300: [
            "light intensity drizzle", "lichte motregen", "Leichter Nieselregen", "bruine légère", "llovizna ligera",
            "弱い霧雨", "رذاذ خفيف",
        ],
        301: ["drizzle", "motregen", "Nieselregen", "bruine", "llovizna", "霧雨", "رذاذ"],
        302: [
            "heavy intensity drizzle", "zware motregen", "Starker Nieselregen", "forte bruine", "llovizna intensa",
            "強い霧雨", "رذاذ كثيف",
        ],
        310: [
            "light intensity drizzle rain", "lichte motregen en regen", "Leichter Nieselregen mit Regen",
            "bruine et pluie légères", "llovizna y lluvia ligeras", "弱い霧雨と雨", "رذاذ ومطر خفيفان",
        ],
        311: [
            "drizzle rain", "motregen en regen", "Nieselregen mit Regen", "bruine et pluie", "llovizna y lluvia",
            "霧雨と雨", "رذاذ ومطر",
        ],
        312: [
            "heavy intensity drizzle rain", "zware motregen en regen", "Starker Nieselregen mit Regen",
            "forte bruine et pluie", "llovizna y lluvia intensas", "強い霧雨と雨", "رذاذ ومطر غزيران",
        ],
        313: [
            "shower rain and drizzle", "regenbuien en motregen", "Regenschauer und Nieselregen", "averses et bruine",
            "chubascos y llovizna", "にわか雨と霧雨", "زخات مطر ورذاذ",
        ],
        314: [
            "heavy shower rain and drizzle", "zware regenbuien en motregen", "Starke Regenschauer und Nieselregen",
            "fortes averses et bruine", "chubascos fuertes y llovizna", "強いにわか雨と霧雨", "زخات مطر غزيرة ورذاذ",
        ],
        321: [
            "shower drizzle", "motregenbuien", "Nieselschauer", "averses de bruine", "chubascos de llovizna", "霧雨のにわか雨",
            "زخات رذاذ",
        ],
        500: ["light rain", "lichte regen", "Leichter Regen", "légère pluie", "lluvia ligera", "小雨", "مطر خفيف"],
        501: [
            "moderate rain", "matige regen", "Mäßiger Regen", "pluie modérée", "lluvia moderada", "適度な雨", "مطر معتدل",
        ],
        502: [
            "heavy intensity rain", "zware regen", "Starker Regen", "forte pluie", "lluvia de gran intensidad", "強い雨",
            "مطر غزير",
        ],
        503: [
            "very heavy rain", "zeer zware regen", "Sehr starker Regen", "très forte pluie", "lluvia muy intensa",
            "非常に強い雨", "مطر غزير جدًا",
        ],
        504: [
            "extreme rain", "extreme regen", "Extremer Regen", "pluie extrême", "lluvia extrema", "猛烈な雨",
            "مطر شديد الغزارة",
        ],
        511: [
            "freezing rain", "onderkoelde regen", "Gefrierender Regen", "pluie verglaçante", "lluvia helada", "着氷性の雨",
            "مطر متجمد",
        ],
        520: [
            "light intensity shower rain", "lichte regenbuien", "Leichte Regenschauer", "averses légères",
            "chubascos ligeros", "弱いにわか雨", "زخات مطر خفيفة",
        ],
        521: ["shower rain", "regenbuien", "Regenschauer", "averses", "chubascos", "にわか雨", "زخات مطر"],
        522: [
            "heavy intensity shower rain", "zware regenbuien", "Starke Regenschauer", "fortes averses",
            "chubascos fuertes", "強いにわか雨", "زخات مطر غزيرة",
        ],
        531: [
            "ragged shower rain", "plaatselijke regenbuien", "Vereinzelte Regenschauer", "averses éparses",
            "chubascos dispersos", "局地的なにわか雨", "زخات مطر متفرقة",
        ],
        600: ["light snow", "lichte sneeuw", "Mäßiger Schnee", "neige faible", "nevada ligera", "小雪", "ثلج خفيف"],
        601: ["snow", "sneeuw", "Schnee", "neige", "nieve", "雪", "ثلج"],
        602: [
            "heavy snow", "zware sneeuwval", "Starker Schneefall", "fortes chutes de neige", "nevada intensa", "大雪",
            "ثلج كثيف",
        ],
        611: ["sleet", "natte sneeuw", "Schneeregen", "neige fondue", "aguanieve", "みぞれ", "مطر ثلجي"],
        612: [
            "light shower sleet", "lichte buien met natte sneeuw", "Leichte Schneeregenschauer",
            "légères averses de neige fondue", "chubascos ligeros de aguanieve", "弱いにわかみぞれ",
            "زخات خفيفة من المطر الثلجي",
        ],
        613: [
            "shower sleet", "buien met natte sneeuw", "Schneeregenschauer", "averses de neige fondue",
            "chubascos de aguanieve", "にわかみぞれ", "زخات مطر ثلجي",
        ],
        615: [
            "light rain and snow", "lichte regen en sneeuw", "Leichter Regen und Schnee", "pluie et neige légères",
            "lluvia y nieve ligeras", "弱い雨と雪", "مطر وثلج خفيفان",
        ],
        616: [
            "rain and snow", "regen en sneeuw", "Regen und Schnee", "pluie et neige", "lluvia y nieve", "雨と雪",
            "مطر وثلج",
        ],
        620: [
            "light shower snow", "lichte sneeuwbuien", "Leichte Schneeschauer", "légères averses de neige",
            "chubascos de nieve ligeros", "弱いにわか雪", "زخات ثلج خفيفة",
        ],
        621: [
            "shower snow", "sneeuwbuien", "Schneeschauer", "averses de neige", "chubascos de nieve", "にわか雪", "زخات ثلج",
        ],
        622: [
            "heavy shower snow", "zware sneeuwbuien", "Starke Schneeschauer", "fortes averses de neige",
            "chubascos de nieve fuertes", "強いにわか雪", "زخات ثلج كثيفة",
        ],
        701: ["mist", "nevel", "Dunst", "brume", "neblina", "もや", "ضباب خفيف"],
        711: ["smoke", "rook", "Rauch", "fumée", "humo", "煙", "دخان"],
        721: ["haze", "heiig", "Dunstschleier", "brume sèche", "calima", "煙霧", "سديم"],
        731: [
            "sand/dust whirls", "zand- en stofwervels", "Sand- und Staubwirbel", "tourbillons de sable et de poussière",
            "remolinos de arena y polvo", "砂塵旋風", "زوابع رملية وترابية",
        ],
        741: ["fog", "mist", "Nebel", "brouillard", "niebla", "霧", "ضباب"],
        751: ["sand", "zand", "Sand", "sable", "arena", "砂", "رمال"],
        761: ["dust", "stof", "Staub", "poussière", "polvo", "砂ぼこり", "غبار"],
        762: [
            "volcanic ash", "vulkanische as", "Vulkanasche", "cendres volcaniques", "ceniza volcánica", "火山灰",
            "رماد بركاني",
        ],
        771: ["squalls", "rukwinden", "Sturmböen", "grains", "turbonadas", "スコール", "هبات رياح قوية"],
        781: ["tornado", "tornado", "Tornado", "tornade", "tornado", "竜巻", "إعصار قمعي"],
        800: ["clear sky", "onbewolkt", "Klarer Himmel", "ciel dégagé", "cielo claro", "晴天", "سماء صافية"],
        801: ["few clouds", "licht bewolkt", "Ein paar Wolken", "peu nuageux", "algo de nubes", "薄い雲", "غائم جزئي"],
        802: [
            "scattered clouds", "half bewolkt", "Mäßig bewölkt", "partiellement nuageux", "nubes dispersas", "雲",
            "غيوم متفرقة",
        ],
        803: [
            "broken clouds", "half bewolkt", "Überwiegend bewölkt", "nuageux", "muy nuboso", "曇りがち", "غائم في الغالب",
        ],
        804: ["overcast clouds", "bewolkt", "Bedeckt", "couvert", "nubes", "厚い雲", "غائم كليًا"],
    ]
}
