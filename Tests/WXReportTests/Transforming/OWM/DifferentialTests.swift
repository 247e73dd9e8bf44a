import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Our reader against Foundation's `JSONDecoder` (the oracle, kept only here): the same records
/// from the samples and from generated files with shuffled keys, optional fields and number forms.
@Suite struct DifferentialTests {
    struct Conditions: Decodable {
        var description, icon: String?
        var id: Int64?
    }
    struct Main: Decodable {
        var temp: Double
        var feels_like, temp_min, temp_max, pressure, humidity, sea_level, grnd_level: Double?
    }
    struct Coordinates: Decodable { var lat, lon: Double? }
    struct Wind: Decodable { var speed, deg, gust: Double? }
    struct Clouds: Decodable { var all: Double? }
    struct Hourly: Decodable {
        var oneHour, threeHours: Double?
        enum CodingKeys: String, CodingKey {
            case oneHour = "1h"
            case threeHours = "3h"
        }
    }
    struct Place: Decodable {
        var country, name: String?
        var timezone: Int?
        var sunrise, sunset, id: Int64?
        var coord: Coordinates?
    }
    struct Record: Decodable {
        var name: String?
        var dt, time: Int64?
        var timezone: Int?
        var main: Main
        var weather: [Conditions]
        var wind: Wind?
        var clouds: Clouds?
        var visibility, pop: Double?
        var rain, snow: Hourly?
        var sys, city: Place?
        var sunrise, sunset, id: Int64?
        var coord: Coordinates?

        /// What wxreport should make of this record, by the rules of `owm-formats.md`.
        func expected(context: Place? = nil) -> WeatherRecord {
            var record = WeatherRecord()
            record.city = name ?? city?.name ?? context?.name ?? ""
            record.country = sys?.country ?? city?.country ?? context?.country
            record.time = dt ?? time ?? 0
            record.offset = timezone ?? sys?.timezone ?? city?.timezone ?? context?.timezone
            record.conditions = weather.compactMap(\.description)
            record[.temperature] = main.temp
            record[.feelsLike] = main.feels_like
            record[.minimum] = main.temp_min
            record[.maximum] = main.temp_max
            record[.humidity] = main.humidity
            record[.pressure] = main.pressure
            record[.windSpeed] = wind?.speed
            record[.windDirection] = wind?.deg
            record[.gust] = wind?.gust
            record[.clouds] = clouds?.all
            record[.visibility] = visibility
            record[.rainLastHour] = rain?.oneHour
            record[.snowLastHour] = snow?.oneHour
            record[.precipitationChance] = pop.map { $0 * 100 }
            record[.rainThreeHours] = rain?.threeHours
            record[.snowThreeHours] = snow?.threeHours
            record[.seaLevel] = main.sea_level
            record[.groundLevel] = main.grnd_level
            record[.conditionID] = weather.first?.id.map(Double.init)
            record.icon = weather.first?.icon
            record[.id] = (id ?? city?.id ?? context?.id).map(Double.init)
            record[.latitude] = coord?.lat ?? city?.coord?.lat ?? context?.coord?.lat
            record[.longitude] = coord?.lon ?? city?.coord?.lon ?? context?.coord?.lon
            record.kind = context == nil ? .current : .forecast
            let nonZero = { (value: Int64?) in value == 0 ? nil : value }
            record.sunrise = nonZero(sys?.sunrise) ?? nonZero(sunrise) ?? nonZero(city?.sunrise)
            record.sunset = nonZero(sys?.sunset) ?? nonZero(sunset) ?? nonZero(city?.sunset)
            // A forecast's own sun times belong to the local day they fall on.
            let shift = Int64(record.offset ?? 0)
            let day = { (instant: Int64) in Int64((Double(instant + shift) / 86_400).rounded(.down)) }
            if record.sunrise == nil, let sunrise = nonZero(context?.sunrise), day(sunrise) == day(record.time) {
                record.sunrise = sunrise
            }
            if record.sunset == nil, let sunset = nonZero(context?.sunset), day(sunset) == day(record.time) {
                record.sunset = sunset
            }
            return record
        }
    }
    struct Envelope: Decodable {
        var list: [Record]
        var city: Place?
    }

    private func oracle(_ data: Data, path: String) throws -> [WeatherRecord] {
        let decoder = JSONDecoder()
        if path.hasSuffix("bulk-cities.json") {
            return try data.split(separator: UInt8(ascii: "\n")).map {
                try decoder.decode(Record.self, from: Data($0)).expected()
            }
        }
        if let envelope = try? decoder.decode(Envelope.self, from: data) {
            return envelope.list.map { $0.expected(context: envelope.city) }
        }
        return [try decoder.decode(Record.self, from: data).expected()]
    }

    @Test(
        arguments: samplePaths + [
            "\(packageRoot)/Samples/metric/amsterdam-current.json",
            "\(packageRoot)/Samples/imperial/new-york-current.json",
        ])
    func samplesDecodeAsJSONDecoderDecodesThem(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let ours = decodeAll(SourceDocument(name: path, bytes: [UInt8](data)))
        #expect(ours.errors == [])
        #expect(ours.records == (try oracle(data, path: path)))
    }

    /// A random record: keys in random order, optional members absent, null or `{}`, numbers as
    /// integers, decimals with trailing zeros, exponents; names with escapes and non-ASCII.
    static func randomRecord(_ random: inout some RandomNumberGenerator) -> String {
        func number(_ value: Double) -> String {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: String(Int(value.rounded()))
            case 1: String(format: "%.3f", value)
            case 2: String(format: "%.2e", value)
            case 3: String(format: "%.1f0", value)
            default: String(value)
            }
        }
        func optional(_ key: String, _ value: String) -> String? {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: nil
            case 1: "\"\(key)\":null"
            default: "\"\(key)\":\(value)"
            }
        }
        func object(_ members: [String?]) -> String {
            "{" + members.compactMap { $0 }.shuffled(using: &random).joined(separator: ",") + "}"
        }
        let names = [#"Z\u00fcrich"#, "東京", #"Say \"hi\""#, "Kraków", "", #"tab\there"#, "São Paulo"]
        let main = object([
            "\"temp\":\(number(Double.random(in: 200...320, using: &random)))",
            optional("feels_like", number(Double.random(in: 200...320, using: &random))),
            optional("humidity", number(Double.random(in: 0...110, using: &random))),
            optional("pressure", number(Double.random(in: 900...1100, using: &random))),
            "\"temp_kf\":0",
        ])
        let wind = object([
            optional("speed", number(Double.random(in: 0...40, using: &random))),
            optional("deg", number(Double.random(in: 0...360, using: &random))),
            optional("gust", number(Double.random(in: 0...60, using: &random))),
        ])
        let rain =
            Bool.random(using: &random)
            ? "{}" : object([optional("1h", number(Double.random(in: 0...20, using: &random))), optional("3h", "1.5")])
        let sys = object([
            optional("country", "\"XX\""),
            optional("timezone", String(Int.random(in: -43200...50400, using: &random) / 900 * 900)),
            optional("sunrise", String(Int.random(in: 1_763_850_000...1_763_950_000, using: &random))), "\"type\":1",
        ])
        return object([
            "\"main\":\(main)", "\"weather\":[{\"id\":500,\"description\":\"light rain\"}]",
            "\"dt\":\(Int.random(in: 0...2_000_000_000, using: &random))",
            "\"name\":\"\(names.randomElement(using: &random) ?? "")\"",
            optional("wind", wind), optional("rain", rain), optional("snow", "{}"), optional("sys", sys),
            optional("visibility", String(Int.random(in: 0...10_000, using: &random))),
            optional("clouds", "{\"all\":\(Int.random(in: 0...100, using: &random))}"),
            "\"coord\":{\"lon\":1.5,\"lat\":-2e1}", "\"base\":\"stations\"",
        ])
    }

    @Test func generatedGroupFilesDecodeAsJSONDecoderDecodesThem() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let records = (0..<Int.random(in: 1...400, using: &random)).map { _ in Self.randomRecord(&random) }
            let whitespace = [",", ",\n", " , ", ",\n\t"].randomElement(using: &random) ?? ","
            let text = "{\"cnt\":0,\"list\":[" + records.joined(separator: whitespace) + "]}"
            let ours = decodeAll(text)
            #expect(ours.errors == [])
            let expected = try oracle(Data(text.utf8), path: "g.json")
            #expect(ours.records == expected)
            if ours.records != expected { Issue.record("input: \(text.prefix(2000))") }
        }
    }
}
