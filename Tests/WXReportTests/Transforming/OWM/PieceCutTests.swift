import Testing
import WXReport
import WXReportTestSupport

/// Where a big `list` is cut depends on where the window's reads end: an element straddling the
/// piece's target ends the piece after it when its comma is in the window, else the piece ends
/// back at the last comma (`ListSplitter.cutBack`). The forecast spacing checks run per piece, so
/// these cuts are pinned, for a list whose `[` is the last byte of a read.
@Suite struct PieceCutTests {
    /// One record of exactly `size` bytes (its `name` pads it).
    static func record(size: Int) -> String {
        let shell = #"{"dt":1,"main":{"temp":1},"weather":[],"name":""}"#
        return shell.dropLast(2) + String(repeating: "a", count: size - shell.utf8.count) + #""}"#
    }

    @Test func aListOpeningAtTheEndOfAReadIsCutAfterTheElementTheNextReadEndsWith() {
        // Every read fills a fresh buffer of `window` bytes: the first one ends with the `[`,
        // the second with the `,` after the big element (1,001 + big + 1 bytes = `window`).
        let window = ByteStorage.standardCapacity
        let head = #"{"list":"# + String(repeating: " ", count: window - 9) + "["
        let big = Self.record(size: window - 1_002)
        let text = head + Self.record(size: 1_000) + "," + big + "," + Self.record(size: 1_000) + "]}"
        var plan = DocumentPlan(SourceDocument(name: "cut.json", text: text))
        var pieces: [[Int]] = []
        while let step = plan.next() {
            guard case .piece(let piece) = step, case .objects(_, let firstIndex, let isLast) = piece.layout else {
                continue
            }
            pieces.append([piece.range.count, firstIndex, isLast ? 1 : 0, piece.line, piece.column])
            piece.release()
        }
        // The first piece holds the small element and the big one with its comma; the last the
        // third element, up to the `]`.
        #expect(pieces == [[window, 0, 0, 1, window + 1], [1_000, 2, 1, 1, 2 * window + 1]])
    }
}
