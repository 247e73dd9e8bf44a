import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// `--daily --format markdown Samples/products/*.json` in three locales, byte for byte, with
    /// one worker and with four. The expected files were checked by eye; regenerate them only with
    /// `Fixtures/golden/regenerate.sh` after such a check.
    @Suite struct DailyGoldenTests {
        static let products = [
            "forecast-curacautin", "forecast-daily-oslo", "forecast-hourly-london", "history-bulk-gent",
            "history-city-id", "onecall-chicago", "onecall-day-summary", "onecall-timemachine-warsaw",
        ].map { "\(packageRoot)/Samples/products/\($0).json" }

        @Test(arguments: ["nl-BE", "en-US", "ja-JP"], [1, 4])
        func productsDayByDay(_ locale: String, jobs: Int) throws {
            var options = ReportOptions(jobs: jobs)
            (options.locale, options.format, options.daily, options.fields) = (locale, .markdown, true, Column.daily)
            let run = try runConfiguration(options, source: FileSource(paths: Self.products))
            #expect(run.errors == [])
            #expect(run.report == (try golden("daily.\(locale).md")))
        }
    }
}
