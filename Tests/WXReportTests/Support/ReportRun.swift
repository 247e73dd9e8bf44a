import Foundation
@testable import WXReport

/// Runs the real stages in-process — any source, the weather transform, a CSV or Markdown
/// sink — into a string, and collects what would go to standard error.
func runReport(
    source: any ReportSource, locale: String, format: OutputFormat = .csv, inputUnits: InputUnitsSetting = .auto,
    units: UnitSystem? = nil, columns: [Column] = Column.allCases, jobs: Int = 1, strict: Bool = false
) throws -> (report: String, errors: [String], summary: RunSummary) {
    let reportLocale = try ReportLocale(locale)
    let catalog = FormatterCatalog(locale: reportLocale, inputUnits: inputUnits, system: units)
    try catalog.validate()
    let sink: any ReportSink & Sendable =
        format == .csv ? CSVSink(delimiter: reportLocale.decimalSeparator == "," ? ";" : ",") : MarkdownSink()
    var errors: [String] = []
    var pipeline = ReportPipeline(
        source: source, transform: WeatherTransform(columns: columns, catalog: catalog), sink: sink,
        columns: columns, jobs: jobs, report: { errors.append($0.description) })
    pipeline.stopsAtFirstError = strict
    var report = ""
    let summary = pipeline.run(to: &report)
    return (report, errors, summary)
}

/// The top-level samples in the order a shell's `Samples/*.json` gives them.
let samplePaths: [String] = {
    let names = ["bulk-cities", "current-gent", "find-paris", "forecast-oslo", "group-12-cities", "precipitation-world"]
    return names.map { "\(packageRoot)/Samples/\($0).json" }
}()

func golden(_ name: String) throws -> String {
    try String(contentsOfFile: "\(packageRoot)/Tests/WXReportTests/Fixtures/golden/\(name)", encoding: .utf8)
}
