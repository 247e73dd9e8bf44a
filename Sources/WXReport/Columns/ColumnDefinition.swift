/// What one column is, in one place: everything a format, `--schema`, `--sort`, `--summary`,
/// `--daily` and the transform need to know about it. `Column.definition` is the table (one
/// entry per column, `ColumnTable.swift`); the rest of the code reads it rather than listing
/// columns again, so a new column is a case, its entry and its translated titles.
package struct ColumnDefinition: Sendable {
    /// What a cell of the column holds, which decides its JSON type, alignment and wrapping.
    package enum Kind: Sendable, Equatable {
        /// Text, as the input gave it or as the transform words it.
        case text
        /// An instant, shown in the place's time (or UTC).
        case time
        /// A place's local day (`--daily`).
        case date
        /// A measurement: written with a fraction in JSON (`7.0`), as DuckDB and Polars infer it.
        case number(Quantity)
        /// A count or code, whole by nature: a JSON integer.
        case integer(Quantity)
    }

    /// Where a cell's value comes from in the decoded record (`WeatherRecord`).
    package enum Value: Sendable {
        /// A number in the input's units, converted to the column's quantity.
        case number(RecordMember)
        /// Written by the transform from the record's other members (`WeatherTransform.Worker.written`):
        /// its texts and instants, or words made of several members.
        case written
        /// None: the column sums up a day, only `--daily` fills it.
        case day
    }

    /// Which reports show the column when `--fields` is not given.
    package enum Defaults: Sendable, Equatable {
        /// Every report: the fixed default schema of the formats for machines, and more.
        case all
        /// The formats for people (Markdown, HTML), which drop a column no row fills
        /// (`ReportConfiguration.fields`).
        case people
        /// Only when asked for with `--fields`.
        case optIn
    }

    /// The English header; the translations are keyed by the column's key (`HeaderTitleTables`).
    package let title: String
    package let kind: Kind
    package let value: Value
    package let defaults: Defaults
    /// Position among the columns of a `--daily` report (from 1); nil when it has none.
    package let daily: Int?
    /// 1: always shown on the HTML page; 2: hidden on a phone; 3: shown on a wide screen only.
    package let htmlPriority: Int
    /// Its text comes from the input, so CSV guards it against formula injection
    /// (`CSVFormulaGuard`).
    package let isGuarded: Bool
    /// The optional members the decoder must parse for it (`DecodedValues`).
    package let decodes: DecodedValues
    /// `--schema`'s JSON type and description, where the kind does not say them
    /// (`ReportSchema`).
    package let schemaType: String?
    package let about: String?

    init(
        _ title: String, _ kind: Kind, _ value: Value, _ defaults: Defaults = .optIn, daily: Int? = nil,
        html: Int = 3, guarded: Bool = false, decodes: DecodedValues = [], schema: String? = nil, about: String? = nil
    ) {
        (self.title, self.kind, self.value, self.defaults, self.daily) = (title, kind, value, defaults, daily)
        (htmlPriority, isGuarded, self.decodes, schemaType, self.about) = (html, guarded, decodes, schema, about)
    }
}

extension Column {
    /// The English header a report prints when not told another language.
    package var title: String { definition.title }

    /// The quantity of a numeric column, which says its unit and formatter; nil for the others.
    package var quantity: Quantity? {
        switch definition.kind {
        case .number(let quantity), .integer(let quantity): quantity
        case .text, .time, .date: nil
        }
    }

    /// Counts and codes, written and declared as JSON integers (`JSONFormat`).
    package var isWholeNumber: Bool {
        if case .integer = definition.kind { true } else { false }
    }

    /// Numbers read best right-aligned (Markdown's `---:`); text and times stay left.
    package var isNumeric: Bool { quantity != nil }

    /// Whether the column exists only in a `--daily` report: a record has no value for it.
    package var isDailyOnly: Bool {
        if case .day = definition.value { true } else { false }
    }

    /// The columns of a report run without `--fields`.
    package static let defaults = allCases.filter { $0.definition.defaults == .all }

    /// The columns the formats for people add to `defaults` (`ReportConfiguration.fields`).
    package static let peoplesDefaults = allCases.filter { $0.definition.defaults == .people }

    /// The columns whose cells CSV guards (`ColumnDefinition.isGuarded`), looked up once: a row
    /// writer is made per file.
    package static let guarded = allCases.filter { $0.definition.isGuarded }

    /// The columns of a `--daily` report (`DailyStage`), in their default order: its only columns.
    package static let daily = allCases.compactMap { column in column.definition.daily.map { ($0, column) } }
        .sorted { $0.0 < $1.0 }.map(\.1)

    /// The key of this column in JSON output: the field key, plus `_` and the unit's CLDR
    /// identifier (with `_` for `-`) for a quantity whose unit the report decides
    /// (`ReportUnits`), so the key says the unit: `temp_celsius`, `wind_meter_per_second`.
    package func jsonKey(units: ReportUnits) -> String {
        guard let quantity, quantity.unitFacts.usage != nil else { return rawValue }
        return key(unit: units.unit(of: quantity).identifier)
    }

    /// `temp` + `celsius` → `temp_celsius`, `wind` + `meter-per-second` → `wind_meter_per_second`.
    func key(unit identifier: String) -> String {
        rawValue + "_" + String(identifier.map { $0 == "-" ? "_" : $0 })
    }
}
