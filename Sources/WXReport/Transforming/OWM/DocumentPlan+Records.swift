/// The plan's reading: the step machine over the top-level values, and the record pieces it cuts.
extension DocumentPlan {
    /// The next step read; nil at the end of each top-level value (a file of concatenated
    /// responses holds several), and at the end of the input, once `state` is `.done`.
    @inline(__always)
    mutating func readStep() -> PlanStep? {
        do throws(ReportError) {
            while true {
                switch state {
                case .start:
                    if let step = try start() { return step }
                case .value:
                    try value()
                case .members(let isFirst):
                    if try member(isFirst: isFirst), let step = finish() { return step }
                case .list(let splitter, let path):
                    return try listPiece(splitter, path: path)
                case .lines(let next):
                    if let step = try linesPiece(from: next) { return step }
                case .between:
                    if try anotherValue() { return nil }
                case .done:
                    window.close()
                    return nil
                }
            }
        } catch {
            state = .done
            return .failure(error, endsDocument: true)
        }
    }

    // MARK: Records

    private mutating func listPiece(_ splitter: ListSplitter, path: String) throws(ReportError) -> PlanStep {
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
                throw failure(splitter.cursor.unexpected(expecting: "',' or ']' after an array element"))
            }
        }
        var start = splitter.index
        let firstIndex = splitter.elementIndex
        var stop = splitter.advance(to: start + DocumentPlan.pieceSize, isComplete: window.isComplete)
        while stop == .exhausted {
            // Far past the target with whole elements behind: the piece ends after them rather
            // than keeping them while an element (or whitespace) goes on and on. After only
            // whitespace, the next piece starts at its `,` or `]` once the whitespace is skipped.
            if window.count - start > 2 * DocumentPlan.pieceSize, splitter.cutBack(after: start) {
                stop = .cut
                break
            }
            let shift = try more(keepingFrom: start)
            start -= shift
            splitter.rebase(window.bytes, shift: shift)
            stop = splitter.advance(to: start + DocumentPlan.pieceSize, isComplete: window.isComplete)
        }
        let step = piece(start..<splitter.index, .objects(path: path, firstIndex: firstIndex, isLast: stop != .cut))
        switch stop {
        case .cut:
            state = .list(splitter, path: path)
        case .closed:
            index = splitter.index + 1
            state = path.isEmpty ? .between : .members(isFirst: false)
        case .broken, .exhausted:
            state = .done
        }
        // An empty array yields no piece worth a worker's time, but still goes through one so
        // that `[,]` and `[ ]` are validated in one place.
        return step
    }

    /// The next piece of JSON Lines: whole lines, about `pieceSize` bytes; nil at the end.
    private mutating func linesPiece(from start: Int) throws(ReportError) -> PlanStep? {
        var start = start
        var scan = start + DocumentPlan.pieceSize - 1
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
        state = .lines(next: end)
        return piece(start..<end, .lines)
    }

    /// The piece of the window's bytes in `range`, located.
    private mutating func piece(_ range: Range<Int>, _ layout: DocumentPiece.Layout) -> PlanStep {
        let (line, column) = position.locate(range.lowerBound)
        return .piece(
            DocumentPiece(
                name: name, storage: window.storage, range: range, layout: layout, line: line, column: column))
    }
}
