/// One place's time series for the HTML charts, downsampled into at most `limit` time buckets,
/// so memory per place is bounded however long the input.
///
/// Buckets are `width` seconds wide, aligned on multiples of the width (UTC), and the width is
/// one hour times a power of two. When a new bucket would pass the limit, the width doubles and
/// each pair of buckets merges into one. What a bucket keeps merges exactly and in any order
/// (sums in integer thousandths, minimums, maximums, counts), so the final series is the one
/// the whole input gives at the narrowest width that fits, however the rows arrived: the page
/// is the same bytes for any `--jobs`.
package struct HTMLChartSeries {
    /// At most this many points per place.
    package static let limit = 96

    package struct Bucket {
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

    /// log2 of the width in hours.
    private(set) var scale = 0
    private(set) var buckets: [Int64: Bucket] = [:]
    /// The highest rainfall tier seen (`HTMLChartReader.rainTier`), which names the bars.
    private(set) var rainTier = 0

    package var width: Int64 { 3600 << Int64(scale) }

    /// Roughly the memory its buckets hold, while it waits to be merged.
    var heldBytes: Int { buckets.count * (MemoryLayout<Bucket>.stride + 32) }

    package init() {}

    /// Adds a row with an instant.
    package mutating func add(_ row: HTMLChartRow) {
        guard let instant = row.instant else { return }
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
        while scale < other.scale { coarsen() }
        for (index, bucket) in other.buckets {
            insert(bucket, at: index >> Int64(scale - other.scale))
        }
        rainTier = max(rainTier, other.rainTier)
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
