/// One entry of OWM's `weather` array, prepared as JSON text up to the icon's day/night letter:
/// `{"id":500,"main":"Rain","description":"light rain","icon":"10` (the writer adds `d"}` or `n"}`).
struct WeatherCondition {
    var prefix: [UInt8]
    /// Clear sky, which goes with (almost) no clouds.
    var isClear: Bool

    init(id: Int, main: String, description: String, icon: String) {
        isClear = id == 800
        prefix = Array("{\"id\":\(id),\"main\":\"\(main)\",\"description\":\"\(description)\",\"icon\":\"\(icon)".utf8)
    }

    /// Weighted towards clouds and clear sky, as a random hour of real group data is.
    static let dry: [WeatherCondition] = [
        WeatherCondition(id: 800, main: "Clear", description: "clear sky", icon: "01"),
        WeatherCondition(id: 800, main: "Clear", description: "clear sky", icon: "01"),
        WeatherCondition(id: 801, main: "Clouds", description: "few clouds", icon: "02"),
        WeatherCondition(id: 802, main: "Clouds", description: "scattered clouds", icon: "03"),
        WeatherCondition(id: 803, main: "Clouds", description: "broken clouds", icon: "04"),
        WeatherCondition(id: 804, main: "Clouds", description: "overcast clouds", icon: "04"),
        WeatherCondition(id: 804, main: "Clouds", description: "overcast clouds", icon: "04"),
        WeatherCondition(id: 701, main: "Mist", description: "mist", icon: "50"),
        WeatherCondition(id: 741, main: "Fog", description: "fog", icon: "50"),
        WeatherCondition(id: 721, main: "Haze", description: "haze", icon: "50"),
        WeatherCondition(id: 711, main: "Smoke", description: "smoke", icon: "50"),
    ]

    static let rain: [WeatherCondition] = [
        WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10"),
        WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10"),
        WeatherCondition(id: 501, main: "Rain", description: "moderate rain", icon: "10"),
        WeatherCondition(id: 502, main: "Rain", description: "heavy intensity rain", icon: "10"),
        WeatherCondition(id: 520, main: "Rain", description: "light intensity shower rain", icon: "09"),
        WeatherCondition(id: 521, main: "Rain", description: "shower rain", icon: "09"),
        WeatherCondition(id: 300, main: "Drizzle", description: "light intensity drizzle", icon: "09"),
        WeatherCondition(id: 301, main: "Drizzle", description: "drizzle", icon: "09"),
        WeatherCondition(id: 200, main: "Thunderstorm", description: "thunderstorm with light rain", icon: "11"),
        WeatherCondition(id: 211, main: "Thunderstorm", description: "thunderstorm", icon: "11"),
    ]

    static let snow: [WeatherCondition] = [
        WeatherCondition(id: 600, main: "Snow", description: "light snow", icon: "13"),
        WeatherCondition(id: 601, main: "Snow", description: "snow", icon: "13"),
        WeatherCondition(id: 611, main: "Snow", description: "sleet", icon: "13"),
        WeatherCondition(id: 616, main: "Snow", description: "rain and snow", icon: "13"),
    ]

    /// A second entry that real responses pair with precipitation ("light rain" + "mist").
    static let companions: [WeatherCondition] = [
        WeatherCondition(id: 701, main: "Mist", description: "mist", icon: "50"),
        WeatherCondition(id: 741, main: "Fog", description: "fog", icon: "50"),
        WeatherCondition(id: 721, main: "Haze", description: "haze", icon: "50"),
    ]
}
