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
/// A stage (`RowStage`: a sort, a summary, the daily digest) reads rows the same way: it takes
/// `needs` as the union of its own and the next one's, reads the values it wants from
/// `number`/`time`/`cell` (`NumberCell.value`, in the column's unit, orders like the shown
/// value; `TimeCell.instant` orders by instant), and at the end writes its own rows into the
/// next one's writer through these same calls (`StageOutput`).
package protocol RowSink {
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
}

/// A `RowSink` for one piece on a worker thread: `finish` hands back the piece's result once the
/// piece is done (laid-out bytes, statistics, keyed rows); the writer is not used after that.
package protocol RowWriter: RowSink {
    /// What a finished piece gives the writer thread.
    associatedtype Result: PieceResult = ByteBuffer

    mutating func finish() -> Result
}

extension RowSink {
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
