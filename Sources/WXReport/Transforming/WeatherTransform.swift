/// The transform for OWM payloads: decodes records with our own JSON reader and formats the
/// chosen columns for the run's locale and units.
package struct WeatherTransform: RecordTransform {
    package let columns: [Column]
    package let catalog: FormatterCatalog

    package init(columns: [Column], catalog: FormatterCatalog) {
        self.columns = columns
        self.catalog = catalog
    }

    package func plan(_ document: SourceDocument) -> DocumentPlan {
        DocumentPlan(document, inputUnits: catalog.inputUnits)
    }

    package func makeWorker() -> any PieceTransformer {
        WeatherRowMaker(columns: columns, formatter: CellFormatter(catalog: catalog))
    }
}

/// One worker's half of `WeatherTransform`: its own formatter, whose caches need no locks.
struct WeatherRowMaker: PieceTransformer {
    let columns: [Column]
    var formatter: CellFormatter
    /// The units of the document being decoded (each piece carries its document's).
    private var units = InputUnits.standard

    init(columns: [Column], formatter: CellFormatter) {
        self.columns = columns
        self.formatter = formatter
    }

    mutating func rows(from piece: DocumentPiece) -> PieceRows {
        var rows: [ReportRow] = []
        var decoder = decoder(for: piece)
        let outcome = decoder.decode { record in
            rows.append(row(for: record))
        }
        return PieceRows(rows: rows, errors: outcome.errors, endsDocument: outcome.endsDocument)
    }

    /// The cells of one record, in column order; a value the record lacks is an empty cell.
    mutating func row(for record: WeatherRecord) -> ReportRow {
        var cells: [String] = []
        cells.reserveCapacity(columns.count)
        for column in columns {
            cells.append(cell(column, of: record))
        }
        return ReportRow(cells: cells)
    }

    private mutating func cell(_ column: Column, of record: WeatherRecord) -> String {
        switch column {
        case .city: record.city
        case .country: record.country ?? ""
        case .time: formatter.dateTime(record.time, offsetSeconds: record.offset)
        case .conditions: record.conditions.count == 1 ? record.conditions[0] : record.conditions.joined(separator: ", ")
        case .temp: formatter.format(record.temperature, as: .temperature, from: units)
        case .feelsLike: format(record.feelsLike, as: .temperature)
        case .tempMin: format(record.minimum, as: .temperature)
        case .tempMax: format(record.maximum, as: .temperature)
        case .humidity: format(record.humidity, as: .percent)
        case .pressure: format(record.pressure, as: .pressure)
        case .wind: format(record.windSpeed, as: .speed)
        case .windDeg: format(record.windDirection, as: .direction)
        case .gust: format(record.gust, as: .speed)
        case .clouds: format(record.clouds, as: .percent)
        case .visibility: format(record.visibility, as: .visibility)
        case .rain1h: format(record.rainLastHour, as: .rainfall)
        case .snow1h: format(record.snowLastHour, as: .snowfall)
        case .sunrise: record.sunrise.map { formatter.dateTime($0, offsetSeconds: record.offset) } ?? ""
        case .sunset: record.sunset.map { formatter.dateTime($0, offsetSeconds: record.offset) } ?? ""
        }
    }

    /// The rows of `piece` laid out by `sink` straight into bytes: the same bytes as `rows(from:)`
    /// then `sink.render`, without building a `ReportRow` per record. Only for column counts
    /// the sink accepts (`rendersCells(columnCount:)`).
    mutating func render<Sink: ByteRenderingSink>(_ piece: DocumentPiece, with sink: Sink) -> RenderedPiece {
        let bytes = ByteBuffer(capacity: piece.range.count / 2)
        var rowCount = 0
        var decoder = decoder(for: piece)
        let columns = self.columns
        let outcome = decoder.decode { record in
            sink.beginRow(into: bytes)
            columns.withUnsafeBufferPointer { columns in
                for index in columns.indices {
                    if index > 0 { sink.separateCells(into: bytes) }
                    let column = columns[index]
                    switch column {
                    case .time:
                        formatter.withDateTime(record.time, offsetSeconds: record.offset) {
                            sink.appendCell(utf8: $0, into: bytes)
                        }
                    case .sunrise, .sunset:
                        if let instant = column == .sunrise ? record.sunrise : record.sunset {
                            formatter.withDateTime(instant, offsetSeconds: record.offset) {
                                sink.appendCell(utf8: $0, into: bytes)
                            }
                        }
                    default:
                        sink.appendCell(cell(column, of: record), into: bytes)
                    }
                }
            }
            sink.endRow(into: bytes)
            rowCount += 1
        }
        return RenderedPiece(bytes: bytes, rowCount: rowCount, errors: outcome.errors, endsDocument: outcome.endsDocument)
    }

    /// A decoder that checks the piece's values against its document's units and the report's.
    private mutating func decoder(for piece: DocumentPiece) -> PieceDecoder {
        units = piece.inputUnits
        return PieceDecoder(piece, units: formatter.conversions(from: units))
    }

    private mutating func format(_ value: Double?, as quantity: Quantity) -> String {
        guard let value else { return "" }
        return formatter.format(value, as: quantity, from: units)
    }
}
