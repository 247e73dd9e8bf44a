/// `--summary --format html`: the summary table, with the same cells as the CSV and Markdown
/// summaries (`ReportSummary` writes its rows through `summaryRows`), then one bar per field
/// from its minimum to its maximum with the mean marked, each on its own axis (the fields have
/// different units), the numbers formatted as the cells are.
extension HTMLFormat {
    /// The summary page: its table, then the min–mean–max bars.
    package func summary(_ table: ReportSummary, into bytes: ByteBuffer) {
        summaryHeader(keys: ReportSummary.keys, into: bytes)
        table.rows(summaryRows, label: { headings.title(of: $0) }, into: bytes)
        summaryFooter(columns: table.columns, stats: table.stats, into: bytes)
    }

    /// The page's head and the summary table's header row of `keys` (count, min, max and mean
    /// are numbers).
    func summaryHeader(keys: [String], into bytes: ByteBuffer) {
        let numeric = keys.indices.filter { ["count", "min", "max", "mean"].contains(keys[$0]) }
        head(titles: keys, style: HTMLStyle.numberRules(numeric), into: bytes)
    }

    /// This format for the summary's rows: their columns are not the report's, so they feed no chart.
    var summaryRows: HTMLFormat {
        var rows = self
        rows.drawsCharts = false
        rows.unshownColumns = 0
        return rows
    }

    /// Closes the table, draws the min–mean–max bars of `columns` (with their `stats`), and
    /// closes the page.
    func summaryFooter(columns: [Column], stats: [FieldStats], into bytes: ByteBuffer) {
        bytes.append(contentsOf: "</tbody>\n</table>\n</div>\n")
        let title = HTMLEscaping.escaped(ReportWords(languageTag: languageTag).text(.report))
        bytes.append(contentsOf: "<title>\(title)</title>\n<header class=\"page\"><h1>\(title)</h1></header>\n")
        var numbers = PlainNumbers(catalog: catalog)
        var rows = ""
        var top = 0.0
        for (column, field) in zip(columns, stats) {
            guard let quantity = column.quantity, field.count > 0 else { continue }
            // Directions average on the circle (350° and 10° give 0°), as in the table.
            let mean = quantity == .direction ? field.circularMean : field.mean
            rows += summaryBar(
                title: headings.title(of: column), minimum: field.minimum, mean: mean, maximum: field.maximum,
                as: quantity, top: top, numbers: &numbers)
            top += 62
        }
        if !rows.isEmpty {
            bytes.append(contentsOf: "<section class=\"charts\">\n<figure class=\"chart summary\">\n")
            bytes.append(contentsOf: "<svg viewBox=\"0 0 640 \(c(top + 4))\" direction=\"ltr\" role=\"img\">\n")
            bytes.append(contentsOf: rows)
            bytes.append(contentsOf: "</svg>\n</figure>\n</section>\n")
        }
        bytes.append(contentsOf: "</main>\n</body>\n</html>\n")
    }

    /// One field: its title and values, its range as a bar on a round axis, the mean as a dot.
    private func summaryBar(
        title: String, minimum: Double, mean: Double?, maximum: Double, as quantity: Quantity, top: Double,
        numbers: inout PlainNumbers
    ) -> String {
        let axis = HTMLAxis(low: min(minimum, mean ?? minimum), high: max(maximum, mean ?? maximum))
        let left = 40.0
        let width = 560.0
        let x = { (value: Double) in left + axis.fraction(value) * width }
        func text(_ value: Double) -> String { HTMLEscaping.escaped(numbers.formatted(value, as: quantity)) }
        let values = [minimum, mean, maximum].compactMap { $0 }.map { text($0) }.joined(separator: " · ")
        var svg =
            "<text class=\"label\" x=\"\(c(left))\" y=\"\(c(top + 16))\">\(HTMLEscaping.escaped(title)): \(values)</text>"
        svg +=
            "<line x1=\"\(c(left))\" x2=\"\(c(left + width))\" y1=\"\(c(top + 34))\" y2=\"\(c(top + 34))\" stroke=\"#c5ced9\"/>"
        svg +=
            "<rect x=\"\(c(x(minimum)))\" y=\"\(c(top + 28))\" width=\"\(c(max(x(maximum) - x(minimum), 2)))\" "
            + "height=\"12\" rx=\"3\" fill=\"var(--rain)\"/>"
        if let mean {
            svg += "<circle cx=\"\(c(x(mean)))\" cy=\"\(c(top + 34))\" r=\"6\" fill=\"var(--warm)\"/>"
        }
        svg += "<text x=\"\(c(left))\" y=\"\(c(top + 56))\">\(text(axis.low))</text>"
        svg += "<text x=\"\(c(left + width))\" y=\"\(c(top + 56))\" text-anchor=\"end\">\(text(axis.high))</text>\n"
        return svg
    }
}
