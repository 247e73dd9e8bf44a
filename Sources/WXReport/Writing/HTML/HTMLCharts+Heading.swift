/// The page's heading, shown above the table: the places and the time span of the report, as
/// `<h1>` and as the page's `<title>`, known only after the last row (`HTMLFormat.end`).
extension HTMLCharts {
    /// Places named before the rest are counted (`Berlin, Cairo, Gent and 16 more`).
    static let placesNamed = 3

    /// The page's `<title>` and `<h1>`, escaped: the places, then the dates of the first and
    /// last rows in the locale (`Gent, Londen en Oslo · 23 nov 2025 – 24 nov 2025`), or the
    /// report's word when the rows gave neither; and what the page shows above the table: that
    /// heading, the alerts and the charts.
    mutating func top() -> (title: String, markup: String) {
        let text = [placesText(), spanText()].filter { !$0.isEmpty }.joined(separator: " · ")
        let title = HTMLEscaping.escaped(text.isEmpty ? words.text(.report) : text)
        return (title, "<header class=\"page\"><h1>\(title)</h1></header>\n" + alertBanner() + render())
    }

    /// The alerts in force, by text, as a banner under the heading; nothing without alerts.
    /// Their payload texts, isolated in the cell (`WeatherTransform`), are `<bdi>`.
    func alertBanner() -> String {
        guard !data.alerts.isEmpty else { return "" }
        let items = data.alerts.sorted().map { "<li>\(Self.bdi(HTMLEscaping.escaped($0)))</li>" }.joined()
        return "<aside class=\"alerts\" role=\"note\"><h2>\(HTMLEscaping.escaped(words.text(.alerts)))</h2>"
            + "<ul>\(items)</ul></aside>\n"
    }

    /// The places' names by name, each once, as a list in the locale; places named by their
    /// coordinates or id come after the named ones.
    private mutating func placesText() -> String {
        let spelt = data.places.keys.map { self.names[$0.id] ?? $0 }
        let names = Set(spelt.map { name(HTMLPlaceKey(city: $0.city, country: "")) })
            .filter { !$0.isEmpty }
            .sorted { $0.isNamed != $1.isNamed ? $0.isNamed : $0 < $1 }
        let rest = names.count - Self.placesNamed
        let listed =
            rest > 1 ? names.prefix(Self.placesNamed) + [words.text(.more, ["n": count(rest)], counting: rest)] : names
        return ICU.list(listed, locale: localeID)
    }

    /// The first and last days, each in its place's offset; one date when they are the same.
    private func spanText() -> String {
        let span = data.places.values.reduce(into: HTMLChartSeries()) { $0.widen(first: $1.first, last: $1.last) }
        guard let first = span.first, let last = span.last else { return "" }
        let day = { (time: (instant: Int64, offset: Int)) in
            (try? ICU.dateFormatter(skeleton: "yMMMd", locale: localeID, offsetSeconds: time.offset)?
                .format(unixSeconds: time.instant)) ?? nil
        }
        guard let start = day(first), let end = day(last) else { return "" }
        return start == end ? start : "\(start) – \(end)"
    }
}

extension String {
    /// Starts with a letter: a place's name, not its coordinates.
    fileprivate var isNamed: Bool { first?.isLetter ?? false }
}
