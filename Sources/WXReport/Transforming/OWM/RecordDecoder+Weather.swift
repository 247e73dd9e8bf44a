/// The weather of a record besides its temperatures: conditions, wind, rain and snow.
extension RecordDecoder {
    /// `weather`: an array of conditions; their descriptions are kept in order, the first
    /// one's `id` and `icon` too.
    mutating func decodeConditions(into record: inout WeatherRecord) throws(JSONSyntaxError) -> Bool {
        guard try expect(.array, "weather", required: true) else { return true }
        var position = 0
        while try cursor.nextElement() {
            if try expect(.object, "weather[\(position)]", required: true) {
                while let key = try cursor.nextMember() {
                    switch key {
                    case "description":
                        if let text = try string("weather[\(position)].description") { record.conditions.append(text) }
                    case "id" where position == 0 && values.contains(.condition):
                        record[.conditionID] = try identifier("weather[0].id").map(Double.init)
                    case "icon" where position == 0 && values.contains(.condition):
                        record.icon = try string("weather[0].icon")
                    default: try cursor.skipValue()
                    }
                }
            }
            position += 1
        }
        return true
    }

    /// `wind`: `speed`, `deg`, `gust`; in a day_summary, `max.speed` and `max.direction`.
    mutating func decodeWind(into record: inout WeatherRecord, path: String = "wind") throws(JSONSyntaxError) {
        guard try expect(.object, path, required: false) else { return }
        while let key = try cursor.nextMember() {
            switch key {
            case "speed": record[.windSpeed] = try measured("\(path).speed", as: .speed)
            case "deg", "direction": record[.windDirection] = try measured("\(path).\(key.text)", as: .direction)
            case "gust": record[.gust] = try measured("\(path).gust", as: .speed)
            case "max" where path == "wind": try decodeWind(into: &record, path: "wind.max")
            default: try cursor.skipValue()
            }
        }
    }

    /// `rain` or `snow`: `{"1h", "3h"}` amounts, or one number, the amount of a daily entry's day;
    /// snow too is `rainfall`, millimetres of water.
    mutating func decodeAmounts(
        _ name: String, into record: inout WeatherRecord, _ lastHour: RecordMember, _ threeHours: RecordMember,
        _ day: RecordMember
    ) throws(JSONSyntaxError) {
        if cursor.peekKind() == .number {
            record[day] = try measured(name, as: .rainfall)
            return
        }
        guard try expect(.object, name, required: false) else { return }
        while let key = try cursor.nextMember() {
            switch key {
            case "1h": record[lastHour] = try measured("\(name).1h", as: .rainfall)
            case "3h": record[threeHours] = try measured("\(name).3h", as: .rainfall)
            default: try cursor.skipValue()
            }
        }
    }
}
