/// The few words the report itself writes for people (the HTML page's heading, chart notes and
/// alerts, the Markdown alerts list, the `kind` cells), per language. Column titles live in
/// `Localization/Resources/<language>.lproj/Headers.strings`; these are sentences with slots
/// (`{n}`, `{total}`, `{title}`, `{speed}`), so word order stays the language's own.
///
/// Source: written for wxreport (issue 29) from CLDR's own terms where it has them (the kind
/// words follow the "hourly"/"daily" forecast wording of each language's national weather
/// service sites: KMI/KNMI, DWD, Météo-France, JMA, AEMET, the Egyptian Meteorological
/// Authority). A language not listed gets English.
package struct ReportWords: Sendable {
    package enum Key: String, Sendable, CaseIterable {
        case current, hourly, daily, forecast, history, summary
        case report, more, barsNote, barsExtremes, seriesNote, roseNote, alerts
    }

    /// The language the words are in (`en` when the locale's has none here).
    package let language: String
    private let words: [Key: String]

    /// The words for a BCP 47 tag or ICU locale id (`nl-BE`, `ar_EG`), by its language subtag.
    package init(languageTag: String) {
        let language = String(languageTag.prefix { $0 != "-" && $0 != "_" }).lowercased()
        let known = Self.table[language] != nil
        self.language = known ? language : "en"
        words = Self.table[known ? language : "en"] ?? [:]
    }

    /// The text of `key`, with each `{slot}` replaced by its value.
    package func text(_ key: Key, _ values: [String: String] = [:]) -> String {
        var text = words[key] ?? Self.table["en"]?[key] ?? key.rawValue
        for (slot, value) in values { text = text.replacingOccurrences(of: "{\(slot)}", with: value) }
        return text
    }

    /// The word for a row's kind (`hourly` → `per uur`); the raw value when none is known.
    package func kind(_ raw: String) -> String {
        Key(rawValue: raw).flatMap { words[$0] } ?? raw
    }

    private static let table: [String: [Key: String]] = [
        "en": [
            .current: "current", .hourly: "hourly", .daily: "daily", .forecast: "forecast", .history: "history",
            .summary: "day summary", .report: "Weather report", .more: "{n} more",
            .barsNote: "One bar per place: its latest observation.",
            .barsExtremes: "The {n} warmest and {n} coldest of {total} places.",
            .seriesNote: "Time series of the first {n} places by name, of {total}; the table has every row.",
            .roseNote: "{total} places; the darkest petal: {title} {speed} on average.",
            .alerts: "Alerts in force",
        ],
        "nl": [
            .current: "actueel", .hourly: "per uur", .daily: "per dag", .forecast: "verwachting",
            .history: "historisch", .summary: "dagoverzicht", .report: "Weerbericht", .more: "{n} andere",
            .barsNote: "Eén balk per plaats: de laatste waarneming.",
            .barsExtremes: "De {n} warmste en {n} koudste van {total} plaatsen.",
            .seriesNote: "Tijdreeksen van de eerste {n} plaatsen op naam, van {total}; de tabel bevat elke rij.",
            .roseNote: "{total} plaatsen; het donkerste blad: {title} gemiddeld {speed}.",
            .alerts: "Geldende waarschuwingen",
        ],
        "de": [
            .current: "aktuell", .hourly: "stündlich", .daily: "täglich", .forecast: "Vorhersage",
            .history: "Verlauf", .summary: "Tagesübersicht", .report: "Wetterbericht", .more: "{n} weitere",
            .barsNote: "Ein Balken je Ort: seine letzte Beobachtung.",
            .barsExtremes: "Die {n} wärmsten und {n} kältesten von {total} Orten.",
            .seriesNote: "Zeitreihen der ersten {n} Orte nach Namen, von {total}; die Tabelle enthält jede Zeile.",
            .roseNote: "{total} Orte; das dunkelste Blatt: {title} im Mittel {speed}.",
            .alerts: "Aktuelle Warnungen",
        ],
        "fr": [
            .current: "actuel", .hourly: "horaire", .daily: "quotidien", .forecast: "prévision",
            .history: "historique", .summary: "résumé du jour", .report: "Bulletin météo", .more: "{n} autres",
            .barsNote: "Une barre par lieu\u{202F}: sa dernière observation.",
            .barsExtremes: "Les {n} plus chauds et les {n} plus froids de {total} lieux.",
            .seriesNote:
                "Séries des {n} premiers lieux par nom, sur {total}\u{202F}; le tableau contient toutes les lignes.",
            .roseNote: "{total} lieux\u{202F}; le pétale le plus foncé\u{202F}: {title} {speed} en moyenne.",
            .alerts: "Alertes en vigueur",
        ],
        "es": [
            .current: "actual", .hourly: "por horas", .daily: "diario", .forecast: "previsión",
            .history: "histórico", .summary: "resumen del día", .report: "Informe meteorológico",
            .more: "{n} más", .barsNote: "Una barra por lugar: su última observación.",
            .barsExtremes: "Los {n} más cálidos y los {n} más fríos de {total} lugares.",
            .seriesNote:
                "Series temporales de los primeros {n} lugares por nombre, de {total}; la tabla tiene todas las filas.",
            .roseNote: "{total} lugares; el pétalo más oscuro: {title} {speed} de media.",
            .alerts: "Avisos en vigor",
        ],
        "ja": [
            .current: "現在", .hourly: "1時間ごと", .daily: "日ごと", .forecast: "予報", .history: "過去の観測",
            .summary: "日別概要", .report: "気象レポート", .more: "ほか{n}地点",
            .barsNote: "地点ごとに1本：最新の観測値。",
            .barsExtremes: "{total}地点のうち最も暖かい{n}地点と最も寒い{n}地点。",
            .seriesNote: "名前順で最初の{n}地点（全{total}地点）の時系列。表にはすべての行があります。",
            .roseNote: "{total}地点。最も濃い花弁：{title} 平均{speed}。",
            .alerts: "発表中の警報・注意報",
        ],
        "ar": [
            .current: "حالي", .hourly: "كل ساعة", .daily: "يومي", .forecast: "توقعات", .history: "سجل",
            .summary: "ملخص اليوم", .report: "تقرير الطقس", .more: "{n} أماكن أخرى",
            .barsNote: "عمود واحد لكل مكان: آخر رصد له.",
            .barsExtremes: "أدفأ {n} وأبرد {n} من {total} مكانًا.",
            .seriesNote: "السلاسل الزمنية لأول {n} مكانًا حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
            .roseNote: "{total} مكانًا؛ أغمق بتلة: {title} {speed} في المتوسط.",
            .alerts: "التنبيهات السارية",
        ],
    ]
}
