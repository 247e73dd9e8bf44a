/// Writes one minified current-weather record, as found in a group response's `list`, with the
/// quirks real files show: ints and fractions mixed, trailing zeros, optional members, `rain`
/// as absent, `null`, `{}`, `1h` and/or `3h`, two `weather` entries, shuffled keys.
///
/// Every choice comes from the caller's `SplitMix64`, so one seed gives one byte stream.
struct GroupRecordWriter {
    /// Around 2025-11-23 12:13 UTC; records fall within an hour of it, like one group call.
    static let baseTime = 1_763_900_000

    private enum Member: CaseIterable {
        case coord, sys, weather, main, visibility, wind, clouds, rain, snow, dt, id, name
    }

    private enum Rain {
        case none, null, empty, oneHour, threeHours, both
    }

    private let cities: [City]
    private let units: Units
    private var order = Member.allCases

    init(cities: [City], units: Units) {
        precondition(!cities.isEmpty, "the catalog is never empty")
        self.cities = cities
        self.units = units
    }

    /// What one record is drawn to be, before its members are written.
    private struct Draw {
        var city: City
        var dt: Int
        var hasOffset: Bool
        var sunrise: Int
        var sunset: Int
        var isDay: Bool
        var rain: Rain
        var hasSnow: Bool
        var temperature: Int
        var wet: Bool
        var primary: WeatherCondition
        var companion: WeatherCondition?
    }

    mutating func write(into out: inout ByteWriter, rng: inout SplitMix64) {
        let draw = self.draw(rng: &rng)
        let shuffled = rng.chance(10)
        if shuffled {
            for index in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(index, rng.below(index + 1))
            }
        }
        out.append(UInt8(ascii: "{"))
        var first = true
        for member in order {
            if member == .rain && draw.rain == .none || member == .snow && !draw.hasSnow { continue }
            if member == .visibility && rng.chance(10) { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            write(member, of: draw, into: &out, rng: &rng)
        }
        out.append(UInt8(ascii: "}"))
        if shuffled { order = Member.allCases }
    }

    /// The city, time, weather and temperature of the next record, in the generator's draw order.
    private func draw(rng: inout SplitMix64) -> Draw {
        let city = cities[rng.below(cities.count)]
        let dt = Self.baseTime + rng.within(-3600...3600)
        let hasOffset = !rng.chance(10)
        let localDay = (dt + city.offset).floorDivided(by: 86_400) * 86_400
        let sunrise = localDay + city.sunriseSecond
        let sunset = localDay + city.sunsetSecond
        let isDay = dt >= sunrise && dt < sunset

        let rainRoll = rng.below(100)
        let rain: Rain =
            switch rainRoll {
            case 0..<18: .oneHour
            case 18..<20: .both
            case 20..<24: .threeHours
            case 24..<26: .null
            case 26..<28: .empty
            default: .none
            }
        let hasSnow = rng.chance(5)
        var temperature = city.meanTemperature + (isDay ? 250 : -250) + rng.within(-600...600)
        if hasSnow { temperature = min(temperature, 27_415 - rng.below(600)) }
        let wet = rain == .oneHour || rain == .both || rain == .threeHours
        let primary: WeatherCondition
        if hasSnow {
            primary = WeatherCondition.snow[rng.below(WeatherCondition.snow.count)]
        } else if wet {
            primary = WeatherCondition.rain[rng.below(WeatherCondition.rain.count)]
        } else {
            primary = WeatherCondition.dry[rng.below(WeatherCondition.dry.count)]
        }
        let companion: WeatherCondition? =
            (wet || hasSnow) && rng.chance(15) || rng.chance(perMille: 5)
            ? WeatherCondition.companions[rng.below(WeatherCondition.companions.count)] : nil
        return Draw(
            city: city, dt: dt, hasOffset: hasOffset, sunrise: sunrise, sunset: sunset, isDay: isDay, rain: rain,
            hasSnow: hasSnow, temperature: temperature, wet: wet, primary: primary, companion: companion)
    }

    /// One member of the record `draw`, as OWM writes it.
    private func write(_ member: Member, of draw: Draw, into out: inout ByteWriter, rng: inout SplitMix64) {
        let city = draw.city
        switch member {
        case .coord:
            out.append("\"coord\":{\"lon\":")
            out.append(scaled: city.lon, scale: 4, decimals: 4, keepZeros: false)
            out.append(",\"lat\":")
            out.append(scaled: city.lat, scale: 4, decimals: 4, keepZeros: false)
            out.append(UInt8(ascii: "}"))
        case .sys: writeSystem(draw, into: &out, rng: &rng)
        case .weather:
            out.append("\"weather\":[")
            writeCondition(draw.primary, isDay: draw.isDay, into: &out)
            if let companion = draw.companion {
                out.append(UInt8(ascii: ","))
                writeCondition(companion, isDay: draw.isDay, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .main: writeMain(draw, into: &out, rng: &rng)
        case .visibility:
            out.append("\"visibility\":")
            out.append(rng.chance(75) ? 10_000 : rng.within(1...99) * 100)
        case .wind:
            let speed = rng.below(700) + (rng.chance(20) ? rng.below(900) : 0)
            out.append("\"wind\":{\"speed\":")
            appendSpeed(speed, into: &out, rng: &rng)
            out.append(",\"deg\":")
            out.append(rng.below(360))
            if rng.chance(30) {
                out.append(",\"gust\":")
                appendSpeed(speed + rng.within(30...900), into: &out, rng: &rng)
            }
            out.append(UInt8(ascii: "}"))
        case .clouds:
            out.append("\"clouds\":{\"all\":")
            out.append(draw.primary.isClear ? rng.below(11) : rng.within(20...100))
            out.append(UInt8(ascii: "}"))
        case .rain: writeRain(draw, into: &out, rng: &rng)
        case .snow:
            out.append("\"snow\":")
            appendAmounts(["1h"], into: &out, rng: &rng)
        case .dt:
            out.append("\"dt\":")
            out.append(draw.dt)
        case .id:
            out.append("\"id\":")
            out.append(city.id)
        case .name:
            out.append("\"name\":\"")
            out.append(rng.chance(1) ? city.escapedName : city.name)
            out.append(UInt8(ascii: "\""))
        }
    }

    private func writeSystem(_ draw: Draw, into out: inout ByteWriter, rng: inout SplitMix64) {
        let city = draw.city
        out.append("\"sys\":{")
        if rng.chance(20) {
            out.append("\"type\":")
            out.append(rng.within(1...2))
            out.append(",\"id\":")
            out.append(rng.within(1000...2_090_000))
            out.append(UInt8(ascii: ","))
        }
        out.append("\"country\":\"")
        out.append(city.country)
        if draw.hasOffset {
            out.append("\",\"timezone\":")
            out.append(city.offset)
            out.append(",\"sunrise\":")
        } else {
            out.append("\",\"sunrise\":")
        }
        out.append(draw.sunrise)
        out.append(",\"sunset\":")
        out.append(draw.sunset)
        out.append(UInt8(ascii: "}"))
    }

    private func writeMain(_ draw: Draw, into out: inout ByteWriter, rng: inout SplitMix64) {
        let pressure = rng.within(985...1040)
        out.append("\"main\":{\"temp\":")
        appendTemperature(draw.temperature, into: &out, rng: &rng)
        out.append(",\"feels_like\":")
        appendTemperature(draw.temperature - rng.within(-100...450), into: &out, rng: &rng)
        out.append(",\"temp_min\":")
        appendTemperature(draw.temperature - rng.below(300), into: &out, rng: &rng)
        out.append(",\"temp_max\":")
        appendTemperature(draw.temperature + rng.below(300), into: &out, rng: &rng)
        out.append(",\"pressure\":")
        out.append(pressure)
        out.append(",\"humidity\":")
        out.append(rng.within(draw.wet || draw.hasSnow ? 70...100 : 25...100))
        if rng.chance(perMille: 2) { out.append(".0") }
        if rng.chance(70) {
            out.append(",\"sea_level\":")
            out.append(pressure)
            out.append(",\"grnd_level\":")
            out.append(pressure - rng.below(60))
        }
        out.append(UInt8(ascii: "}"))
    }

    private func writeRain(_ draw: Draw, into out: inout ByteWriter, rng: inout SplitMix64) {
        out.append("\"rain\":")
        switch draw.rain {
        case .none, .null: out.append("null")
        case .empty: out.append("{}")
        case .oneHour: appendAmounts(["1h"], into: &out, rng: &rng)
        case .threeHours: appendAmounts(["3h"], into: &out, rng: &rng)
        case .both: appendAmounts(["1h", "3h"], into: &out, rng: &rng)
        }
    }

    /// `{"1h":…}`, `{"3h":…}` or both: a precipitation amount drawn for each key, in order.
    private func appendAmounts(_ keys: [StaticString], into out: inout ByteWriter, rng: inout SplitMix64) {
        out.append(UInt8(ascii: "{"))
        for (index, key) in keys.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            out.append(key)
            out.append("\":")
            appendPrecipitation(into: &out, rng: &rng)
        }
        out.append(UInt8(ascii: "}"))
    }

    private func writeCondition(_ condition: WeatherCondition, isDay: Bool, into out: inout ByteWriter) {
        out.append(condition.prefix)
        out.append(isDay ? "d\"}" : "n\"}")
    }

    /// A temperature drawn in 1/100 K, written in the file's units.
    private func appendTemperature(_ kelvinHundredths: Int, into out: inout ByteWriter, rng: inout SplitMix64) {
        appendMeasure(units.temperature(kelvinHundredths: kelvinHundredths), into: &out, rng: &rng)
    }

    /// A wind speed drawn in 1/100 m/s, written in the file's units.
    private func appendSpeed(_ hundredths: Int, into out: inout ByteWriter, rng: inout SplitMix64) {
        appendMeasure(units.speed(metresPerSecondHundredths: hundredths), into: &out, rng: &rng)
    }

    /// A measurement in 1/100 units, written the ways OWM and hand-edited files do: mostly with
    /// up to two decimals (`281.47`, `281.5`), sometimes whole (`281`), with trailing zeros
    /// (`281.50`, `4.0`) or with one decimal.
    private func appendMeasure(_ hundredths: Int, into out: inout ByteWriter, rng: inout SplitMix64) {
        switch rng.below(100) {
        case 0..<8: out.append(scaled: hundredths, scale: 2, decimals: 0, keepZeros: false)
        case 8..<20: out.append(scaled: hundredths, scale: 2, decimals: 1, keepZeros: false)
        case 20..<92: out.append(scaled: hundredths, scale: 2, decimals: 2, keepZeros: false)
        case 92..<96: out.append(scaled: hundredths, scale: 2, decimals: 2, keepZeros: true)
        default: out.append(scaled: hundredths, scale: 2, decimals: 1, keepZeros: true)
        }
    }

    /// Millimetres of rain or snow, mostly light; once in a while with binary noise
    /// (`0.0199999999999`), as some clients serialise a float.
    private func appendPrecipitation(into out: inout ByteWriter, rng: inout SplitMix64) {
        let hundredths = rng.chance(85) ? rng.within(8...150) : rng.within(150...1800)
        if rng.chance(perMille: 10) {
            out.append(scaled: hundredths - 1, scale: 2, decimals: 2, keepZeros: true)
            out.append("99999999999")
        } else {
            appendMeasure(hundredths, into: &out, rng: &rng)
        }
    }
}

extension Int {
    /// Division rounding towards negative infinity, so days before 1970 or west of UTC still
    /// start at midnight.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
