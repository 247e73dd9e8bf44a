/// The conditions at one place and one time, as OWM reported them, in the file's own units.
///
/// Values stay raw `Double`s in the input units so the formatter converts and rounds each one
/// exactly once. `nil` means the payload did not carry the value (absent, `null` or `{}`): the
/// cell stays empty, because missing is not zero (and `1h` is never derived from `3h`).
package struct WeatherRecord: Sendable, Equatable {
    package var kind = RecordKind.current
    /// The place's name; `""` when the payload gave an empty one.
    package var city = ""
    /// False when the payload named no place at all (One Call, 2.5 history): the city cell then
    /// shows the coordinates, or the city id.
    package var hasName = true
    package var country: String?
    /// Unix seconds, UTC (`dt`, or `time` in bulk files).
    package var time: Int64 = 0
    /// Seconds east of UTC; nil when the payload has no offset (the report then says UTC).
    package var offset: Int?
    /// The local time occurs twice in the record's zone (the hour its clocks go back): the time
    /// cell then names the offset, or the two rows would read the same.
    package var repeatsLocalTime = false
    /// `weather[].description`, in order.
    package var conditions: [String] = []
    /// `weather[0].icon`: the primary condition's.
    package var icon: String?
    /// The numeric members' bit patterns in one inline block by `RecordMember` slot (32 for its
    /// 27 cases), NaN's for missing (a decoded number is never NaN): one stored value instead of
    /// a property and a `switch` case each. Bit patterns, so records compare as their values do.
    private var numbers = SIMD32<UInt64>(repeating: Double.nan.bitPattern)
    package var sunrise: Int64?
    package var sunset: Int64?
    /// One Call `alerts[].event`, joined with `, `.
    package var alerts: String?
    /// The One Call `timezone` when this system's time zone data lacks it: `offset` is then the
    /// response's fixed `timezone_offset`, and the run says so once.
    package var unknownZone: String?
    /// The same alerts in full (sender, start, end), for the formats people read.
    package var alertNotices: [AlertNotice] = []

    package init() {}

    /// A numeric member, in the file's units (ids as their whole value, the chance of
    /// precipitation in percent, `rainDay`/`snowDay`/`precipitationDay` a whole day's amounts);
    /// nil when the payload did not carry it, and for the members that are no number.
    package subscript(_ member: RecordMember) -> Double? {
        @inline(__always) get {
            let value = Double(bitPattern: numbers[member.rawValue])
            return value.isNaN ? nil : value
        }
        @inline(__always) set { numbers[member.rawValue] = (newValue ?? .nan).bitPattern }
    }
}

/// What a row is, so one report can mix products and a reader can filter on it. The raw value
/// is what the `kind` cell shows, in every locale.
package enum RecordKind: String, Sendable, Equatable, CaseIterable {
    /// Current weather: current, group, find, bulk lines, One Call `current`.
    case current
    /// One hour of a forecast: One Call `hourly[]`, 2.5 hourly forecast entries.
    case hourly
    /// One day of a forecast: One Call `daily[]`, 2.5 daily/climatic forecast entries.
    case daily
    /// One 3-hour slot of the 2.5 5-day forecast.
    case forecast
    /// Observed history: History Bulk exports, One Call timemachine, 2.5 history.
    case history
    /// One Call day_summary: aggregates of one day.
    case summary
}

/// Place fields a document gives once for all its records (a forecast's `city`, a history's
/// `city_id`, a One Call response's coordinates and zone).
package struct PlaceContext: Sendable, Equatable {
    package var name: String?
    package var country: String?
    package var id: Int64?
    package var latitude: Double?
    package var longitude: Double?
    package var offset: Int?
    /// An IANA zone name (One Call `timezone`): each record's offset is the zone's at its time.
    package var zone: String?
    package var sunrise: Int64?
    package var sunset: Int64?
    /// What the document's `list` entries are, when the envelope says (`city` → forecast,
    /// `city_id` → history).
    package var kind: RecordKind?

    package init() {}
}
