/// The steps for one document, produced as the pipeline asks for them, with what the document
/// says about all its records attached to every piece. This is the one place document-wide
/// context reaches the pieces (`attach`).
///
/// A forecast's `city` and an error payload's `cod` may come after the `list` they apply to, so
/// the pieces of a `list` inside an object are held back until the object closes, and then go
/// out with the `city`, or are dropped when `cod` says the request failed. Holding back is
/// bounded by `holdLimit` bytes of pieces: past it, the held pieces go out with what is known so
/// far and the rest of the list streams. A `city` that turns up after that is reported (its
/// place fields were not applied to the entries already out), and an error `cod` after that is
/// reported after the rows already written. Top-level arrays and JSON Lines have nothing after
/// their records, so their pieces go out at once. Each response of a file of appended
/// responses has its own context: what was held for one goes out when it closes.
///
/// An input that changes while being read (or stops being readable) ends with that error. The
/// rows kept are exactly those of the pieces handed out before it: each piece is cut only from
/// bytes that passed the check, and pieces still held back when it happens are dropped, because
/// the context they waited for never came. Which pieces those are depends only on where in the
/// input the change was seen, never on timing inside the run. A value too long to hold is no
/// such failure: the bytes before it were read as they are, so the pieces held back go out,
/// with what is known of the context.
package struct DocumentPlan {
    /// The most bytes of `list` pieces held back waiting for the members after the list.
    package static let holdLimit = 4 << 20

    private var planner: PayloadPlanner
    /// Steps waiting for the envelope to close, in document order.
    private var held: [PlanStep] = []
    private var heldBytes = 0
    /// The hold limit was passed: pieces now go out as they come.
    private var isStreaming = false
    /// Pieces of `list` went out before any `city` was known.
    private var sentWithoutCity = false
    /// Steps ready to go out, in order: a few at most (the held pieces of one `list`).
    private var outgoing: [PlanStep] = []
    private var isDone = false
    /// Issue 11's hook: decides the document's input units at its first piece (see `next()`).
    private var inputUnits: InputUnitsDetection

    /// `inputUnits` is the `--input-units` setting; nil (the default here, for tests of payload
    /// shapes) reads every document as kelvin without checking its first temperature. With `decoding` (how the workers decode), the first object decoded
    /// to decide a document's units need not be decoded again (`InputUnitsDetection`). `origin`
    /// is where the document starts in its file (`PayloadPlanner.origin`).
    package init(
        _ document: SourceDocument, inputUnits: InputUnitsSetting? = nil, decoding: RecordDecoding? = nil,
        origin: (line: Int, column: Int) = (1, 1)
    ) {
        planner = PayloadPlanner(document, origin: origin)
        self.inputUnits = InputUnitsDetection(inputUnits, decoding: decoding)
    }

    /// The next step, with the document's input units on every piece. A document rejected for
    /// its units ends with that one error: what was planned but not handed out is released and
    /// nothing more of it is read.
    package mutating func next() -> PlanStep? {
        guard let step = nextStep() else { return nil }
        if let step = inputUnits.attach(to: step) { return step }
        if case .piece(let piece) = step { piece.release() }
        discardRest()
        return nil
    }

    /// Gives back every piece still held or waiting, and ends the plan.
    private mutating func discardRest() {
        for step in held + outgoing {
            if case .piece(let piece) = step { piece.release() }
        }
        held.removeAll()
        outgoing.removeAll()
        isDone = true
    }

    private mutating func nextStep() -> PlanStep? {
        while true {
            if !outgoing.isEmpty { return outgoing.removeFirst() }
            if isDone { return nil }
            let step = planner.next()
            // When the content ended early (a `.gz` cut short), that error goes out just before
            // the step holding the last bytes, so the rows before the damage are kept and the
            // error is not dropped as an echo of the unfinished record's own error after it.
            if let error = planner.window.takeEndingError() { take(.failure(error, endsDocument: false)) }
            if let step {
                take(step)
                continue
            }
            // The end of one top-level value: its context is final, whatever follows.
            settle()
            noteLateCity()
            isDone = planner.isDone
            isStreaming = false
            sentWithoutCity = false
        }
    }

    /// Holds `step` back, queues it, or drops it, by what the document said so far.
    private mutating func take(_ step: PlanStep) {
        if planner.isErrorEnvelope, DocumentPlan.isList(step), case .piece(let piece) = step {
            return piece.release()  // the payload already said the request failed
        }
        if !held.isEmpty || (planner.contextIsOpen && !isStreaming && DocumentPlan.isList(step)) {
            hold(step)
        } else {
            outgoing.append(attach(step))
        }
        if !held.isEmpty && !planner.contextIsOpen { settle() }
        noteLateCity()
    }

    /// Puts the document's context on a piece: the one place this happens.
    private mutating func attach(_ step: PlanStep) -> PlanStep {
        guard case .piece(var piece) = step else { return step }
        if DocumentPlan.isList(step) {
            piece.context = planner.envelope.city
            if planner.envelope.city == nil { sentWithoutCity = true }
        }
        return .piece(piece)
    }

    private static func isList(_ step: PlanStep) -> Bool {
        guard case .piece(let piece) = step, case .elements(let path, _, _) = piece.layout else { return false }
        return path == "list"
    }

    private mutating func hold(_ step: PlanStep) {
        held.append(step)
        if case .piece(let piece) = step { heldBytes += piece.range.count }
        if heldBytes > DocumentPlan.holdLimit {
            isStreaming = true
            settle()  // drops nothing: a piece of `list` is held only while the payload is no error
        }
    }

    /// The envelope's context is final (or never will be): held steps go out with it, or their
    /// pieces are dropped when the payload is an error or the input failed while they waited.
    private mutating func settle() {
        let drops = planner.isErrorEnvelope || planner.endedByReadFailure
        for step in held {
            if drops, case .piece(let piece) = step {
                piece.release()
            } else {
                outgoing.append(attach(step))
            }
        }
        held.removeAll()
        heldBytes = 0
    }

    /// A `city` read after entries already went out without it: say so, once.
    private mutating func noteLateCity() {
        // Set with the `city` it locates, so `city` is there too.
        guard sentWithoutCity, let location = planner.envelope.cityLocation else { return }
        sentWithoutCity = false
        let message =
            "'city' comes after more than \(DocumentPlan.holdLimit >> 20) MiB of 'list'; "
            + "the entries before it were reported without its place fields"
        outgoing.append(.failure(ReportError(.malformedInput, message, at: location), endsDocument: false))
    }
}
