/// The rows of a people's table held back while the report is small, so that what only its end
/// tells can be written above them: the alerts list above the Markdown table, the HTML page's
/// `<title>` in its head (issue 29). Past `limit` bytes the table is written as it comes, header
/// first, and what it waited for follows it.
///
/// What decides is the report's size, never the order pieces finish in (the held bytes only
/// grow, so whether they ever pass the limit is whether the whole table does), so the bytes are
/// the same for any `--jobs`.
struct HeldTable<Format: ReportFormat> {
    /// Bytes of rows held back: far more than a report anyone reads as Markdown or HTML.
    static var limit: Int { 16 << 20 }

    let text: TextAssembly<Format>
    /// The rows not yet written; nil once the table streams.
    private(set) var rows: ByteBuffer? = ByteBuffer()
    /// Per shown column, whether some row gave it a value (empty before the first piece).
    private(set) var filled: [Bool] = []

    init(text: TextAssembly<Format>) {
        self.text = text
    }

    /// Holds the piece's rows, and notes the columns it `filled`; once the held rows pass
    /// `limit`, writes the header and them, and from then on each piece as it comes.
    mutating func add(
        _ piece: ByteBuffer, filled: [Bool], rowsBefore: Int, count: Int, to output: inout some ByteOutput
    ) {
        self.filled = self.filled.isEmpty ? filled : zip(self.filled, filled).map { $0 || $1 }
        guard var held = rows else { return text.add(piece, rowsBefore: rowsBefore, count: count, to: &output) }
        text.add(piece, rowsBefore: rowsBefore, count: count, to: &held)
        guard held.count > Self.limit else { return }
        text.begin(to: &output)
        held.withBytes { output.write(bytes: $0) }
        rows = nil
    }
}
