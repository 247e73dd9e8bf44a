#if canImport(Glibc)
    import Glibc
#endif

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
    private let output: ReportOutput
    /// The path as typed, for messages.
    package let name: String
    /// How many rejects were written.
    package private(set) var count = 0
    /// The problems reported that are not rejects, for the exit status.
    private var unaccounted = RunSummary()

    private init(output: ReportOutput, name: String) {
        self.output = output
        self.name = name
    }

    /// Opens `path` for a run that reads `inputs` (standard input as `-`) and writes its report
    /// to `report` (nil: standard output). The rejects file may be neither an input nor the
    /// report: the rename at commit would replace one with the other. Checked before anything is
    /// read, inputs by the same check as the report's (`ReportOutput.checkDistinct`).
    package static func open(
        _ path: SystemPath, inputs: [(path: SystemPath, listed: FileIdentity?)], report: SystemPath?,
        unnamedTemporary: Bool = true
    ) throws(ReportError) -> RejectsFile {
        try ReportOutput.checkDistinct(path, writing: .rejects, from: inputs)
        if let report, isSameFile(path, report) {
            throw ReportError(
                .usage, "rejects file '\(path)' is the same file as the report; write the rejects to another file")
        }
        let output = try ReportOutput.open(.file(path), unnamedTemporary: unnamedTemporary)
        return RejectsFile(output: output, name: path.description)
    }

    /// Whether `path` and the report's `other` are one file: the same regular file by device and
    /// inode, or, when neither exists yet, the same name in the same folder however it is spelled
    /// (`./out.csv`, `sub/../out.csv`, `$PWD/out.csv`, a dangling link to it). Devices and fifos
    /// may be shared.
    private static func isSameFile(_ path: SystemPath, _ other: SystemPath) -> Bool {
        if path == other { return true }
        var first = stat()
        var second = stat()
        let firstExists = path.withCString { stat($0, &first) } == 0
        let secondExists = other.withCString { stat($0, &second) } == 0
        guard !firstExists && !secondExists else {
            return firstExists && secondExists && first.st_mode & S_IFMT == S_IFREG
                && FileIdentity.Location(first) == FileIdentity.Location(second)
        }
        guard let place = placeToBe(path), let otherPlace = placeToBe(other) else { return false }
        return place.folder == otherPlace.folder && place.name == otherPlace.name
    }

    /// Where the file at `path`, which does not exist yet, will be created: its folder's device
    /// and inode, and its name there (through a dangling link, the file the link names).
    private static func placeToBe(_ path: SystemPath) -> (folder: FileIdentity.Location, name: SystemPath)? {
        let (directory, name) = ReportOutput.danglingTarget(path).split
        var folder = stat()
        guard (directory ?? ".").withCString({ stat($0, &folder) }) == 0 else { return nil }
        return (FileIdentity.Location(folder), name)
    }

    /// Writes `error` as one line when it is about the data (`.malformedInput`); anything else
    /// is only counted. Called on the pipeline's writing thread, in input order.
    package func record(_ error: ReportError) {
        guard error.kind == .malformedInput else {
            unaccounted.count(error)
            return
        }
        count += 1
        output.stream.write(RejectsFile.line(for: error))
    }

    /// The exit status of the problems the rejects file does not account for: 0, or 66 when an
    /// input could not be read.
    package var exitCode: Int32 { unaccounted.exitCode }

    /// Writes the rejects file out, all but its rename (see `ReportOutput.prepare()`).
    package func prepare() throws(ReportError) {
        try output.prepare()
    }

    /// Makes the rejects file final (see `ReportOutput.commit()`).
    package func commit() throws(ReportError) {
        try output.commit()
    }

    /// Leaves an existing rejects file as it was.
    package func abort() {
        output.abort()
    }

    /// The NDJSON line for `error`, newline included. Keys always appear, in this order;
    /// unknown values are `null` (`record` for a problem found outside any record).
    package static func line(for error: ReportError) -> String {
        let rejected = error.rejected
        var line = "{\"input\":"
        appendString(error.location?.file ?? "", to: &line)
        line += ",\"line\":" + (error.location?.line.map(String.init) ?? "null")
        line += ",\"column\":" + (error.location?.column.map(String.init) ?? "null")
        line += ",\"path\":"
        appendString(rejected?.path ?? "", to: &line)
        line += ",\"member\":"
        appendString(rejected?.member ?? "", to: &line)
        line += ",\"scope\":\"" + (rejected?.scope ?? .document).rawValue + "\",\"message\":"
        appendString(error.message, to: &line)
        line += ",\"record\":"
        if let text = rejected?.text { appendString(text, to: &line) } else { line += "null" }
        line += ",\"truncated\":" + (rejected?.truncated == true ? "true" : "false") + "}\n"
        return line
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else as is (JSON text is UTF-8).
    package static func appendString(_ text: String, to line: inout String) {
        line += "\""
        var plainStart = text.unicodeScalars.startIndex
        var index = plainStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case _ where scalar.value < 0x20: "\\u00" + hexByte(scalar.value)
                default: nil
                }
            if let escape {
                line.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                line += escape
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        line.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
        line += "\""
    }

    private static func hexByte(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4) & 0xF], digits[Int(value) & 0xF]])
    }
}
