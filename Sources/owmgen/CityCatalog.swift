#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One place a generated record can describe, with its JSON text prepared once.
struct City {
    var id: Int
    /// The name as JSON string content (quotes escaped, UTF-8 kept), without the surrounding quotes.
    var name: [UInt8]
    /// The same name with every non-ASCII character as a `\uXXXX` escape, used now and then so
    /// decoders meet both spellings.
    var escapedName: [UInt8]
    var country: [UInt8]
    /// Coordinates in 1/10000 degree, as OWM prints them (four decimals).
    var lat: Int
    var lon: Int
    /// Seconds east of UTC in late November.
    var offset: Int
    /// Sunrise and sunset on the generator's day, in seconds after local midnight measured on a
    /// UTC clock (see `GroupRecordWriter`); computed once from latitude and longitude.
    var sunriseSecond: Int
    var sunsetSecond: Int
    /// A typical late-November temperature there, in 1/100 kelvin.
    var meanTemperature: Int
}

/// About 2000 places: real cities, then invented districts and towns near them.
///
/// The list is the same for every seed, so names repeat across records as in real group files,
/// and includes accents, Cyrillic, CJK, a quoted name and escapes.
enum CityCatalog {
    static let size = 2000

    static func make() -> [City] {
        var rng = SplitMix64(seed: 0x0_5EED_C17E5)
        var cities: [City] = []
        var names = Set<String>()
        for base in baseCities {
            names.insert(base.name)
            cities.append(city(named: base.name, near: base, id: base.id, jitter: false, rng: &rng))
        }
        var attempt = 0
        while cities.count < size {
            attempt += 1
            let base = baseCities[rng.below(baseCities.count)]
            let name = inventedName(near: base, rng: &rng)
            guard names.insert(name).inserted else { continue }
            let id = 100_000 + rng.below(9_000_000)
            cities.append(city(named: name, near: base, id: id, jitter: true, rng: &rng))
        }
        return cities
    }

    private static func city(
        named name: String, near base: BaseCity, id: Int, jitter: Bool,
        rng: inout SplitMix64
    ) -> City {
        let lat = base.lat + (jitter ? rng.within(-4000...4000) : 0)
        let lon = base.lon + (jitter ? rng.within(-4000...4000) : 0)
        let (sunrise, sunset) = sunTimes(lat: Double(lat) / 10_000, lon: Double(lon) / 10_000)
        return City(
            id: id, name: jsonContent(name, asciiOnly: false), escapedName: jsonContent(name, asciiOnly: true),
            country: Array(base.country.utf8), lat: lat, lon: lon, offset: base.offset,
            sunriseSecond: sunrise, sunsetSecond: sunset, meanTemperature: meanTemperature(lat: lat))
    }

    /// A district of the base city ("Kraków-Podgórze", "Lyon Centre") or a town made of
    /// syllables that match its language a little.
    private static func inventedName(near base: BaseCity, rng: inout SplitMix64) -> String {
        if rng.chance(30) {
            let district = districts[rng.below(districts.count)]
            return base.name + district
        }
        var name = ""
        let syllableCount = rng.within(2...3)
        for index in 0..<syllableCount {
            let syllable = syllables[rng.below(syllables.count)]
            name += index == 0 ? syllable.prefix(1).uppercased() + syllable.dropFirst() : syllable
        }
        if rng.chance(15) { name += suffixes[rng.below(suffixes.count)] }
        return name
    }

    /// Sunrise and sunset for 23 November, as seconds after 00:00 UTC of the local date shifted
    /// by the longitude (so adding the local midnight's UTC instant gives the UTC time).
    private static func sunTimes(lat: Double, lon: Double) -> (Int, Int) {
        let declination = -20.4 * Double.pi / 180
        let latitude = lat * Double.pi / 180
        let cosHour = max(-1, min(1, -tan(latitude) * tan(declination)))
        let halfDay = acos(cosHour) / Double.pi * 43_200
        // In late November the sun runs about 13 minutes ahead of the clock (equation of time).
        let noon = 43_200 - lon * 240 - 13 * 60
        return (Int(noon - halfDay), Int(noon + halfDay))
    }

    /// Warm near the equator, colder towards the winter pole, mild in the southern summer.
    private static func meanTemperature(lat: Int) -> Int {
        let degrees = Double(lat) / 10_000
        let celsius = degrees >= 0 ? 28 - max(0, degrees - 15) * 0.55 : 28 - max(0, -degrees - 25) * 0.4
        return Int((273.15 + celsius) * 100)
    }

    private static func jsonContent(_ text: String, asciiOnly: Bool) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case _ where scalar.value < 0x20 || (asciiOnly && scalar.value > 0x7E):
                for unit in String(scalar).utf16 {
                    out += Array("\\u".utf8)
                    let hex = Array("0123456789abcdef".utf8)
                    for shift in stride(from: 12, through: 0, by: -4) {
                        out.append(hex[Int((unit >> UInt16(shift)) & 0xF)])
                    }
                }
            default: out += Array(String(scalar).utf8)
            }
        }
        return out
    }
}
