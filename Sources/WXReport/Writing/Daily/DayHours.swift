/// The hours of a place-day and what the first row of each gave: no hour counts twice.
///
/// Rows shorter than a day (observations, hourly and 3-hourly forecasts) each claim the UTC
/// hours they cover (`LocalDay.hourMask`: one, or three for a 3-hour forecast slot). A row whose
/// hours another row of the day already claimed adds nothing (a One Call `current` beside the
/// `hourly` row of the same hour, six 10-minute observations of one hour): the first row in input
/// order counts. Totals add up the claims' own period amounts (`rain_1h`/`snow_1h` for an hour,
/// `rain_3h`/`snow_3h` for a 3-hour slot); OWM leaves `rain` and `snow` out when none fell, so a
/// claim without an amount is dry: 0. Means (temperature, humidity, pressure) are over the claims.
///
/// A daily row (One Call `daily[]`, a 2.5 daily forecast) gives the day's own amount (absent: 0);
/// a day summary its `precipitation.total` only. When a day has both, the total is the claims'
/// sum if they cover the whole day, else the daily row's: a One Call response's first day, whose
/// `hourly` rows start at the hour of the call, takes `daily[0].rain`.
struct DayHours: Equatable {
    /// An accepted row: the hours it claimed and its values (nil: the row had none).
    struct Claim: Equatable {
        var hours: UInt64
        var rain: Double
        var snow: Double
        var temperature: Double?
        var humidity: Double?
        var pressure: Double?
    }

    /// The claims in input order, never overlapping, so at most 64.
    private var claims: [Claim] = []
    /// The hours the claims cover.
    private(set) var claimed: UInt64 = 0
    /// The first daily row's amounts; nil when no daily row gave one.
    private(set) var dailyRain: Double?
    private(set) var dailySnow: Double?
    private(set) var dailyTotal: Double?

    /// Counts a row shorter than a day, unless another row already claimed one of its hours.
    mutating func claim(_ claim: Claim) {
        guard claim.hours & claimed == 0, claim.hours != 0 else { return }
        claims.append(claim)
        claimed |= claim.hours
    }

    /// Counts a daily row's amounts; the first daily row of the day wins.
    mutating func addDaily(rain: Double?, snow: Double?, total: Double?) {
        if dailyRain == nil, dailySnow == nil, dailyTotal == nil {
            (dailyRain, dailySnow, dailyTotal) = (rain, snow, total)
        }
    }

    /// Folds in a later piece's rows of the same day, as if they had come after these.
    mutating func merge(_ later: DayHours) {
        for claim in later.claims { self.claim(claim) }
        addDaily(rain: later.dailyRain, snow: later.dailySnow, total: later.dailyTotal)
    }

    /// The mean of one of the claims' values; nil when none has it.
    func mean(_ value: KeyPath<Claim, Double?>) -> Double? {
        var tally = Tally()
        for claim in claims { tally.add(claim[keyPath: value]) }
        return tally.mean
    }

    /// The day's rain, snow and precipitation (rain plus snow: both are millimetres of water)
    /// for a day `length` hours long; nil for an amount no row gave.
    func totals(dayLength length: Int) -> (rain: Double?, snow: Double?, total: Double?) {
        let hasDaily = dailyRain != nil || dailySnow != nil || dailyTotal != nil
        if claims.isEmpty || (hasDaily && claimed.nonzeroBitCount < length) {
            guard dailyRain != nil || dailySnow != nil else { return (nil, nil, dailyTotal) }
            return (dailyRain, dailySnow, (dailyRain ?? 0) + (dailySnow ?? 0))
        }
        let rain = claims.reduce(0) { $0 + $1.rain }, snow = claims.reduce(0) { $0 + $1.snow }
        return (rain, snow, rain + snow)
    }
}
