/// What the rows of one place and one local day add up to so far: constant size (a few names
/// and at most 64 precipitation claims), whatever number of rows it took in.
///
/// Extremes (temperature minimum and maximum, chance of precipitation, wind and gust) come from
/// every row, daily rows included (their `temp.min`/`temp.max`). Means (temperature, humidity,
/// pressure) come from the hours the rows shorter than a day claim (`DayHours`); a day known only
/// from daily rows takes their humidity and pressure, and has no mean temperature (a daily row's
/// `temp` is the day's daytime temperature, not a mean).
struct PlaceDay {
    let place: PlaceKey
    let day: Int64
    /// The first row's city cell, and the coordinates it spells when the place has no name.
    var city: [UInt8]
    var coordinates: (latitude: Double, longitude: Double)?
    /// The earliest and the latest row, with their offsets: a day whose offset changes (DST)
    /// is `24 + (first offset − last offset) / 3600` hours long.
    var first: DayMoment
    var last: DayMoment
    /// Extremes from every row; the daily rows' humidity and pressure.
    var temperature = Tally()
    var pop = Tally()
    var wind = Tally()
    var gust = Tally()
    var dailyHumidity = Tally()
    var dailyPressure = Tally()
    var hasDailyRow = false
    /// The hours the rows shorter than a day cover, with their amounts and values.
    var hours = DayHours()
    var conditions = DayConditions()
    /// The sunrise and sunset that fall on this day, from the row nearest to them in time, so
    /// that they show at the offset in force then (a One Call `current` row before a DST change
    /// carries the old one); the first in input order on a tie.
    var sunrise: SunTime?
    var sunset: SunTime?
    /// The distinct alerts, in input order of their first mention.
    var alerts: [[UInt8]] = []

    /// The place-day of one row, at `moment`; `merge` adds the later rows of the same one.
    init(place: PlaceKey, day: Int64, row reading: DailyStage.Rows, at moment: DayMoment) {
        self.place = place
        self.day = day
        city = reading.city
        coordinates = reading.unnamedCoordinates
        first = moment
        last = moment
        temperature.add(reading[.temperature])
        temperature.add(reading[.minimum])
        temperature.add(reading[.maximum])
        pop.add(reading[.precipitationChance])
        wind.add(reading[.windSpeed])
        gust.add(reading[.gust])
        sunrise = SunTime(reading.sunrise, row: moment.instant, day: day)
        sunset = SunTime(reading.sunset, row: moment.instant, day: day)
        addAlerts(reading.alerts)
        let period = reading.periodHours
        guard period > 0 else {
            addDaily(reading)
            return
        }
        let mask = LocalDay.hourMask(from: moment.instant, hours: period, day: day)
        let (rain, snow) =
            period == 3 ? (RecordMember.rainThreeHours, RecordMember.snowThreeHours) : (.rainLastHour, .snowLastHour)
        hours.claim(
            DayHours.Claim(
                hours: mask, rain: reading[rain] ?? 0, snow: reading[snow] ?? 0, temperature: reading[.temperature],
                humidity: reading[.humidity], pressure: reading[.pressure]))
        conditions.add(id: reading[.conditionID], description: reading.conditions, hours: mask)
    }

    /// How many hours the day has: 24, or 23 or 25 when its offset changes.
    var length: Int {
        let change = (first.offset ?? 0) - (last.offset ?? 0)
        return max(1, 24 + Int((Double(change) / 3600).rounded()))
    }

    /// Hours of the day the rows cover: the whole day with a daily row, else the distinct hours
    /// of the shorter rows, at most the day's length.
    var coveredHours: Int {
        hasDailyRow ? length : min(hours.claimed.nonzeroBitCount, length)
    }

    private mutating func addDaily(_ reading: DailyStage.Rows) {
        hasDailyRow = true
        dailyHumidity.add(reading[.humidity])
        dailyPressure.add(reading[.pressure])
        conditions.addDaily(description: reading.conditions)
        if reading.kind == .summary {
            hours.addDaily(rain: reading[.rainDay], snow: reading[.snowDay], total: reading[.precipitationDay])
        } else {
            // OWM leaves a daily forecast's `rain` and `snow` out when none is expected.
            hours.addDaily(rain: reading[.rainDay] ?? 0, snow: reading[.snowDay] ?? 0, total: nil)
        }
    }

    /// Adds the alerts of a row (`Flood Watch, Wind Advisory`) not seen yet.
    private mutating func addAlerts(_ text: [UInt8]) {
        guard !text.isEmpty else { return }
        for alert in text.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            let trimmed = Array(alert.drop { $0 == UInt8(ascii: " ") })
            if !trimmed.isEmpty, !alerts.contains(trimmed) { alerts.append(trimmed) }
        }
    }

    /// Folds in the same place-day as a later piece saw it.
    mutating func merge(_ later: PlaceDay) {
        if later.first.instant < first.instant { first = later.first }
        if later.last.instant > last.instant { last = later.last }
        temperature.merge(later.temperature)
        pop.merge(later.pop)
        wind.merge(later.wind)
        gust.merge(later.gust)
        dailyHumidity.merge(later.dailyHumidity)
        dailyPressure.merge(later.dailyPressure)
        hasDailyRow = hasDailyRow || later.hasDailyRow
        hours.merge(later.hours)
        conditions.merge(later.conditions)
        sunrise = SunTime.nearer(sunrise, later.sunrise)
        sunset = SunTime.nearer(sunset, later.sunset)
        for alert in later.alerts where !alerts.contains(alert) { alerts.append(alert) }
    }
}

/// A sunrise or sunset with how far from it the row that gave it was.
struct SunTime: Equatable {
    var moment: DayMoment
    var distance: Int64

    /// `moment` given by a row at `row`, when it falls on `day` at its offset.
    init?(_ moment: DayMoment?, row: Int64, day: Int64) {
        guard let moment, LocalDay.day(of: moment.instant, offset: moment.offset) == day else { return nil }
        self.moment = moment
        distance = Int64(clamping: (moment.instant - row).magnitude)
    }

    /// The one whose row was nearer; `kept` on a tie.
    static func nearer(_ kept: SunTime?, _ other: SunTime?) -> SunTime? {
        guard let kept, let other else { return kept ?? other }
        return other.distance < kept.distance ? other : kept
    }
}
