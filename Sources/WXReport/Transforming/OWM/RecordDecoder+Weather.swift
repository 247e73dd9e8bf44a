/// The weather of a record besides its measured values: its conditions.
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
}
