import Foundation
import Testing
import WXReport
import WXReportTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Groups the suites of the Writing stage, so `swift test --filter Writing` runs them all.
/// Serialized because `ReportOutput` registers its temporary file with `SignalCleanup`, which is
/// process-wide, and some tests check what is registered; the whole stage runs in well under a second.
@Suite(.serialized) enum Writing {}

/// Lays out `rows` with `format` through the real pipeline (fixture source, `CellsTransform`,
/// one piece per row) on `jobs` worker threads.
func render(_ format: some ReportFormat, columns: [Column], rows: [[String]], jobs: Int = 2) -> String {
    let source = FixtureSource([("cells.json", cellsDocument(rows))])
    return runPipeline(source, CellsTransform(), format, columns: columns, jobs: jobs).report
}

/// The rows alone, laid out as `render` does, without the format's header; the columns are the
/// first ones, as many as the longest row has cells.
func renderRows(_ format: some ReportFormat, rows: [[String]], jobs: Int = 2) -> String {
    let columns = Array(Column.allCases.prefix(rows.map(\.count).max() ?? 0))
    let header = ByteBuffer()
    format.header(columns: columns, into: header)
    let text = render(format, columns: columns, rows: rows, jobs: jobs)
    return String(decoding: text.utf8.dropFirst(header.count), as: UTF8.self)
}
