import Testing

@testable import WXReport

extension Writing {
    /// The checks every sink must pass, so a new format gets them by adding itself to `sinks`.
    @Suite struct ReportSinkContractTests {
        static let sinks: [(String, any ReportSink & Sendable)] = [
            ("csv", CSVSink()), ("csv;", CSVSink(delimiter: ";")), ("markdown", MarkdownSink()),
        ]

        @Test(arguments: sinks.map(\.0))
        func putsHeaderFirstKeepsRowOrderAndEndsWithNewline(name: String) throws {
            let sink = try #require(Self.sinks.first { $0.0 == name }?.1)
            let rows = (1...50).map { ReportRow(cells: ["c\($0)x", "\($0)"]) }
            let text = render(sink, columns: [.city, .temp], batches: [Array(rows[..<17]), Array(rows[17...])])
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.contains("City") == true)
            let order = lines.compactMap { line in rows.firstIndex { line.contains($0.cells[0]) } }
            #expect(order == Array(0..<50))
            #expect(text.hasSuffix("\n"))
            #expect(!text.hasSuffix("\n\n"))
        }
    }
}
