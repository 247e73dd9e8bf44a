/// A place-day's prevailing conditions: the most severe OWM condition group that lasted at least
/// `lastingHours` hours, else the group that lasted longest (the more severe on a tie), shown as
/// the description of the first row of that group. Groups, least severe first: clear (800),
/// clouds (80x), atmosphere (7xx: mist, fog, dust), drizzle (3xx), rain (5xx), snow (6xx),
/// thunderstorm (2xx). A day known only from a daily row shows that row's conditions.
///
/// The hours are the UTC hours the rows cover (`LocalDay.hourMask`), so ten 10-minute
/// observations of drizzle are one hour of it, and a 3-hour forecast slot is three.
struct DayConditions {
    static let lastingHours = 3
    private static let groups = 7

    /// Per group, by severity: the hours seen and the first row's description. Inline, so a
    /// place-day costs no allocation for them (a piece can hold thousands of place-days).
    private var hours = InlineArray<7, UInt64>(repeating: 0)
    private var descriptions = InlineArray<7, [UInt8]?>(repeating: nil)
    /// The first daily row's description.
    private var daily: [UInt8]?

    /// The group of an OWM condition id, by severity (0 clear … 6 thunderstorm); nil for others.
    static func severity(of id: Int) -> Int? {
        switch id {
        case 800: 0
        case 801...804: 1
        case 700..<800: 2
        case 300..<400: 3
        case 500..<600: 4
        case 600..<700: 5
        case 200..<300: 6
        default: nil
        }
    }

    /// Counts a row shorter than a day covering `mask`.
    mutating func add(id: Double?, description: [UInt8], hours mask: UInt64) {
        guard let id, let group = Self.severity(of: Int(id)) else { return }
        hours[group] |= mask
        if descriptions[group] == nil { descriptions[group] = description }
    }

    /// Counts a daily row; the first one wins.
    mutating func addDaily(description: [UInt8]) {
        if daily == nil, !description.isEmpty { daily = description }
    }

    /// Folds in a later piece's rows of the same day.
    mutating func merge(_ later: DayConditions) {
        for group in 0..<Self.groups {
            hours[group] |= later.hours[group]
            if descriptions[group] == nil { descriptions[group] = later.descriptions[group] }
        }
        if daily == nil { daily = later.daily }
    }

    /// The prevailing conditions' description; nil when no row gave any.
    var prevailing: [UInt8]? {
        let counts = (0..<Self.groups).map { hours[$0].nonzeroBitCount }
        if let lasting = (0..<Self.groups).last(where: { counts[$0] >= Self.lastingHours }) {
            return descriptions[lasting]
        }
        // The longest, the more severe on a tie: `max` keeps the first of equal elements.
        guard let longest = (0..<Self.groups).reversed().max(by: { counts[$0] < counts[$1] }), counts[longest] > 0
        else {
            return daily
        }
        return descriptions[longest]
    }
}
