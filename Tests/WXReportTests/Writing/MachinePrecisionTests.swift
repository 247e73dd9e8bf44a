import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// The formats for machines keep the input's value: converted in decimal, exactly where the
/// unit change is decimal, else to the input's decimals plus the documented extra digits.
@Suite struct MachinePrecisionTests {
    static let columns: [Column] = [
        .temp, .feelsLike, .tempMin, .tempMax, .pressure, .wind, .gust, .visibility, .rain1h, .snow1h,
    ]

    /// The member values of each NDJSON line as written (`null` included), by key prefix.
    private func values(_ line: Substring) -> [String] {
        line.matches(of: #/":(-?[0-9.]+|null)/#).map { String($0.output.1) }
    }

    /// A measured value as JSON writes it: always with a fraction (`1003` → `1003.0`), so a
    /// reader that infers types from the first rows never takes the column for an integer.
    private func withFraction(_ text: String) -> String {
        text == "null" || text.contains(".") ? text : text + ".0"
    }

    /// Every metric value of every sample is the input converted exactly (K → °C is − 273.15,
    /// m → km ÷ 1000), checked against Foundation's `Decimal`.
    @Test(arguments: samplePaths)
    func metricValuesAreTheInputConvertedExactly(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let records = decodeAll(text).records
        let run = try runReport(
            source: FileSource(paths: [path]), locale: "de-DE", format: .ndjson, units: .metric, columns: Self.columns)
        let lines = run.report.split(separator: "\n")
        #expect(lines.count == records.count)
        for (record, line) in zip(records, lines) {
            func decimal(_ value: Double?) -> Decimal? { value.flatMap { Decimal(string: "\($0)") } }
            let kelvin = Decimal(string: "273.15")!
            let expected: [Decimal?] = [
                decimal(record[.temperature]).map { $0 - kelvin }, decimal(record[.feelsLike]).map { $0 - kelvin },
                decimal(record[.minimum]).map { $0 - kelvin }, decimal(record[.maximum]).map { $0 - kelvin },
                decimal(record[.pressure]), decimal(record[.windSpeed]), decimal(record[.gust]),
                decimal(record[.visibility]).map { $0 / 1000 }, decimal(record[.rainLastHour]),
                decimal(record[.snowLastHour]),
            ]
            #expect(values(line) == expected.map { withFraction($0.map { "\($0)" } ?? "null") }, "\(line)")
        }
    }

    /// Every imperial value of every sample: temperatures exact (× 1.8 + 32), the others the
    /// exact quotient rounded half away from zero to the input's decimals plus the documented
    /// extra digits (2; 4 from metres to miles), checked against Foundation's `Decimal`.
    @Test(arguments: samplePaths)
    func imperialValuesFollowTheDocumentedRounding(_ path: String) throws {
        let records = decodeAll(try String(contentsOfFile: path, encoding: .utf8)).records
        let run = try runReport(
            source: FileSource(paths: [path]), locale: "de-DE", format: .ndjson, units: .imperial, columns: Self.columns
        )
        let lines = run.report.split(separator: "\n")
        #expect(lines.count == records.count)
        func decimal(_ text: String) -> Decimal { Decimal(string: text) ?? .nan }
        /// `value` ÷ `divisor`, rounded to the value's decimals + `extra`.
        func quotient(_ value: Double?, _ divisor: Decimal, extra: Int) -> String {
            guard let value else { return "null" }
            let input = "\(value)"
            let decimals = input.contains(".") && !input.hasSuffix(".0") ? input.split(separator: ".")[1].count : 0
            var exact = decimal(input) / divisor
            var rounded = Decimal()
            NSDecimalRound(&rounded, &exact, decimals + extra, .plain)
            return "\(rounded)"
        }
        func fahrenheit(_ value: Double?) -> String {
            value.map { "\((decimal("\($0)") - decimal("273.15")) * decimal("1.8") + 32)" } ?? "null"
        }
        for (record, line) in zip(records, lines) {
            let expected = [
                fahrenheit(record[.temperature]), fahrenheit(record[.feelsLike]), fahrenheit(record[.minimum]),
                fahrenheit(record[.maximum]), quotient(record[.pressure], decimal("33.86388640341"), extra: 2),
                quotient(record[.windSpeed], decimal("0.44704"), extra: 2),
                quotient(record[.gust], decimal("0.44704"), extra: 2),
                quotient(record[.visibility], decimal("1609.344"), extra: 4),
                quotient(record[.rainLastHour], decimal("25.4"), extra: 2),
                quotient(record[.snowLastHour], decimal("25.4"), extra: 2),
            ]
            #expect(values(line) == expected.map(withFraction), "\(line)")
        }
    }

    @Test(arguments: [
        // (input, units, quantity, target, text)
        (1150.0, InputUnits.standard, Quantity.visibility, ReportUnit.kilometer, "1.15"),
        (155, .standard, .visibility, .kilometer, "0.155"),
        (280.37, .standard, .temperature, .celsius, "7.22"),
        (273.65, .standard, .temperature, .fahrenheit, "32.9"),
        (21.5, .metric, .temperature, .fahrenheit, "70.7"),
        (44, .imperial, .temperature, .celsius, "6.67"),  // (44 − 32) × 5 / 9, 0 + 2 decimals
        (3.1, .standard, .speed, .milePerHour, "6.935"),  // 1 + 2 decimals
        (10, .imperial, .speed, .meterPerSecond, "4.4704"),  // × 0.44704: exact
        (1013, .standard, .pressure, .inchOfHg, "29.91"),
        (1.37, .standard, .rainfall, .inch, "0.0539"),
        (10000, .standard, .visibility, .mile, "6.2137"),  // 0 + 4 decimals: 1 m is 0.00062 mi
        (-0.0, .standard, .rainfall, .millimeter, "0"),
    ])
    func conversions(_ input: Double, _ units: InputUnits, _ quantity: Quantity, _ target: ReportUnit, _ text: String)
        throws
    {
        let source = try #require(quantity.inputUnit(units))
        #expect(UnitConversion(from: source, to: target).exactDecimal(input)?.text == text)
    }

    @Test func plainCSVHasTheValuesOfJSON() throws {
        let gent = "\(packageRoot)/Samples/current-gent.json"
        let json = try runReport(
            source: FileSource(paths: [gent]), locale: "nl-BE", format: .ndjson, columns: Self.columns)
        let plain = try runReport(
            source: FileSource(paths: [gent]), locale: "nl-BE", columns: Self.columns, plain: true, noHeader: true)
        let jsonValues = values(try #require(json.report.split(separator: "\n").first))
        let plainValues = plain.report.dropLast().split(separator: ";", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "null" : $0.replacingOccurrences(of: ",", with: ".")
        }
        #expect(plainValues.map(withFraction) == jsonValues)
        #expect(jsonValues == ["7.17", "3.94", "6.35", "7.89", "1003.0", "5.66", "11.32", "8.0", "1.27", "null"])
    }
}
