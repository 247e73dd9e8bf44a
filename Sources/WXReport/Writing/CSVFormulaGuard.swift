/// Keeps a CSV text cell from being run as a spreadsheet formula (CSV or formula injection).
///
/// Excel, LibreOffice Calc and Google Sheets read a cell whose first character is `=`, `+`, `-`
/// or `@` as a formula, even from a plain `.csv`. A city called `=HYPERLINK("http://x","y")`
/// becomes a live link, and `=1+1` comes back as `2`; other functions can fetch URLs and send
/// the sheet's contents out. TAB and CR count too: some readers skip them before deciding.
///
/// What is done (OWASP's "CSV Injection" page, and ASVS 5.0 requirement 1.2.10):
/// - A cell whose first byte is `=`, `+`, `-`, `@`, TAB (0x09) or CR (0x0D) gets a leading `'`.
///   NUL (0x00) is treated the same way because ASVS lists it: a reader that drops NUL would
///   otherwise see the character behind it first. The apostrophe is the "this is text" prefix
///   spreadsheets know; Excel hides it, LibreOffice and plain-text readers show it, which is the
///   price OWASP accepts for a cell that cannot run.
/// - Only the first byte of a piece matters, as it does to the spreadsheet, where a piece is the
///   cell itself and each part after a `,`, `;` or TAB in it: a CSV opened with another separator
///   than the report's (`Gent;=1+1;x` in an en-US report read with `;`) makes each part a cell of
///   its own (OWASP: the cell is hostile under any import setting). All trigger characters are
///   ASCII, so this never splits a UTF-8 sequence, and a piece starting with a non-ASCII letter
///   is never touched.
/// - The guarded bytes are then quoted by the usual CSV rules, and also whenever they hold a
///   `,`, `;` or TAB, whatever the delimiter (`CSVFormat`), so no import setting splits them.
/// - Only cells taken from the input are guarded: city, country, conditions, icon and alert
///   names (`ColumnDefinition.isGuarded`).
///   Cells we format ourselves (`-3 °C`, `1.015 hPa`) are left alone, since a leading minus
///   there is a number's sign and the text comes from ICU, not from an attacker.
///
/// Users who feed the CSV to a program rather than a spreadsheet may want the bytes exactly as
/// the input had them; the command line offers `--no-formula-guard` for that (see wxreport(1)
/// and the Safety article of `WXReport.docc`).
package enum CSVFormulaGuard {
    /// The byte put in front of a guarded cell.
    static let mark = UInt8(ascii: "'")

    /// Calls `body` with the bytes to write for `cell`: the cell itself (the common case, no
    /// copy), or the cell with the mark before each piece that needs one, in a temporary buffer
    /// that lives only during `body`. The caller's CSV quoting runs inside `body`, so it sees the
    /// guarded text.
    @inline(__always)
    package static func withGuarded<Result>(
        _ cell: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        guard cell.indices.contains(where: { startsFormula(cell, at: $0) }) else { return try body(cell) }
        // At most one mark per byte.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cell.count * 2) { guarded in
            var written = 0
            for index in cell.indices {
                if startsFormula(cell, at: index) {
                    guarded.initializeElement(at: written, to: mark)
                    written += 1
                }
                guarded.initializeElement(at: written, to: cell[index])
                written += 1
            }
            return try body(UnsafeBufferPointer(rebasing: guarded[..<written]))
        }
    }

    /// Whether a piece of `cell` starts at `index` with a byte a spreadsheet would take as the
    /// start of a formula: whether a mark goes there.
    @inline(__always)
    private static func startsFormula(_ cell: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        triggers.contains(cell[index]) && (index == 0 || separators.contains(cell[index - 1]))
    }

    /// The bytes that separate cells under some import setting: `,`, `;` and TAB.
    static var separators: ByteSet { ByteSet((0x2C, 0x3B, 0x09, 0x09)) }

    /// `=`, `+`, `-`, `@`, TAB, CR and NUL.
    private static var triggers: ByteSet { ByteSet((0x3D, 0x2B, 0x2D, 0x40), (0x09, 0x0D, 0x00, 0x00)) }
}
