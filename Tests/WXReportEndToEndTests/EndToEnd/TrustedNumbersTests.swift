import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Issue 26 through the built binary: numbers every reader and every locale can trust.
@Suite struct TrustedNumbersTests {
    /// A current-weather record in metric units with whole values: 7 °C, 1003 hPa, 6000 m.
    static let wholeGent =
        #"{"coord":{"lon":3.72,"lat":51.05},"weather":[{"id":500,"description":"light rain"}],"#
        + #""main":{"temp":7,"pressure":1003,"humidity":91},"visibility":6000,"wind":{"speed":5,"deg":240},"#
        + #""clouds":{"all":100},"dt":1763900000,"timezone":3600,"id":2797656,"name":"Gent","cod":200}"#

    @Test func wholeMeasuredValuesKeepAFractionAndCountsStayIntegers() throws {
        let result = try wxreport(
            [
                "--input-units", "metric", "--units", "metric", "--format", "ndjson", "--fields",
                "id,temp,pressure,humidity,visibility,wind_deg,condition_id", "-",
            ], input: Data(Self.wholeGent.utf8))
        #expect(result.status == 0)
        #expect(
            result.stdout
                == #"{"id":2797656,"temp_celsius":7.0,"pressure_hectopascal":1003.0,"humidity":91,"visibility_kilometer":6.0,"wind_deg":240,"condition_id":500}"#
                + "\n")
    }

    /// Bokmål and Nynorsk format as Norwegian, not root: a no-break space groups thousands, a
    /// comma marks decimals, so CSV separates with `;`; dates are day.month.year.
    @Test(arguments: ["nb-NO", "nb", "nn-NO", "no"])
    func norwegianFormatsAsNorwegian(locale: String) throws {
        let result = try wxreport(
            ["--locale", locale, "--no-header", "--fields", "city,time,pressure,rain_1h", Self.gent])
        #expect(result.status == 0)
        #expect(result.stdout == "Gent;23.11.2025, 13:16;1\u{A0}003 hPa;1,3 mm\n")
    }

    @Test func norwegianFromTheEnvironment() throws {
        let result = try wxreport(
            ["--no-header", "--fields", "pressure", Self.gent], environment: ["LANG": "nb_NO.UTF-8"])
        #expect(result.stdout == "1\u{A0}003 hPa\n")
    }

    @Test func aLocaleICUDoesNotHaveIsRefused() throws {
        let result = try wxreport(["--locale", "xx-NO", Self.gent])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("wxreport: unknown locale 'xx-NO'\n"))
    }

    /// 40 three-hour records; the 18th has humidity 101 % as OWM's models give it. All 40 are
    /// kept and the value is shown as given; 111 % is still corrupt data.
    @Test func aForecastWithHumidity101KeepsEveryRow() throws {
        func forecast(humidity: Int) -> String {
            let entries = (0..<40).map { index in
                #"{"dt":\#(1_751_338_800 + 10_800 * index),"main":{"temp":272.4,"humidity":\#(index == 17 ? humidity : 95)},"#
                    + #""weather":[{"id":600,"description":"light snow"}],"snow":{"3h":1.24}}"#
            }
            return #"{"cod":"200","cnt":40,"list":["# + entries.joined(separator: ",")
                + #"],"city":{"name":"Curacautín","country":"CL","timezone":-14400}}"#
        }
        let kept = try wxreport(
            ["--locale", "en-US", "--no-header", "--fields", "humidity", "-"], input: Data(forecast(humidity: 101).utf8)
        )
        #expect(kept.status == 0)
        #expect(kept.stderr == "")
        #expect(kept.stdout == String(repeating: "95%\n", count: 17) + "101%\n" + String(repeating: "95%\n", count: 22))
        let corrupt = try wxreport(
            ["--locale", "en-US", "--no-header", "--fields", "humidity", "-"], input: Data(forecast(humidity: 111).utf8)
        )
        #expect(corrupt.status == 65)
        #expect(corrupt.stdout.split(separator: "\n").count == 39)
        #expect(
            corrupt.stderr.contains("list[17].main.humidity: 111 is not a plausible percentage (expected 0 to 110 %)"))
    }

    /// OWM's `snow.3h` is 1.24 mm of water: shown in the rainfall unit, not as 0.12 cm of depth.
    @Test func snowIsPrecipitationInTheRainfallUnit() throws {
        let curacautin = "\(packageRoot)/Samples/products/forecast-curacautin.json"
        let nl = try wxreport(["--locale", "nl-BE", "--no-header", "--fields", "snow_3h", curacautin])
        #expect(nl.stdout.split(separator: "\n").first == "1,2 mm")
        let us = try wxreport(["--locale", "en-US", "--no-header", "--fields", "snow_3h", curacautin])
        #expect(us.stdout.split(separator: "\n").first == "0.05 in")  // 1.24 / 25.4 = 0.0488
    }

    @Test(arguments: [("json", "JSON"), ("ndjson", "NDJSON"), ("markdown", "Markdown"), ("html", "HTML")])
    func aDelimiterOutsideCSVIsAUsageError(format: String, name: String) throws {
        let result = try wxreport(["--format", format, "--delimiter", ";", Self.gent])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("wxreport: option '--delimiter' applies only to CSV output, not to \(name)\n"))
    }

    @Test func theSchemaDescribesTheChosenFields() throws {
        let result = try wxreport(["--schema", "--units", "metric", "--fields", "city,temp,humidity"])
        #expect(result.status == 0)
        let schema = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let properties = try #require(schema?["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["city", "temp_celsius", "humidity"])
        let all = try wxreport(["--schema", "--units", "metric"])
        let allProperties = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any]
        #expect((allProperties?["properties"] as? [String: Any])?.count == Column.allCases.count)
    }

    /// One Call's hourly rows at 01:00 CDT and 01:00 CST (2 Nov 2025, Chicago) name their
    /// offsets; the hours around them do not.
    @Test func theRepeatedHourNamesItsOffset() throws {
        let chicago = "\(packageRoot)/Samples/products/onecall-chicago.json"
        let result = try wxreport(["--locale", "nl-BE", "--no-header", "--fields", "time", chicago])
        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").prefix(5) == [
                "2/11/2025, 00:00", "2/11/2025, 00:00", "2/11/2025, 01:00 GMT-5", "2/11/2025, 01:00 GMT-6",
                "2/11/2025, 02:00",
            ])
        let json = try wxreport(["--format", "ndjson", "--fields", "time", chicago])
        #expect(
            json.stdout.split(separator: "\n")[2...3] == [
                #"{"time":"2025-11-02T01:00:00-05:00"}"#, #"{"time":"2025-11-02T01:00:00-06:00"}"#,
            ])
    }

    /// Other OWM products are said once for what they are, not as one "missing" per record.
    @Test(arguments: [
        (
            #"{"coord":{"lon":50,"lat":50},"list":[{"main":{"aqi":1},"components":{"co":201.94},"dt":1606147200},"#
                + #"{"main":{"aqi":2},"components":{"co":230.3},"dt":1606150800}]}"#,
            "list[0]: not weather data: this is an air-pollution response of OpenWeatherMap"
        ),
        (
            #"[{"name":"London","local_names":{"en":"London"},"lat":51.5,"lon":-0.13,"country":"GB"},"#
                + #"{"name":"City of London","lat":51.52,"lon":-0.09,"country":"GB","state":"England"}]"#,
            "[0]: not weather data: this is a geocoding response of OpenWeatherMap"
        ),
    ])
    func otherProductsAreNamedOnce(payload: String, message: String) throws {
        let result = try wxreport(["--no-header", "-"], input: Data(payload.utf8))
        #expect(result.status == 65)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("<stdin>:1:") == true)
        #expect(lines.first?.contains(message) == true, "\(result.stderr)")
        #expect(lines.last == "wxreport: 1 input, 0 rows written, 1 error")
    }

    /// `--input-units standard` on a One Call response fetched in °C: one error, not one per
    /// temperature.
    @Test func wrongStatedUnitsAreOneErrorPerDocument() throws {
        let chicago = try String(
            contentsOfFile: "\(packageRoot)/Samples/products/onecall-chicago.json", encoding: .utf8)
        // Every kelvin temperature of the sample minus 273.15 is no longer a kelvin one.
        let celsius = chicago.replacing(#/"(temp|feels_like|dew_point)":(\d+\.?\d*)/#) { match in
            "\"\(match.output.1)\":\((Double(match.output.2) ?? 0) - 273.15)"
        }
        let result = try wxreport(["--input-units", "standard", "-"], input: Data(celsius.utf8))
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.contains("not a temperature in kelvin (150 to 350)") == true)
        #expect(lines.first?.contains("--input-units standard does not fit it") == true)
    }

    /// `local_time` is the wall clock without its offset in every format (what a spreadsheet
    /// imports as a date: `make test-clients` counts LibreOffice's date cells); a payload with
    /// no offset keeps UTC's `Z`.
    @Test func localTimeLeavesTheOffsetOut() throws {
        let paris = "\(packageRoot)/Samples/find-paris.json"
        let plain = try wxreport(
            ["--locale", "nl-BE", "--plain", "--no-header", "--fields", "city,local_time,time", Self.gent, paris])
        #expect(plain.status == 0)
        #expect(
            plain.stdout.split(separator: "\n").prefix(2) == [
                "Gent;2025-11-23T13:16:51;2025-11-23T13:16:51+01:00", "Paris;2025-11-23T12:09:04Z;2025-11-23T12:09:04Z",
            ])
        let people = try wxreport(["--locale", "en-US", "--no-header", "--fields", "local_time,time", Self.gent])
        #expect(people.stdout == "2025-11-23T13:16:51,\"11/23/25, 1:16\u{202F}PM\"\n")
        let json = try wxreport(["--format", "ndjson", "--fields", "local_time", Self.gent])
        #expect(json.stdout == #"{"local_time":"2025-11-23T13:16:51"}"# + "\n")
        // A sorted report replays its cells: the offset stays out.
        let sorted = try wxreport(["--format", "ndjson", "--sort", "-temp", "--fields", "local_time", Self.gent])
        #expect(sorted.stdout == json.stdout)
    }

    /// `--input-units metric` on kelvin files reads them as kelvin (7 °C, not 280 °C) and says
    /// so once a run, naming the first such file.
    @Test func kelvinReadDespiteTheSettingIsSaidOnce() throws {
        let bulk = "\(packageRoot)/Samples/bulk-cities.json"
        let result = try wxreport(
            ["--input-units", "metric", "--locale", "nl-BE", "--no-header", "--fields", "temp", Self.gent, bulk])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").first == "7\u{A0}°C")
        #expect(
            result.stderr
                == "wxreport: warning: \(Self.gent): temperatures in kelvin, so read as --input-units standard, "
                + "not metric (and so is every such file)\n")
        let metric = try wxreport(["--input-units", "metric", "\(packageRoot)/Samples/metric/amsterdam-current.json"])
        #expect(metric.status == 0)
        #expect(metric.stderr == "")
    }

    static let gent = "\(packageRoot)/Samples/current-gent.json"
}
