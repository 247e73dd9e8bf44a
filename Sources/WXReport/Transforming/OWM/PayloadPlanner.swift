/// Reads the outside of a document — its shape, the envelope around the records, OWM error
/// payloads — and cuts the records into `DocumentPiece`s for the workers, as the bytes stream in.
///
/// It runs on one thread, ahead of the workers, and validates everything it reads except the
/// record arrays, which it only splits (the workers validate those). Shapes, after
/// `owm-formats.md`: a top-level array of records; JSON Lines (one record per line); an object
/// with `list` (group, find, forecast — a forecast's `city` applies to all its entries); a
/// current-weather object; an OWM error (`cod` other than 200, or only a `message`). A file may
/// hold several such values one after another (API responses appended to one file), each read
/// with its own envelope.
///
/// Bytes come through a `ByteWindow`, one read at a time. The planner keeps only what it still
/// needs: the piece it is cutting, the envelope member it is reading, or (until a `list` shows
/// up) the envelope object, which may turn out to be one current-weather record. What it learns
/// about the whole document (`city`, `cod`) it reports through `context`; `DocumentPlan` decides
/// when pieces may go out with it.
package struct PayloadPlanner {
    /// About how many bytes of records one piece holds: small enough that every worker thread
    /// gets a share of a few-megabyte file, large enough that handing a piece over costs nothing by comparison.
    package static let pieceSize = 512 * 1024
    /// How far the JSON Lines sniff looks for the end of the first line: a longer first line
    /// (a one-line group file of any size) is not JSON Lines, and is never scanned to its end.
    static let sniffLimit = 1 << 20

    enum State {
        case start
        /// A top-level value starts at `index`.
        case value
        case members(isFirst: Bool)
        case list(ListSplitter, path: String)
        case lines(next: Int)
        /// The top-level value closed: what it amounts to.
        case finish
        /// After a top-level value: another may follow.
        case between
        case done
    }

    /// What the envelope object said about itself. Offsets are into the window.
    struct Envelope {
        var start = 0
        var end = 0
        var startLine = 1, startColumn = 1
        var code: (text: String, location: InputLocation)?
        var message: String?
        var hasList = false
        var hasRecordFields = false
        /// All of the object is still in the window, from `start` (it may be one record).
        var isWhole = true
        var city: PlaceContext?
        var cityLocation: InputLocation?
    }

    /// Why planning stopped early.
    enum Failure: Error {
        case syntax(JSONSyntaxError)
        /// The input could not be read (`isRead`), or a value is longer than the window holds:
        /// then the bytes before it were read as they are.
        case problem(ReportError, isRead: Bool)
    }

    let name: String
    /// The line and column the document's first byte stands at in its file: 1 and 1, but for
    /// a line of JSON Lines read again as the response it holds.
    let origin: (line: Int, column: Int)
    var window: ByteWindow
    /// The next byte the planner reads, in the window.
    var index = 0
    /// Line and column, moving forward with the pieces and problems handed out.
    var position: TextPosition
    var state = State.start
    var envelope = Envelope()
    /// True when the document ended because it could not be read or changed while being read.
    private(set) var endedByReadFailure = false

    package init(_ document: SourceDocument, origin: (line: Int, column: Int) = (1, 1)) {
        name = document.name
        self.origin = origin
        window = ByteWindow(document)
        position = TextPosition(window.bytes)
    }

    // MARK: What the document says about all its records

    /// True when the envelope's `cod` says the request failed.
    var isErrorEnvelope: Bool {
        guard let code = envelope.code else { return false }
        return !PayloadPlanner.isSuccess(code.text)
    }

    /// True while pieces of an object's `list` may still learn something from members after it.
    var contextIsOpen: Bool {
        isInObject && (envelope.city == nil || envelope.code == nil)
    }

    /// Reading the members of the top-level object, or its `list`.
    var isInObject: Bool {
        switch state {
        case .members: true
        case .list(_, let path): !path.isEmpty
        default: false
        }
    }

    var isDone: Bool {
        if case .done = state { true } else { false }
    }

    static func isSuccess(_ code: String) -> Bool {
        code == "200" || Double(code) == 200
    }

    /// The top-level value at `index` starts a line: only then may JSON Lines start there.
    var valueStartsLine = true

    /// The next step; nil at the end of each top-level value (a file of concatenated responses
    /// holds several), and at the end of the input, once `isDone`.
    mutating func next() -> PlanStep? {
        do throws(Failure) {
            while true {
                switch state {
                case .start:
                    if let step = try start() { return step }
                case .value:
                    try value()
                case .members(let isFirst):
                    try member(isFirst: isFirst)
                case .list(let splitter, let path):
                    return try listPiece(splitter, path: path)
                case .lines(let next):
                    if let step = try linesPiece(from: next) { return step }
                case .finish:
                    state = .between
                    if let step = finish() { return step }
                case .between:
                    if try anotherValue() { return nil }
                case .done:
                    window.close()
                    return nil
                }
            }
        } catch {
            state = .done
            switch error {
            case .syntax(let syntax):
                return .failure(failure(syntax.message, at: syntax.offset), endsDocument: true)
            case .problem(let problem, let isRead):
                if isRead { endedByReadFailure = true }
                return .failure(problem, endsDocument: true)
            }
        }
    }

    // MARK: Records

    private mutating func listPiece(_ splitter: ListSplitter, path: String) throws(Failure) -> PlanStep {
        var splitter = splitter
        // Whitespace between elements belongs to no piece: skipped while reading on, it is never
        // kept, so any amount of it fits (it does not count toward `ByteWindow.maximumKept`).
        while true {
            while splitter.skipWhitespace() && !window.isComplete {
                let shift = try more(keepingFrom: splitter.index)
                splitter.rebase(window.bytes, shift: shift)
            }
            guard splitter.owesSeparator else { break }
            guard splitter.takeSeparator() else {
                throw .syntax(splitter.cursor.unexpected(expecting: "',' or ']' after an array element"))
            }
        }
        var start = splitter.index
        let firstIndex = splitter.elementIndex
        var stop = splitter.advance(to: start + PayloadPlanner.pieceSize, isComplete: window.isComplete)
        while stop == .exhausted {
            // Far past the target with whole elements behind: the piece ends after them rather
            // than keeping them while an element (or whitespace) goes on and on. After only
            // whitespace, the next piece starts at its `,` or `]` once the whitespace is skipped.
            if window.count - start > 2 * PayloadPlanner.pieceSize, splitter.cutBack(after: start) {
                stop = .cut
                break
            }
            let shift = try more(keepingFrom: start)
            start -= shift
            splitter.rebase(window.bytes, shift: shift)
            stop = splitter.advance(to: start + PayloadPlanner.pieceSize, isComplete: window.isComplete)
        }
        let (line, column) = position.locate(start)
        let piece = DocumentPiece(
            name: name, storage: window.storage, range: start..<splitter.index,
            layout: .elements(path: path, firstIndex: firstIndex, isLast: stop != .cut), line: line, column: column)
        switch stop {
        case .cut:
            state = .list(splitter, path: path)
        case .closed:
            index = splitter.index + 1
            state = path.isEmpty ? .finish : .members(isFirst: false)
        case .broken, .exhausted:
            state = .done
        }
        // An empty array yields no piece worth a worker's time, but still goes through one so
        // that `[,]` and `[ ]` are validated in one place.
        return .piece(piece)
    }

    /// The next piece of JSON Lines: whole lines, about `pieceSize` bytes; nil at the end.
    private mutating func linesPiece(from start: Int) throws(Failure) -> PlanStep? {
        var start = start
        var scan = start + PayloadPlanner.pieceSize - 1
        var end: Int
        while true {
            let bytes = window.bytes
            scan = ByteScan.lineEnd(in: bytes, from: scan, to: bytes.count)
            if scan < bytes.count {
                end = scan + 1
                break
            }
            if window.isComplete {
                end = bytes.count
                break
            }
            let shift = try more(keepingFrom: start)
            start -= shift
            scan -= shift
        }
        guard end > start else {
            state = .done
            return nil
        }
        let (line, column) = position.locate(start)
        state = .lines(next: end)
        return .piece(
            DocumentPiece(
                name: name, storage: window.storage, range: start..<end, layout: .lines, line: line, column: column))
    }
}
