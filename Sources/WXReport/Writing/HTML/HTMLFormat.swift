/// Writes a report as one self-contained HTML5 page: a heading naming the places and dates,
/// the alerts in force, charts drawn in inline SVG from what the rows carried, then the table. Inline CSS, no script, no font, no
/// image and no link to fetch: the page reads the same offline, from a mail or a web server.
///
/// Choices, and why:
/// - `lang` and `dir` come from the locale (`dir="rtl"` for Arabic, Hebrew, Persian and Urdu),
///   so a browser picks the right fonts and an Arabic table's first column is on the right.
/// - Cells are exactly the CSV's and Markdown's (the same `NumberCell.formatted`,
///   `TimeCell.formatted` and text), escaped by `HTMLEscaping`: hostile input stays text. Each
///   cell isolates its direction (`unicode-bidi: isolate`), so a stray override in a name cannot
///   reorder the row.
/// - A cell is a bare `<td>`, and only a row's last cell has its `</td>` (HTML ends a cell at
///   the next `<td>`; the last one is closed so the line break after `</tr>` is not cell text):
///   a quarter fewer bytes to write and load, the same DOM. Alignment, `white-space: nowrap`
///   for numbers (so `1.004 hPa` never breaks between number and unit) and which columns a phone
///   hides are per column rules in the stylesheet (`HTMLStyle`), written once in the header.
/// - The header row is always written (`--no-header` or not): a table needs it; it stays in view
///   while scrolling (`position: sticky`).
/// - The `<title>`, heading and charts are known only after the last row, so the table is held
///   back while it is small (`HeldTable`, 16 MiB) and the page is written in order, `<title>`
///   in the head. A larger table streams: the head goes first without a `<title>`, the rows as
///   they come, then the `<title>` (in the body, where browsers still take it), the heading and
///   charts, shown above the table by CSS `order`; only the chart data (`HTMLChartData`,
///   bounded) waits for the end. Each piece's result is its rows' markup and its chart rows
///   (`HeldPiece`); the page's assembly (`HeldTable`) holds or writes the one and merges the other on the
///   writer thread, in input order.
package struct HTMLFormat: HeldTableFormat {
    /// The header row's cells, and the names the charts use for their axes.
    package let headings: ColumnHeadings
    /// The BCP 47 tag of the report's locale (`nl-BE`), for `lang`.
    package var languageTag: String { catalog.locale.languageTag }
    /// Formats the charts' axis numbers as the cells are formatted.
    let catalog: FormatterCatalog
    /// The page of `--summary` (`HTMLFormat+Summary.swift`): its columns are not the report's,
    /// so its rows feed no chart but a min–mean–max bar per field.
    package var isSummary = false
    /// How many of the last columns are read by the charts only, not shown in the table
    /// (`ReportConfiguration.columns` adds `kind` and `id`, so series follow places and products).
    package var unshownColumns = 0
    /// Hides the columns no row gave a value (`ReportConfiguration.fields`), by a rule in the
    /// head (after the last row, when the table streamed).
    package var dropsEmptyColumns = false

    package init(
        headings: ColumnHeadings = .english, catalog: FormatterCatalog, unshownColumns: Int = 0,
        dropsEmptyColumns: Bool = false, isSummary: Bool = false
    ) {
        self.headings = headings
        self.catalog = catalog
        self.unshownColumns = unshownColumns
        self.dropsEmptyColumns = dropsEmptyColumns
        self.isSummary = isSummary
    }

    /// Right to left for the languages written that way (by the tag's language subtag).
    package var isRightToLeft: Bool {
        let language = languageTag.prefix { $0 != "-" && $0 != "_" }.lowercased()
        return ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(language)
    }

    /// The page up to the first row of a table that streams: the head without a `<title>`; a
    /// summary's, titled (its columns stand in for the summary's keys, `SummaryStage.columns`,
    /// and only their numbers have rules).
    package func header(columns: [Column], into bytes: ByteBuffer) {
        head(columns: columns, title: isSummary ? summaryTitle : nil, into: bytes)
    }

    /// The page up to the table's first row: the document head (with `title`, escaped, when it
    /// is known, the rules per column and `hidden`, the rule hiding empty columns), the body's
    /// start, `top` (heading, alerts and charts) and the table's header row. The table scrolls
    /// in its own box, header row in view, so a wide table never makes the page scroll sideways
    /// and no title has to break inside a word to fit.
    func head(columns: [Column], title: String?, hidden: String = "", top: String = "", into bytes: ByteBuffer) {
        let shown = Array(columns.dropLast(unshownColumns))
        let language = HTMLEscaping.escaped(languageTag)
        bytes.append(
            contentsOf: "<!DOCTYPE html>\n<html lang=\"\(language)\" dir=\"\(isRightToLeft ? "rtl" : "ltr")\">\n")
        bytes.append(contentsOf: "<head>\n<meta charset=\"utf-8\">\n")
        bytes.append(contentsOf: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        bytes.append(contentsOf: (title.map { "<title>\($0)</title>\n" } ?? "") + "<style>\n" + HTMLStyle.page)
        bytes.append(contentsOf: HTMLStyle.columnRules(shown, numbersOnly: isSummary) + hidden)
        bytes.append(contentsOf: "</style>\n</head>\n<body>\n<main class=\"report\">\n" + top)
        let titles = shown.map { "<th scope=\"col\">\(HTMLEscaping.escaped(headings.title(of: $0)))</th>" }
        bytes.append(
            contentsOf: "<div class=\"table\">\n<table>\n<thead>\n<tr>\(titles.joined())</tr>\n</thead>\n<tbody>\n")
    }

    /// A cell is a bare `<td>`; only a row's last cell is closed.
    package static var markup: RowMarkup {
        RowMarkup(row: "<tr>", cell: "<td>", cellEnd: "", rowEnd: "</td></tr>\n", emptyRowEnd: "</tr>\n")
    }

    @inline(__always) package static func escape(_ text: UnsafeBufferPointer<UInt8>, into bytes: ByteBuffer) {
        HTMLEscaping.append(text, to: bytes)
    }

    /// The page has no `--plain`.
    package var plain: PlainStyle? { nil }

    package func makeChartReader(columns: [Column]) -> HTMLChartReader? {
        HTMLChartReader(columns: columns, readsBars: isSummary)
    }

    /// Writes the page around the held rows: its head titled, the heading, alerts and charts,
    /// the rows, its end. After rows that streamed: the table's end, the rule hiding its empty
    /// columns (browsers apply a stylesheet wherever it stands), the `<title>` (in the body,
    /// where browsers still take it), the heading, alerts and charts (shown above the
    /// table), the page's end. A summary's page is titled from the start and has nothing above
    /// its table: its head, rows, then its bars (`summaryFooter`).
    package func end(_ table: HeldTable<Self>, rowCount: Int, to output: inout some ByteOutput) {
        let text = table.text
        let hidden = dropsEmptyColumns ? HTMLStyle.hiddenColumns(table.filled) : ""
        var drawing = HTMLCharts(data: table.gathered, headings: headings, catalog: catalog)
        let top = isSummary ? (title: summaryTitle, markup: "") : drawing.top()
        if let rows = table.rows {
            text.write(to: &output) {
                head(columns: text.columns, title: top.title, hidden: hidden, top: top.markup, into: $0)
            }
            rows.withBytes { output.write(bytes: $0) }
        }
        text.write(to: &output) { bytes in
            bytes.append(contentsOf: "</tbody>\n</table>\n</div>\n")
            if isSummary {
                summaryFooter(table.gathered.bars, into: bytes)
            } else if table.rows == nil {
                bytes.append(contentsOf: hidden.isEmpty ? "" : "<style>\n\(hidden)</style>\n")
                bytes.append(contentsOf: "<title>\(top.title)</title>\n" + top.markup)
            }
            bytes.append(contentsOf: "</main>\n</body>\n</html>\n")
        }
    }
}
