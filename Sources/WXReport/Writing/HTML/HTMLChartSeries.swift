/// One series of the HTML charts (a place and kind, `HTMLPlaceKey`): the span of its times, its
/// latest row (a place's observation, `HTMLCharts+Observations.swift`) and its points,
/// downsampled into at most `limit` time buckets, so memory per series is bounded however long
/// the input. Each piece's rows are added to it on the worker thread that laid the piece out
/// (`HTMLChartReader`), so the writer thread only merges (`HTMLChartData.add`).
///
/// Buckets are `width` seconds wide, aligned on multiples of the width (UTC), and the width is
/// one hour times a power of two. When a new bucket would pass the limit, the width doubles and
/// each pair of buckets merges into one. What a bucket keeps merges exactly and in any order
/// (sums in integer thousandths, minimums, maximums, counts), so the final series is the one
/// the whole input gives at the narrowest width that fits, however the rows arrived: the page
/// is the same bytes for any `--jobs`. The span and the latest row merge in any order too.
package struct HTMLChartSeries: Sendable {
    /// At most this many points per series.
    package static let limit = 96

    package struct Bucket: Sendable {
        /// The earliest instant in the bucket, and its formatted text (the axis labels).
        package var first: Int64
        package var firstText: String
        package var temp = HTMLExactMean()
        package var low = Double.infinity
        package var high = -Double.infinity
        package var rain = HTMLExactMean()

        /// Both buckets in one: the merge is exact and the same in any order.
        func merged(_ other: Bucket) -> Bucket {
            let earlier = (other.first, other.firstText) < (first, firstText) ? other : self
            return Bucket(
                first: earlier.first, firstText: earlier.firstText, temp: temp + other.temp,
                low: min(low, other.low), high: max(high, other.high), rain: rain + other.rain)
        }
    }

    /// The earliest and the latest times, each with its place's offset from UTC (a row without
    /// one counts as UTC); ties go to the larger offset, so merging in any order gives the same.
    private(set) var first: (instant: Int64, offset: Int)?
    private(set) var last: (instant: Int64, offset: Int)?
    /// The latest row (`HTMLChartRow.precedes`).
    private(set) var latest: HTMLChartRow?
    /// Set once the series is not among the lines drawn (`HTMLChartData.add`): its points are
    /// dropped, and stay so through later merges.
    private(set) var isDropped = false
    /// log2 of the width in hours.
    private(set) var scale = 0
    private(set) var buckets: [Int64: Bucket] = [:]
    /// The highest rainfall tier seen (`HTMLChartReader.rainTier`), which names the bars.
    private(set) var rainTier = 0

    package var width: Int64 { 3600 << Int64(scale) }

    /// Roughly the memory its buckets hold, while it waits to be merged.
    var heldBytes: Int { buckets.count * (MemoryLayout<Bucket>.stride + 32) }

    package init() {}

    /// Rows at instants half an hour apart or more: a line. Closer ones are one observation
    /// reported twice (a bulk export and a group request minutes apart), its latest one a bar.
    var isLine: Bool {
        guard let first, let last else { return false }
        return last.instant - first.instant >= HTMLChartData.seriesSpan
    }

    /// Adds a row; only one with an instant has a time and a point.
    package mutating func add(_ row: HTMLChartRow) {
        if latest.map({ $0.precedes(row) }) ?? true { latest = row }
        guard let instant = row.instant else { return }
        let time = (instant: instant, offset: row.offset ?? 0)
        widen(first: time, last: time)
        // A row without a minimum or maximum spans its temperature; one without either, nothing.
        let low = row.tempMin.isFinite ? row.tempMin : row.temp.isFinite ? row.temp : .infinity
        let high = row.tempMax.isFinite ? row.tempMax : row.temp.isFinite ? row.temp : -.infinity
        let bucket = Bucket(
            first: instant, firstText: row.timeText, temp: HTMLExactMean(row.temp), low: low, high: high,
            rain: HTMLExactMean(row.rain))
        if row.rain.isFinite { rainTier = max(rainTier, row.rainTier) }
        insert(bucket, at: instant.floorDivided(by: width).quotient)
    }

    /// Merges another piece's series of the same place.
    package mutating func merge(_ other: HTMLChartSeries) {
        widen(first: other.first, last: other.last)
        if let next = other.latest, latest.map({ $0.precedes(next) }) ?? true { latest = next }
        if other.isDropped { drop() }
        guard !isDropped else { return }
        while scale < other.scale { coarsen() }
        for (index, bucket) in other.buckets {
            insert(bucket, at: index >> Int64(scale - other.scale))
        }
        rainTier = max(rainTier, other.rainTier)
    }

    /// Spans `first` and `last` too.
    mutating func widen(first time: (instant: Int64, offset: Int)?, last latest: (instant: Int64, offset: Int)?) {
        if let time, first.map({ (time.instant, -time.offset) < ($0.instant, -$0.offset) }) ?? true { first = time }
        if let latest, last.map({ (latest.instant, latest.offset) > ($0.instant, $0.offset) }) ?? true { last = latest }
    }

    /// Drops the points, for good.
    mutating func drop() {
        isDropped = true
        buckets = [:]
    }

    /// The buckets in time order.
    package var points: [Bucket] { buckets.keys.sorted().compactMap { buckets[$0] } }

    private mutating func insert(_ bucket: Bucket, at index: Int64) {
        var index = index
        if buckets[index] == nil {
            while buckets.count >= Self.limit {
                coarsen()
                index >>= 1
                if buckets[index] != nil { break }
            }
        }
        buckets[index] = buckets[index].map { $0.merged(bucket) } ?? bucket
    }

    /// Doubles the width: each pair of buckets becomes one (`>>` is floor division by two).
    private mutating func coarsen() {
        buckets = Dictionary(buckets.map { ($0.key >> 1, $0.value) }) { $0.merged($1) }
        scale += 1
    }
}

/// A mean kept exactly: the sum in integer thousandths of the values' unit, and their count, so
/// it does not depend on the order the values are added and merged in (the series' temperatures
/// and rainfall, the wind rose's speeds): the page is the same bytes for any `--jobs`.
package struct HTMLExactMean: Sendable {
    package private(set) var thousandths: Int64 = 0
    package private(set) var count = 0

    static func + (lhs: HTMLExactMean, rhs: HTMLExactMean) -> HTMLExactMean {
        HTMLExactMean(thousandths: lhs.thousandths + rhs.thousandths, count: lhs.count + rhs.count)
    }

    var mean: Double? { count > 0 ? Double(thousandths) / Double(count) / 1000 : nil }
}

extension HTMLExactMean {
    /// One value; none for a missing (non-finite) one.
    init(_ value: Double) {
        let scaled = (value * 1000).rounded()
        self.init(thousandths: scaled.magnitude < 9e15 ? Int64(scaled) : 0, count: value.isFinite ? 1 : 0)
    }
}
