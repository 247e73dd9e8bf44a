/// Where a record is: its place object (`sys`, a forecast's `city`), coordinates and zone.
extension RecordDecoder {
    /// `sys` of current records, `city` of bulk records and forecasts: country, offset, sun, id,
    /// coordinates.
    mutating func decodePlace(_ path: String) throws(JSONSyntaxError) -> PlaceContext {
        var place = PlaceContext()
        guard try expectObject(path, required: false) else { return place }
        while let key = try cursor.nextMember() {
            if key == "country" {
                place.country = try string(path + ".country")
            } else if key == "name" {
                place.name = try string(path + ".name")
            } else if key == "timezone" {
                place.offset = try offset(path + ".timezone")
            } else if key == "sunrise" {
                place.sunrise = try timestamp(path + ".sunrise", required: false)
            } else if key == "sunset" {
                place.sunset = try timestamp(path + ".sunset", required: false)
            } else if key == "id" && path != "sys" && values.contains(.cityID) {
                place.id = try identifier(path + ".id")
            } else if key == "coord" {
                try decodeCoordinates(path + ".coord", into: &place)
            } else {
                try cursor.skipValue()
            }
        }
        return place
    }

    /// `coord`: `lat` and `lon`.
    mutating func decodeCoordinates(_ path: String, into place: inout PlaceContext) throws(JSONSyntaxError) {
        guard try expectObject(path, required: false) else { return }
        while let key = try cursor.nextMember() {
            if key == "lat" {
                place.latitude = try measured(path + ".lat", as: .coordinate)
            } else if key == "lon" {
                place.longitude = try measured(path + ".lon", as: .coordinate)
            } else {
                try cursor.skipValue()
            }
        }
    }
}
