/// The conditions at one place and one time, as OWM reported them, in the file's own units.
///
/// Values stay raw `Double`s in the input units so the formatter converts and rounds each one
/// exactly once. `nil` means the payload did not carry the value (absent, `null` or `{}`): the
/// cell stays empty, because missing is not zero.
package struct WeatherRecord: Sendable, Equatable {
    package var city = ""
    package var country: String?
    /// Unix seconds, UTC (`dt`, or `time` in bulk files).
    package var time: Int64 = 0
    /// Seconds east of UTC; nil when the payload has no offset (the report then says UTC).
    package var offset: Int?
    /// `weather[].description`, in order.
    package var conditions: [String] = []
    package var temperature = 0.0
    package var feelsLike: Double?
    package var minimum: Double?
    package var maximum: Double?
    package var humidity: Double?
    package var pressure: Double?
    package var windSpeed: Double?
    package var windDirection: Double?
    package var gust: Double?
    package var clouds: Double?
    package var visibility: Double?
    package var rainLastHour: Double?
    package var snowLastHour: Double?
    package var sunrise: Int64?
    package var sunset: Int64?

    package init() {}
}

/// Place fields a forecast gives once, in its `city` object, for all its entries.
package struct PlaceContext: Sendable, Equatable {
    package var name: String?
    package var country: String?
    package var offset: Int?
    package var sunrise: Int64?
    package var sunset: Int64?

    package init() {}
}
