/// Draws the HTML page's charts as inline SVG from what `HTMLChartData` gathered: per place with
/// a time series, a temperature line (with the min–max band where rows give one) over
/// precipitation bars; for observations, a bar chart of temperature by place, warmest first,
/// and a wind rose (see `HTMLCharts+Observations.swift`).
///
/// Axis numbers are formatted by the run's own formatters (`CellFormatter`, as the cells are:
/// same unit, digits and separators); time labels are the cells' own formatted local times;
/// axis names are the column titles in the report's language, and the notes that say what a
/// chart shows or leaves out are in it too (`ReportWords`), in the page's direction. Coordinates are written with one decimal, from values that do
/// not depend on arrival order, so the page is the same bytes for any `--jobs`.
struct HTMLCharts {
    let data: HTMLChartData
    let headings: ColumnHeadings
    var numbers: CellFormatter
    let words: ReportWords
    /// The ICU locale id, for dates and lists.
    var localeID: String { numbers.catalog.localeID }
    /// The name of each city id (`HTMLChartData.namesByID`).
    let names: [Int64: HTMLPlaceKey]

    init(data: HTMLChartData, headings: ColumnHeadings, catalog: FormatterCatalog) {
        self.data = data
        self.headings = headings
        numbers = CellFormatter(catalog: catalog)
        words = ReportWords(languageTag: catalog.locale.languageTag)
        names = data.namesByID
    }

    /// The charts section, or nothing when the rows gave nothing to draw.
    mutating func render() -> String {
        let lines = data.lines
        var figures = lines.shown.map { seriesFigure($0.1, of: $0.0) }.joined()
        // A single place's bar next to its own line says nothing: bars compare places.
        // The kinds whose rows are observations, each place's latest one a bar: current weather
        // and history (the others are forecasts), raw or in the report's words.
        let observed: Set = ["", "current", "history", words.kind("current"), words.kind("history")]
        let observations = data.latestObservations(observed: observed)
        if observations.count >= 2 || lines.shown.isEmpty { figures += observationFigures(observations) }
        guard !figures.isEmpty else { return "" }
        var section = "<section class=\"charts\">\n"
        if lines.total > lines.shown.count {
            let note = words.text(
                .seriesNote, ["n": count(lines.shown.count), "total": count(lines.total)], counting: lines.shown.count)
            section += "<p class=\"note\">\(note)</p>\n"
        }
        return section + figures + "</section>\n"
    }

    /// A place's name as the charts show it: `Gent (BE)` (the city alone when the country is
    /// unknown), as its city id's rows spell it
    /// (`names`); a place known only by its city id (a 2.5 history by `city_id`) is named by
    /// the id column's title, never by a bare number.
    func name(_ place: HTMLPlaceKey) -> String {
        let place = names[place.id] ?? place
        let isNumber = !place.city.isEmpty && place.city.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
        let label = place.country.isEmpty ? place.city : "\(place.city) (\(place.country))"
        return isNumber ? "\(headings.title(of: .id)) \(label)" : label
    }

    /// A series' title: its place, isolated (`String.isolated`), and the kind of its rows when the
    /// report knows it.
    func seriesTitle(_ place: HTMLPlaceKey) -> String {
        let name = name(place).isolated
        return place.kind.isEmpty ? name : "\(name) · \(words.kind(place.kind))"
    }

    /// Escaped markup whose isolated runs (`String.isolated`) become `<bdi>` elements.
    static func bdi(_ escaped: String) -> String {
        escaped.replacing("\u{2068}", with: "<bdi>").replacing("\u{2069}", with: "</bdi>")
    }

    /// `value` formatted as the cells of `quantity` are, escaped.
    mutating func shown(_ value: Double, as quantity: Quantity) -> String {
        HTMLEscaping.escaped(numbers.formatted(value, as: quantity))
    }

    /// `n` in the report's digits and grouping.
    mutating func count(_ n: Int) -> String {
        let text = numbers.formatted(Double(n), as: .uvIndex)
        return text.isEmpty ? String(n) : HTMLEscaping.escaped(text)
    }

    /// An axis from `low` to `high` whose tick labels, formatted as the column's cells are, all
    /// differ: a step finer than the cells' rounding (0.5 for whole degrees) is widened.
    mutating func labelledAxis(
        low: Double, high: Double, includesZero: Bool = false, as quantity: Quantity
    ) -> (HTMLAxis, [String]) {
        var axis = HTMLAxis(low: low, high: high, includesZero: includesZero)
        var labels: [String] { axis.ticks.map { shown($0, as: quantity) } }
        for _ in 0..<8 where Set(labels).count < axis.ticks.count {
            axis = HTMLAxis(low: low, high: high, includesZero: includesZero, minimumStep: axis.step * 1.5)
        }
        return (axis, labels)
    }

    /// A chart: its `heading`, the SVG drawing of `body` over `viewBox` (named `label` for
    /// screen readers; its texts laid out left to right whatever the page's direction), its `note`.
    static func figure(
        _ kind: String = "chart", heading: String, label: String, viewBox: String, _ body: String, note: String
    ) -> String {
        "<figure class=\"\(kind)\">\n<h2>\(heading)</h2>\n"
            + "<svg viewBox=\"\(viewBox)\" direction=\"ltr\" role=\"img\" aria-label=\"\(label)\">\n"
            + "\(body)</svg>\n<p>\(note)</p>\n</figure>\n"
    }

    /// The column title, escaped, for an axis or a legend.
    func title(_ column: Column) -> String {
        HTMLEscaping.escaped(headings.title(of: column))
    }

    // MARK: One place's time series

    private static let width = 640.0
    /// Room for the axis labels, the longest the rainfall's (`122,1 mm`, about 70 units).
    private static let left = 80.0
    private static let right = 12.0
    private static let tempTop = 12.0
    /// A line's height above the rainfall's label, so the lowest temperature's label (an
    /// Arabic `م` descends) never runs into it.
    private static let tempBottom = 142.0
    private static let rainTop = 162.0
    private static let rainBottom = 206.0
    private static let height = 232.0
    private static let plotWidth = width - left - right

    private mutating func seriesFigure(_ series: HTMLChartSeries, of place: HTMLPlaceKey) -> String {
        let points = series.points
        guard let first = points.first?.first, let last = points.last?.first else { return "" }
        let span = Double(max(last - first, 1))
        let xs = points.map {
            Self.left + (points.count == 1 ? Self.plotWidth / 2 : Double($0.first - first) / span * Self.plotWidth)
        }
        var svg = ""
        var legend: [String] = []
        let temps = points.flatMap { [$0.temp.mean ?? .nan, $0.low, $0.high] }.filter(\.isFinite)
        if let low = temps.min(), let high = temps.max() {
            let (axis, labels) = labelledAxis(low: low, high: high, as: .temperature)
            let y = { (value: Double) in Self.tempBottom - axis.fraction(value) * (Self.tempBottom - Self.tempTop) }
            for (tick, label) in zip(axis.ticks, labels) {
                svg += svgLine(x1: Self.left, x2: Self.width - Self.right, y1: y(tick), y2: y(tick), stroke: "#e3e8ef")
                svg += svgText(label, x: Self.left - 4, y: y(tick) + 4, anchor: "end") + "\n"
            }
            // A band only where rows give a real range: a day's (daily rows). A forecast's min
            // and max of a few tenths would draw noise, and current weather's are the spread
            // of stations around the city, not of the hours.
            let isDaily = place.kind == "daily" || place.kind == words.kind("daily")
            let spread = points.reduce(0.0) { $0 + $1.high - $1.low } / Double(points.count)
            if isDaily, points.allSatisfy({ $0.low.isFinite && $0.high.isFinite }), spread >= 1 {
                let upper = points.indices.map { (xs[$0], y(points[$0].high)) }
                let lower = points.indices.reversed().map { (xs[$0], y(points[$0].low)) }
                svg += "<polygon points=\"\(svgPoints(upper + lower))\" fill=\"var(--band)\" opacity=\".7\"/>\n"
                legend.append("<span style=\"color:#f08c00\">▮</span> \(title(.tempMin)) – \(title(.tempMax))")
            }
            let line = points.indices.compactMap { index in points[index].temp.mean.map { (xs[index], y($0)) } }
            if !line.isEmpty {
                svg +=
                    "<polyline points=\"\(svgPoints(line))\" fill=\"none\" "
                    + "stroke=\"var(--warm)\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n"
                if line.count <= 48 {
                    svg +=
                        line.map { "<circle cx=\"\(c($0.0))\" cy=\"\(c($0.1))\" r=\"2.5\" fill=\"var(--warm)\"/>" }
                        .joined() + "\n"
                }
                legend.insert("<span style=\"color:var(--warm)\">━</span> \(title(.temp))", at: 0)
            }
        }
        svg += rainBars(points, xs: xs, tier: series.rainTier, legend: &legend) + timeTicks(points, xs: xs)
        let title = HTMLEscaping.escaped(seriesTitle(place))
        return Self.figure(
            heading: Self.bdi(title), label: title, viewBox: "0 0 \(c(Self.width)) \(c(Self.height))", svg,
            note: legend.joined(separator: " · "))
    }

    /// Precipitation bars under the temperature, labelled with the largest amount.
    private mutating func rainBars(
        _ points: [HTMLChartSeries.Bucket], xs: [Double], tier: Int, legend: inout [String]
    ) -> String {
        let amounts = points.map(\.rain.mean)
        guard let most = amounts.compactMap({ $0 }).max(), most > 0 else { return "" }
        let barWidth = max(1.5, min(18, Self.plotWidth / Double(points.count) * 0.6))
        let mostText = shown(most, as: .rainfall)
        var svg = svgLine(
            x1: Self.left, x2: Self.width - Self.right, y1: Self.rainBottom, y2: Self.rainBottom, stroke: "#c5ced9")
        svg += svgText(mostText, x: Self.left - 4, y: Self.rainTop + 8, anchor: "end") + "\n"
        for (index, amount) in amounts.enumerated() {
            guard let amount, amount > 0 else { continue }
            let height = amount / most * (Self.rainBottom - Self.rainTop)
            svg += svgRect(
                x: xs[index] - barWidth / 2, y: Self.rainBottom - height, width: barWidth, height: height,
                fill: "var(--rain)")
        }
        let column: Column = [1: .rain1h, 2: .rain3h, 3: .rainDay, 4: .precipitationDay][tier] ?? .rain1h
        legend.append("<span style=\"color:var(--rain)\">▮</span> \(title(column))")
        return svg + "\n"
    }

    /// Up to three local-time labels under the plot: the formatted time of the first row of the
    /// buckets nearest the start, the middle and the end of the time axis.
    private func timeTicks(_ points: [HTMLChartSeries.Bucket], xs: [Double]) -> String {
        guard let start = xs.first, let end = xs.last else { return "" }
        // The points run left to right: the first and the last are the ends.
        let middle = xs.indices.min { abs(xs[$0] - (start + end) / 2) < abs(xs[$1] - (start + end) / 2) } ?? 0
        // Centred under its tick, but kept inside the chart: a label is about 140 units wide,
        // and a start or end anchor would run off the edge in a right-to-left script.
        let centre = { (index: Int) in min(max(xs[index], Self.left + 32), Self.width - Self.right - 72) }
        // Labels closer than a label's width would overlap: keep the first and the last.
        let isRoomy = centre(middle) - centre(0) >= 150 && centre(xs.count - 1) - centre(middle) >= 150
        let picked = Set([0, isRoomy ? middle : 0, xs.count - 1]).sorted()
        return picked.map { index in
            svgLine(x1: xs[index], x2: xs[index], y1: Self.rainBottom, y2: Self.rainBottom + 4, stroke: "#8a96a5")
                + svgText(
                    HTMLEscaping.escaped(points[index].firstText), x: centre(index), y: Self.height - 10,
                    anchor: "middle") + "\n"
        }.joined()
    }
}
