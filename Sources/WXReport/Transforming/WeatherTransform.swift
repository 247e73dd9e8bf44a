/// The transform for OWM payloads: decodes records with our own JSON reader and formats the
/// chosen columns for the run's locale and units.
package struct WeatherTransform: RecordTransform {
    package let columns: [Column]
    package let catalog: FormatterCatalog
    /// `--rejects`: errors carry the raw text of the record they cost (`RejectedRecord`).
    package var capturesRejects = false
    /// For the formats people read (Markdown, HTML): an alerts cell tells each alert in full,
    /// one a line (`Flood Watch — NWS Shreveport, 2/11/2025, 02:00 – 3/11/2025, 01:00`), not
    /// the events; a daily row's time is its day (`ma 24 nov 2025`), not its noon; conditions
    /// and kinds are in the report's language (`ConditionTexts`, `ReportWords`).
    package var isForPeople = false
    /// How the workers decode, for the plans: set once, not per document.
    private let decoding: RecordDecoding
    /// Where each column's cell comes from, read from the table once, not per worker (a worker
    /// is made per file when files are small).
    private let sources: [Worker.Source]

    package init(columns: [Column], catalog: FormatterCatalog) {
        self.columns = columns
        self.catalog = catalog
        decoding = RecordDecoding(columns: columns, catalog: catalog)
        sources = columns.map { ($0, $0.definition.value, $0.quantity ?? .identifier) }
    }

    /// The place of a record that names none, by its coordinates: `33.44° N 94.04° W`, each
    /// magnitude laid out by `degrees`. The default is the formats for machines' spelling, the
    /// same in every locale; the formats for people pass the locale's coordinate formatter and
    /// the language's hemisphere words (`52,23° N 21,01° O`, `北緯52.23° 東経21.01°`).
    static func coordinatesText(
        _ latitude: Double, _ longitude: Double, hemispheres: ReportWords.Hemispheres = .letters,
        degrees: (Double) -> String = { $0.messageText + "°" }
    ) -> String {
        hemispheres.latitude(latitude, degrees(latitude.magnitude)) + " "
            + hemispheres.longitude(longitude, degrees(longitude.magnitude))
    }

    package func plan(_ document: SourceDocument) -> DocumentPlan {
        DocumentPlan(document, inputUnits: catalog.inputUnits, decoding: decoding)
    }

    package func makeWorker() -> Worker {
        Worker(self)
    }

    /// One worker's half: its own formatter, whose caches need no locks. Decoding, formatting
    /// and layout run as one pass, with no `String` per row and none for most cells.
    package struct Worker: PieceTransformer {
        /// Where one column's cell comes from (`ColumnDefinition.value`), and its quantity
        /// (read only when it is a number).
        typealias Source = (column: Column, value: ColumnDefinition.Value, quantity: Quantity)

        var formatter: CellFormatter
        let capturesRejects: Bool
        let isForPeople: Bool
        /// The kind and hemisphere words in the report's language, for the formats people read.
        private lazy var words = ReportWords(languageTag: formatter.catalog.locale.languageTag)
        /// How a nameless place's hemispheres are marked: the language's own for the formats
        /// people read, `N`/`S`/`E`/`W` for the others.
        private lazy var hemispheres = isForPeople ? words.hemispheres : .letters
        /// The conditions in the report's language, for the formats people read.
        private lazy var conditionTexts = ConditionTexts(languageTag: formatter.catalog.locale.languageTag)
        /// Day formatters (CLDR skeleton `yMMMEd`) by offset, for daily rows.
        private var dayFormatters: [Int: ICUDateFormatter] = [:]
        /// The optional values `columns` read: the decoder parses no others.
        let values: DecodedValues
        /// Per column, in order.
        private let sources: [Source]
        /// The units of the document being decoded (each piece carries its document's).
        private var units = InputUnits.standard
        /// Their conversions to the columns' units, looked up once a piece rather than per cell.
        private var conversions: UnitConversions

        init(_ transform: WeatherTransform) {
            (sources, values, formatter) = (
                transform.sources, transform.decoding.values, CellFormatter(catalog: transform.catalog)
            )
            (capturesRejects, isForPeople) = (transform.capturesRejects, transform.isForPeople)
            conversions = formatter.resolved.conversions[units.index]
        }

        package mutating func transform<Rows: RowWriter>(
            _ piece: DocumentPiece, into rows: inout Rows
        ) -> PieceOutcome {
            // The decoder checks the piece's values against its document's units and the report's.
            units = piece.inputUnits
            conversions = formatter.resolved.conversions[units.index]
            var decoder = PieceDecoder(piece, units: conversions, values: values, capturesRecords: capturesRejects)
            var (notice, count): (RunNotice?, Int) = (nil, 0)
            if units == .standard, let named = formatter.catalog.inputUnits.fixed, named != .standard {
                notice = .kelvinDespite(named, file: piece.name)
            }
            let outcome = decoder.decode { record in
                if notice == nil, let zone = record.unknownZone { notice = .unknownZone(zone) }
                write(record, into: &rows)
                count += 1
            }
            return PieceOutcome(rows: count, errors: outcome.errors, endsDocument: outcome.endsDocument, notice: notice)
        }

        /// The cells of one record, in column order; a value the record lacks is an empty cell.
        mutating func write<Rows: RowWriter>(_ record: WeatherRecord, into rows: inout Rows) {
            rows.beginRow()
            for source in sources {
                switch source.value {
                case .number(let member): number(record[member], as: source.quantity, into: &rows)
                case .written: written(source.column, of: record, into: &rows)
                // A record has none of these: they sum up a day (`DailyStage`).
                case .day: rows.emptyCell()
                }
            }
            rows.endRow()
        }

        /// The cells of the record's texts and instants, and those the transform words from several members.
        private mutating func written<Rows: RowWriter>(
            _ column: Column, of record: WeatherRecord, into rows: inout Rows
        ) {
            switch column {
            case .city:
                record.hasName
                    ? rows.cell(record.city) : rows.cell(placeText(of: record, localized: rows.needs.formatted))
            case .time:
                isForPeople && record.kind == .daily && rows.needs.formatted
                    ? day(record.time, offset: record.offset ?? 0, into: &rows)
                    : date(record.time, of: record, into: &rows)
            case .conditions:
                var conditions = record.conditions
                // The primary condition is the one whose id the record keeps; the others are
                // found by their English text.
                if isForPeople {
                    for index in conditions.indices {
                        let id = index == 0 ? record[.conditionID].flatMap { Int64(exactly: $0) } : nil
                        conditions[index] = conditionTexts.text(id: id, payload: conditions[index])
                    }
                }
                rows.cell(conditions.count == 1 ? conditions[0] : conditions.joined(separator: ", "))
            case .country: text(record.country, into: &rows)
            case .icon: text(record.icon, into: &rows)
            case .sunrise: date(record.sunrise, of: record, into: &rows)
            case .sunset: date(record.sunset, of: record, into: &rows)
            case .timeUTC: date(record.time, of: record, inUTC: true, into: &rows)
            case .localTime: localTime(record, into: &rows)
            case .kind:
                rows.cell(isForPeople && rows.needs.formatted ? words.kinds.word(record.kind) : record.kind.rawValue)
            // Words for people only when the writer lays out text: the `--daily` stage reads the
            // raw kind and the alerts' events to add up a day.
            case .alerts:
                isForPeople && rows.needs.formatted && !record.alertNotices.isEmpty
                    ? rows.cell(describe(record.alertNotices, offset: record.offset)) : text(record.alerts, into: &rows)
            default: rows.emptyCell()
            }
        }

        /// The place of a record that names none (One Call, 2.5 history): its coordinates in
        /// the locale's numbers and, for people, hemisphere words (`33,44° N 94,04° W`), else
        /// its city id, else nothing.
        private mutating func placeText(of record: WeatherRecord, localized: Bool) -> String {
            if let latitude = record[.latitude], let longitude = record[.longitude] {
                guard localized else { return WeatherTransform.coordinatesText(latitude, longitude) }
                return WeatherTransform.coordinatesText(latitude, longitude, hemispheres: hemispheres) {
                    formatter.format($0, as: .coordinate, from: units)
                }
            }
            return record[.id].flatMap { Int64(exactly: $0) }.map { String($0) } ?? ""
        }

        /// A daily row's time as its day, weekday and date in the locale, in the place's offset.
        private mutating func day<Rows: RowWriter>(_ instant: Int64, offset: Int, into rows: inout Rows) {
            if dayFormatters[offset] == nil {
                dayFormatters[offset] = ICU.dateFormatter(
                    skeleton: "yMMMEd", locale: formatter.catalog.localeID, offsetSeconds: offset)
            }
            guard let text = try? dayFormatters[offset]?.format(unixSeconds: instant) else {
                return formatter.withDateTime(instant, offsetSeconds: offset) {
                    rows.time(TimeCell(instant: instant, offset: offset, formatted: $0))
                }
            }
            withUTF8Bytes(text) { rows.time(TimeCell(instant: instant, offset: offset, formatted: $0)) }
        }

        /// Each alert as `event — sender, start – end`, times in the place's local time, one a line.
        /// The event and sender are the payload's text (English, from a US sender), so each is
        /// isolated (`String.isolated`): in an Arabic line it keeps its own direction and
        /// cannot reorder the rest; the HTML banner makes them `<bdi>`.
        private mutating func describe(_ notices: [AlertNotice], offset: Int?) -> String {
            notices.map { notice in
                let times = [notice.start, notice.end].map { instant in
                    instant.map {
                        formatter.withDateTime($0, offsetSeconds: offset) { String(decoding: $0, as: UTF8.self) }
                    }
                        ?? "…"
                }
                let sender = notice.sender.isEmpty ? "" : " — \(notice.sender.isolated)"
                return "\(notice.event.isolated)\(sender), \(times[0]) – \(times[1])"
            }.joined(separator: "\n")
        }

        @inline(__always) private func text<Rows: RowWriter>(_ value: String?, into rows: inout Rows) {
            if let value { rows.cell(value) } else { rows.emptyCell() }
        }

        /// A number cell with the parts the writer needs; empty when there is no value, or when
        /// a needed part is empty (NaN, infinity, ICU failing).
        @inline(__always) private mutating func number<Rows: RowWriter>(
            _ value: Double?, as quantity: Quantity, into rows: inout Rows
        ) {
            guard let value else { return rows.emptyCell() }
            let needs = rows.needs
            let formatted = needs.formatted ? formatter.format(value, as: quantity, from: units) : ""
            var columnValue = Double.nan
            var decimal = ""
            if needs.decimals || needs.values {
                columnValue = conversions.byQuantity[quantity.index].apply(value)
                if needs.decimals { decimal = formatter.machineDecimal(value, as: quantity, from: units) }
            }
            guard !(needs.formatted && formatted.isEmpty), !(needs.decimals && decimal.isEmpty),
                !(needs.values && !columnValue.isFinite)
            else { return rows.emptyCell() }
            withUTF8Bytes(formatted) { formatted in
                withUTF8Bytes(decimal) { decimal in
                    rows.number(
                        NumberCell(value: columnValue, quantity: quantity, formatted: formatted, decimal: decimal))
                }
            }
        }

        /// A date cell in the record's zone, its text handed over as bytes (see
        /// `CellFormatter.withDateTime`) when the writer wants it.
        @inline(__always) private mutating func date<Rows: RowWriter>(
            _ instant: Int64?, of record: WeatherRecord, inUTC: Bool = false, into rows: inout Rows
        ) {
            guard let instant else { return rows.emptyCell() }
            // Only the offset goes into the closure: capturing `record` would copy it (and retain
            // its strings) for every date cell.
            let offset = inUTC ? nil : record.offset
            guard rows.needs.formatted else {
                return rows.time(TimeCell(instant: instant, offset: offset, formatted: .noBytes))
            }
            if record.repeatsLocalTime, !inUTC, instant == record.time, let offset {
                return repeatedLocalTime(instant, offset: offset, into: &rows)
            }
            formatter.withDateTime(instant, offsetSeconds: offset) {
                rows.time(TimeCell(instant: instant, offset: offset, formatted: $0))
            }
        }

        /// `local_time`: the wall clock as ISO 8601 without the offset, the same text in every
        /// format, so a CSV for people imports as date cells too.
        private mutating func localTime<Rows: RowWriter>(_ record: WeatherRecord, into rows: inout Rows) {
            var cell = TimeCell(instant: record.time, offset: record.offset, formatted: .noBytes)
            cell.isLocal = true
            guard rows.needs.formatted else { return rows.time(cell) }
            cell.withISO8601 { text in
                cell.formatted = text
                rows.time(cell)
            }
        }

        /// A time that occurs twice, with the offset named: `2/11/2025, 01:00 GMT-5`. Rare (one
        /// hour a year in a zone with summer time), so made afresh each time.
        private mutating func repeatedLocalTime<Rows: RowWriter>(_ instant: Int64, offset: Int, into rows: inout Rows) {
            var text = formatter.withDateTime(instant, offsetSeconds: offset) { String(decoding: $0, as: UTF8.self) }
            // The locale's short name of the fixed offset (CLDR's `O`: `GMT-5`, `UTC−5` in fr).
            let offsetFormatter = try? ICUDateFormatter(
                locale: formatter.catalog.localeID, offsetSeconds: offset, pattern: "O")
            if let name = try? offsetFormatter?.format(unixSeconds: 0) { text += " " + name }
            text.withUTF8 { rows.time(TimeCell(instant: instant, offset: offset, formatted: $0)) }
        }
    }
}
