/// What the HTML charts read of a report's rows, and which column gives it.
///
/// The HTML row writer knows only cells in column order; `HTMLChartRole` says, per column, what
/// a cell means to the charts, so a row becomes one `HTMLChartRow`. A chart whose column the
/// user did not ask for (`--fields city,temp` has no wind) is simply not drawn.
enum HTMLChartRole {
    case none, city, country, kind, id, alerts, time, temp, tempMin, tempMax, wind, windDeg
    /// A `--daily` report's day: charted as the rows' times, its rows a series of daily kind.
    case day
    /// A rainfall amount; the higher the tier, the longer the window it covers (1 h, 3 h, a
    /// day, a day of all precipitation). A row's precipitation is its highest tier's amount.
    case rain(tier: Int)

    init(_ column: Column) {
        self = Self.byColumn[column] ?? .none
    }

    private static let byColumn: [Column: HTMLChartRole] = [
        .city: .city, .country: .country, .kind: .kind, .id: .id, .alerts: .alerts, .time: .time,
        // A `--daily` report charts its days as the rows' times and its mean as their temperature.
        .date: .day, .temp: .temp, .tempMean: .temp, .tempMin: .tempMin, .tempMax: .tempMax, .wind: .wind,
        .windDeg: .windDeg,
        // Snow is precipitation too: summed with the rain of its window (in the rainfall unit).
        .rain1h: .rain(tier: 1), .snow1h: .rain(tier: 1), .rain3h: .rain(tier: 2), .snow3h: .rain(tier: 2),
        .rainDay: .rain(tier: 3), .snowDay: .rain(tier: 3), .precipitationDay: .rain(tier: 4),
    ]
}

/// One row as the charts see it; NaN for a value the row (or the report) lacks.
package struct HTMLChartRow {
    package var city = ""
    var country = ""
    /// The `kind` cell, when the report has that column: a One Call file's hourly and daily
    /// rows are then two series, not one.
    var kind = ""
    /// OWM's city id, when the report has that column (the page adds it, unshown): namesakes
    /// (three towns called Paris) are different places. -1 for none.
    var id: Int64 = -1
    package var instant: Int64?
    package var offset: Int?
    /// The row's formatted time, as `start..<end` in the piece's text arena.
    var timeText = 0..<0
    package var temp = Double.nan
    /// The row's formatted temperature, in the arena.
    var tempText = 0..<0
    var tempMin = Double.nan
    var tempMax = Double.nan
    var wind = Double.nan
    var windDeg = Double.nan
    package var rain = Double.nan
    package var rainTier = 0

    package init() {}

    /// The series a row belongs to: its place and kind, which sort as the charts list them.
    var placeKey: HTMLPlaceKey { HTMLPlaceKey(city: city, country: country, id: id, kind: kind) }
}

/// A place (city, country and city id) and the kind of its rows, ordered by city name,
/// country, id and kind.
struct HTMLPlaceKey: Hashable, Comparable, Sendable {
    var city: String
    var country: String
    var id: Int64 = -1
    var kind = ""

    static func < (lhs: HTMLPlaceKey, rhs: HTMLPlaceKey) -> Bool {
        (lhs.city, lhs.country, lhs.id, lhs.kind) < (rhs.city, rhs.country, rhs.id, rhs.kind)
    }

    /// The place alone, whatever the kind.
    var place: HTMLPlaceKey { HTMLPlaceKey(city: city, country: country, id: id) }
}

/// The chart rows of one piece, gathered by its row writer and handed to `HTMLChartData` once,
/// at `finish`: one lock per piece, not per row. Texts live in one arena, not a `String` each.
struct HTMLChartBatch {
    var rows: [HTMLChartRow] = []
    var arena: [UInt8] = []
    /// The alerts the rows told, one a line in a cell (`WeatherTransform.isForPeople`).
    var alerts: Set<String> = []

    /// Copies `text` into the arena; the range finds it again.
    mutating func keep(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = arena.count
        arena.append(contentsOf: text)
        return start..<arena.count
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: arena[range], as: UTF8.self)
    }
}

/// Reads one row's chart values from its cells, column by column (see `HTMLFormat.Rows`).
struct HTMLChartReader {
    let roles: [HTMLChartRole]
    /// Whether any column feeds a chart; a report of other columns skips all of this.
    let isUseful: Bool
    var batch = HTMLChartBatch()
    var row = HTMLChartRow()

    /// A nil column feeds no chart.
    init(columns: [Column?]) {
        roles = columns.map { $0.map(HTMLChartRole.init) ?? .none }
        isUseful = roles.contains {
            switch $0 {
            case .temp, .wind, .alerts: true
            default: false
            }
        }
    }

    @inline(__always) mutating func beginRow() {
        row = HTMLChartRow()
    }

    @inline(__always) mutating func text(_ text: UnsafeBufferPointer<UInt8>, column: Int) {
        switch roles[column] {
        case .city: row.city = String(decoding: text, as: UTF8.self)
        case .country: row.country = String(decoding: text, as: UTF8.self)
        case .kind: row.kind = String(decoding: text, as: UTF8.self)
        case .alerts where text.count > 0:
            for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
                batch.alerts.insert(String(line))
            }
        default: break
        }
    }

    @inline(__always) mutating func number(_ cell: NumberCell, column: Int) {
        guard cell.value.isFinite else { return }
        switch roles[column] {
        case .temp:
            row.temp = cell.value
            row.tempText = batch.keep(cell.formatted)
        case .tempMin: row.tempMin = cell.value
        case .tempMax: row.tempMax = cell.value
        case .wind: row.wind = cell.value
        case .windDeg: row.windDeg = cell.value
        case .id where cell.value.magnitude < 1e15: row.id = Int64(cell.value)
        case .rain(let tier) where tier >= row.rainTier:
            row.rain = tier == row.rainTier && row.rain.isFinite ? row.rain + cell.value : cell.value
            row.rainTier = tier
        default: break
        }
    }

    @inline(__always) mutating func time(_ cell: TimeCell, column: Int) {
        switch roles[column] {
        case .time: break
        case .day: row.kind = "daily"
        default: return
        }
        row.instant = cell.instant
        row.offset = cell.offset
        row.timeText = batch.keep(cell.formatted)
    }

    @inline(__always) mutating func endRow() {
        guard isUseful, !row.city.isEmpty || !row.country.isEmpty || row.temp.isFinite else { return }
        batch.rows.append(row)
    }
}
