/// Writes a report as a GitHub-flavoured Markdown table: a header row of column titles, an
/// alignment row (`---:` right-aligns numeric columns so digits line up), then one row per record.
///
/// Choices, and why:
/// - Every cell renders as exactly its text, whatever the input holds: `MarkdownEscaping`
///   escapes everything that could start emphasis, code, links, raw HTML (`<script>`), entities
///   or GFM autolinks, plus `|` and `\`; a line break becomes a space, since a table row cannot
///   span lines (the CSV keeps the value exactly). Checked with `cmark-gfm --unsafe` on a
///   corpus of hostile strings.
/// - Every cell is written as `| ` + text + ` `, so an empty cell is `|  |`: one rule, and the
///   columns of the source stay easy to follow.
/// - A report without rows is still a table (header and alignment row): GFM renders it as a
///   table with a head and no body, which is clearer than nothing at all.
/// - Without columns there is no valid table, so nothing is written, and a row without cells
///   is no line at all.
/// - Every line ends in LF, the last one included, so pieces join with nothing between.
/// - The header row is always written, `--no-header` or not (`headings.isShown` is ignored):
///   without it there is no table.
/// - `--plain` (`plain`) writes numbers and times for machines, as CSV does (`PlainStyle`).
/// - Alerts in force come first, as a list above the table (`MarkdownFormat+Alerts.swift`),
///   read from an alerts column the table does not show (`unshownColumns`).
package struct MarkdownFormat: ReportFormat {
    /// The header row's cells.
    package let headings: ColumnHeadings
    /// Set for `--plain`.
    package let plain: PlainStyle?
    /// How many of the last columns the table does not show (the alerts, listed above it).
    package let unshownColumns: Int
    /// The BCP 47 tag of the report's locale, for the alerts list's title.
    package let languageTag: String
    /// Leaves out the columns no row gave a value (`ReportConfiguration.fields`), when the
    /// table is held until its end (`MarkdownFormat+Alerts.swift`).
    package let dropsEmptyColumns: Bool

    package init(
        headings: ColumnHeadings = .english, plain: PlainStyle? = nil, unshownColumns: Int = 0,
        languageTag: String = "en", dropsEmptyColumns: Bool = false
    ) {
        self.headings = headings
        self.plain = plain
        self.unshownColumns = unshownColumns
        self.languageTag = languageTag
        self.dropsEmptyColumns = dropsEmptyColumns
    }

    package func header(columns: [Column], into bytes: ByteBuffer) {
        let shown = columns.dropLast(unshownColumns)
        guard !shown.isEmpty else { return }
        var rows = HeldRows(format: self, columns: columns, bytes: bytes)
        rows.beginRow()
        for column in shown { rows.cell(headings.title(of: column)) }
        rows.endRow()
        bytes.append(contentsOf: "|" + shown.map { $0.isNumeric ? " ---: |" : " --- |" }.joined() + "\n")
    }

    /// Each cell is `| ` + text + ` `, and a row ends in `|` + LF; a row without cells is no line.
    package static var markup: RowMarkup {
        RowMarkup(row: "", cell: "| ", cellEnd: " ", rowEnd: "|\n", emptyRowEnd: "")
    }

    @inline(__always) package static func escape(_ text: UnsafeBufferPointer<UInt8>, into bytes: ByteBuffer) {
        MarkdownEscaping.append(text, to: bytes)
    }

    /// No charts: the alerts alone are gathered.
    package func makeChartReader(columns: [Column]) -> HTMLChartReader? { nil }
}
