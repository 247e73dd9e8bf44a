/// Writes place-days (`PlaceDay`) as rows of the daily columns into a format's row writer, the
/// way the transform writes a record's cells: numbers in their column's unit with the parts the
/// writer needs (`CellFormatter.write`), times with their offset, text as is.
///
/// The date is the locale's weekday and date (ICU skeleton `yMMMEd`: `Sun, Nov 2, 2025`,
/// `zo 2 nov 2025`) for people, `2025-11-02` for machines (a writer that reads no formatted
/// text: JSON, NDJSON, `--plain`); see `date`. Sunrise and sunset show as the other time cells do, at the
/// offset of the row that gave them.
struct DailyLayout {
    /// Values, times and coordinates as the transform formats them.
    private var formatter: CellFormatter
    private let dates: ICUDateFormatter?
    /// The dates' texts for people: the places of a run share a few days.
    private var dateTexts: [Int64: String] = [:]
    /// A nameless place's hemispheres in the report's language, as the transform marks them.
    private let hemispheres: ReportWords.Hemispheres

    init(catalog: FormatterCatalog) {
        hemispheres = ReportWords(languageTag: catalog.locale.languageTag).hemispheres
        formatter = CellFormatter(catalog: catalog)
        dates = ICU.dateFormatter(skeleton: "yMMMEd", locale: catalog.localeID, offsetSeconds: 0)
    }

    mutating func write<Rows: RowSink>(_ day: PlaceDay, columns: [Column], into rows: inout Rows) {
        let totals = day.hours.totals(dayLength: day.length)
        rows.beginRow()
        for column in columns {
            switch column {
            case .date: date(day.day, into: &rows)
            case .city: city(day, into: &rows)
            case .conditions: text(day.conditions.prevailing, into: &rows)
            case .tempMin: number(day.temperature.minimum, column, into: &rows)
            case .tempMax: number(day.temperature.maximum, column, into: &rows)
            case .tempMean: number(day.hours.mean(\.temperature), column, into: &rows)
            case .rainDay: number(totals.rain, column, into: &rows)
            case .snowDay: number(totals.snow, column, into: &rows)
            case .precipitationDay: number(totals.total, column, into: &rows)
            case .popMax: number(day.pop.maximum, column, into: &rows)
            case .windMax: number(day.wind.maximum, column, into: &rows)
            case .gustMax: number(day.gust.maximum, column, into: &rows)
            case .humidityMean: number(day.hours.mean(\.humidity) ?? day.dailyHumidity.mean, column, into: &rows)
            case .pressureMean: number(day.hours.mean(\.pressure) ?? day.dailyPressure.mean, column, into: &rows)
            case .sunrise: time(day.sunrise?.moment, into: &rows)
            case .sunset: time(day.sunset?.moment, into: &rows)
            case .alerts:
                text(day.alerts.isEmpty ? nil : Array(day.alerts.joined(separator: Array(", ".utf8))), into: &rows)
            case .hours: number(Double(day.coveredHours), column, into: &rows)
            default: rows.emptyCell()
            }
        }
        rows.endRow()
    }

    /// The first row's city cell; a place with no name by its coordinates in the locale's
    /// numbers and hemisphere words for people (`33,44° N 94,04° W`), as the rows show it.
    private mutating func city<Rows: RowSink>(_ day: PlaceDay, into rows: inout Rows) {
        guard rows.needs.formatted, let (latitude, longitude) = day.coordinates else {
            return day.city.withUnsafeBufferPointer { rows.cell(utf8: $0) }
        }
        rows.cell(
            WeatherTransform.coordinatesText(latitude, longitude, hemispheres: hemispheres) {
                formatter.format($0, as: .coordinate, from: .standard)
            })
    }

    /// For people, a time cell at the day's midnight (in UTC: the date, whatever the place's
    /// offset) whose text is the weekday and date, so a sort orders days by time and the HTML
    /// page charts them; for machines, the ISO date as text.
    private mutating func date<Rows: RowSink>(_ day: Int64, into rows: inout Rows) {
        guard rows.needs.formatted, let text = dateTexts[day] ?? (try? dates?.format(unixSeconds: day * 86_400)) else {
            return rows.cell(LocalDay.isoText(day))
        }
        dateTexts[day] = text
        withUTF8Bytes(text) { rows.time(TimeCell(instant: day * LocalDay.secondsPerDay, offset: 0, formatted: $0)) }
    }

    private func text<Rows: RowSink>(_ bytes: [UInt8]?, into rows: inout Rows) {
        guard let bytes else { return rows.emptyCell() }
        bytes.withUnsafeBufferPointer { rows.cell(utf8: $0) }
    }

    /// A value in `column`'s unit; empty for nil and for an extreme no row gave (±infinity).
    private mutating func number<Rows: RowSink>(_ value: Double?, _ column: Column, into rows: inout Rows) {
        guard let value, value.isFinite, let quantity = column.quantity else { return rows.emptyCell() }
        formatter.write(value, as: quantity, needs: rows.needs, into: &rows)
    }

    private mutating func time<Rows: RowSink>(_ moment: DayMoment?, into rows: inout Rows) {
        guard let moment else { return rows.emptyCell() }
        guard rows.needs.formatted else {
            return rows.time(TimeCell(instant: moment.instant, offset: moment.offset, formatted: .noBytes))
        }
        formatter.withDateTime(moment.instant, offsetSeconds: moment.offset) {
            rows.time(TimeCell(instant: moment.instant, offset: moment.offset, formatted: $0))
        }
    }
}
