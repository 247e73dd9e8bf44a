/// The steps for one document, produced as the pipeline asks for them: it reads the outside of
/// the document — its shape, the envelope around the records, OWM error payloads — cuts the
/// records into `DocumentPiece`s for the workers as the bytes stream in, and attaches what the
/// document says about all its records to every piece (`attach`, the one place this happens).
///
/// It runs on one thread, ahead of the workers, and validates everything it reads except the
/// record arrays, which it only splits (the workers validate those). Shapes, after
/// `owm-formats.md`: a top-level array of records; JSON Lines (one record per line); an object
/// with `list` (group, find, forecast — a forecast's `city` applies to all its entries); a
/// current-weather object; an OWM error (`cod` other than 200, or only a `message`). A file may
/// hold several such values one after another (API responses appended to one file), each read
/// with its own envelope and context: what was held for one goes out when it closes.
///
/// Bytes come through a `ByteWindow`, one read at a time. The plan keeps only what it still
/// needs: the piece it is cutting, the envelope member it is reading, or (until a `list` shows
/// up) the envelope object, which may turn out to be one current-weather record.
///
/// A forecast's `city` and an error payload's `cod` may come after the `list` they apply to, so
/// the pieces of a `list` inside an object are held back until the object closes, and then go
/// out with the `city`, or are dropped when `cod` says the request failed. Holding back is
/// bounded by `holdLimit` bytes of pieces: past it, the held pieces go out with what is known so
/// far and the rest of the list streams. A `city` that turns up after that is reported (its
/// place fields were not applied to the entries already out), and an error `cod` after that is
/// reported after the rows already written. Top-level arrays and JSON Lines have nothing after
/// their records, so their pieces go out at once.
///
/// An input that changes while being read (or stops being readable) ends with that error. The
/// rows kept are exactly those of the pieces handed out before it: each piece is cut only from
/// bytes that passed the check, and pieces still held back when it happens are dropped, because
/// the context they waited for never came. Which pieces those are depends only on where in the
/// input the change was seen, never on timing inside the run. A value too long to hold is no
/// such failure: the bytes before it were read as they are, so the pieces held back go out,
/// with what is known of the context.
package struct DocumentPlan {
    /// About how many bytes of records one piece holds: small enough that every worker thread
    /// gets a share of a few-megabyte file, large enough that handing a piece over costs nothing by comparison.
    package static let pieceSize = 512 * 1024
    /// How far the JSON Lines sniff looks for the end of the first line: a longer first line
    /// (a one-line group file of any size) is not JSON Lines, and is never scanned to its end.
    static let sniffLimit = 1 << 20
    /// The most bytes of `list` pieces held back waiting for the members after the list.
    package static let holdLimit = 4 << 20

    enum State {
        case start
        /// A top-level value starts at `index`.
        case value
        case members(isFirst: Bool)
        case list(ListSplitter, path: String)
        case lines(next: Int)
        /// After a top-level value: another may follow.
        case between
        case done
    }

    /// What the envelope object said about itself. Offsets are into the window.
    struct Envelope {
        var start = 0
        var startLine = 1, startColumn = 1
        /// A `cod` was read; `error` holds it when it says the request failed.
        var hasCode = false
        var error: (code: String, location: InputLocation)?
        var message: String?
        var hasList = false
        var hasRecordFields = false
        /// All of the object is still in the window, from `start` (it may be one record).
        var isWhole = true
        var city: PlaceContext?
        var cityLocation: InputLocation?
        /// The hold limit was passed: pieces of `list` now go out as they come.
        var isStreaming = false
        /// Pieces of `list` went out before any `city` was known.
        var sentWithoutCity = false
    }

    let name: String
    /// The line and column the document's first byte stands at in its file: 1 and 1, but for
    /// a line of JSON Lines read again as the response it holds.
    let origin: (line: Int, column: Int)
    var window: ByteWindow
    /// The next byte the plan reads, in the window.
    var index = 0
    /// Line and column, moving forward with the pieces and problems handed out.
    var position: TextPosition
    var state = State.start
    var envelope = Envelope()
    /// True when the document ended because it could not be read or changed while being read.
    var endedByReadFailure = false
    /// The top-level value at `index` starts a line: only then may JSON Lines start there.
    var valueStartsLine = true
    /// Steps in document order: the first `ready` go out next (a few at most: the held pieces
    /// of one `list`), the rest are held until the envelope's context is final. The ready steps
    /// all go out before the next read, so a step gets its context as it goes out: the context
    /// it had when it became ready.
    private var queue: [PlanStep] = []
    private var ready = 0
    /// Bytes of the pieces held.
    private var heldBytes = 0
    /// Issue 11's hook: decides the document's input units at its first piece (see `next()`).
    private var inputUnits: InputUnitsDetection

    /// `inputUnits` is the `--input-units` setting; nil (the default here, for tests of payload
    /// shapes) reads every document as kelvin without checking its first temperature. With
    /// `decoding` (how the workers decode), the first object decoded to decide a document's units
    /// need not be decoded again (`InputUnitsDetection`). `origin` is where the document starts
    /// in its file (see `origin`).
    package init(
        _ document: SourceDocument, inputUnits: InputUnitsSetting? = nil, decoding: RecordDecoding? = nil,
        origin: (line: Int, column: Int) = (1, 1)
    ) {
        name = document.name
        self.origin = origin
        window = ByteWindow(document)
        position = TextPosition(window.bytes)
        self.inputUnits = InputUnitsDetection(inputUnits, decoding: decoding)
    }

    /// The next step, with the document's input units on every piece. A document rejected for
    /// its units ends with that one error: what was planned but not handed out is released and
    /// nothing more of it is read.
    package mutating func next() -> PlanStep? {
        guard let step = nextStep() else { return nil }
        do throws(ReportError) {
            return try inputUnits.attach(to: step)
        } catch {
            if case .piece(let piece) = step { piece.release() }
            discardRest()
            return .failure(error, endsDocument: true)
        }
    }

    /// Gives back every piece still held or waiting and the window's buffer, and ends the plan:
    /// nothing more of the document is reported, not even why its content ended early.
    private mutating func discardRest() {
        for case .piece(let piece) in queue { piece.release() }
        queue.removeAll()
        ready = 0
        envelope = Envelope()
        state = .done
        window.close()
        _ = window.takeEndingError()
    }

    private mutating func nextStep() -> PlanStep? {
        while true {
            while ready > 0 {
                ready -= 1
                let step = queue.removeFirst()
                // Only held pieces can meet these (both are set while reading, when no step is
                // ready): the payload said the request failed, or the input failed, while they waited.
                guard envelope.error != nil || endedByReadFailure, case .piece(let piece) = step else {
                    return attach(step)
                }
                piece.release()
            }
            let step = readStep()
            // When the content ended early (a `.gz` cut short), that error goes out just before
            // the step holding the last bytes, so the rows before the damage are kept and the
            // error is not dropped as an echo of the unfinished record's own error after it.
            if let error = window.takeEndingError() { take(.failure(error, endsDocument: false)) }
            if let step {
                take(step)
                continue
            }
            // The end of one top-level value: its context is final, whatever follows.
            settle()
            noteLateCity()
            if case .done = state, queue.isEmpty { return nil }
        }
    }

    // MARK: What the document says about all its records

    /// Holds `step` back, queues it, or drops it, by what the document said so far.
    private mutating func take(_ step: consuming PlanStep) {
        if envelope.error != nil, DocumentPlan.isList(step), case .piece(let piece) = step {
            return piece.release()  // the payload already said the request failed
        }
        // Pieces of an object's `list` may still learn something from members after it.
        let contextIsOpen = isInObject && (envelope.city == nil || !envelope.hasCode)
        // Once a step is held, the steps after it wait too, to keep their order.
        let holds = contextIsOpen && !envelope.isStreaming && (ready < queue.count || DocumentPlan.isList(step))
        if holds, case .piece(let piece) = step { heldBytes += piece.range.count }
        queue.append(step)
        // Past the limit the held pieces go out (none is dropped: a piece of `list` is held
        // only while the payload is no error), and the rest of the list streams.
        if heldBytes > DocumentPlan.holdLimit { envelope.isStreaming = true }
        if !holds || envelope.isStreaming { settle() }
        noteLateCity()
    }

    /// Puts the document's context on a piece: the one place this happens.
    private mutating func attach(_ step: consuming PlanStep) -> PlanStep {
        guard case .piece(var piece) = step else { return step }
        if DocumentPlan.isList(step) {
            piece.context = envelope.city
            if envelope.city == nil { envelope.sentWithoutCity = true }
        }
        return .piece(piece)
    }

    private static func isList(_ step: PlanStep) -> Bool {
        guard case .piece(let piece) = step, case .objects(let path, _, _) = piece.layout else { return false }
        return path == "list"
    }

    /// The envelope's context is final (or never will be): held steps go out with it, or their
    /// pieces are dropped as they go (`nextStep`) when the payload is an error or the input failed.
    private mutating func settle() {
        ready = queue.count
        heldBytes = 0
    }

    /// A `city` read after entries already went out without it: say so, once.
    private mutating func noteLateCity() {
        // Set with the `city` it locates, so `city` is there too.
        guard envelope.sentWithoutCity, let location = envelope.cityLocation else { return }
        envelope.sentWithoutCity = false
        let message =
            "'city' comes after more than \(DocumentPlan.holdLimit >> 20) MiB of 'list'; "
            + "the entries before it were reported without its place fields"
        queue.insert(.failure(ReportError(.malformedInput, message, at: location), endsDocument: false), at: ready)
        ready += 1
    }

    /// Reading the members of the top-level object, or its `list`.
    var isInObject: Bool {
        switch state {
        case .members: true
        case .list(_, let path): !path.isEmpty
        default: false
        }
    }
}
