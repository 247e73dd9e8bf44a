/// Where a record is: its place object (`sys`, a forecast's `city`), coordinates and zone.
extension RecordDecoder {
    /// `sys` of current records, `city` of bulk records and forecasts: country, offset, sun, id,
    /// coordinates.
    mutating func decodePlace(_ path: String) throws(JSONSyntaxError) -> PlaceContext {
        var place = PlaceContext()
        guard try expect(.object, path, required: false) else { return place }
        while let key = try cursor.nextMember() {
            switch key {
            case "country": place.country = try string(path + ".country")
            case "name": place.name = try string(path + ".name")
            case "timezone": place.offset = try offset(path + ".timezone")
            case "sunrise": place.sunrise = try timestamp(path + ".sunrise", required: false)
            case "sunset": place.sunset = try timestamp(path + ".sunset", required: false)
            case "id" where path != "sys" && values.contains(.cityID): place.id = try identifier(path + ".id")
            case "coord": try decodeCoordinates(path + ".coord", into: &place)
            default: try cursor.skipValue()
            }
        }
        return place
    }

    /// `coord`: `lat` and `lon`.
    mutating func decodeCoordinates(_ path: String, into place: inout PlaceContext) throws(JSONSyntaxError) {
        guard try expect(.object, path, required: false) else { return }
        while let key = try cursor.nextMember() {
            switch key {
            case "lat": place.latitude = try measured(path + ".lat", as: .coordinate)
            case "lon": place.longitude = try measured(path + ".lon", as: .coordinate)
            default: try cursor.skipValue()
            }
        }
    }
}
