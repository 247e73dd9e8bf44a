/// What the rejects file (`--rejects`) says about a problem beyond its message: which record
/// it cost, how much of the document went with it, and the record's raw text.
///
/// The text has to be taken while a worker still holds the piece's bytes (a piece gives its read
/// buffer back once written), so the decoder captures it into the `ReportError` it makes, and
/// only when the run writes a rejects file: without `--rejects` nothing here is ever built.
package struct RejectedRecord: Sendable, Equatable {
    /// How much of the input a problem cost.
    package enum Scope: String, Sendable {
        /// Only this record: the rows around it are in the report, `text` is the whole record.
        case record
        /// This record and the rest of its document (a syntax error inside an array or a
        /// one-record file): `text` runs from the record's start to the end of the line where
        /// the error was found, since where the broken record would have ended is unknown.
        case document
    }

    /// The most bytes of raw text kept per reject; past it, `truncated` is set.
    package static let textLimit = 64 * 1024

    /// The record's path in its document: `list[3]`, `[0]` for a top-level array, `""` for a
    /// line of JSON Lines or a whole document.
    package var path: String
    /// The offending value's path inside the record (`main.temp`); `""` for the record as a
    /// whole or for syntax errors.
    package var member: String
    package var scope: Scope
    /// The raw text as UTF-8; bytes that are not UTF-8 read as U+FFFD.
    package var text: String
    /// The raw text was longer than `textLimit` bytes and is cut there.
    package var truncated: Bool

    package init(path: String, member: String = "", scope: Scope, text: String, truncated: Bool = false) {
        self.path = path
        self.member = member
        self.scope = scope
        self.text = text
        self.truncated = truncated
    }

    /// Takes the text of `range` from `bytes`, cut at `textLimit` bytes on a character boundary.
    init(
        path: String, member: String = "", scope: Scope, bytes: UnsafeRawBufferPointer, range: Range<Int>
    ) {
        let range = range.clamped(to: 0..<bytes.count)
        var end = range.upperBound
        let truncated = range.count > RejectedRecord.textLimit
        if truncated {
            end = range.lowerBound + RejectedRecord.textLimit
            // Back off continuation bytes (10xxxxxx) so no character is cut in half.
            var backed = 0
            while backed < 3, end > range.lowerBound, bytes[end] & 0xC0 == 0x80 {
                end -= 1
                backed += 1
            }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self)
        self.init(path: path, member: member, scope: scope, text: text, truncated: truncated)
    }

    /// The end of the line holding `offset` (the line feed's index, or the end of `bytes`),
    /// not looking further than `textLimit` bytes past `start`.
    static func lineEnd(after offset: Int, from start: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        let limit = min(bytes.count, start + RejectedRecord.textLimit + 1)
        return ByteScan.lineEnd(in: bytes, from: min(max(offset, start), limit), to: limit)
    }
}
