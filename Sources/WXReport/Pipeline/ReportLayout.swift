/// How one run's report looks, decided once from the options before any input is read: the
/// format with its header cells and plain style, and the units that machine output states.
///
/// Apart from `ReportJob` so that tests run the pipeline in-process with exactly the formats the
/// command would use.
package struct ReportLayout {
    /// The chosen format, each case a concrete type so the pipeline is specialised for it.
    package enum Format {
        case csv(CSVFormat)
        case markdown(MarkdownFormat)
        case json(JSONFormat)
        case html(HTMLFormat)
    }

    package var format: Format
    /// The header cells of the report's columns (`--header`, `--no-header`, units with `--plain`).
    package var headings: ColumnHeadings
    /// Worked out for the formats for machines only (`ReportOptions.machineUnits`): probing ICU costs a few formatters at start-up.
    package var units: ReportUnits?
    /// Things worth a warning on standard error (an option that has no effect here).
    package var warnings: [String] = []

    /// The layout for `options` in `locale`; `headers` are the locale's titles, `catalog` the run's
    /// formatters (for the units).
    package init(options: ReportOptions, locale: ReportLocale, headers: HeaderTitles, catalog: FormatterCatalog) {
        let chosen = options.resolvedFormat
        let machine = options.machineUnits
        let units = machine ? ReportUnits(catalog: catalog) : nil
        self.units = units
        let plain = options.plain ? units.map { PlainStyle(decimalSeparator: $0.decimalSeparator) } : nil
        let headings = ColumnHeadings(
            options.header, isShown: !options.noHeader, titles: headers, units: units, plain: plain != nil)
        self.headings = headings
        // Plain numbers use Latin digits, whose separator can differ from the locale's default.
        let decimalSeparator = plain == nil ? locale.decimalSeparator : units?.decimalSeparator ?? "."
        let delimiter = options.delimiter ?? (decimalSeparator == "," ? ";" : ",")
        switch chosen {
        case .csv:
            format = .csv(
                CSVFormat(
                    delimiter: delimiter, headings: headings, plain: plain, guardsFormulas: options.guardsFormulas))
        case .markdown:
            format = .markdown(MarkdownFormat(headings: headings, plain: plain))
            if options.noHeader {
                warnings.append("--no-header does not apply to Markdown: a table needs its header row")
            }
        case .html:
            format = .html(HTMLFormat(headings: headings, catalog: catalog))
            if options.noHeader { warnings.append("--no-header does not apply to HTML: a table needs its header row") }
        case .json, .ndjson:
            format = .json(
                JSONFormat(
                    columns: options.fields, units: units ?? ReportUnits(catalog: catalog), lines: chosen == .ndjson))
        }
    }

    /// `--bom` asks for a byte order mark where it does harm: RFC 8259 forbids one in JSON text.
    /// `--summary` of fields none of which is a number would print only a header.
    package static func check(_ options: ReportOptions) throws(ReportError) {
        if options.summary, !options.fields.contains(where: { $0.quantity != nil }) {
            let fields = options.fields.map(\.rawValue).joined(separator: ",")
            throw ReportError(
                .usage, "--summary needs a numeric field, and --fields \(fields) has none (temp, pressure, wind, …)")
        }
        if options.resolvedFormat == .html, options.plain {
            throw ReportError(.usage, "--plain is for CSV and Markdown: the HTML page is for people")
        }
        if options.byteOrderMark, [.json, .ndjson].contains(options.resolvedFormat) {
            throw ReportError(
                .usage, "--bom is for CSV and Markdown: JSON text must not start with a byte order mark (RFC 8259)")
        }
    }

    /// UTF-8's byte order mark, written first for `--bom`.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
