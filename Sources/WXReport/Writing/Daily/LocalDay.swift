/// The local day of an instant and the hours of that day a row covers, in whole days since
/// 1970-01-01 of the place's own calendar: `floor((instant + offset) / 86400)`.
///
/// Each row carries its own offset (One Call's per row, so DST-correct; current weather's
/// `timezone`; none: UTC), so the rows of a day that changes its offset land on the right day.
/// Hours are kept as bits of a `UInt64` counted from 14 hours before the day's midnight in UTC,
/// the earliest a local midnight can be (UTC+14): UTC hours, so the repeated hour of a day that
/// sets the clock back is two hours, not one.
enum LocalDay {
    static let secondsPerDay: Int64 = 86_400

    /// The day of `instant` at `offset` seconds east of UTC (UTC without one).
    static func day(of instant: Int64, offset: Int?) -> Int64 {
        (instant + Int64(offset ?? 0)).floorDivided(by: secondsPerDay).quotient
    }

    /// The bits of the UTC hours `hours` long from the hour holding `instant`, relative to `day`.
    /// Hours outside the 64 the mask holds (an offset beyond UTC±14) are dropped.
    static func hourMask(from instant: Int64, hours: Int, day: Int64) -> UInt64 {
        let first = instant.floorDivided(by: 3600).quotient - (day * 24 - 14)
        var mask: UInt64 = 0
        for hour in first..<(first + Int64(hours)) where (0..<64).contains(hour) { mask |= 1 << UInt64(hour) }
        return mask
    }

    /// `2025-11-24`: the date in the formats for machines.
    static func isoText(_ day: Int64) -> String {
        let (year, month, date) = ISOTimestamp.civilDate(day)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let digits = String(year.magnitude)
        let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return (year < 0 ? "-" : "") + padded + "-" + two(month) + "-" + two(date)
    }
}
