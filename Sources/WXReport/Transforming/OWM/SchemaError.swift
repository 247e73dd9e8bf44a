/// Well-formed JSON that is not the weather record we need: a wrong type, a missing field, a
/// value out of range. It costs one record, not the file, so decoding goes on after it.
package struct SchemaError: Error {
    /// Where the offending value starts.
    var offset: Int
    /// The JSON path inside the record, e.g. `main.temp` or `weather[1].description`.
    var path: String
    var message: String
    /// The record it costs, when that is not the whole object decoded (a One Call entry).
    var record: Range<Int>?
    /// The whole document is not what wxreport reads (`ForeignProduct`): said once, not per record.
    var endsDocument = false

    /// The full message with the record's own path in front: `list[2].main.temp: …`.
    func message(recordPath: String) -> String {
        let full = Self.path(recordPath, path)
        return full.isEmpty ? message : "\(full): \(message)"
    }

    /// `inner`'s path inside `outer`: `list[2]` and `main.temp` give `list[2].main.temp`,
    /// `weather` and `[1]` give `weather[1]`.
    static func path(_ outer: String, _ inner: String) -> String {
        outer.isEmpty || inner.isEmpty ? outer + inner : outer + (inner.hasPrefix("[") ? "" : ".") + inner
    }
}

/// OpenWeatherMap products that are not weather: their responses are well-formed JSON whose
/// records lack `main.temp`, so without this each record would give its own "missing 'temp'".
enum ForeignProduct {
    case airPollution, geocoding

    /// Recognised by a member weather records never have.
    init?(marker key: JSONString) {
        switch key {
        case "components": self = .airPollution
        case "local_names", "state", "zip": self = .geocoding
        default: return nil
        }
    }

    var message: String {
        let name = self == .airPollution ? "an air-pollution" : "a geocoding"
        return "not weather data: this is \(name) response of OpenWeatherMap; wxreport reads current "
            + "weather, forecasts, One Call and history responses"
    }
}
