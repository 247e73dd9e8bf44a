import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The reports for `Samples/` in five locales, byte for byte, with one worker and with four.
/// The expected files were checked by eye (spreadsheet, rendered Markdown); regenerate them
/// only with `Fixtures/golden/regenerate.sh` after such a check.
@Suite struct GoldenTests {
    static let locales = goldenLocales

    @Test(arguments: locales, [1, 4])
    func samplesAsCSV(_ locale: String, jobs: Int) throws {
        let run = try runReport(source: FileSource(paths: samplePaths), locale: locale, jobs: jobs)
        #expect(run.errors == [])
        #expect(run.report == (try golden("samples.\(locale).csv")))
        #expect(run.summary.rows == 5 + 1 + 3 + 8 + 12 + 6)
    }

    @Test(arguments: locales, [1, 4])
    func samplesAsMarkdown(_ locale: String, jobs: Int) throws {
        let run = try runReport(source: FileSource(paths: samplePaths), locale: locale, format: .markdown, jobs: jobs)
        #expect(run.report == (try golden("samples.\(locale).md")))
    }

    @Test(arguments: locales)
    func metricAndImperialSamples(_ locale: String) throws {
        let metric = try runReport(
            source: FileSource(paths: ["\(packageRoot)/Samples/metric/amsterdam-current.json"]), locale: locale,
            inputUnits: .metric)
        #expect(metric.report == (try golden("metric.\(locale).csv")))
        let imperial = try runReport(
            source: FileSource(paths: ["\(packageRoot)/Samples/imperial/new-york-current.json"]), locale: locale,
            inputUnits: .imperial)
        #expect(imperial.report == (try golden("imperial.\(locale).csv")))
    }

    @Test func theSameCityReadsTheSameInEveryInputUnitSystem() throws {
        // 12.35 mph and 32 °F are the brief's seed values; the same record in three unit systems.
        func record(_ temp: String, _ speed: String) -> String {
            #"{"name":"X","main":{"temp":\#(temp)},"wind":{"speed":\#(speed)},"weather":[],"dt":0}"#
        }
        let columns: [Column] = [.temp, .wind]
        let imperial = try runReport(
            source: FixtureSource([("i.json", record("32", "12.35"))]), locale: "nl-BE", inputUnits: .imperial,
            columns: columns)
        let metric = try runReport(
            source: FixtureSource([("m.json", record("0", "5.521"))]), locale: "nl-BE", inputUnits: .metric,
            columns: columns)
        let standard = try runReport(
            source: FixtureSource([("s.json", record("273.15", "5.521"))]), locale: "nl-BE", columns: columns)
        let expected = "Temperatuur;Windsnelheid\n0\u{A0}°C;20 km/u\n"
        #expect(imperial.report == expected)
        #expect(metric.report == expected)
        #expect(standard.report == expected)
    }
}
