/// Lays out the rows of one piece, cell by cell, as the transform hands them over.
///
/// A row is `beginRow`, one cell per column in column order, then `endRow`. A cell is one of:
/// - `cell(utf8:)`: text, as the input gave it (city, country, conditions, alerts) or a header title;
/// - `number(_:)`: a measured value with its formatted text and its plain decimal (`NumberCell`);
/// - `time(_:)`: an instant with the city's offset and its formatted text (`TimeCell`);
/// - `emptyCell()`: no value.
/// Each format reads what it needs and says so in `needs`, so the transform computes nothing
/// that would be thrown away. The typed calls default to writing the formatted text, so a format
/// for people implements `cell(utf8:)` only.
///
/// The transform is generic over the writer, so all of this is specialised: no existential
/// calls, and the typed cells are plain structs that borrow their bytes (see `TypedCells.swift`).
///
/// A stage that needs values, not layout, such as a sort or a summary, is a `RowWriter` too: it
/// takes `needs` as the union of its own and the report format's, reads the keys it wants from
/// `number`/`time`/`cell` (`NumberCell.value`, in the column's unit, orders like the shown
/// value; `TimeCell.instant` orders by instant) and keeps running statistics (a summary) or
/// records the cells with their keys to replay them into the format's writer in sorted order
/// (a sort). `finish` hands back the piece's result once the piece is done; the writer is not
/// used after that.
package protocol RowWriter {
    /// What a finished piece gives the writer thread: laid-out bytes, statistics, keyed rows.
    associatedtype Piece: PieceResult = ByteBuffer

    /// The parts of typed cells this writer reads.
    var needs: CellNeeds { get }
    mutating func beginRow()
    /// The next cell's text as UTF-8; an empty buffer is an empty text.
    mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>)
    /// The next cell: a number (see `NumberCell`).
    mutating func number(_ cell: NumberCell)
    /// The next cell: a time (see `TimeCell`).
    mutating func time(_ cell: TimeCell)
    /// The next cell has no value.
    mutating func emptyCell()
    mutating func endRow()
    mutating func finish() -> Piece
}

extension RowWriter {
    /// Formats for people read the formatted text only.
    package var needs: CellNeeds { .formatted }

    @inline(__always) package mutating func number(_ cell: NumberCell) { self.cell(utf8: cell.formatted) }

    @inline(__always) package mutating func time(_ cell: TimeCell) { self.cell(utf8: cell.formatted) }

    /// A cell with no value: empty text, unless the format tells the two apart (JSON's `null`).
    @inline(__always) package mutating func emptyCell() {
        cell(utf8: .noBytes)
    }

    /// The next cell from a `String`, without copying it when it is native UTF-8 (as ours are).
    @inline(__always) package mutating func cell(_ text: String) {
        withUTF8Bytes(text) { cell(utf8: $0) }
    }
}
