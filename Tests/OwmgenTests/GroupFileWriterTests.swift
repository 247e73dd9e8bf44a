import Foundation
import Testing

import owmgen

/// The generator's promises the benchmark relies on: the API's one-line shape, the record-per-line
/// variant, byte-identical output per seed, and values in the requested units.
@Suite struct GroupFileWriterTests {
    /// Writes one file into a fresh directory and returns its bytes; the directory is removed.
    private func generate(
        size: Int, seed: UInt64 = 1, units: Units = .metric, layout: Layout = .oneLine
    ) throws -> (text: String, records: Int, bytes: Int) {
        let directory = NSTemporaryDirectory() + "owmgen-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/group.json"
        var writer = GroupFileWriter(units: units, layout: layout)
        let written = try writer.write(path: path, targetSize: size, seed: seed)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (text, written.records, written.bytes)
    }

    /// The `list` of a generated document, parsed with Foundation.
    private func records(_ text: String) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        return try #require(document?["list"] as? [[String: Any]])
    }

    private func number(_ record: [String: Any], _ object: String, _ key: String) throws -> Double {
        let member = try #require(record[object] as? [String: Any])
        return try #require((member[key] as? NSNumber)?.doubleValue)
    }

    @Test func oneLineIsTheAPIShapeWithCountFirst() throws {
        let file = try generate(size: 64 * 1024)
        #expect(!file.text.contains("\n"))
        #expect(file.text.hasPrefix("{\"cod\":\"200\",\"calctime\":0."))
        #expect(file.text.contains(",\"cnt\":\(file.records),\"list\":[{"))
        #expect(file.text.hasSuffix("}]}"))
        #expect(file.text.utf8.count == file.bytes)
        #expect(try records(file.text).count == file.records)
        #expect(abs(file.bytes - 64 * 1024) < 1024)
    }

    @Test func recordPerLinePutsEachRecordOnItsOwnLine() throws {
        let file = try generate(size: 16 * 1024, layout: .recordPerLine)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == file.records + 3)  // header, records, "]}", "" after the final newline
        #expect(lines.first?.hasSuffix("\"list\":[") == true)
        #expect(lines[lines.count - 2] == "]}")
        #expect(try records(file.text).count == file.records)
        // One record: the two layouts differ only in their newlines.
        let perLine = try generate(size: 1, layout: .recordPerLine)
        let oneLine = try generate(size: 1)
        #expect(perLine.text.replacingOccurrences(of: "\n", with: "") == oneLine.text)
    }

    @Test func theSameSeedGivesTheSameBytes() throws {
        let first = try generate(size: 32 * 1024, seed: 42)
        #expect(try generate(size: 32 * 1024, seed: 42).text == first.text)
        #expect(try generate(size: 32 * 1024, seed: 43).text != first.text)
    }

    /// The units change only how values are written, so record i is the same weather in each:
    /// the same place and time, and measurements equal up to what writing them loses (a value
    /// written whole drops its fraction, up to 0.99 of the unit: 1.8 °F for 1 °C).
    @Test func unitsDescribeTheSameWeather() throws {
        let standard = try records(generate(size: 32 * 1024, units: .standard).text)
        let metric = try records(generate(size: 32 * 1024, units: .metric).text)
        let imperial = try records(generate(size: 32 * 1024, units: .imperial).text)
        let count = min(standard.count, metric.count, imperial.count)
        #expect(count > 50)
        for index in 0..<count {
            #expect(standard[index]["dt"] as? Int == metric[index]["dt"] as? Int)
            #expect(imperial[index]["id"] as? Int == metric[index]["id"] as? Int)
            let kelvin = try number(standard[index], "main", "temp")
            let celsius = try number(metric[index], "main", "temp")
            let fahrenheit = try number(imperial[index], "main", "temp")
            #expect(abs(kelvin - 273.15 - celsius) < 1)
            #expect(abs(celsius * 9 / 5 + 32 - fahrenheit) < 2.8)
            let metresPerSecond = try number(metric[index], "wind", "speed")
            #expect(try number(standard[index], "wind", "speed") == metresPerSecond)
            #expect(abs(metresPerSecond * 2.236936 - (try number(imperial[index], "wind", "speed"))) < 3.3)
        }
    }

    @Test func conversionsRoundToHundredths() {
        #expect(Units.standard.temperature(kelvinHundredths: 28_056) == 28_056)
        #expect(Units.metric.temperature(kelvinHundredths: 28_056) == 741)
        #expect(Units.metric.temperature(kelvinHundredths: 26_000) == -1_315)
        #expect(Units.imperial.temperature(kelvinHundredths: 27_315) == 3_200)
        #expect(Units.imperial.temperature(kelvinHundredths: 37_315) == 21_200)
        #expect(Units.imperial.temperature(kelvinHundredths: 27_314) == 3_198)
        #expect(Units.imperial.speed(metresPerSecondHundredths: 100) == 224)
        #expect(Units.metric.speed(metresPerSecondHundredths: 614) == 614)
    }
}
