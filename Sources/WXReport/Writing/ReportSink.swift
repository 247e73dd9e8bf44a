/// Lays out a report in one format as rows stream in. It writes into a stream the caller owns,
/// so the caller decides when bytes reach the file, and a test can write into a `String`.
///
/// The pipeline calls `begin` once, `write` any number of times with rows in report order,
/// then `end` once. A new output format is a new conformance.
package protocol ReportSink {
    mutating func begin(columns: [Column], to output: inout some TextOutputStream)
    mutating func write(_ rows: [ReportRow], to output: inout some TextOutputStream)
    mutating func end(to output: inout some TextOutputStream)
}
