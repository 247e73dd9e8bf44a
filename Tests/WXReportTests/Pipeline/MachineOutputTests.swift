import Foundation
import Testing

@testable import WXReport

/// `--plain`, JSON and NDJSON through the real pipeline: exact output for a sample, the plain
/// numbers against the formatted cells, and the same bytes for every `--jobs`.
@Suite struct MachineOutputTests {
    let gent = FileSource(paths: ["\(packageRoot)/Samples/current-gent.json"])

    @Test(arguments: [
        (
            "nl-BE",
            "Plaats;Land;Lokale tijd;Weerbeeld;Temperatuur (°C);Gevoelstemperatuur (°C);Minimumtemperatuur (°C);Maximumtemperatuur (°C);Luchtvochtigheid (%);Luchtdruk (hPa);Windsnelheid (km/u);Windrichting (°);Windstoten (km/u);Bewolking (%);Zicht (km);Regen (1 u) (mm);Sneeuw (1 u) (cm);Zonsopgang;Zonsondergang\n"
                + "Gent;BE;2025-11-23T13:16:51+01:00;moderate rain;7;4;6;8;91;1003;20;240;41;100;8;1,3;;2025-11-23T08:21:42+01:00;2025-11-23T16:42:33+01:00\n"
        ),
        (
            "en-US",
            "City,Country,Local time,Conditions,Temperature (°F),Feels like (°F),Min (°F),Max (°F),Humidity (%),Pressure (inHg),Wind speed (mph),Wind direction (°),Gust (mph),Clouds (%),Visibility (mi),Rain (1 h) (in),Snow (1 h) (in),Sunrise,Sunset\n"
                + "Gent,BE,2025-11-23T13:16:51+01:00,moderate rain,45,39,43,46,91,29.6,13,240,25,100,5,0.05,,2025-11-23T08:21:42+01:00,2025-11-23T16:42:33+01:00\n"
        ),
        (
            "de-DE",
            "Ort;Land;Ortszeit;Wetterzustand;Temperatur (°C);Gefühlte Temperatur (°C);Tiefsttemperatur (°C);Höchsttemperatur (°C);Luftfeuchtigkeit (%);Luftdruck (hPa);Windgeschwindigkeit (km/h);Windrichtung (°);Böen (km/h);Bewölkung (%);Sichtweite (m);Regen (1 h) (mm);Schnee (1 h) (cm);Sonnenaufgang;Sonnenuntergang\n"
                + "Gent;BE;2025-11-23T13:16:51+01:00;moderate rain;7;4;6;8;91;1003;20;240;41;100;8000;1,3;;2025-11-23T08:21:42+01:00;2025-11-23T16:42:33+01:00\n"
        ),
        (
            "ja-JP",
            "地点,国,現地時刻,天気,気温 (°C),体感温度 (°C),最低気温 (°C),最高気温 (°C),湿度 (%),気圧 (hPa),風速 (m/s),風向 (°),最大瞬間風速 (m/s),雲量 (%),視程 (km),1時間雨量 (mm),1時間降雪量 (cm),日の出,日の入り\n"
                + "Gent,BE,2025-11-23T13:16:51+01:00,moderate rain,7,4,6,8,91,1003,6,240,11,100,8,1.3,,2025-11-23T08:21:42+01:00,2025-11-23T16:42:33+01:00\n"
        ),
        (
            "fr-FR",
            "Ville;Pays;Heure locale;Conditions météo;Température (°C);Température ressentie (°C);Température minimale (°C);Température maximale (°C);Humidité (%);Pression (hPa);Vitesse du vent (km/h);Direction du vent (°);Rafales (km/h);Nébulosité (%);Visibilité (km);Pluie (1 h) (mm);Neige (1 h) (cm);Lever du soleil;Coucher du soleil\n"
                + "Gent;BE;2025-11-23T13:16:51+01:00;moderate rain;7;4;6;8;91;1003;20;240;41;100;8;1,3;;2025-11-23T08:21:42+01:00;2025-11-23T16:42:33+01:00\n"
        ),
    ])
    func plainCSVPerLocale(_ locale: String, _ expected: String) throws {
        let run = try runReport(source: gent, locale: locale, plain: true)
        #expect(run.errors == [])
        #expect(run.report == expected)
    }

    @Test func plainTimesWithoutAnOffsetAreUTC() throws {
        // The bulk sample has no `timezone`: the formatted cell says `… UTC`, the plain one `Z`.
        let source = FileSource(paths: ["\(packageRoot)/Samples/bulk-cities.json"])
        let formatted = try runReport(source: source, locale: "nl-BE", columns: [.city, .time])
        let plain = try runReport(
            source: FileSource(paths: ["\(packageRoot)/Samples/bulk-cities.json"]), locale: "nl-BE",
            columns: [.city, .time], plain: true)
        #expect(formatted.report.hasPrefix("Plaats;Lokale tijd\nLondon;23/11/2025, 12:00 UTC\n"))
        #expect(plain.report.hasPrefix("Plaats;Lokale tijd\nLondon;2025-11-23T12:00:00Z\n"))
    }

    @Test func plainMarkdownKeepsTheTableAndItsAlignment() throws {
        let run = try runReport(
            source: gent, locale: "nl-BE", format: .markdown, columns: [.city, .time, .temp, .rain1h], plain: true)
        #expect(
            run.report == """
                | Plaats | Lokale tijd | Temperatuur (°C) | Regen (1 u) (mm) |
                | --- | --- | ---: | ---: |
                | Gent | 2025-11-23T13:16:51+01:00 | 7 | 1,3 |

                """)
    }

    /// A plain cell is the number its formatted cell shows: the formatted text without its unit
    /// and grouping is the plain text, for every numeric cell of every sample.
    @Test(arguments: GoldenTests.locales)
    func plainNumbersAreTheNumbersTheCellsShow(_ locale: String) throws {
        let reportLocale = try ReportLocale(locale)
        for (paths, inputUnits) in [
            (samplePaths, InputUnitsSetting.auto), (["\(packageRoot)/Samples/metric/amsterdam-current.json"], .metric),
            (["\(packageRoot)/Samples/imperial/new-york-current.json"], .imperial),
        ] {
            let catalog = FormatterCatalog(locale: reportLocale, inputUnits: inputUnits, system: nil)
            let columns = Column.defaults.filter { $0.quantity != nil }
            let transform = WeatherTransform(columns: columns, catalog: catalog)
            let run = runPipeline(FileSource(paths: paths), transform, TypedCellFormat(), columns: columns, jobs: 1)
            let separator = ReportUnits(catalog: catalog).decimalSeparator
            var compared = 0
            for line in run.report.split(separator: "\n") {
                for cell in line.split(separator: "\t") {
                    let parts = cell.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    guard parts.count == 3, parts[0] == "number" else { continue }
                    let shown = Self.numberShown(in: parts[1], separator: separator)
                    #expect(shown == parts[2].replacingOccurrences(of: ".", with: separator), "\(locale): \(cell)")
                    compared += 1
                }
            }
            #expect(compared > 0)
        }
    }

    /// The digits, sign and decimal separator of a formatted cell, without unit and grouping.
    static func numberShown(in cell: String, separator: String) -> String {
        var shown = ""
        for scalar in cell.unicodeScalars {
            if ("0"..."9").contains(scalar) || scalar == "-" || String(scalar) == separator {
                shown.unicodeScalars.append(scalar)
            } else if scalar == "\u{2212}" {
                shown += "-"
            }
        }
        return shown
    }

    @Test func jsonOfASample() throws {
        let run = try runReport(
            source: FileSource(paths: ["\(packageRoot)/Samples/current-gent.json", "\(packageRoot)/Samples/bulk-cities.json"]),
            locale: "nl-BE", format: .json, columns: [.city, .country, .time, .temp, .humidity, .rain1h, .visibility, .sunrise])
        let lines = run.report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 6 + 1 + 1)
        #expect(
            lines.prefix(3).joined(separator: "\n") == """
                [
                {"city":"Gent","country":"BE","time":"2025-11-23T13:16:51+01:00","temp_celsius":7,"humidity":91,"rain_1h_millimeter":1.3,"visibility_kilometer":8,"sunrise":"2025-11-23T08:21:42+01:00"},
                {"city":"London","country":"GB","time":"2025-11-23T12:00:00Z","temp_celsius":8,"humidity":93,"rain_1h_millimeter":0.4,"visibility_kilometer":null,"sunrise":null},
                """)
        #expect(lines.suffix(3).joined(separator: "\n") == "{\"city\":\"Reykjavík\",\"country\":\"IS\",\"time\":\"2025-11-23T12:00:00Z\",\"temp_celsius\":3,\"humidity\":87,\"rain_1h_millimeter\":null,\"visibility_kilometer\":null,\"sunrise\":null}\n]\n")
        #expect(JSONValidator.validate(Array(run.report.utf8)) == nil)
    }

    @Test func ndjsonOfASample() throws {
        let run = try runReport(source: gent, locale: "en-US", format: .ndjson)
        #expect(
            run.report
                == #"{"city":"Gent","country":"BE","time":"2025-11-23T13:16:51+01:00","conditions":"moderate rain","temp_fahrenheit":45,"feels_like_fahrenheit":39,"temp_min_fahrenheit":43,"temp_max_fahrenheit":46,"humidity":91,"pressure_inch_ofhg":29.6,"wind_mile_per_hour":13,"wind_deg":240,"gust_mile_per_hour":25,"clouds":100,"visibility_mile":5,"rain_1h_inch":0.05,"snow_1h_inch":null,"sunrise":"2025-11-23T08:21:42+01:00","sunset":"2025-11-23T16:42:33+01:00"}"#
                + "\n")
    }

    @Test func emptyReports() throws {
        let none = FixtureSource([("e.json", #"{"cnt":0,"list":[]}"#)])
        #expect(try runReport(source: none, locale: "en-US", format: .json).report == "[]\n")
        #expect(try runReport(source: none, locale: "en-US", format: .ndjson).report == "")
    }

    @Test func stringsAreEscaped() throws {
        let name = #"Q\"uo\\te\n\t\u0001 東京"#
        let record = #"{"name":"\#(name)","main":{"temp":273.15},"weather":[{"description":"a"},{"description":"b"}],"dt":0}"#
        let run = try runReport(
            source: FixtureSource([("x.json", record)]), locale: "en-US", format: .ndjson,
            columns: [.city, .country, .conditions, .temp])
        #expect(run.report == #"{"city":"Q\"uo\\te\n\t\u0001 東京","country":null,"conditions":"a, b","temp_fahrenheit":32}"# + "\n")
    }

    @Test(arguments: [OutputFormat.json, .ndjson, .csv])
    func sameBytesForEveryJobs(_ format: OutputFormat) throws {
        var reports: [String] = []
        for jobs in [1, 4, 8] {
            let documents = samplePaths.map { path in (path, try? String(contentsOfFile: path, encoding: .utf8)) }
            let run = try runReport(
                source: FixtureSource(documents + [("big.json", bigGroupFile(count: 3_000))]), locale: "nl-BE",
                format: format, jobs: jobs, plain: format == .csv)
            #expect(run.errors == [])
            #expect(run.summary.rows == 35 + 3_000)
            reports.append(run.report)
        }
        #expect(reports[1] == reports[0])
        #expect(reports[2] == reports[0])
        let bytes = Array(reports[0].utf8)
        switch format {
        case .json: #expect(JSONValidator.validate(bytes) == nil)
        case .ndjson:
            let lines = reports[0].split(separator: "\n")
            #expect(lines.count == 35 + 3_000)
            #expect(lines.allSatisfy { JSONValidator.validate(Array($0.utf8)) == nil })
        default: break
        }
    }
}

/// Records each cell's kind with both texts the transform can hand over, tab-separated, one
/// row per line: `number|formatted|decimal`, `time|formatted|iso`, `text|…`, `empty`.
struct TypedCellFormat: ReportFormat {
    func header(columns: [Column], into bytes: ByteBuffer) {}

    func makeRowWriter(columns: [Column], capacity: Int) -> Rows { Rows() }

    struct Rows: RowWriter {
        let bytes = ByteBuffer()
        var needs: CellNeeds { CellNeeds.formatted.union(.decimals) }

        mutating func beginRow() {}
        mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: "text|")
            bytes.append(contentsOf: text)
            bytes.append(UInt8(ascii: "\t"))
        }
        mutating func number(_ cell: NumberCell) {
            bytes.append(contentsOf: "number|")
            bytes.append(contentsOf: cell.formatted)
            bytes.append(UInt8(ascii: "|"))
            bytes.append(contentsOf: cell.decimal)
            bytes.append(UInt8(ascii: "\t"))
        }
        mutating func time(_ cell: TimeCell) {
            bytes.append(contentsOf: "time|")
            bytes.append(contentsOf: cell.formatted)
            bytes.append(UInt8(ascii: "|"))
            cell.withISO8601 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\t"))
        }
        mutating func emptyCell() { bytes.append(contentsOf: "empty\t") }
        mutating func endRow() { bytes.append(UInt8(ascii: "\n")) }
        mutating func finish() -> ByteBuffer { bytes }
    }
}
