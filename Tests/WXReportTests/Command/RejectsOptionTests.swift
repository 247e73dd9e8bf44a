import Testing
import WXReport

extension OptionsTests {
    /// `--rejects FILE`: a file path kept as bytes, never standard output (which carries the report).
    @Suite struct RejectsOptionTests {
        @Test(arguments: [
            (["--rejects", "bad.ndjson"], "bad.ndjson"),
            (["--rejects=bad.ndjson"], "bad.ndjson"),
            (["--rejects=-bad.ndjson"], "-bad.ndjson"),
            (["--rejects", "a.ndjson", "--rejects", "b.ndjson"], "b.ndjson"),
        ])
        func takesAFile(arguments: [String], path: String) throws {
            #expect(try OptionParser.parse(arguments, defaultJobs: 1).rejects == SystemPath(path))
        }

        @Test func isOffByDefault() throws {
            #expect(try OptionParser.parse([], defaultJobs: 1).rejects == nil)
        }

        @Test(arguments: [
            (["--rejects", "-"], "'--rejects' needs a file name: standard output carries the report"),
            (["--rejects=-"], "'--rejects' needs a file name: standard output carries the report"),
            (["--rejects"], "option '--rejects' needs a value"),
        ])
        func refuses(arguments: [String], message: String) throws {
            let error = #expect(throws: ReportError.self) { try OptionParser.parse(arguments, defaultJobs: 1) }
            #expect(error?.kind == .usage)
            #expect(error?.message == message)
        }
    }
}
