/// The steps for one document, produced as the pipeline asks for them.
///
/// Small documents are planned whole, so a forecast's `city` (which may follow its `list`)
/// reaches every entry and an error payload's records are dropped. Big documents — group
/// exports of hundreds of megabytes — are planned as they go, so workers start on the first
/// piece while the planner still splits the rest.
package struct DocumentPlan {
    /// Documents up to this size are planned whole before the first piece is handed out.
    package static let wholePlanLimit = 4 << 20

    private enum Mode {
        case whole(IndexingIterator<[PlanStep]>)
        case streaming(PayloadPlanner)
    }

    private var mode: Mode
    /// Issue 11's hook: decides the document's input units at its first piece (see `next()`).
    private var inputUnits: InputUnitsDetection

    /// `inputUnits` is the `--input-units` setting; `standard` (the default here) reads every
    /// document as kelvin without looking.
    package init(_ document: SourceDocument, inputUnits: InputUnitsSetting = .standard) {
        self.inputUnits = InputUnitsDetection(inputUnits)
        if document.storage.count <= DocumentPlan.wholePlanLimit {
            mode = .whole(PayloadPlanner.plan(document).makeIterator())
        } else {
            mode = .streaming(PayloadPlanner(document))
        }
    }

    package mutating func next() -> PlanStep? {
        while let step = nextStep() {
            if let step = inputUnits.attach(to: step) { return step }  // the input-units hook
        }
        return nil
    }

    private mutating func nextStep() -> PlanStep? {
        switch mode {
        case .whole(var steps):
            defer { mode = .whole(steps) }
            return steps.next()
        case .streaming(var planner):
            defer { mode = .streaming(planner) }
            return planner.next()
        }
    }
}
