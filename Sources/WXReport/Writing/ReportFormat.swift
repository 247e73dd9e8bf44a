/// The write stage of the pipeline: what becomes of the rows.
///
/// Worker threads lay out the rows: each piece gets a fresh `RowWriter` from `makeRowWriter`,
/// so no state can pass between pieces or threads, and a format keeps none (hence `Sendable`).
/// The writer's `finish` gives the piece's result, of the format's own type: laid-out bytes for
/// a report (`TextFormat`), a summary's statistics, a sort's keyed rows. The pipeline's writer
/// thread hands those results, in input order, to the format's `Assembly`, which alone sees the
/// whole report: it writes the header first, merges each piece in, and ends the report.
///
/// A new output format is a new conformance (of `TextFormat`, for one that lays out rows) and
/// one case where `ReportLayout` picks it.
package protocol ReportFormat: Sendable {
    associatedtype Rows: RowWriter
    associatedtype Assembly: ReportAssembly where Assembly.Piece == Rows.Piece

    /// A writer for the rows of one piece. `capacity` is a guess at the bytes it will hold.
    func makeRowWriter(columns: [Column], capacity: Int) -> Rows

    /// The writer thread's end of one run with `columns`.
    func makeAssembly(columns: [Column]) -> Assembly
}

/// The writer thread's side of the write stage, one per run: takes each piece's result in
/// input order and writes the report. The same three steps in every mode, so the header and the
/// footer of a sorted or summarised report go the way a plain report's do.
package protocol ReportAssembly {
    associatedtype Piece

    /// Before any piece: a header row, the page's head.
    mutating func begin(to output: inout some ByteOutput)

    /// The next piece's result, in input order; `rows` rows came before it, `count` are in it.
    mutating func add(_ piece: Piece, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput)

    /// After the last piece, unless `--strict` stopped the run: the footer, or the rows held
    /// until now (a sort, a summary). Throws when they cannot be written (a failed sort spill).
    mutating func end(rowCount: Int, to output: inout some ByteOutput) throws(ReportError)
}

/// A piece's result, as it waits on the writer thread: its size counts against the window of
/// work in flight (`WorkBatch.charge`).
package protocol PieceResult: Sendable {
    /// The bytes it holds, roughly.
    var heldBytes: Int { get }
}

/// A piece's result whose rows are laid out as text (plus, for some formats, what else they
/// gather for the end of the report, such as the HTML page's chart rows).
package protocol TextPiece: PieceResult {
    /// The piece's rows, laid out.
    var laidOut: ByteBuffer { get }
}

extension ByteBuffer: TextPiece {
    package var heldBytes: Int { count }
    package var laidOut: ByteBuffer { self }
}

/// A format that lays rows out as text as they come: CSV, Markdown, JSON, HTML. Its pieces are
/// bytes, written in order between its header and footer (`TextAssembly`, its assembly unless it
/// says otherwise); a sort or a summary
/// lays its rows out through one of these (`SortingFormat`, `SummaryFormat`).
package protocol TextFormat: ReportFormat where Rows.Piece: TextPiece {
    /// Writes what comes before the first row (such as a header row of column titles).
    func header(columns: [Column], into bytes: ByteBuffer)

    /// Writes what goes between the rows already written and the next piece's first row; called
    /// only for a piece with rows, with `rowsBefore` 0 for the report's first row.
    func separator(rowsBefore: Int, into bytes: ByteBuffer)

    /// Writes what comes after the last row; `rowCount` rows were written.
    func footer(rowCount: Int, into bytes: ByteBuffer)

    /// Writes `--summary`'s table (`ReportSummary`) in this format, header to footer.
    func summary(_ table: ReportSummary, into bytes: ByteBuffer)

    /// The format's name when it is a table that cannot go without its header row, so that
    /// `--no-header` only gets a warning; nil for the others.
    var nameIfHeaderRowIsRequired: String? { get }
}

extension TextFormat {
    package var nameIfHeaderRowIsRequired: String? { nil }

    /// Formats whose rows end in a line break need nothing between pieces.
    package func separator(rowsBefore: Int, into bytes: ByteBuffer) {}

    /// Formats whose rows end in a line break need nothing after the last one.
    package func footer(rowCount: Int, into bytes: ByteBuffer) {}

    /// A header row of the summary's keys, then a row per field labelled by its key: formats
    /// with titles or a table of their own say so.
    package func summary(_ table: ReportSummary, into bytes: ByteBuffer) {
        table.headerRow(self, into: bytes)
        table.rows(self, label: \.rawValue, into: bytes)
    }

}

extension TextFormat where Rows.Piece == ByteBuffer {
    package func makeAssembly(columns: [Column]) -> TextAssembly<Self> {
        TextAssembly(format: self, columns: columns)
    }
}

/// A text format's assembly: the header, each piece's bytes after the separator the format
/// puts before them, the footer. A format whose pieces carry more than their bytes (HTML's
/// chart rows) has an assembly of its own around this one.
package struct TextAssembly<Format: TextFormat>: ReportAssembly {
    let format: Format
    let columns: [Column]
    /// Room for the header, separators and footer, reused.
    private let scratch = ByteBuffer()

    init(format: Format, columns: [Column]) {
        self.format = format
        self.columns = columns
    }

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
