/// The assembly of a people's table (Markdown, the HTML page): the rows held back while the
/// report is small, so that what only its end tells can be written above them: the alerts list
/// above the Markdown table, the HTML page's `<title>` in its head (issue 29). Past `limit`
/// bytes the table is written as it comes, header first, and what it waited for follows it.
/// Each piece's result is its rows' markup and what they gathered for the end (`HeldPiece`);
/// the format writes the end (`HeldTableFormat.end`).
///
/// What decides is the report's size, never the order pieces finish in (the held bytes only
/// grow, so whether they ever pass the limit is whether the whole table does), so the bytes are
/// the same for any `--jobs`.
package struct HeldTable<Format: HeldTableFormat>: ReportAssembly {
    /// Bytes of rows held back: far more than a report anyone reads as Markdown or HTML.
    static var limit: Int { 16 << 20 }

    let text: TextAssembly<Format>
    /// The rows not yet written; nil once the table streams.
    private(set) var rows: ByteBuffer? = ByteBuffer()
    /// Per shown column, whether some row gave it a value (empty before the first piece).
    private(set) var filled: [Bool] = []
    /// What the rows gathered for the end, merged in input order.
    private(set) var gathered = Format.Gathered()

    package func begin(to output: inout some ByteOutput) {}

    /// Holds the piece's rows, and notes the columns it filled; once the held rows pass
    /// `limit`, writes the header and them, and from then on each piece as it comes.
    package mutating func add(
        _ piece: HeldPiece<Format.Gathered>, rowsBefore: Int, count: Int, to output: inout some ByteOutput
    ) {
        gathered.add(piece.gathered)
        filled = filled.isEmpty ? piece.filled : zip(filled, piece.filled).map { $0 || $1 }
        guard var held = rows else { return text.add(piece.laidOut, rowsBefore: rowsBefore, count: count, to: &output) }
        text.add(piece.laidOut, rowsBefore: rowsBefore, count: count, to: &held)
        guard held.count > Self.limit else { return }
        text.begin(to: &output)
        held.withBytes { output.write(bytes: $0) }
        rows = nil
    }

    package func end(rowCount: Int, to output: inout some ByteOutput) {
        text.format.end(self, rowCount: rowCount, to: &output)
    }
}

/// A format for people whose table waits for what its rows gather (`HeldTable`).
package protocol HeldTableFormat: ReportFormat where Rows.Result == HeldPiece<Gathered> {
    /// What the rows gather for the end: the Markdown alerts, the HTML page's chart data.
    associatedtype Gathered: TableGathering

    /// Writes the report around or after the `table`'s rows, once all are in.
    func end(_ table: HeldTable<Self>, rowCount: Int, to output: inout some ByteOutput)
}

extension HeldTableFormat {
    package func makeAssembly(columns: [Column]) -> HeldTable<Self> {
        HeldTable(text: TextAssembly(format: self, columns: columns))
    }
}

/// What a piece's rows gather for the end of a people's table, merged in input order.
package protocol TableGathering: PieceResult {
    init()
    mutating func add(_ other: Self)
}

/// One piece of a people's table: its rows' markup, and what they gathered for the end.
package struct HeldPiece<Gathered: TableGathering>: PieceResult {
    package let laidOut: ByteBuffer
    let gathered: Gathered
    /// Per shown column, whether a row of the piece gave it a value.
    let filled: [Bool]

    package var heldBytes: Int { laidOut.count + gathered.heldBytes }
}

/// The alerts in force, one a line of their cells (the list above the Markdown table).
extension Set<String>: PieceResult, TableGathering {
    /// A few lines, counted as nothing against the work in flight.
    package var heldBytes: Int { 0 }

    package mutating func add(_ other: Set<String>) { formUnion(other) }

    /// Inserts each line of a cell of alerts (one alert a line, `WeatherTransform.isForPeople`).
    mutating func insertLines(of cell: UnsafeBufferPointer<UInt8>) {
        guard cell.count > 0 else { return }
        for line in String(decoding: cell, as: UTF8.self).split(separator: "\n") { insert(String(line)) }
    }
}
