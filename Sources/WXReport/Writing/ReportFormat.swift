/// Lays out a report in one output format. The write stage of the pipeline.
///
/// The pipeline's writer thread writes the header, then the rows of every piece in input order,
/// then the footer. Worker threads lay out the rows: each piece gets a fresh `RowWriter` from
/// `makeRowWriter`, so no state can pass between pieces or threads, and a format keeps none
/// (hence `Sendable`). What depends on where a piece stands in the report, such as the commas
/// between the objects of a JSON array, is decided on the writer thread, which alone knows the
/// order: `header`, `separator` and `footer` are told how many rows came before.
///
/// A new output format is a new conformance plus one line where `ReportJob` picks the format.
package protocol ReportFormat: Sendable {
    associatedtype Rows: RowWriter

    /// Writes what comes before the first row (such as a header row of column titles).
    func header(columns: [Column], into bytes: ByteBuffer)

    /// A writer for the rows of one piece. `capacity` is a guess at the bytes it will hold.
    func makeRowWriter(columns: [Column], capacity: Int) -> Rows

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

/// Lays out the rows of one piece, cell by cell, as the transform hands them over.
///
/// A row is `beginRow`, one `cell` per column in column order, then `endRow`. The writer was
/// given the columns, so it knows which column each cell belongs to and can treat text taken
/// from the input differently from the cells the transform formatted. `finish` hands back the
/// bytes once the piece is done; the writer is not used after that.
package protocol RowWriter {
    mutating func beginRow()
    /// The next cell's text as UTF-8; an empty buffer is an empty cell.
    mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>)
    mutating func endRow()
    mutating func finish() -> ByteBuffer
}

extension RowWriter {
    /// The next cell from a `String`, without copying it when it is native UTF-8 (as ours are).
    @inline(__always) package mutating func cell(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { cell(utf8: $0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { cell(utf8: $0) }
        }
    }

    /// A cell with no value.
    @inline(__always) package mutating func emptyCell() {
        cell(utf8: UnsafeBufferPointer(start: nil, count: 0))
    }
}
