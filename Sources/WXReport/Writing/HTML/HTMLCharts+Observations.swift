import Foundation

/// The charts of observations (one time per place: current weather, a group, a find): a bar
/// chart of temperature by place, warmest first, and a wind rose.
extension HTMLCharts {
    /// The bar chart and the wind rose of `observations` (each place's latest), each only when
    /// the rows carried its values.
    mutating func observationFigures(_ observations: [HTMLChartRow]) -> String {
        temperatureBars(observations.filter(\.temp.isFinite)) + windRose(observations)
    }

    /// One bar per place while there are at most 40; else the 20 warmest and the 20 coldest,
    /// with a gap between them; a note says each is the place's latest observation.
    private mutating func temperatureBars(_ observations: [HTMLChartRow]) -> String {
        let shown = HTMLChartData.barsShown
        // Each line a bar, or nil: the gap between the warmest and the coldest.
        var lines: [HTMLChartRow?] = observations.sorted { Self.warmer($0, $1) }
        if lines.count > 2 * shown { lines.replaceSubrange(shown..<lines.count - shown, with: [nil]) }
        let entries = lines.compactMap { $0 }
        guard let coldest = entries.map(\.temp).min(), let warmest = entries.map(\.temp).max() else { return "" }
        let (axis, labels) = labelledAxis(low: coldest, high: warmest, includesZero: true, as: .temperature)
        // Rows 22 high; the names end at 190, the bars run from 198 to 560, their texts after them.
        let x = { (value: Double) in 198 + axis.fraction(value) * 362 }
        // Below the bars, the axis labels and room for a descender (an Arabic `م`).
        let height = Double(lines.count) * 22 + 36
        var svg = ""
        for (tick, label) in zip(axis.ticks, labels) {
            svg += svgLine(x1: x(tick), x2: x(tick), y1: 0, y2: height - 26, stroke: tick == 0 ? "#8a96a5" : "#e3e8ef")
            svg += svgText(label, x: x(tick), y: height - 12, anchor: "middle") + "\n"
        }
        let names = barNames(entries)
        for (row, entry) in lines.enumerated() {
            let top = Double(row) * 22
            guard let entry, let name = names[entry.key] else {
                svg += svgText("…", x: 190, y: top + 16, anchor: "end") + "\n"
                continue
            }
            // One bar: the place on the left (its label, its title in the tooltip), the bar from
            // zero, the cell's own text at its end. Isolated, so a name in a right-to-left
            // script runs right to left in the chart's LTR.
            let (zero, end, value) = (x(0), x(entry.temp), HTMLEscaping.escaped(entry.tempText))
            svg +=
                "<g><title>\(HTMLEscaping.escaped(name.title.isolated)): \(value)</title>"
                + svgText(HTMLEscaping.escaped(name.label.isolated), x: 190, y: top + 16, anchor: "end", isLabel: true)
                + svgRect(
                    x: min(zero, end), y: top + 4, width: max(abs(end - zero), 1), height: 15,
                    fill: entry.temp >= 0 ? "var(--warm)" : "var(--cold)")
                + svgText(value, x: max(zero, end) + 4, y: top + 16) + "</g>\n"
        }
        var note = words.text(.barsNote)
        if entries.count < observations.count {
            let extremes = ["n": count(shown), "total": count(observations.count)]
            note += " " + words.text(.barsExtremes, extremes, counting: observations.count)
        }
        return Self.figure(
            heading: title(.temp), label: title(.temp), viewBox: "0 0 640 \(c(height))", svg,
            note: HTMLEscaping.escaped(note))
    }

    /// By temperature, warmest first, then by place: a total order.
    private static func warmer(_ lhs: HTMLChartRow, _ rhs: HTMLChartRow) -> Bool {
        lhs.temp != rhs.temp ? lhs.temp > rhs.temp : lhs.key != rhs.key ? lhs.key < rhs.key : rhs.precedes(lhs)
    }

    /// Each bar's place: its name, a namesake's (two towns called `Paris (US)`) followed by its
    /// coordinates, so each bar says which place it is; as a label, cut to 24 characters so it
    /// cannot run into the bars. A label with coordinates that is too long has them in whole
    /// degrees, and only they are cut: the name stays whole (`Paris (US) ٣٤° شمال ٩٦°…` in
    /// ar-EG), unless it alone fills the label.
    private mutating func barNames(_ entries: [HTMLChartRow]) -> [HTMLPlaceKey: (label: String, title: String)] {
        let names = entries.map { name($0.key) }
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        var labelled: [HTMLPlaceKey: (label: String, title: String)] = [:]
        for (entry, name) in zip(entries, names) {
            let located = entry.latitude.isFinite && entry.longitude.isFinite
            let full = located ? coordinates(entry, degrees: { numbers.formatted($0, as: .coordinate) }) : ""
            // A place without a name is named by its coordinates.
            let place = name == full ? "" : name
            let title = located && counts[name] ?? 0 > 1 && !place.isEmpty ? "\(name) \(full)" : name
            guard title.count > 24, title != place else {
                labelled[entry.key] = (Self.shortened(title, to: 24), title)
                continue
            }
            let short = coordinates(entry) { numbers.formatted($0.rounded(), as: .uvIndex) + "°" }
            let room = 24 - place.count - 1
            let label =
                place.isEmpty
                ? short : room < 2 ? Self.shortened(place, to: 24) : "\(place) \(Self.shortened(short, to: room))"
            labelled[entry.key] = (label, title)
        }
        return labelled
    }

    /// The observation's coordinates with the hemisphere words of the report's language.
    private func coordinates(_ entry: HTMLChartRow, degrees: (Double) -> String) -> String {
        WeatherTransform.coordinatesText(
            entry.latitude, entry.longitude, hemispheres: words.hemispheres, degrees: degrees)
    }

    /// `text` cut to `length` characters, its last one an ellipsis when it is cut.
    private static func shortened(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    /// Wind by direction: a petal per 22.5° sector pointing where the wind comes from, as long as
    /// the share of observations from there, darker the faster its mean speed. Sector 0 is
    /// centred on north; speeds are summed in thousandths of the column's unit, exact, so the
    /// mean does not depend on the order of addition.
    private mutating func windRose(_ observations: [HTMLChartRow]) -> String {
        var speeds = [HTMLExactMean](repeating: HTMLExactMean(), count: 16)
        for observation in observations where observation.wind.isFinite && observation.windDeg.isFinite {
            let turned = (observation.windDeg / 22.5).rounded()
            guard observation.wind.magnitude < 1e12, turned.magnitude < 1e12 else { continue }
            let sector = Int(turned) & 15
            speeds[sector] = speeds[sector] + HTMLExactMean(observation.wind)
        }
        let counts = speeds.map(\.count)
        guard let most = counts.max(), most > 0 else { return "" }
        let fastest = speeds.compactMap(\.mean).max() ?? 0
        let centre = 150.0
        let radius = 100.0
        /// The point `length` from the centre at compass bearing `degrees` (0 north, clockwise).
        let point = { (degrees: Double, length: Double) in
            (centre + length * sin(degrees * .pi / 180), centre - length * cos(degrees * .pi / 180))
        }
        var svg = [1.0, 2, 3].map {
            "<circle cx=\"\(c(centre))\" cy=\"\(c(centre))\" r=\"\(c(radius * $0 / 3))\" fill=\"none\" stroke=\"#e3e8ef\"/>"
        }.joined()
        for (degrees, anchor) in [(0.0, "middle"), (90, "start"), (180, "middle"), (270, "end")] {
            let (x, y) = point(degrees, radius + 12)
            svg += svgText(shown(degrees, as: .direction), x: x, y: y + 4, anchor: anchor)
        }
        svg += "\n"
        for sector in counts.indices where counts[sector] > 0 {
            let length = radius * Double(counts[sector]) / Double(most)
            let speed = speeds[sector].mean ?? 0
            let shade = fastest > 0 ? 0.25 + 0.75 * speed / fastest : 1
            let centreAngle = Double(sector) * 22.5
            let from = point(centreAngle - 9, length)
            let to = point(centreAngle + 9, length)
            svg +=
                "<path d=\"M\(c(centre)) \(c(centre))L\(c(from.0)) \(c(from.1))"
                + "A\(c(length)) \(c(length)) 0 0 1 \(c(to.0)) \(c(to.1))Z\" fill=\"var(--cold)\" "
                + "fill-opacity=\"\(c(shade))\">"
                + "<title>\(shown(centreAngle, as: .direction)): \(count(counts[sector])) · \(shown(speed, as: .speed))"
                + "</title></path>\n"
        }
        let total = counts.reduce(0, +)
        let note = words.text(
            .roseNote, ["total": count(total), "title": title(.wind), "speed": shown(fastest, as: .speed)],
            counting: total)
        return Self.figure(
            "chart rose", heading: title(.windDeg), label: title(.windDeg), viewBox: "-50 0 400 300", svg, note: note)
    }
}
