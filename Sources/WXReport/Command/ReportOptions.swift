/// Everything the command line asked for, as parsed by `OptionParser`, before anything is
/// resolved against the environment (locale, terminal, core count).
///
/// `nil` means "not given": the locale, delimiter, units and progress defaults depend on things
/// the parser must not look at, so the code that knows them fills them in. When both `showHelp`
/// and `showVersion` are set, help wins.
package struct ReportOptions: Sendable, Equatable {
    /// The values `--jobs` accepts; the core-count default is clamped into it too.
    package static let jobsRange = 1...256

    /// Input paths in command-line order, as bytes; `"-"` means standard input and appears at
    /// most once. A directory stands for its input files (see `InputExpansion`).
    package var inputs: [SystemPath] = []
    /// The `--locale` text as typed, not yet validated; `nil` means the environment default.
    package var locale: String? = nil
    /// The explicit `--format`; see `resolvedFormat` for the one to use.
    package var format: OutputFormat? = nil
    /// The `-o`/`--output` path; `nil` (also for `-o -`) means standard output.
    package var output: SystemPath? = nil
    /// The columns in the order to print them, never empty and without duplicates.
    package var fields: [Column] = Column.defaults
    /// `auto`: each document's first temperature decides (see `InputUnitsSetting`).
    package var inputUnits: InputUnitsSetting = .auto
    /// `nil` means the locale's own measurement system.
    package var units: UnitSystem? = nil
    /// The CSV separator; `nil` means ',' or ';' depending on the locale's decimal separator.
    package var delimiter: Character? = nil
    /// How many worker threads decode and format pieces (`--jobs`), within `jobsRange`.
    package var jobs: Int
    /// Write no report at all when any input fails, instead of reporting the good ones.
    package var strict = false
    /// `-r`: a directory argument includes the inputs of its subdirectories too.
    package var recursive = false
    package var showHelp = false
    package var showVersion = false
    /// `--schema`: print the JSON Schema of the JSON/NDJSON objects (`ReportSchema`) and exit.
    package var showSchema = false
    /// `--generate`: print the man page or a shell's completions (`GeneratedFile`) and exit.
    package var generate: GeneratedFile? = nil
    /// `--progress` / `--no-progress`; `nil` means only when standard error is a terminal.
    package var progress: Bool? = nil
    /// `--plain`: numbers without units (the unit goes in the header), times in ISO 8601.
    package var plain = false
    /// `--header`: titles or field keys in the header row.
    package var header: HeaderChoice = .titles
    /// `--no-header`: no header row in CSV (it wins over `--header`; Markdown keeps its header).
    package var noHeader = false
    /// `--bom`: start the report with a UTF-8 byte order mark, for spreadsheets.
    package var byteOrderMark = false
    /// CSV text cells from the input that a spreadsheet would run as a formula get a leading
    /// `'` (OWASP); `--no-formula-guard` writes them exactly as the input had them.
    package var guardsFormulas = true
    /// `--summary`: one row per numeric field (count, min and its city, max and its city, mean)
    /// instead of the rows.
    package var summary = false
    /// `--sort`: the keys to order the rows by, most significant first; empty keeps input order.
    package var sort: [SortKey] = []
    /// `--daily`: one row per place and local day (`DailyStage`), of the daily fields
    /// (`Column.daily`, the default fields then).
    package var daily = false
    /// `--rejects FILE`: where the records that could not be reported go, as NDJSON.
    package var rejects: SystemPath? = nil

    package init(jobs: Int) {
        self.jobs = jobs
    }

    /// Whether the report is for machines: JSON, NDJSON, `--plain` or `--header keys`. Their
    /// columns use fixed units (`Quantity.fixedUnit(in:)`) and their keys name them, so they
    /// are the same in every locale.
    package var machineUnits: Bool {
        plain || header == .keys || resolvedFormat == .json || resolvedFormat == .ndjson
    }

    /// The format to write: an explicit `--format` wins, then the output name's ending
    /// (`OutputFormat.chosen(byName:)`).
    package var resolvedFormat: OutputFormat {
        format ?? OutputFormat.chosen(byName: output?.text ?? "")
    }

    /// Every rule about which options combine, in one place, so no option is silently ignored.
    /// `--daily` lays out the daily fields only, and the other reports none of the fields only a
    /// day has (`Column.isDailyOnly`); the same for the `--sort` keys. `--summary` of fields none
    /// of which is a number would print only a header. `--bom` asks for a byte order mark where
    /// it does harm: RFC 8259 forbids one in JSON text.
    package func check() throws(ReportError) {
        let format = resolvedFormat
        if delimiter != nil, format != .csv {
            let name = format == .markdown ? "Markdown" : format.rawValue.uppercased()
            throw ReportError(.usage, "option '--delimiter' applies only to CSV output, not to \(name)")
        }
        let keys = fields + sort.map(\.column)
        if daily, let field = keys.first(where: { !Column.daily.contains($0) }) {
            let valid = Column.daily.map(\.rawValue).joined(separator: ", ")
            throw ReportError(.usage, "field '\(field.rawValue)' is not a --daily field (valid: \(valid))")
        }
        if !daily, let field = keys.first(where: \.isDailyOnly) {
            throw ReportError(.usage, "field '\(field.rawValue)' sums up a day: it needs --daily")
        }
        if summary, !fields.contains(where: { $0.quantity != nil }) {
            let list = fields.map(\.rawValue).joined(separator: ",")
            throw ReportError(
                .usage, "--summary needs a numeric field, and --fields \(list) has none (temp, pressure, wind, …)")
        }
        if format == .html, plain {
            throw ReportError(.usage, "--plain is for CSV and Markdown: the HTML page is for people")
        }
        if byteOrderMark, [.json, .ndjson].contains(format) {
            throw ReportError(
                .usage, "--bom is for CSV and Markdown: JSON text must not start with a byte order mark (RFC 8259)")
        }
    }
}
