/// The few words the report itself writes for people (the HTML page's heading, chart notes and
/// alerts, the Markdown alerts list), per language. Column titles live in
/// `HeaderTitleTables.swift`, the words for the rows' kinds come from CLDR
/// (`ReportWords+Kinds.swift`); these are sentences with placeholders
/// (`{n}`, `{total}`, `{title}`, `{speed}`), so word order stays the language's own.
///
/// Source: written for wxreport (issue 29), with CLDR's own terms where it has them.
/// These are the `other` forms of the sentences that count places; where a language's counted
/// word changes with the number, the other forms are in `ReportWords+Counts.swift`. Czech,
/// Polish, Russian, Ukrainian and Finnish name the places once and put the number in
/// parentheses or after a colon ("Мест: {total}"), so one sentence reads right for any count. A language
/// not listed gets English; `pt-PT` and `zh-Hant` are picked by `LanguageTag` as the header
/// tables are.
package struct ReportWords: Sendable {
    package enum Key: String, Sendable, CaseIterable {
        case report, more, barsNote, barsExtremes, seriesNote, roseNote, alerts
    }

    /// The language the words are in (`en` when the locale's has none here).
    package let language: String
    /// The tag the words were asked for, whose CLDR data marks the hemispheres.
    let localeTag: String
    private let words: [Key: String]
    /// The words for the rows' kinds, from CLDR (`ReportWords+Kinds.swift`).
    let kinds: Kinds

    /// The words for a BCP 47 tag or ICU locale id (`nl-BE`, `ar_EG`, `pt-PT`, `zh-TW`), by the
    /// first of its `LanguageTag.candidates` that has words.
    package init(languageTag: String) {
        let language = LanguageTag.candidates(languageTag).first { Self.table[$0] != nil } ?? "en"
        self.language = language
        localeTag = languageTag
        words = Self.table[language] ?? [:]
        kinds = Kinds(locale: languageTag)
    }

    /// Every language with words, as `LanguageTag.canonical` spells it.
    package static var languages: [String] { Array(table.keys) }

    /// Every word of `language`, for checks (empty for a language without words).
    package static func words(of language: String) -> [Key: String] { table[language] ?? [:] }

    /// The text of `key`, with each `{placeholder}` replaced by its value.
    package func text(_ key: Key, _ values: [String: String] = [:]) -> String {
        Self.filled(words[key] ?? Self.table["en"]?[key] ?? key.rawValue, values)
    }

    /// `template` with each `{placeholder}` replaced by its value.
    static func filled(_ template: String, _ values: [String: String]) -> String {
        var text = template
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    private static let table: [String: [Key: String]] = [
        "en": [
            .report: "Weather report", .more: "{n} more",
            .barsNote: "One bar per place: its latest observation.",
            .barsExtremes: "The {n} warmest and {n} coldest of {total} places.",
            .seriesNote: "Time series of the first {n} places by name, of {total}; the table has every row.",
            .roseNote: "{total} places; the darkest petal: {title} {speed} on average.",
            .alerts: "Alerts in force",
        ],
        "nl": [
            .report: "Weerbericht", .more: "{n} andere",
            .barsNote: "Eén balk per plaats: de laatste waarneming.",
            .barsExtremes: "De {n} warmste en {n} koudste van {total} plaatsen.",
            .seriesNote: "Tijdreeksen van de eerste {n} plaatsen op naam, van {total}; de tabel bevat elke rij.",
            .roseNote: "{total} plaatsen; het donkerste blad: {title} gemiddeld {speed}.",
            .alerts: "Geldende waarschuwingen",
        ],
        "de": [
            .report: "Wetterbericht", .more: "{n} weitere",
            .barsNote: "Ein Balken je Ort: seine letzte Beobachtung.",
            .barsExtremes: "Die {n} wärmsten und {n} kältesten von {total} Orten.",
            .seriesNote: "Zeitreihen der ersten {n} Orte nach Namen, von {total}; die Tabelle enthält jede Zeile.",
            .roseNote: "{total} Orte; das dunkelste Blatt: {title} im Mittel {speed}.",
            .alerts: "Aktuelle Warnungen",
        ],
        "fr": [
            .report: "Bulletin météo", .more: "{n} autres",
            .barsNote: "Une barre par lieu\u{202F}: sa dernière observation.",
            .barsExtremes: "Les {n} plus chauds et les {n} plus froids de {total} lieux.",
            .seriesNote:
                "Séries des {n} premiers lieux par nom, sur {total}\u{202F}; le tableau contient toutes les lignes.",
            .roseNote: "{total} lieux\u{202F}; le pétale le plus foncé\u{202F}: {title} {speed} en moyenne.",
            .alerts: "Alertes en vigueur",
        ],
        "es": [
            .report: "Informe meteorológico",
            .more: "{n} más", .barsNote: "Una barra por lugar: su última observación.",
            .barsExtremes: "Los {n} más cálidos y los {n} más fríos de {total} lugares.",
            .seriesNote:
                "Series temporales de los primeros {n} lugares por nombre, de {total}; la tabla tiene todas las filas.",
            .roseNote: "{total} lugares; el pétalo más oscuro: {title} {speed} de media.",
            .alerts: "Avisos en vigor",
        ],
        "ja": [
            .report: "気象レポート", .more: "ほか{n}地点",
            .barsNote: "地点ごとに1本：最新の観測値。",
            .barsExtremes: "{total}地点のうち最も暖かい{n}地点と最も寒い{n}地点。",
            .seriesNote: "名前順で最初の{n}地点（全{total}地点）の時系列。表にはすべての行があります。",
            .roseNote: "{total}地点。最も濃い花弁：{title} 平均{speed}。",
            .alerts: "発表中の警報・注意報",
        ],
        "ar": [
            .report: "تقرير الطقس", .more: "{n} أماكن أخرى",
            .barsNote: "عمود واحد لكل مكان: آخر رصد له.",
            .barsExtremes: "أدفأ {n} وأبرد {n} من {total} مكانًا.",
            .seriesNote: "السلاسل الزمنية لأول {n} مكانًا حسب الاسم من {total}؛ الجدول يضم كل الصفوف.",
            .roseNote: "{total} مكانًا؛ أغمق بتلة: {title} {speed} في المتوسط.",
            .alerts: "التنبيهات السارية",
        ],
        "cs": [
            .report: "Zpráva o počasí", .more: "ještě {n}",
            .barsNote: "Jeden sloupec na místo: jeho poslední pozorování.",
            .barsExtremes: "Nejteplejší ({n}) a nejchladnější ({n}) místa z {total}.",
            .seriesNote: "Časové řady prvních míst podle názvu ({n} z {total}); tabulka obsahuje všechny řádky.",
            .roseNote: "Míst: {total}; nejtmavší výseč: {title}, průměrně {speed}.", .alerts: "Platná varování",
        ],
        "da": [
            .report: "Vejrrapport", .more: "{n} andre",
            .barsNote: "Én søjle pr. sted: den seneste observation.",
            .barsExtremes: "De {n} varmeste og {n} koldeste af {total} steder.",
            .seriesNote: "Tidsserier for de første {n} steder efter navn, af {total}; tabellen har alle rækker.",
            .roseNote: "{total} steder; det mørkeste blad: {title} {speed} i gennemsnit.", .alerts: "Gældende varsler",
        ],
        "fi": [
            .report: "Sääraportti", .more: "vielä {n}",
            .barsNote: "Yksi pylväs paikkaa kohden: sen viimeisin havainto.",
            .barsExtremes: "{n} lämpimintä ja {n} kylmintä paikkaa ({total} paikasta).",
            .seriesNote: "Aikasarjat nimen mukaan ensimmäisistä paikoista ({n}/{total}); taulukossa on kaikki rivit.",
            .roseNote: "Paikkoja {total}; tummin sektori: {title}, keskimäärin {speed}.",
            .alerts: "Voimassa olevat varoitukset",
        ],
        "hi": [
            .report: "मौसम रिपोर्ट", .more: "{n} अन्य", .barsNote: "हर स्थान के लिए एक बार: उसका नवीनतम अवलोकन।",
            .barsExtremes: "{total} स्थानों में से {n} सबसे गर्म और {n} सबसे ठंडे।",
            .seriesNote: "नाम के क्रम में पहले {n} स्थानों की समय-श्रृंखला, कुल {total} में से; तालिका में हर पंक्ति है।",
            .roseNote: "{total} स्थान; सबसे गहरा खंड: {title}, औसतन {speed}।", .alerts: "लागू चेतावनियां",
        ],
        "it": [
            .report: "Bollettino meteo", .more: "altri {n}",
            .barsNote: "Una barra per luogo: la sua ultima osservazione.",
            .barsExtremes: "I {n} più caldi e i {n} più freddi di {total} luoghi.",
            .seriesNote: "Serie temporali dei primi {n} luoghi per nome, su {total}; la tabella ha tutte le righe.",
            .roseNote: "{total} luoghi; il petalo più scuro: {title} {speed} in media.", .alerts: "Allerte in vigore",
        ],
        "ko": [
            .report: "날씨 보고서", .more: "다른 {n}곳", .barsNote: "장소마다 막대 하나: 가장 최근 관측값.",
            .barsExtremes: "{total}곳 중 가장 따뜻한 {n}곳과 가장 추운 {n}곳.",
            .seriesNote: "이름순 처음 {n}곳(전체 {total}곳)의 시계열. 표에는 모든 행이 있습니다.",
            .roseNote: "{total}곳. 가장 진한 꽃잎: {title} 평균 {speed}.", .alerts: "발효 중인 특보",
        ],
        "nb": [
            .report: "Værrapport", .more: "{n} til",
            .barsNote: "Én stolpe per sted: den siste observasjonen.",
            .barsExtremes: "De {n} varmeste og {n} kaldeste av {total} steder.",
            .seriesNote: "Tidsserier for de første {n} stedene etter navn, av {total}; tabellen har alle radene.",
            .roseNote: "{total} steder; det mørkeste bladet: {title} {speed} i snitt.",
            .alerts: "Gjeldende farevarsler",
        ],
        "pl": [
            .report: "Raport pogodowy", .more: "jeszcze {n}",
            .barsNote: "Jeden słupek na miejsce: jego ostatnia obserwacja.",
            .barsExtremes: "Najcieplejsze ({n}) i najzimniejsze ({n}) miejsca spośród {total}.",
            .seriesNote:
                "Szeregi czasowe pierwszych miejsc według nazwy ({n} z {total}); tabela zawiera wszystkie wiersze.",
            .roseNote: "Miejsca: {total}; najciemniejszy płatek: {title}, średnio {speed}.",
            .alerts: "Obowiązujące ostrzeżenia",
        ],
        "pt": [
            .report: "Boletim meteorológico", .more: "mais {n}",
            .barsNote: "Uma barra por local: sua observação mais recente.",
            .barsExtremes: "Os {n} mais quentes e os {n} mais frios de {total} locais.",
            .seriesNote:
                "Séries temporais dos primeiros {n} locais por nome, de {total}; a tabela tem todas as linhas.",
            .roseNote: "{total} locais; a pétala mais escura: {title} {speed} em média.", .alerts: "Alertas em vigor",
        ],
        "pt-PT": [
            .report: "Boletim meteorológico", .more: "mais {n}",
            .barsNote: "Uma barra por local: a sua observação mais recente.",
            .barsExtremes: "Os {n} mais quentes e os {n} mais frios de {total} locais.",
            .seriesNote:
                "Séries temporais dos primeiros {n} locais por nome, de {total}; a tabela tem todas as linhas.",
            .roseNote: "{total} locais; a pétala mais escura: {title} {speed} em média.", .alerts: "Avisos em vigor",
        ],
        "ru": [
            .report: "Отчёт о погоде", .more: "ещё {n}",
            .barsNote: "Один столбец на место: его последнее наблюдение.",
            .barsExtremes: "Самые тёплые ({n}) и самые холодные ({n}) места из {total}.",
            .seriesNote: "Временные ряды первых по названию мест ({n} из {total}); в таблице есть все строки.",
            .roseNote: "Мест: {total}; самый тёмный лепесток: {title}, в среднем {speed}.",
            .alerts: "Действующие предупреждения",
        ],
        "sv": [
            .report: "Väderrapport", .more: "{n} till",
            .barsNote: "En stapel per plats: dess senaste observation.",
            .barsExtremes: "De {n} varmaste och {n} kallaste av {total} platser.",
            .seriesNote: "Tidsserier för de första {n} platserna efter namn, av {total}; tabellen har alla rader.",
            .roseNote: "{total} platser; det mörkaste bladet: {title} {speed} i genomsnitt.",
            .alerts: "Gällande varningar",
        ],
        "tr": [
            .report: "Hava durumu raporu", .more: "{n} yer daha",
            .barsNote: "Yer başına bir çubuk: en son gözlemi.",
            .barsExtremes: "{total} yerden en sıcak {n} ve en soğuk {n} yer.",
            .seriesNote: "Ada göre ilk {n} yerin zaman serileri ({total} yerden); tabloda tüm satırlar var.",
            .roseNote: "{total} yer; en koyu dilim: {title}, ortalama {speed}.", .alerts: "Yürürlükteki uyarılar",
        ],
        "uk": [
            .report: "Звіт про погоду", .more: "ще {n}",
            .barsNote: "Один стовпчик на місце: його останнє спостереження.",
            .barsExtremes: "Найтепліші ({n}) і найхолодніші ({n}) місця з {total}.",
            .seriesNote: "Часові ряди перших за назвою місць ({n} з {total}); у таблиці є всі рядки.",
            .roseNote: "Місць: {total}; найтемніша пелюстка: {title}, у середньому {speed}.",
            .alerts: "Чинні попередження",
        ],
        "zh-Hans": [
            .report: "天气报告", .more: "另外{n}个", .barsNote: "每个地点一根柱：其最新观测。", .barsExtremes: "{total}个地点中最暖的{n}个和最冷的{n}个。",
            .seriesNote: "按名称排序的前{n}个地点（共{total}个）的时间序列；表格包含所有行。", .roseNote: "{total}个地点；颜色最深的花瓣：{title}，平均{speed}。",
            .alerts: "生效中的预警",
        ],
        "zh-Hant": [
            .report: "天氣報告", .more: "另外{n}個", .barsNote: "每個地點一根長條：其最新觀測。",
            .barsExtremes: "{total}個地點中最暖的{n}個和最冷的{n}個。", .seriesNote: "依名稱排序的前{n}個地點（共{total}個）的時間序列；表格包含所有列。",
            .roseNote: "{total}個地點；顏色最深的花瓣：{title}，平均{speed}。", .alerts: "生效中的警特報",
        ],
    ]
}
