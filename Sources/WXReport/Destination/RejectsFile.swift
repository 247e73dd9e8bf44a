import Glibc

/// The dead-letter file of `--rejects FILE`: one NDJSON object per rejected record or document,
/// so a pipeline keeps its bad records without parsing messages (like Spark's `badRecordsPath`
/// or DuckDB's rejects table). The schema is in wxreport(1) (REJECTS FILE):
///
/// ```json
/// {"input":"a.json","line":3,"column":15,"path":"list[2]","member":"main.temp","scope":"record",
///  "message":"list[2].main.temp: expected a number, found a string","record":"{…}","truncated":false}
/// ```
///
/// It is written through `ReportOutput`, like the report: to a temporary file that replaces
/// `FILE` only on `commit()`, once the report too is written out (`prepare()`), so a failed run
/// leaves an existing rejects file as it was.
/// Problems that are not about the data (an input that cannot be opened) are not rejects: they
/// are counted in `unaccounted`, which decides the exit status once the rejects are committed.
/// A class: the pipeline's report callback and the job share one open file.
package final class RejectsFile {
    /// The file, opened, prepared and committed or abandoned with the report (`RunOutputs`).
    package let output: ReportOutput
    /// The problems reported that are not rejects, for the exit status.
    private var unaccounted = RunSummary()

    init(output: ReportOutput) {
        self.output = output
    }

    /// Writes `error` as one line when it is about the data (`.malformedInput`); anything else
    /// is only counted. Called on the pipeline's writing thread, in input order.
    package func record(_ error: ReportError) {
        guard error.kind == .malformedInput else {
            unaccounted.count(error)
            return
        }
        output.stream.write(RejectsFile.line(for: error))
    }

    /// The exit status of the problems the rejects file does not account for: 0, or 66 when an
    /// input could not be read.
    package var exitCode: Int32 { unaccounted.exitCode }

    /// The NDJSON line for `error`, newline included. Keys always appear, in this order;
    /// unknown values are `null` (`record` for a problem found outside any record).
    package static func line(for error: ReportError) -> String {
        let (rejected, location) = (error.rejected, error.location)
        func string(_ text: String?) -> String {
            guard let text else { return "null" }
            let quoted = ByteBuffer()
            withUTF8Bytes(text) { JSONFormat.appendString($0, to: quoted) }
            return quoted.text
        }
        let members = [
            ("input", string(location?.file ?? "")), ("line", location?.line.map(String.init) ?? "null"),
            ("column", location?.column.map(String.init) ?? "null"), ("path", string(rejected?.path ?? "")),
            ("member", string(rejected?.member ?? "")), ("scope", string((rejected?.scope ?? .document).rawValue)),
            ("message", string(error.message)), ("record", string(rejected?.text)),
            ("truncated", "\(rejected?.truncated == true)"),
        ]
        return "{" + members.map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}\n"
    }
}
