import Foundation
import WXReport

/// What one in-process run of the pipeline wrote and reported.
package struct PipelineRun {
    package var report: String
    package var errors: [String]
    package var summary: RunSummary
    /// The warnings the run said (`RunNotice`), in input order, each time it said one.
    package var notices: [String] = []
}

/// A run's reporter that keeps what the command would say on standard error: each problem's
/// text and each notice's, every time, in input order.
package final class CollectingReporter: RunReporter {
    package var errors: [String] = []
    package var notices: [String] = []

    package init() {}

    package func problem(_ error: ReportError) { errors.append(error.description) }
    package func notice(_ notice: RunNotice) { notices.append(notice.message) }
    package func progress(_ summary: RunSummary) {}
    package var outputHasFailed: Bool { false }
}

/// Runs the real, concurrent pipeline with any stages into memory, collecting what would go to
/// standard error. A run that cannot end its report (a failed sort spill) reports that as its
/// last error.
package func runPipeline(
    _ source: some ReportSource, _ transform: some RecordTransform, _ format: some ReportFormat,
    columns: [Column], jobs: Int, strict: Bool = false
) -> PipelineRun {
    let reporter = CollectingReporter()
    var pipeline = ReportPipeline(
        source: source, transform: transform, format: format, columns: columns, jobs: jobs,
        reporter: reporter)
    pipeline.stopsAtFirstError = strict
    var output = ByteBuffer()
    do {
        let summary = try pipeline.run(to: &output)
        return PipelineRun(report: output.text, errors: reporter.errors, summary: summary)
    } catch {
        return PipelineRun(report: output.text, errors: reporter.errors + [error.description], summary: RunSummary())
    }
}

/// Runs the command's configuration in-process — any source, the weather transform, the format the
/// command would pick for these options, header titles from the bundled catalog — into a
/// string, and collects what would go to standard error.
package func runReport(
    source: some ReportSource, locale: String, format: OutputFormat = .csv, inputUnits: InputUnitsSetting = .auto,
    units: UnitSystem? = nil, columns: [Column] = Column.defaults, jobs: Int = 1, strict: Bool = false,
    plain: Bool = false, header: HeaderChoice = .titles, noHeader: Bool = false
) throws -> PipelineRun {
    var options = ReportOptions(jobs: jobs)
    (options.format, options.fields, options.inputUnits, options.units) = (format, columns, inputUnits, units)
    (options.plain, options.header, options.noHeader) = (plain, header, noHeader)
    (options.locale, options.strict) = (locale, strict)
    return try runConfiguration(options, source: source)
}

/// Runs the configuration of `options` from `source` into a string, collecting what would go to standard error.
package func runConfiguration(_ options: ReportOptions, source: some ReportSource) throws -> PipelineRun {
    let configuration = try ReportConfiguration(options: options, environment: [:])
    let reporter = CollectingReporter()
    var output = ByteBuffer()
    let summary = try configuration.run(source, to: &output, reporter)
    return PipelineRun(report: output.text, errors: reporter.errors, summary: summary, notices: reporter.notices)
}

/// The top-level samples in the order a shell's `Samples/*.json` gives them.
package let samplePaths: [String] = {
    let names = [
        "bulk-cities", "current-gent", "find-paris", "forecast-oslo", "group-12-cities", "precipitation-world",
    ]
    return names.map { "\(packageRoot)/Samples/\($0).json" }
}()

/// The locales of the golden reports (`Fixtures/golden/<name>.<locale>.<ext>`).
package let goldenLocales = ["nl-BE", "en-US", "de-DE", "ja-JP", "fr-FR"]

/// The golden report `name` (`"samples.nl-BE.csv"`): the expected bytes, checked by eye once.
package func golden(_ name: String) throws -> String {
    try String(contentsOfFile: fixturePath("golden/\(name)"), encoding: .utf8)
}

/// A group file of `count` copies of one record: big enough to span several pieces.
package func bigGroupFile(count: Int) -> String {
    let record =
        #"{"name":"Zürich","sys":{"country":"CH","timezone":3600},"main":{"temp":271.5,"humidity":90,"pressure":1006},"wind":{"speed":3.1,"deg":250},"weather":[{"description":"snow"}],"dt":1763900000}"#
    var text = "{\"cnt\":\(count),\"list\":[\n"
    for index in 0..<count {
        text += record.replacingOccurrences(of: "271.5", with: String(260 + Double(index % 400) / 10))
        text += index + 1 < count ? ",\n" : "\n"
    }
    return text + "]}\n"
}

/// `--summary` of `records` (one document) over the fields city, temp, humidity and gust, run
/// in-process as the command runs it, laid out in `format`.
package func summaryReport(
    of records: String, locale: String, _ format: OutputFormat = .csv, plain: Bool = false, jobs: Int = 1
) throws -> String {
    var options = ReportOptions(jobs: jobs)
    (options.format, options.plain, options.fields) = (format, plain, [.city, .temp, .humidity, .gust])
    (options.locale, options.inputUnits, options.summary) = (locale, .standard, true)
    return try runConfiguration(options, source: FixtureSource([("s.json", records)])).report
}
