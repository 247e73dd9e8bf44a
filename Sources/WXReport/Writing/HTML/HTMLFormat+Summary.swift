/// `--summary --format html` (`HTMLFormat.isSummary`): the summary table as the page lays out
/// any table (the same cells as the CSV and Markdown summaries), then one bar per field from its
/// minimum to its maximum with the mean marked, each on its own axis (the fields have different
/// units), the numbers formatted as the cells are. The bars are read from the table's rows
/// (`HTMLChartReader`); the title is known from the start, so it is in the head.
struct HTMLSummaryBar: Sendable {
    var title = ""
    var quantity = Quantity.temperature
    /// The row's numbers by the summary's keys (`SummaryStage.keys`): `count`, `min`, `max`, `mean`.
    var values: [String: Double] = [:]
}

extension HTMLFormat {
    /// The summary page's `<title>` and heading, escaped: the report word in its language.
    var summaryTitle: String { HTMLEscaping.escaped(ReportWords(languageTag: languageTag).text(.report)) }

    /// After the table: the heading and the min–mean–max `bars`.
    func summaryFooter(_ bars: [HTMLSummaryBar], into bytes: ByteBuffer) {
        bytes.append(contentsOf: "<header class=\"page\"><h1>\(summaryTitle)</h1></header>\n")
        let drawn = bars.filter { $0.values["min"] != nil && $0.values["max"] != nil }
        var numbers = CellFormatter(catalog: catalog)
        let rows = drawn.indices.map { summaryBar(drawn[$0], top: Double($0) * 62, numbers: &numbers) }.joined()
        if !rows.isEmpty {
            bytes.append(contentsOf: "<section class=\"charts\">\n<figure class=\"chart summary\">\n")
            let height = c(Double(drawn.count) * 62 + 4)
            bytes.append(contentsOf: "<svg viewBox=\"0 0 640 \(height)\" direction=\"ltr\" role=\"img\">\n")
            bytes.append(contentsOf: rows + "</svg>\n</figure>\n</section>\n")
        }
    }

    /// One field with a minimum and a maximum: its title and values, its range as a bar on a
    /// round axis, the mean as a dot.
    private func summaryBar(_ bar: HTMLSummaryBar, top: Double, numbers: inout CellFormatter) -> String {
        let (minimum, mean, maximum) = (bar.values["min"] ?? 0, bar.values["mean"], bar.values["max"] ?? 0)
        let axis = HTMLAxis(low: min(minimum, mean ?? minimum), high: max(maximum, mean ?? maximum))
        let left = 40.0
        let width = 560.0
        let x = { (value: Double) in left + axis.fraction(value) * width }
        func text(_ value: Double) -> String { HTMLEscaping.escaped(numbers.formatted(value, as: bar.quantity)) }
        let values = [minimum, mean, maximum].compactMap { $0 }.map { text($0) }.joined(separator: " · ")
        var svg = svgText("\(HTMLEscaping.escaped(bar.title)): \(values)", x: left, y: top + 16, isLabel: true)
        svg += svgLine(x1: left, x2: left + width, y1: top + 34, y2: top + 34, stroke: "#c5ced9")
        svg += svgRect(
            x: x(minimum), y: top + 28, width: max(x(maximum) - x(minimum), 2), height: 12, radius: 3,
            fill: "var(--rain)")
        if let mean {
            svg += "<circle cx=\"\(c(x(mean)))\" cy=\"\(c(top + 34))\" r=\"6\" fill=\"var(--warm)\"/>"
        }
        svg += svgText(text(axis.low), x: left, y: top + 56)
        return svg + svgText(text(axis.high), x: left + width, y: top + 56, anchor: "end") + "\n"
    }
}
