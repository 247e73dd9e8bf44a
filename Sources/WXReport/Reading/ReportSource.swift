/// Supplies the documents for one run, one at a time, so memory stays bounded however much
/// input there is. Kept apart from decoding so tests can hand the pipeline documents from memory
/// and a new input kind never touches the transform.
package protocol ReportSource {
    /// The next document, nil when there are no more. A document that cannot be read throws,
    /// and the next call goes on with the one after it: one bad path never hides the others.
    mutating func next() throws(ReportError) -> SourceDocument?
}
