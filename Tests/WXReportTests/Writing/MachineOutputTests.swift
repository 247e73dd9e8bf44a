import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// `--plain`, JSON and NDJSON through the real pipeline: exact output for a sample, the plain
/// numbers against the formatted cells, and the same bytes for every `--jobs`.
@Suite struct MachineOutputTests {
    let gent = FileSource(paths: ["\(packageRoot)/Samples/current-gent.json"])

    @Test(arguments: [
        (
            "nl-BE",
            "Plaats;Land;Lokale tijd;Weerbeeld;Temperatuur (°C);Gevoelstemperatuur (°C);Minimumtemperatuur (°C);Maximumtemperatuur (°C);Luchtvochtigheid (%);Luchtdruk (hPa);Windsnelheid (m/s);Windrichting (°);Windstoten (m/s);Bewolking (%);Zicht (km);Regen (1 u) (mm);Sneeuw (1 u) (mm);Zonsopgang;Zonsondergang\n"
                + "Gent;BE;2025-11-23T13:16:51+01:00;moderate rain;7,17;3,94;6,35;7,89;91;1003;5,66;240;11,32;100;8;1,27;;2025-11-23T08:21:42+01:00;2025-11-23T16:42:33+01:00\n"
        ),
        (
            "en-US",
            "City,Country,Local time,Conditions,Temperature (°F),Feels like (°F),Min (°F),Max (°F),Humidity (%),Pressure (inHg),Wind speed (mph),Wind direction (°),Gust (mph),Clouds (%),Visibility (mi),Rain (1 h) (in),Snow (1 h) (in),Sunrise,Sunset\n"
                + "Gent,BE,2025-11-23T13:16:51+01:00,moderate rain,44.906,39.092,43.43,46.202,91,29.62,12.6611,240,25.3221,100,4.971,0.05,,2025-11-23T08:21:42+01:00,2025-11-23T16:42:33+01:00\n"
        ),
        (
            "de-DE",
            "Ort;Land;Ortszeit;Wetterzustand;Temperatur (°C);Gefühlte Temperatur (°C);Tiefsttemperatur (°C);Höchsttemperatur (°C);Luftfeuchtigkeit (%);Luftdruck (hPa);Windgeschwindigkeit (m/s);Windrichtung (°);Böen (m/s);Bewölkung (%);Sichtweite (km);Regen (1 h) (mm);Schnee (1 h) (mm);Sonnenaufgang;Sonnenuntergang\n"
                + "Gent;BE;2025-11-23T13:16:51+01:00;moderate rain;7,17;3,94;6,35;7,89;91;1003;5,66;240;11,32;100;8;1,27;;2025-11-23T08:21:42+01:00;2025-11-23T16:42:33+01:00\n"
        ),
        (
            "ja-JP",
            "地点,国,現地時刻,天気,気温 (°C),体感温度 (°C),最低気温 (°C),最高気温 (°C),湿度 (%),気圧 (hPa),風速 (m/s),風向 (°),最大瞬間風速 (m/s),雲量 (%),視程 (km),1時間雨量 (mm),1時間降雪量 (mm),日の出,日の入り\n"
                + "Gent,BE,2025-11-23T13:16:51+01:00,moderate rain,7.17,3.94,6.35,7.89,91,1003,5.66,240,11.32,100,8,1.27,,2025-11-23T08:21:42+01:00,2025-11-23T16:42:33+01:00\n"
        ),
        (
            "fr-FR",
            "Ville;Pays;Heure locale;Conditions météo;Température (°C);Température ressentie (°C);Température minimale (°C);Température maximale (°C);Humidité (%);Pression (hPa);Vitesse du vent (m/s);Direction du vent (°);Rafales (m/s);Nébulosité (%);Visibilité (km);Pluie (1 h) (mm);Neige (1 h) (mm);Lever du soleil;Coucher du soleil\n"
                + "Gent;BE;2025-11-23T13:16:51+01:00;moderate rain;7,17;3,94;6,35;7,89;91;1003;5,66;240;11,32;100;8;1,27;;2025-11-23T08:21:42+01:00;2025-11-23T16:42:33+01:00\n"
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
                | Gent | 2025-11-23T13:16:51+01:00 | 7,17 | 1,27 |

                """)
    }

    @Test func jsonOfASample() throws {
        let run = try runReport(
            source: FileSource(paths: [
                "\(packageRoot)/Samples/current-gent.json", "\(packageRoot)/Samples/bulk-cities.json",
            ]),
            locale: "nl-BE", format: .json,
            columns: [.city, .country, .time, .temp, .humidity, .rain1h, .visibility, .sunrise])
        let lines = run.report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 6 + 1 + 1)
        #expect(
            lines.prefix(3).joined(separator: "\n") == """
                [
                {"city":"Gent","country":"BE","time":"2025-11-23T13:16:51+01:00","temp_celsius":7.17,"humidity":91,"rain_1h_millimeter":1.27,"visibility_kilometer":8.0,"sunrise":"2025-11-23T08:21:42+01:00"},
                {"city":"London","country":"GB","time":"2025-11-23T12:00:00Z","temp_celsius":8.22,"humidity":93,"rain_1h_millimeter":0.4,"visibility_kilometer":null,"sunrise":null},
                """)
        #expect(
            lines.suffix(3).joined(separator: "\n")
                == "{\"city\":\"Reykjavík\",\"country\":\"IS\",\"time\":\"2025-11-23T12:00:00Z\",\"temp_celsius\":3.0,\"humidity\":87,\"rain_1h_millimeter\":null,\"visibility_kilometer\":null,\"sunrise\":null}\n]\n"
        )
        #expect(JSONValidator.validate(Array(run.report.utf8)) == nil)
    }

    @Test func ndjsonOfASample() throws {
        let run = try runReport(source: gent, locale: "en-US", format: .ndjson)
        #expect(
            run.report
                == #"{"city":"Gent","country":"BE","time":"2025-11-23T13:16:51+01:00","conditions":"moderate rain","temp_fahrenheit":44.906,"feels_like_fahrenheit":39.092,"temp_min_fahrenheit":43.43,"temp_max_fahrenheit":46.202,"humidity":91,"pressure_inch_ofhg":29.62,"wind_mile_per_hour":12.6611,"wind_deg":240,"gust_mile_per_hour":25.3221,"clouds":100,"visibility_mile":4.971,"rain_1h_inch":0.05,"snow_1h_inch":null,"sunrise":"2025-11-23T08:21:42+01:00","sunset":"2025-11-23T16:42:33+01:00"}"#
                + "\n")
    }

    @Test func emptyReports() throws {
        let none = FixtureSource([("e.json", #"{"cnt":0,"list":[]}"#)])
        #expect(try runReport(source: none, locale: "en-US", format: .json).report == "[]\n")
        #expect(try runReport(source: none, locale: "en-US", format: .ndjson).report == "")
    }

    @Test func stringsAreEscaped() throws {
        let name = #"Q\"uo\\te\n\t\u0001 東京"#
        let record =
            #"{"name":"\#(name)","main":{"temp":273.15},"weather":[{"description":"a"},{"description":"b"}],"dt":0}"#
        let run = try runReport(
            source: FixtureSource([("x.json", record)]), locale: "en-US", format: .ndjson,
            columns: [.city, .country, .conditions, .temp])
        #expect(
            run.report
                == #"{"city":"Q\"uo\\te\n\t\u0001 東京","country":null,"conditions":"a, b","temp_fahrenheit":32.0}"#
                + "\n")
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
