/// The plan's reading on: more bytes into its window as a value needs them, and the
/// positions of its messages.
extension DocumentPlan {
    /// Reads more into the window, keeping the bytes from `keep` on, and moves every index the
    /// plan holds with them. Returns how far they moved.
    mutating func more(keepingFrom keep: Int) throws(ReportError) -> Int {
        position.advance(to: keep)
        let shift: Int
        do {
            shift = try window.fill(keepingFrom: keep)
        } catch {
            switch error {
            case .input(let problem):
                endedByReadFailure = true
                throw problem
            case .tooLarge:
                // An object kept whole in case it is one record grew past the limit before any
                // `list`: read on without it. Only if it is one record is that an error (`finish`).
                if keep == keepPoint && keep < index {
                    envelope.isWhole = false
                    return try more(keepingFrom: keepPoint)
                }
                let message = DocumentPlan.tooLong + "; the rest of the input was not read"
                throw ReportError(.malformedInput, message, at: position.location(of: keep, in: name))
            }
        }
        index -= shift
        envelope.start -= shift
        position.rebase(window.bytes, shift: shift)
        return shift
    }

    /// Skips whitespace, reading on as needed, up to a byte or the end of the input. What it
    /// skipped is let go before each read, so any amount of whitespace fits.
    mutating func skipWhitespace() throws(ReportError) {
        try readWhole(movingOn: true) { (_, cursor) in cursor.skipWhitespace() }
    }

    /// Reads on until the window holds `count` bytes from `index` on, or all there are.
    mutating func readAhead(_ count: Int) throws(ReportError) {
        while window.count - index < count && !window.isComplete { _ = try more(keepingFrom: keepPoint) }
    }

    /// The first byte the plan may still need: the envelope while it may be one record,
    /// else the next byte to read.
    var keepPoint: Int {
        !envelope.hasList && envelope.isWhole && isInObject ? envelope.start : index
    }

    static let tooLong = "a JSON value too long to hold (over \(ByteWindow.maximumKept >> 20) MiB) in what starts here"

    func failure(_ message: String, at offset: Int) -> ReportError {
        var position = self.position
        return ReportError(.malformedInput, message, at: position.location(of: offset, in: name))
    }

    /// Broken JSON, located.
    func failure(_ syntax: JSONSyntaxError) -> ReportError {
        failure(syntax.message, at: syntax.offset)
    }
}
