/// The header cell of each column for one run, decided once before any row: the locale's
/// titles from the header catalog (with the unit in plain mode), or the field keys; and whether
/// a CSV header row is written at all (`--no-header`).
package struct ColumnHeadings: Sendable {
    /// False for `--no-header`: CSV writes no header row. Markdown ignores it (a table needs its
    /// head row), and JSON has no header row anyway.
    package var isShown: Bool
    private var titles: [Column: String]

    /// The text heading `column`.
    package func title(of column: Column) -> String {
        titles[column] ?? column.title
    }

    /// These headings with `changes` to some titles (the summary's table titles its columns by
    /// its keys, `SummaryStage.headings`).
    package func retitled(_ changes: [Column: String]) -> ColumnHeadings {
        ColumnHeadings(isShown: isShown, titles: titles.merging(changes) { $1 })
    }

    /// The built-in English titles, shown: what a format uses when not told otherwise.
    package static let english = ColumnHeadings(isShown: true, titles: [:])

    private init(isShown: Bool, titles: [Column: String]) {
        self.isShown = isShown
        self.titles = titles
    }

    /// The headings for `--header choice` (and `--no-header` when `isShown` is false) in the
    /// language of `titles`. `units` is set for the formats for machines, whose columns have
    /// fixed units: a key then names its unit as JSON's does (`temp_celsius`, `wind_deg`), the
    /// same in every locale; with `plain`, every numeric title gets its unit, as the cells lost
    /// theirs: `Temperatuur (°C)`, `Regen (1 u) (mm)` (a comma inside would force CSV quoting).
    package init(_ choice: HeaderChoice, isShown: Bool, titles: HeaderTitles, units: ReportUnits?, plain: Bool) {
        var headings: [Column: String] = [:]
        for column in Column.allCases {
            switch choice {
            case .keys:
                headings[column] = units.map { column.jsonKey(units: $0) } ?? column.rawValue
            case .titles:
                let unit = plain ? column.quantity.flatMap { units?.unit(of: $0).symbol } : nil
                headings[column] = titles.title(of: column) + (unit.map { $0.isEmpty ? "" : " (" + $0 + ")" } ?? "")
            }
        }
        self.init(isShown: isShown, titles: headings)
    }
}
