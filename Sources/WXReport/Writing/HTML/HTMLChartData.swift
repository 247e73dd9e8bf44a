/// What the HTML page's charts are drawn from, gathered from every piece's rows in bounded
/// memory, whatever the input size.
///
/// Row writers run on worker threads, one per piece; each sorts its piece's chart rows into a
/// `HTMLChartPiece` at `finish`, and the page's assembly (`HTMLFormat.Assembly`), on the writer
/// thread, merges those in input order (`add`) and draws the result after the last row.
/// Everything kept merges in any order to the same value, and every list is put in order when
/// drawn, so the page is the same bytes for any `--jobs`.
///
/// A place whose rows in one piece span half an hour or more (a forecast, hourly, daily or
/// history document) is a time series; every other row is one observation (current weather, a group, a find). Kept:
/// - the series of the `seriesShown` places first by name (`HTMLChartSeries`, itself bounded),
///   and the number of places with a series;
/// - the 20 warmest and 20 coldest observations, and all of them while there are at most 40;
/// - a wind rose: per 22.5° sector, the number of observations and their summed speed.
struct HTMLChartData {
    /// Places drawn with a time series; the page says when there are more.
    static let seriesShown = 20
    /// Bars at each end of the temperature ranking.
    static let barsShown = 20
    /// The shortest time between a place's first and last row in a piece that makes a series:
    /// a find result's namesakes (three towns called Paris) are minutes apart, forecast steps an
    /// hour or more.
    static let seriesSpan: Int64 = 1800

    var series: [HTMLPlaceKey: HTMLChartSeries] = [:]
    var seriesPlaces: Set<HTMLPlaceKey> = []
    var observations = 0
    var warmest: [HTMLBarEntry] = []
    var coldest: [HTMLBarEntry] = []
    /// Every observation while there are at most `2 * barsShown`; nil after.
    var all: [HTMLBarEntry]? = []
    var rose = HTMLWindRose()

    /// Merges one piece's chart rows, on the writer thread.
    mutating func add(_ piece: HTMLChartPiece) {
        seriesPlaces.formUnion(piece.seriesPlaces)
        for (place, placeSeries) in piece.series { addSeries(placeSeries, of: place) }
        observations += piece.observations
        if observations > 2 * Self.barsShown {
            all = nil
        } else {
            all?.append(contentsOf: piece.entries)
        }
        for entry in piece.entries {
            HTMLObservations.keep(entry, in: &warmest, before: { $0 > $1 })
            HTMLObservations.keep(entry, in: &coldest, before: { $0 < $1 })
        }
        rose.merge(piece.rose)
    }

    private mutating func addSeries(_ placeSeries: HTMLChartSeries, of place: HTMLPlaceKey) {
        if series[place] != nil {
            series[place]?.merge(placeSeries)
            return
        }
        // Keep the first places by name: a place dropped here never returns, since the kept
        // ones all sort before it, so what is kept does not depend on arrival order.
        if series.count >= Self.seriesShown, let last = series.keys.max() {
            guard place < last else { return }
            series[last] = nil
        }
        series[place] = placeSeries
    }
}

/// One piece's chart rows, sorted into series and observations on the worker thread that laid
/// the piece out, so the writer thread only merges (`HTMLChartData.add`). Of the piece's
/// observations only its own warmest and coldest 20 are kept (the report's are among them).
struct HTMLChartPiece: Sendable {
    var series: [HTMLPlaceKey: HTMLChartSeries] = [:]
    var seriesPlaces: [HTMLPlaceKey] = []
    var observations = 0
    var entries: [HTMLBarEntry] = []
    var rose = HTMLWindRose()

    init() {}

    init(_ batch: HTMLChartBatch) {
        guard !batch.rows.isEmpty else { return }
        var byPlace: [HTMLPlaceKey: [Int]] = [:]
        for (index, row) in batch.rows.enumerated() { byPlace[row.placeKey, default: []].append(index) }
        var found = HTMLObservations()
        for (place, indices) in byPlace {
            let instants = indices.compactMap { batch.rows[$0].instant }
            if let first = instants.min(), let last = instants.max(), last - first >= HTMLChartData.seriesSpan {
                seriesPlaces.append(place)
                var placeSeries = HTMLChartSeries()
                for index in indices {
                    placeSeries.add(batch.rows[index], timeText: batch.text(batch.rows[index].timeText))
                }
                series[place] = placeSeries
            } else {
                for index in indices { found.add(index, of: batch, place: place) }
            }
        }
        observations = found.count
        entries = found.entries(of: batch)
        rose = found.rose
    }

    /// Roughly: the series' points and the entries.
    var heldBytes: Int {
        series.values.reduce(0) { $0 + $1.heldBytes } + entries.count * MemoryLayout<HTMLBarEntry>.stride
    }
}

/// One piece's observations: the count, the wind rose, and the rows that could be among the
/// report's warmest or coldest 20 (all of them while there are at most 40), as indices into the
/// batch, so a `String` is made for a few rows, not for each.
struct HTMLObservations {
    var count = 0
    var rose = HTMLWindRose()
    private var all: [HTMLBarEntry]? = []
    private var warmest: [HTMLBarEntry] = []
    private var coldest: [HTMLBarEntry] = []

    mutating func add(_ index: Int, of batch: HTMLChartBatch, place: HTMLPlaceKey) {
        let row = batch.rows[index]
        rose.add(speed: row.wind, direction: row.windDeg)
        guard row.temp.isFinite else { return }
        count += 1
        // The text is filled in by `entries`, for the rows kept; `index` finds it.
        let entry = HTMLBarEntry(place: place, temp: row.temp, text: "", instant: row.instant ?? .min, index: index)
        if all != nil {
            all?.append(entry)
            if count > 2 * HTMLChartData.barsShown { all = nil }
        }
        Self.keep(entry, in: &warmest, before: { $0 > $1 })
        Self.keep(entry, in: &coldest, before: { $0 < $1 })
    }

    /// The rows kept, with their formatted temperatures. (Past 40 rows, the warmest and the
    /// coldest 20 are different rows.)
    func entries(of batch: HTMLChartBatch) -> [HTMLBarEntry] {
        var entries = all ?? warmest + coldest
        for position in entries.indices {
            entries[position].text = batch.text(batch.rows[entries[position].index].tempText)
        }
        return entries
    }

    /// Inserts `entry` into `list`, kept sorted by `before` and at most `barsShown` long. Picked
    /// before their texts are filled in: the text follows from the temperature (the same value
    /// is formatted the same), so entries that tie without it are the same bar.
    static func keep(_ entry: HTMLBarEntry, in list: inout [HTMLBarEntry], before: (HTMLBarEntry, HTMLBarEntry) -> Bool)
    {
        if list.count >= HTMLChartData.barsShown, let last = list.last, !before(entry, last) { return }
        let position = list.firstIndex { before(entry, $0) } ?? list.endIndex
        list.insert(entry, at: position)
        if list.count > HTMLChartData.barsShown { list.removeLast() }
    }
}

/// One observation's bar: its place, its temperature (value and formatted text) and time.
struct HTMLBarEntry: Comparable, Sendable {
    var place: HTMLPlaceKey
    var temp: Double
    var text: String
    var instant: Int64
    /// The row in its piece's batch, while the entry is being picked (see `HTMLObservations`).
    var index = 0

    /// By temperature, then place, time and text (its bytes): a total order, so ties break the
    /// same way whatever the arrival order.
    static func < (lhs: HTMLBarEntry, rhs: HTMLBarEntry) -> Bool {
        if lhs.temp != rhs.temp { return lhs.temp < rhs.temp }
        if lhs.place != rhs.place { return lhs.place < rhs.place }
        if lhs.instant != rhs.instant { return lhs.instant < rhs.instant }
        return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
    }

    static func == (lhs: HTMLBarEntry, rhs: HTMLBarEntry) -> Bool {
        lhs.temp == rhs.temp && lhs.place == rhs.place && lhs.instant == rhs.instant && lhs.text == rhs.text
    }

}

/// Wind by direction: 16 sectors of 22.5°, sector 0 centred on north, each with the number of
/// observations and their summed speed in thousandths of the column's unit (exact, so the mean
/// does not depend on the order of addition).
struct HTMLWindRose: Sendable {
    static let sectors = 16
    var counts = [Int](repeating: 0, count: sectors)
    var speedSums = [Int64](repeating: 0, count: sectors)

    var total: Int { counts.reduce(0, +) }

    mutating func add(speed: Double, direction: Double) {
        guard speed.isFinite, direction.isFinite, speed.magnitude < 1e12 else { return }
        let turned = (direction / 22.5).rounded()
        guard turned.magnitude < 1e12 else { return }
        let sector = ((Int(turned) % Self.sectors) + Self.sectors) % Self.sectors
        counts[sector] += 1
        speedSums[sector] += Int64((speed * 1000).rounded())
    }

    mutating func merge(_ other: HTMLWindRose) {
        for sector in 0..<Self.sectors {
            counts[sector] += other.counts[sector]
            speedSums[sector] += other.speedSums[sector]
        }
    }

    /// The mean speed of `sector`, in the column's unit; nil for an empty sector.
    func meanSpeed(_ sector: Int) -> Double? {
        counts[sector] > 0 ? Double(speedSums[sector]) / Double(counts[sector]) / 1000 : nil
    }
}
