/// One row as the charts see it; NaN for a value the row (or the report) lacks.
package struct HTMLChartRow {
    /// The series the row belongs to: its place and kind.
    var key = HTMLPlaceKey(city: "", country: "")
    package var instant: Int64?
    package var offset: Int?
    package var temp = Double.nan
    var tempMin = Double.nan
    var tempMax = Double.nan
    var wind = Double.nan
    var windDeg = Double.nan
    /// Where the place is, when the report has those columns (the page adds them, unshown):
    /// namesakes in the bar chart are told apart by them.
    var latitude = Double.nan
    var longitude = Double.nan
    /// A rainfall amount, of the highest tier the row gave (`HTMLChartReader.rainTier`).
    package var rain = Double.nan
    package var rainTier = 0
    /// The cells' formatted time (the time axis' labels) and temperature (a bar's text).
    package var timeText = ""
    var tempText = ""

    package init() {}
}

/// A place (city, country and city id) and the kind of its rows, ordered by city name,
/// country, id and kind: a series, as the charts list them.
struct HTMLPlaceKey: Hashable, Comparable, Sendable {
    var city: String
    var country: String
    /// OWM's city id, when the report has that column (the page adds it, unshown): namesakes
    /// (three towns called Paris) are different places. -1 for none.
    var id: Int64 = -1
    /// The `kind` cell, when the report has that column: a One Call file's hourly and daily
    /// rows are then two series, not one.
    var kind = ""

    static func < (lhs: HTMLPlaceKey, rhs: HTMLPlaceKey) -> Bool {
        (lhs.city, lhs.country, lhs.id, lhs.kind) < (rhs.city, rhs.country, rhs.id, rhs.kind)
    }

    /// The place alone, whatever the kind.
    var place: HTMLPlaceKey { HTMLPlaceKey(city: city, country: country, id: id) }
}

/// Reads one row's chart values from its cells, column by column (see `HTMLFormat.Rows`), and
/// adds the row to its piece's places at its end. The HTML row writer knows only cells in
/// column order; the column says what a cell means to the charts. A chart whose column the
/// user did not ask for (`--fields city,temp` has no wind) is simply not drawn.
package struct HTMLChartReader {
    /// Per cell, its column; nil for one that feeds no chart (all of a summary's).
    let columns: [Column?]
    /// Whether any column feeds a chart; a report of other columns skips all of this.
    let isUseful: Bool
    /// Reads each row as a summary's bar (`HTMLFormat.isSummary`), not as a chart row.
    let readsBars: Bool
    /// What the piece's rows gave the charts so far, handed over at the piece's end.
    var gathered = HTMLChartData()
    private var row = HTMLChartRow()
    private var bar = HTMLSummaryBar()

    init(columns: [Column], readsBars: Bool) {
        self.columns = readsBars ? columns.map { _ in nil } : columns
        self.readsBars = readsBars
        isUseful = self.columns.contains { [.temp, .tempMean, .wind, .alerts].contains($0) }
    }

    /// A rainfall amount's tier: the higher, the longer the window it covers (1 h, 3 h, a day,
    /// a day of all precipitation). A row's precipitation is its highest tier's amount; snow is
    /// precipitation too, summed with the rain of its window (in the rainfall unit).
    static func rainTier(_ column: Column?) -> Int? {
        switch column {
        case .rain1h, .snow1h: 1
        case .rain3h, .snow3h: 2
        case .rainDay, .snowDay: 3
        case .precipitationDay: 4
        default: nil
        }
    }

    @inline(__always) mutating func beginRow() {
        row = HTMLChartRow()
    }

    @inline(__always) mutating func text(_ text: UnsafeBufferPointer<UInt8>, column: Int) {
        switch columns[column] {
        case .city: row.key.city = String(decoding: text, as: UTF8.self)
        case .country: row.key.country = String(decoding: text, as: UTF8.self)
        case .kind: row.key.kind = String(decoding: text, as: UTF8.self)
        default: if readsBars, column == 0 { bar.title = String(decoding: text, as: UTF8.self) }
        }
    }

    @inline(__always) mutating func number(_ cell: NumberCell, column: Int) {
        if readsBars { (bar.quantity, bar.values[SummaryStage.keys[column]]) = (cell.quantity, cell.value) }
        guard cell.value.isFinite else { return }
        switch columns[column] {
        // A `--daily` report charts its mean as the rows' temperature.
        case .temp, .tempMean:
            row.temp = cell.value
            row.tempText = String(decoding: cell.formatted, as: UTF8.self)
        case .tempMin: row.tempMin = cell.value
        case .tempMax: row.tempMax = cell.value
        case .wind: row.wind = cell.value
        case .windDeg: row.windDeg = cell.value
        case .lat: row.latitude = cell.value
        case .lon: row.longitude = cell.value
        case .id where cell.value.magnitude < 1e15: row.key.id = Int64(cell.value)
        case let column:
            guard let tier = Self.rainTier(column), tier >= row.rainTier else { return }
            row.rain = tier == row.rainTier && row.rain.isFinite ? row.rain + cell.value : cell.value
            row.rainTier = tier
        }
    }

    @inline(__always) mutating func time(_ cell: TimeCell, column: Int) {
        switch columns[column] {
        case .time: break
        // A `--daily` report's day: charted as the rows' time, its rows a series of daily kind.
        case .date: row.key.kind = "daily"
        default: return
        }
        row.instant = cell.instant
        row.offset = cell.offset
        row.timeText = String(decoding: cell.formatted, as: UTF8.self)
    }

    @inline(__always) mutating func endRow() {
        if readsBars {
            gathered.bars.append(bar)
            bar = HTMLSummaryBar()
        }
        guard isUseful, !row.key.city.isEmpty || !row.key.country.isEmpty || row.temp.isFinite else { return }
        gathered.places[row.key, default: HTMLChartSeries()].add(row)
    }
}
