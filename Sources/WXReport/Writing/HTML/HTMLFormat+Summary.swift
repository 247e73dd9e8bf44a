/// `--summary --format html`: the summary table as the page lays out any table (`HTMLFormat`'s
/// rows, with the same cells as the CSV and Markdown summaries), then one bar per field from its
/// minimum to its maximum with the mean marked, each on its own axis (the fields have different
/// units), the numbers formatted as the cells are. The bars are read from the table's rows.
package struct HTMLSummaryFormat: ReportFormat {
    /// The page, for the summary's rows: their columns are not the report's, so they feed no chart.
    let page: HTMLFormat

    package init(page: HTMLFormat) {
        var page = page
        page.drawsCharts = false
        page.unshownColumns = 0
        page.dropsEmptyColumns = false
        self.page = page
    }

    /// The page's head, titled (its title is known from the start), and the table's header row
    /// of the summary's keys (count, min, max and mean are numbers).
    package func header(columns: [Column], into bytes: ByteBuffer) {
        let keys = SummaryStage.keys
        let numeric = keys.indices.filter { ["count", "min", "max", "mean"].contains(keys[$0]) }
        page.documentHead(title: page.summaryTitle, style: HTMLStyle.numberRules(numeric), into: bytes)
        page.tableHead(titles: keys, into: bytes)
    }

    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        Rows(table: page.makeRowWriter(columns: columns, capacity: capacity))
    }

    package func makeAssembly(columns: [Column]) -> Assembly {
        Assembly(text: TextAssembly(format: self, columns: columns))
    }

    /// One field's bar: its title, quantity, and its row's numbers by column (1 the count, 2 the
    /// minimum, 4 the maximum, 6 the mean).
    struct Bar {
        var title = ""
        var quantity = Quantity.temperature
        var values: [Int: Double] = [:]
    }

    /// The table rows of one piece, and the bars they give.
    package struct Rows: RowWriter {
        var table: HTMLFormat.Rows
        var bars: [Bar] = []
        private var bar = Bar()
        private var index = 0

        init(table: HTMLFormat.Rows) {
            self.table = table
        }

        package mutating func beginRow() {
            table.beginRow()
            (bar, index) = (Bar(), 0)
        }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index == 0 { bar.title = String(decoding: text, as: UTF8.self) }
            table.cell(utf8: text)
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            (bar.quantity, bar.values[index]) = (cell.quantity, cell.value)
            table.number(cell)
            index += 1
        }

        package mutating func endRow() {
            table.endRow()
            if bar.values[1] ?? 0 > 0 { bars.append(bar) }
        }

        package mutating func finish() -> HTMLSummaryPiece {
            HTMLSummaryPiece(laidOut: table.finish().laidOut, bars: bars)
        }
    }

    /// The table as any page's, and the bars drawn after it.
    package struct Assembly: ReportAssembly {
        let text: TextAssembly<HTMLSummaryFormat>
        var bars: [Bar] = []

        package func begin(to output: inout some ByteOutput) { text.begin(to: &output) }

        package mutating func add(
            _ piece: HTMLSummaryPiece, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput
        ) {
            text.add(piece.laidOut, rowsBefore: rows, count: count, to: &output)
            bars += piece.bars
        }

        package func end(rowCount: Int, to output: inout some ByteOutput) {
            text.write(to: &output) { text.format.page.summaryFooter(bars, into: $0) }
        }
    }
}

/// One piece of the summary page: its rows' markup, and their bars.
package struct HTMLSummaryPiece: PieceResult {
    let laidOut: ByteBuffer
    let bars: [HTMLSummaryFormat.Bar]
    package var heldBytes: Int { laidOut.count }
}

extension HTMLFormat {
    /// The summary page's `<title>` and heading, escaped: the report word in its language.
    var summaryTitle: String { HTMLEscaping.escaped(ReportWords(languageTag: languageTag).text(.report)) }

    /// Closes the table, draws the min–mean–max `bars`, and closes the page.
    func summaryFooter(_ bars: [HTMLSummaryFormat.Bar], into bytes: ByteBuffer) {
        bytes.append(contentsOf: Self.tableEnd)
        bytes.append(contentsOf: "<header class=\"page\"><h1>\(summaryTitle)</h1></header>\n")
        var numbers = CellFormatter(catalog: catalog)
        var rows = ""
        var top = 0.0
        for bar in bars {
            guard let minimum = bar.values[2], let maximum = bar.values[4] else { continue }
            rows += summaryBar(
                title: bar.title, minimum: minimum, mean: bar.values[6], maximum: maximum, as: bar.quantity,
                top: top, numbers: &numbers)
            top += 62
        }
        if !rows.isEmpty {
            bytes.append(contentsOf: "<section class=\"charts\">\n<figure class=\"chart summary\">\n")
            bytes.append(contentsOf: "<svg viewBox=\"0 0 640 \(c(top + 4))\" direction=\"ltr\" role=\"img\">\n")
            bytes.append(contentsOf: rows)
            bytes.append(contentsOf: "</svg>\n</figure>\n</section>\n")
        }
        bytes.append(contentsOf: Self.pageEnd)
    }

    /// One field: its title and values, its range as a bar on a round axis, the mean as a dot.
    private func summaryBar(
        title: String, minimum: Double, mean: Double?, maximum: Double, as quantity: Quantity, top: Double,
        numbers: inout CellFormatter
    ) -> String {
        let axis = HTMLAxis(low: min(minimum, mean ?? minimum), high: max(maximum, mean ?? maximum))
        let left = 40.0
        let width = 560.0
        let x = { (value: Double) in left + axis.fraction(value) * width }
        func text(_ value: Double) -> String { HTMLEscaping.escaped(numbers.formatted(value, as: quantity)) }
        let values = [minimum, mean, maximum].compactMap { $0 }.map { text($0) }.joined(separator: " · ")
        var svg = svgText("\(HTMLEscaping.escaped(title)): \(values)", x: left, y: top + 16, isLabel: true)
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
