/// What the HTML page's charts are drawn from, gathered from every piece's rows and decided
/// once, at the end, over the whole report.
///
/// Row writers run on worker threads, one per piece; each adds its piece's chart rows to their
/// places in an `HTMLChartData` of its own (`HTMLChartReader`), and the page's assembly
/// (`HeldTable`), on the writer thread, merges those (`add`) and draws the result
/// after the last row. What is kept
/// per place merges in any order to the same value, so the page does not depend on how the
/// input was split into files, their order, `--sort` or `--jobs`.
///
/// A place is its name, country and city id, and a series is a place and a product kind
/// (`HTMLPlaceKey`): One Call's hourly and daily rows are two series, never one line. At the
/// end, a series whose rows span half an hour or more is a line (the first `seriesShown` by name
/// are drawn; a note says how many there were); every place's latest observation (current
/// weather or history) is one bar, and the wind rose counts those same observations. Memory
/// grows with the number of places (OWM knows about 200,000), not with the number of rows:
/// each series keeps at most `HTMLChartSeries.limit` points, and only the drawn ones keep more
/// than one.
package struct HTMLChartData: Sendable {
    /// Places drawn with a time series; the page says when there are more.
    static let seriesShown = 20
    /// Bars at each end of the temperature ranking.
    static let barsShown = 20
    /// The shortest time between a series' first and last rows that makes it a line.
    static let seriesSpan: Int64 = 1800

    var places: [HTMLPlaceKey: HTMLChartSeries] = [:]
    /// The alerts in force that the rows told (the banner above the charts).
    var alerts: Set<String> = []
    /// A summary's bars, one per field with values, in input order.
    var bars: [HTMLSummaryBar] = []
    /// The series with several instants whose points are kept: the first `seriesShown` by key,
    /// in order, so the last is the largest (taking the largest of a set per dropped line place
    /// per piece cost 8.6 % of the 10 MB html page, 122 M instructions).
    private var kept: [HTMLPlaceKey] = []

    /// Roughly: the series' points and the places, while a piece's data waits to be merged.
    package var heldBytes: Int {
        places.values.reduce(0) { $0 + $1.heldBytes + 160 }
    }

    /// Merges one piece's data (places whose points are all kept), on the writer thread. A
    /// series' points are kept while it is among the first `seriesShown` lines by key; a place
    /// dropped here never returns, since the kept ones all sort before it and stay lines, so
    /// what is kept does not depend on arrival order.
    package mutating func add(_ other: HTMLChartData) {
        alerts.formUnion(other.alerts)
        bars += other.bars
        for (place, chart) in other.places {
            var merged = places[place] ?? HTMLChartSeries()
            merged.merge(chart)
            if merged.isLine, kept.count == Self.seriesShown, let last = kept.last, last < place {
                merged.drop()
            } else if merged.isLine, !kept.contains(place) {
                kept.insert(place, at: kept.firstIndex { place < $0 } ?? kept.count)
                if kept.count > Self.seriesShown { places[kept.removeLast()]?.drop() }
            }
            places[place] = merged
        }
    }

    package init() {}

    /// The lines drawn, by key, and how many series had several instants.
    var lines: (shown: [(HTMLPlaceKey, HTMLChartSeries)], total: Int) {
        let shown = kept.compactMap { key in places[key].map { (key, $0) } }
        return (shown, places.values.filter(\.isLine).count)
    }

    /// One observation per place (its city id, or without one its name and country, whatever
    /// the kind): the latest of its rows of the `observed` kinds (current weather and history,
    /// as the kind cells spell them). One city fetched in two languages (`Tokyo`, `東京`) is one.
    func latestObservations(observed: Set<String>) -> [HTMLChartRow] {
        let latest = places.compactMap { key, chart in
            let place = key.id >= 0 ? HTMLPlaceKey(city: "", country: "", id: key.id) : key.place
            return observed.contains(key.kind) ? chart.latest.map { (place, $0) } : nil
        }
        return Array(Dictionary(latest) { $0.precedes($1) ? $1 : $0 }.values)
    }
}

extension HTMLChartData {
    /// Per city id, the spelling the charts name it by: that of its series with the latest row
    /// (the first by name at a tie), so a place is one name however its files spell it, in any order.
    var namesByID: [Int64: HTMLPlaceKey] {
        let spellings = places.compactMap { key, chart in
            key.id < 0 ? nil : (key.id, (instant: chart.last?.instant ?? .min, place: key.place))
        }
        // Later, or as late and first by name.
        return Dictionary(spellings) { (known, other) in
            (known.instant, other.place) < (other.instant, known.place) ? other : known
        }.mapValues(\.place)
    }
}

extension HTMLChartRow {
    /// The instant, then the values, a missing one lowest.
    var order: (Int64, Double, Double, Double) {
        (instant ?? .min, temp.isFinite ? temp : -.infinity, wind.isFinite ? wind : -1, windDeg.isFinite ? windDeg : -1)
    }

    /// Earlier in time; at the same instant, a total order on the values and the temperature's
    /// text, so which row is a place's latest observation does not depend on arrival order.
    func precedes(_ other: HTMLChartRow) -> Bool {
        order < other.order || (order == other.order && tempText.utf8.lexicographicallyPrecedes(other.tempText.utf8))
    }
}
