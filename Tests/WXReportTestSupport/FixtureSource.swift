import WXReport

/// An in-memory `ReportSource`: the documents a test hands the pipeline instead of files.
/// A `nil` text stands for a file that cannot be opened.
package struct FixtureSource: ReportSource {
    private var documents: [(name: String, text: String?)]
    private let listed: Bool
    private var index = 0

    /// `listed`: each document states its size, as a listed regular file does, so the pipeline
    /// hands a small one to a worker whole (`ReportPipeline.wholeDocumentBytes`), the path of
    /// 2000 one-city files; otherwise it plans every document itself and hands out its pieces.
    package init(_ documents: [(name: String, text: String?)], listed: Bool = false) {
        self.documents = documents
        self.listed = listed
    }

    package mutating func next() throws(ReportError) -> SourceDocument? {
        guard index < documents.count else { return nil }
        defer { index += 1 }
        let (name, text) = documents[index]
        guard let text else { throw ReportError(.unreadableInput, "cannot open '\(name)': No such file or directory") }
        let bytes = Array(text.utf8)
        return SourceDocument(name: name, reader: MemoryReader(bytes), sizeHint: listed ? bytes.count : nil)
    }
}

/// Records every record a document yields and every error, through the real planner and
/// piece decoder, as the pipeline would but on one thread.
package func decodeAll(_ text: String, name: String = "t.json") -> (records: [WeatherRecord], errors: [String]) {
    decodeAll(SourceDocument(name: name, text: text))
}

package func decodeAll(_ document: SourceDocument) -> (records: [WeatherRecord], errors: [String]) {
    var records: [WeatherRecord] = []
    var errors: [String] = []
    var plan = DocumentPlan(document)
    var ended = false
    while let step = plan.next(), !ended {
        switch step {
        case .piece(let piece):
            var decoder = PieceDecoder(piece)
            let outcome = decoder.decode { records.append($0) }
            errors += outcome.errors.map(\.description)
            ended = outcome.endsDocument
        case .failure(let error, let endsDocument):
            errors.append(error.description)
            ended = endsDocument
        }
    }
    return (records, errors)
}
