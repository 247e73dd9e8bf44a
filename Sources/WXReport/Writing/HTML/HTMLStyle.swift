/// The HTML page's stylesheet: one fixed part, plus rules per column written once in the header
/// (so a cell is a bare `<td>`, whatever its column).
///
/// Layout: the page is a column of flex items; the heading, alerts and charts are shown before
/// the table (`order`), also when a large table streams and they are written after it. Logical properties (`inset-inline-start`,
/// `text-align: start`) follow the page's direction, so the same sheet serves `dir="rtl"`.
enum HTMLStyle {
    /// Columns hidden below this width (px) unless they are the first two or essential.
    static let narrowWidth = 640
    /// Columns hidden below this width (px) unless they are often wanted.
    static let mediumWidth = 1100

    static let page = """
        :root{color-scheme:light;--ink:#1d2733;--muted:#5b6776;--line:#d5dbe3;--head:#eef2f7;--warm:#d9480f;\
        --cold:#1c7ed6;--rain:#4dabf7;--band:#ffd8a8}
        *{box-sizing:border-box}
        html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans CJK JP",\
        sans-serif;color:var(--ink);background:#fff;-webkit-text-size-adjust:100%}
        body{margin:0}
        .report{display:flex;flex-direction:column;gap:1rem;padding:.75rem;max-width:100%}
        .page{order:-2}
        .page h1{font-size:1.35rem;margin:0;line-height:1.25}
        .alerts{order:-2;border:1px solid #e8590c;border-inline-start-width:6px;border-radius:6px;\
        background:#fff4e6;padding:.5rem .75rem}
        .alerts h2{font-size:1rem;margin:0 0 .25rem;color:#a33a00}
        .alerts ul{margin:0;padding-inline-start:1.2rem}
        .charts{order:-1;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,420px),1fr));gap:1rem}
        .chart{margin:0;border:1px solid var(--line);border-radius:6px;padding:.5rem;min-width:0}
        .chart h2{font-size:1rem;margin:0 0 .25rem}
        .chart p{font-size:.8rem;color:var(--muted);margin:.25rem 0 0}
        .chart svg{display:block;width:100%;height:auto;direction:ltr}
        .chart text{font-size:15px;fill:var(--muted)}
        .rose svg{max-width:340px;margin:0 auto}
        .chart.summary{grid-column:1/-1;max-width:960px}
        .chart .label{fill:var(--ink)}
        .note{font-size:.85rem;color:var(--muted);margin:0;grid-column:1/-1}
        .table{overflow:auto;max-height:90vh;border:1px solid var(--line);border-radius:6px}
        table{border-collapse:separate;border-spacing:0;width:100%;font-size:13px;line-height:1.3}
        th,td{padding:.3rem .4rem;border-bottom:1px solid var(--line);text-align:start;vertical-align:top;\
        unicode-bidi:isolate;overflow-wrap:normal;word-break:normal;hyphens:auto;-webkit-hyphens:auto}
        th{position:sticky;top:0;z-index:1;background:var(--head);font-weight:600;vertical-align:bottom;\
        word-break:keep-all}
        tbody tr:nth-child(even) td{background:#f8fafc}
        @media (max-width:\(narrowWidth - 1)px){.report{padding:.4rem}table{font-size:14px}}

        """

    /// Per column: numbers right-aligned, in digits of one width, and numbers and times never
    /// broken (`1.004 hPa`, `23/11/2025, 12:00` stay on one line); titles and texts break between
    /// words only, or where the language's hyphenation allows (`lang` on the page,
    /// `hyphens:auto`), never inside a word; low-priority columns
    /// (`ColumnDefinition.htmlPriority`) hidden on narrow screens, though never the first two.
    /// A summary's columns only stand in for its keys (`SummaryStage.columns`): the number rules
    /// alone (`numbersOnly`).
    static func columnRules(_ columns: [Column], numbersOnly: Bool = false) -> String {
        let numbers = columns.indices.filter { columns[$0].isNumeric }
        let numberRules =
            rule(numbers, ["td", "th"], "{text-align:right}")
            + rule(numbers, ["td"], "{white-space:nowrap;font-variant-numeric:tabular-nums}")
        guard !numbersOnly else { return numberRules }
        let times = columns.indices.filter { columns[$0].definition.kind == .time }
        let hidden = { (priorities: ClosedRange<Int>) in
            columns.indices.filter { $0 >= 2 && priorities.contains(columns[$0].definition.htmlPriority) }
        }
        return numberRules + rule(times, ["td"], "{white-space:nowrap}")
            + rule(hidden(3...Int.max), ["td", "th"], "{display:none}", below: mediumWidth)
            + rule(hidden(2...2), ["td", "th"], "{display:none}", below: narrowWidth)
    }

    /// The rule hiding the columns no row `filled` (from 0); nothing for none.
    static func hiddenColumns(_ filled: [Bool]) -> String {
        rule(filled.indices.filter { !filled[$0] }, ["td", "th"], "{display:none}")
    }

    /// `td:nth-child(3),th:nth-child(3),…{body}` for the columns at `positions` (from 0), for
    /// screens narrower than `below` px when given; nothing for no columns.
    private static func rule(_ positions: [Int], _ cells: [String], _ body: String, below: Int? = nil) -> String {
        guard !positions.isEmpty else { return "" }
        let rule = positions.flatMap { position in cells.map { "\($0):nth-child(\(position + 1))" } }.joined(
            separator: ",")
        return below.map { "@media (max-width:\($0 - 1)px){\(rule)\(body)}\n" } ?? rule + body + "\n"
    }
}
