/// The sentences that count places, in the forms whose counted word differs from the one in
/// `ReportWords.table`: by CLDR plural category (ICU's rules, `ICU.pluralCategory`), per
/// language and key. A category not listed reads the table's sentence, which is each
/// language's `other` form except in Arabic, where it is `many` (11–99 take "مكانًا") and
/// `.more`'s is `few` (3–10 take "أماكن"). Arabic drops the number for one and two, as the
/// language does ("مكان واحد", "مكانان"); the other languages here only change the noun for
/// `one`. Czech, Polish, Russian, Ukrainian and Finnish need no forms (their sentences put the
/// number apart), nor Japanese, Korean, Chinese and Turkish (no plural after a number). Hindi
/// keeps its one sentence until a speaker checks the singular oblique forms. Source: the
/// grammar of each language (Arabic: the numeral–noun agreement rules of Modern Standard
/// Arabic, the plural of مكان being أماكن); written for wxreport (issue 29).
extension ReportWords {
    /// The text of `key` for `count` things, with each `{placeholder}` replaced by its value: the
    /// form of `count`'s plural category in the report's language.
    package func text(_ key: Key, _ values: [String: String] = [:], counting count: Int) -> String {
        let category = ICU.pluralCategory(of: count, locale: language)
        guard let form = Self.counted[language]?[key]?[category] else { return text(key, values) }
        return Self.filled(form, values)
    }

    /// Every counted form of `language`, for checks.
    package static func countedForms(of language: String) -> [Key: [PluralCategory: String]] {
        counted[language] ?? [:]
    }

    private static let counted: [String: [Key: [PluralCategory: String]]] = [
        "en": [
            .barsExtremes: [.one: "The {n} warmest and {n} coldest of {total} place."],
            .seriesNote: [.one: "Time series of the first place by name, of {total}; the table has every row."],
            .roseNote: [.one: "{total} place; the darkest petal: {title} {speed} on average."],
        ],
        "nl": [
            .barsExtremes: [.one: "De {n} warmste en {n} koudste van {total} plaats."],
            .seriesNote: [.one: "Tijdreeks van de eerste plaats op naam, van {total}; de tabel bevat elke rij."],
            .roseNote: [.one: "{total} plaats; het donkerste blad: {title} gemiddeld {speed}."],
        ],
        "de": [
            .barsExtremes: [.one: "Die {n} wärmsten und {n} kältesten von {total} Ort."],
            .seriesNote: [.one: "Zeitreihe des ersten Ortes nach Namen, von {total}; die Tabelle enthält jede Zeile."],
            .roseNote: [.one: "{total} Ort; das dunkelste Blatt: {title} im Mittel {speed}."],
        ],
        "fr": [
            .barsExtremes: [.one: "Les {n} plus chauds et les {n} plus froids de {total} lieu."],
            .seriesNote: [
                .one: "Série du premier lieu par nom, sur {total}\u{202F}; le tableau contient toutes les lignes."
            ],
            .roseNote: [.one: "{total} lieu\u{202F}; le pétale le plus foncé\u{202F}: {title} {speed} en moyenne."],
        ],
        "es": [
            .barsExtremes: [.one: "Los {n} más cálidos y los {n} más fríos de {total} lugar."],
            .seriesNote: [
                .one: "Serie temporal del primer lugar por nombre, de {total}; la tabla tiene todas las filas."
            ],
            .roseNote: [.one: "{total} lugar; el pétalo más oscuro: {title} {speed} de media."],
        ],
        "it": [
            .barsExtremes: [.one: "I {n} più caldi e i {n} più freddi di {total} luogo."],
            .seriesNote: [.one: "Serie temporale del primo luogo per nome, su {total}; la tabella ha tutte le righe."],
            .roseNote: [.one: "{total} luogo; il petalo più scuro: {title} {speed} in media."],
        ],
        "pt": portugueseOne, "pt-PT": portugueseOne,
        "da": [
            .barsExtremes: [.one: "De {n} varmeste og {n} koldeste af {total} sted."],
            .seriesNote: [.one: "Tidsserie for det første sted efter navn, af {total}; tabellen har alle rækker."],
            .roseNote: [.one: "{total} sted; det mørkeste blad: {title} {speed} i gennemsnit."],
        ],
        "nb": [
            .barsExtremes: [.one: "De {n} varmeste og {n} kaldeste av {total} sted."],
            .seriesNote: [.one: "Tidsserie for det første stedet etter navn, av {total}; tabellen har alle radene."],
            .roseNote: [.one: "{total} sted; det mørkeste bladet: {title} {speed} i snitt."],
        ],
        "sv": [
            .barsExtremes: [.one: "De {n} varmaste och {n} kallaste av {total} plats."],
            .seriesNote: [.one: "Tidsserie för den första platsen efter namn, av {total}; tabellen har alla rader."],
            .roseNote: [.one: "{total} plats; det mörkaste bladet: {title} {speed} i genomsnitt."],
        ],
        "ar": arabic,
    ]

    /// Portuguese says `local` for one, in Brazil (0 and 1, CLDR `pt`) and Portugal (1, `pt_PT`).
    private static let portugueseOne: [Key: [PluralCategory: String]] = [
        .barsExtremes: [.one: "Os {n} mais quentes e os {n} mais frios de {total} local."],
        .seriesNote: [.one: "Série temporal do primeiro local por nome, de {total}; a tabela tem todas as linhas."],
        .roseNote: [.one: "{total} local; a pétala mais escura: {title} {speed} em média."],
    ]

    /// Arabic: 1 "مكان واحد", 2 "مكانان"/"مكانين", 3–10 "أماكن", 11–99 "مكانًا", 0 and 100–102
    /// "مكان".
    private static let arabic: [Key: [PluralCategory: String]] = [
        .barsExtremes: [
            .zero: "أدفأ {n} وأبرد {n} من {total} مكان.", .one: "أدفأ {n} وأبرد {n} من مكان واحد.",
            .two: "أدفأ {n} وأبرد {n} من مكانين.", .few: "أدفأ {n} وأبرد {n} من {total} أماكن.",
            .other: "أدفأ {n} وأبرد {n} من {total} مكان.",
        ],
        .seriesNote: [
            .zero: "السلاسل الزمنية لأول {n} مكان حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
            .one: "السلسلة الزمنية لأول مكان حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
            .two: "السلاسل الزمنية لأول مكانين حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
            .few: "السلاسل الزمنية لأول {n} أماكن حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
            .other: "السلاسل الزمنية لأول {n} مكان حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
        ],
        .roseNote: [
            .zero: "{total} مكان؛ أغمق بتلة: {title} {speed} في المتوسط.",
            .one: "مكان واحد؛ أغمق بتلة: {title} {speed} في المتوسط.",
            .two: "مكانان؛ أغمق بتلة: {title} {speed} في المتوسط.",
            .few: "{total} أماكن؛ أغمق بتلة: {title} {speed} في المتوسط.",
            .other: "{total} مكان؛ أغمق بتلة: {title} {speed} في المتوسط.",
        ],
        .more: [
            .zero: "{n} مكان آخر", .one: "مكان آخر", .two: "مكانان آخران", .many: "{n} مكانًا آخر",
            .other: "{n} مكان آخر",
        ],
    ]
}
