import Testing
import WXReport

extension Writing {
    /// The downsampled series behind the HTML page's line charts: bounded, and the same whatever
    /// order and grouping the rows come in (so the page is the same bytes for any `--jobs`).
    @Suite struct HTMLChartSeriesTests {
        static func row(hour: Int) -> HTMLChartRow {
            var row = HTMLChartRow()
            row.timeText = "h\(hour)"
            row.instant = Int64(1_700_000_000 + hour * 3600)
            row.offset = 3600
            row.temp = Double(hour % 24) + 0.25
            row.rain = hour % 5 == 0 ? 1.5 : .nan
            row.rainTier = 1
            return row
        }

        static func summary(_ series: HTMLChartSeries) -> [String] {
            series.points.map {
                "\($0.first) \($0.firstText) \($0.temp.count) \($0.temp.thousandths) \($0.rain.thousandths) \($0.low) \($0.high)"
            }
        }

        @Test func keepsAtMostTheLimitAndEveryRow() {
            var series = HTMLChartSeries()
            for hour in 0..<1000 { series.add(Self.row(hour: hour)) }
            #expect(series.points.count <= HTMLChartSeries.limit)
            #expect(series.points.count > HTMLChartSeries.limit / 2)
            #expect(series.points.reduce(0) { $0 + $1.temp.count } == 1000)
            #expect(series.points.first?.firstText == "h0")
        }

        @Test func isTheSameInAnyOrderAndAnyGrouping() {
            var inOrder = HTMLChartSeries()
            for hour in 0..<1000 { inOrder.add(Self.row(hour: hour)) }
            var shuffled = (0..<1000).map { $0 }
            var generator = SeededGenerator(seed: 7)
            shuffled.shuffle(using: &generator)
            // Three pieces, of very different sizes, merged in reverse.
            var pieces = [HTMLChartSeries(), HTMLChartSeries(), HTMLChartSeries()]
            for (position, hour) in shuffled.enumerated() {
                pieces[position < 10 ? 0 : position < 400 ? 1 : 2].add(Self.row(hour: hour))
            }
            var merged = pieces[2]
            merged.merge(pieces[1])
            merged.merge(pieces[0])
            #expect(Self.summary(merged) == Self.summary(inOrder))
            #expect(merged.width == inOrder.width)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a shuffled test is the same every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
