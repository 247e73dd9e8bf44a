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
    /// Per shown column, whether some row gave it a value.
    private(set) var filled: [Bool]
    /// What the rows gathered for the end, merged in input order.
    private(set) var gathered = HTMLChartData()

    package func begin(to output: inout some ByteOutput) {}

    /// Holds the piece's rows, and notes the columns it filled; once the held rows pass
    /// `limit`, writes the header and them, and from then on each piece as it comes.
    package mutating func add(
        _ piece: HeldPiece, rowsBefore: Int, count: Int, to output: inout some ByteOutput
    ) {
        gathered.add(piece.gathered)
        for (column, isFilled) in zip(filled.indices, piece.filled) where isFilled { filled[column] = true }
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

/// A format for people whose table waits for what its rows gather (`HeldTable`): Markdown and
/// the HTML page differ only in their markup, their escaping and the page's charts, so one row
/// writer (`HeldRows`) serves both.
package protocol HeldTableFormat: ReportFormat where Rows.Result == HeldPiece {
    /// What comes before a row, around each shown cell, and after a row.
    static var markup: RowMarkup { get }
    /// Appends `text`, escaped, to `bytes`.
    static func escape(_ text: UnsafeBufferPointer<UInt8>, into bytes: ByteBuffer)
    /// How many of the last columns the table does not show: only gathered.
    var unshownColumns: Int { get }
    /// Set for `--plain` (Markdown only): numbers and times for machines, and no alerts list.
    var plain: PlainStyle? { get }
    /// What reads the charts' rows from the cells; nil for a table without charts (Markdown).
    func makeChartReader(columns: [Column]) -> HTMLChartReader?

    /// Writes the report around or after the `table`'s rows, once all are in.
    func end(_ table: HeldTable<Self>, rowCount: Int, to output: inout some ByteOutput)
}

extension HeldTableFormat {
    package func makeAssembly(columns: [Column]) -> HeldTable<Self> {
        HeldTable(
            text: TextAssembly(format: self, columns: columns),
            filled: Array(repeating: false, count: columns.count - unshownColumns))
    }

    package func makeRowWriter(columns: [Column], capacity: Int) -> HeldRows<Self> {
        HeldRows(format: self, columns: columns, bytes: ByteBuffer(capacity: capacity))
    }
}

/// The markup of a people's table: before a row, before and after each shown cell, after a row
/// with cells and after one without. Constant bytes of the binary: no array, no lazy static to check.
package struct RowMarkup {
    let row, cell, cellEnd, rowEnd, emptyRowEnd: StaticString
}

/// The rows of one piece of a people's table: each shown cell escaped between the format's
/// markup, each column noted once a row gives it a value (`filled`), the alerts gathered from
/// the alerts column, shown or not (one alert a line, `WeatherTransform.isForPeople`), and every
/// cell handed to the page's chart reader.
package struct HeldRows<Format: HeldTableFormat>: RowWriter {
    /// The first `shown` columns are the table's; the rest are only gathered.
    private let shown: Int
    private let plain: PlainStyle?
    private let bytes: ByteBuffer
    private let alertsColumn: Int?
    private var alerts: Set<String> = []
    /// Stored, not optional: an optional reader was copied out and back on every cell (+7.7 %
    /// instructions on the 10 MB file as HTML, callgrind); `charts` says whether it reads.
    private var reader: HTMLChartReader
    private let charts: Bool
    private var filled: [Bool]
    /// The column the next cell belongs to.
    private var index = 0

    init(format: Format, columns: [Column], bytes: ByteBuffer) {
        (shown, plain, self.bytes) = (columns.count - format.unshownColumns, format.plain, bytes)
        alertsColumn = plain == nil ? columns.firstIndex(of: .alerts) : nil
        let reader = format.makeChartReader(columns: columns)
        (self.reader, charts) = (reader ?? HTMLChartReader(columns: [], readsBars: false), reader != nil)
        filled = Array(repeating: false, count: shown)
    }

    /// `--plain` reads decimals instead of formatted text and writes them through `PlainStyle`.
    package var needs: CellNeeds {
        plain != nil ? .decimals : CellNeeds(formatted: true, decimals: false, values: charts && reader.isUseful)
    }

    @inline(__always) package mutating func beginRow() {
        index = 0
        append(Format.markup.row)
        if charts { reader.beginRow() }
    }

    @inline(__always) package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
        if index == alertsColumn { alerts.insertLines(of: text) }
        if charts { reader.text(text, column: index) }
        append(text)
    }

    @inline(__always) package mutating func number(_ cell: NumberCell) {
        if charts { reader.number(cell, column: index) }
        guard let plain else { return append(cell.formatted) }
        plain.withText(of: cell) { append($0) }
    }

    @inline(__always) package mutating func time(_ cell: TimeCell) {
        if charts { reader.time(cell, column: index) }
        guard plain != nil else { return append(cell.formatted) }
        cell.withISO8601 { append($0) }
    }

    @inline(__always) package mutating func endRow() {
        append(index > 0 ? Format.markup.rowEnd : Format.markup.emptyRowEnd)
        if charts { reader.endRow() }
    }

    package mutating func finish() -> HeldPiece {
        var gathered = reader.gathered
        reader.gathered = HTMLChartData()
        gathered.alerts = alerts
        return HeldPiece(laidOut: bytes, gathered: gathered, filled: filled)
    }

    /// A shown cell in its markup; nothing for an unshown one.
    @inline(__always) private mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard index < shown else {
            index += 1
            return
        }
        if text.count > 0 { filled[index] = true }
        append(Format.markup.cell)
        Format.escape(text, into: bytes)
        append(Format.markup.cellEnd)
        index += 1
    }

    /// Nothing for empty markup (the page's `cellEnd`, Markdown's `row`): a constant once
    /// specialised, so the test costs nothing where it is not empty.
    @inline(__always) private func append(_ markup: StaticString) {
        guard markup.utf8CodeUnitCount > 0 else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }
}

/// One piece of a people's table: its rows' markup, and what they gathered for the end: the
/// alerts, and the page's chart rows (`HTMLChartData`).
package struct HeldPiece: PieceResult {
    package let laidOut: ByteBuffer
    let gathered: HTMLChartData
    /// Per shown column, whether a row of the piece gave it a value.
    let filled: [Bool]

    package var heldBytes: Int { laidOut.count + gathered.heldBytes }
}

extension Set<String> {
    /// Inserts each line of a cell of alerts (one alert a line, `WeatherTransform.isForPeople`).
    mutating func insertLines(of cell: UnsafeBufferPointer<UInt8>) {
        guard cell.count > 0 else { return }
        for line in String(decoding: cell, as: UTF8.self).split(separator: "\n") { insert(String(line)) }
    }
}
