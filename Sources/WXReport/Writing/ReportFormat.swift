/// What the pipeline writes rows into: a row writer per piece on the worker threads (a fresh one
/// for each piece, so no state passes between pieces or threads, hence `Sendable`), whose
/// `finish` gives the piece's result, and one `Assembly` on the writer thread, which alone sees
/// the whole report and takes those results in input order. Either a format (`ReportFormat`) or
/// a stage in front of one (`Staged`: a sort, a summary, the daily digest).
package protocol RowConsumer: Sendable {
    associatedtype Rows: RowWriter
    associatedtype Assembly: ReportAssembly where Assembly.Result == Rows.Result

    /// A writer for the rows of one piece. `capacity` is a guess at the bytes it will hold.
    func makeRowWriter(columns: [Column], capacity: Int) -> Rows

    /// The writer thread's end of one run with `columns`.
    func makeAssembly(columns: [Column]) -> Assembly
}

/// The writer thread's side, one per run: takes each piece's result in input order and writes
/// the report: `begin`, `add` per piece, `end`.
package protocol ReportAssembly {
    associatedtype Result

    /// Before any piece: a header row, the page's head.
    mutating func begin(to output: inout some ByteOutput)

    /// The next piece's result, in input order; `rows` rows came before it, `count` are in it.
    mutating func add(_ piece: Result, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput)

    /// After the last piece, unless `--strict` stopped the run: the footer, or the rows held
    /// until now (a stage's). Throws when they cannot be written (a failed sort spill).
    mutating func end(rowCount: Int, to output: inout some ByteOutput) throws(ReportError)
}

/// A piece's result, as it waits on the writer thread: its size counts against the window of
/// work in flight (`WorkBatch.charge`).
package protocol PieceResult: Sendable {
    /// The bytes it holds, roughly.
    var heldBytes: Int { get }
}

extension ByteBuffer: PieceResult {
    package var heldBytes: Int { count }
}

/// An output format: lays rows out as bytes (text or not), each part into a buffer the caller
/// owns: the header, each piece's rows (its row writer), what goes between pieces, the footer.
/// It knows nothing of sorting, summing up or days: those are stages in front of it
/// (`RowStage`), which hand it rows the way the transform does. A format whose rows gather
/// something for the end of the report (the HTML page's charts, the Markdown alerts) has an
/// assembly of its own; the others get `TextAssembly`.
///
/// A new format is a conformance and one case where `ReportConfiguration` picks it.
package protocol ReportFormat: RowConsumer {
    /// Writes what comes before the first row (such as a header row of column titles).
    func header(columns: [Column], into bytes: ByteBuffer)

    /// Writes what goes between the rows already written and the next piece's first row; called
    /// only for a piece with rows, with `rowsBefore` 0 for the report's first row.
    func separator(rowsBefore: Int, into bytes: ByteBuffer)

    /// Writes what comes after the last row; `rowCount` rows were written.
    func footer(rowCount: Int, into bytes: ByteBuffer)
}

extension ReportFormat {
    /// Formats whose rows end in a line break need nothing between pieces.
    package func separator(rowsBefore: Int, into bytes: ByteBuffer) {}

    /// Formats whose rows end in a line break need nothing after the last one.
    package func footer(rowCount: Int, into bytes: ByteBuffer) {}
}

extension ReportFormat where Rows.Result == ByteBuffer {
    package func makeAssembly(columns: [Column]) -> TextAssembly<Self> {
        TextAssembly(format: self, columns: columns)
    }
}

/// A format's assembly: the header, each piece's bytes after the separator the format puts
/// before them, the footer. A format whose pieces carry more than their bytes (HTML's chart
/// rows) has an assembly of its own around this one.
package struct TextAssembly<Format: ReportFormat>: ReportAssembly {
    let format: Format
    let columns: [Column]
    /// Room for the header, separators and footer, reused.
    let scratch = ByteBuffer()

    package func begin(to output: inout some ByteOutput) {
        write(to: &output) { format.header(columns: columns, into: $0) }
    }

    package func add(_ piece: ByteBuffer, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput) {
        if count > 0 { write(to: &output) { format.separator(rowsBefore: rows, into: $0) } }
        piece.withBytes { output.write(bytes: $0) }
    }

    package func end(rowCount: Int, to output: inout some ByteOutput) {
        write(to: &output) { format.footer(rowCount: rowCount, into: $0) }
    }

    /// Writes what `body` lays out into the reused scratch buffer (header, separator, footer;
    /// for a format with an assembly of its own, its own ends too).
    func write(to output: inout some ByteOutput, _ body: (ByteBuffer) -> Void) {
        scratch.removeAll()
        body(scratch)
        if scratch.count > 0 { scratch.withBytes { output.write(bytes: $0) } }
    }
}
