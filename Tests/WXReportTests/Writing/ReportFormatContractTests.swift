import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// The checks every format must pass, so a new format gets them by adding itself to `formats`.
    @Suite struct ReportFormatContractTests {
        static let formats: [(String, any ReportFormat)] = [
            ("csv", CSVFormat()), ("csv;", CSVFormat(delimiter: ";")), ("markdown", MarkdownFormat()),
            ("recording", RecordingFormat()),
        ]

        @Test(arguments: formats.map(\.0), [1, 3])
        func putsHeaderFirstKeepsRowOrderAndEndsWithNewline(name: String, jobs: Int) throws {
            let format = try #require(Self.formats.first { $0.0 == name }?.1)
            let rows = (1...50).map { ["c\($0)x", "\($0)"] }
            let text = render(format, columns: [.city, .temp], rows: rows, jobs: jobs)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.contains(name == "recording" ? "city" : "City") == true)
            let order = lines.compactMap { line in rows.firstIndex { line.contains($0[0]) } }
            #expect(order == Array(0..<50))
            #expect(text.hasSuffix("\n"))
            #expect(!text.hasSuffix("\n\n"))
        }
    }
}
