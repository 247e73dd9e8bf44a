import Testing
import WXReport

/// An argument as `argv` holds it: UTF-8 text, then raw bytes.
private func raw(_ text: String, _ bytes: UInt8...) -> SystemPath {
    SystemPath(bytes: Array(text.utf8) + bytes)
}

extension OptionsTests {
    /// File names and `-o` keep the bytes of `argv`; rules that span several options.
    @Suite struct OptionParserBytesTests {
        @Test func fileOperandsKeepBytesThatAreNotUTF8() throws {
            let options = try OptionParser.parse(argv: [raw("bad", 0xFF, 0x2E), "--", raw("-x", 0xFE)], defaultJobs: 1)
            #expect(options.inputs == [raw("bad", 0xFF, 0x2E), raw("-x", 0xFE)])
        }

        @Test(arguments: [
            [raw("-o"), raw("out", 0xFF)],
            [raw("-oout", 0xFF)],
            [raw("--output"), raw("out", 0xFF)],
            [raw("--output=out", 0xFF)],
        ])
        func theOutputKeepsBytesThatAreNotUTF8(arguments: [SystemPath]) throws {
            #expect(try OptionParser.parse(argv: arguments, defaultJobs: 1).output == raw("out", 0xFF))
        }

        @Test func anOutputNamedDashIsStandardOutput() throws {
            #expect(try OptionParser.parse(argv: ["-o", "-"], defaultJobs: 1).output == nil)
            #expect(try OptionParser.parse(argv: ["--output=-"], defaultJobs: 1).output == nil)
        }

        @Test(arguments: [
            ["--format", "markdown", "--delimiter", ";"],
            ["--delimiter", ";", "-f", "markdown"],
            ["--delimiter=tab", "-o", "weather.md"],
            ["-o", "REPORT.MARKDOWN", "--delimiter", ","],
        ])
        func aDelimiterWithMarkdownIsAUsageError(arguments: [String]) {
            let error = #expect(throws: ReportError.self) { try OptionParser.parse(arguments, defaultJobs: 1) }
            #expect(error?.kind == .usage)
            #expect(error?.message == "option '--delimiter' applies only to CSV output, not to Markdown")
        }

        /// Every format but CSV refuses `--delimiter`, by name, however the format was chosen.
        @Test(arguments: [
            (["--format", "json"], "JSON"), (["-o", "w.json"], "JSON"), (["-f", "ndjson"], "NDJSON"),
            (["-o", "w.jsonl"], "NDJSON"), (["--format=markdown"], "Markdown"), (["-f", "html"], "HTML"),
            (["-o", "w.htm"], "HTML"),
        ])
        func aDelimiterOutsideCSVIsAUsageError(format: [String], name: String) {
            let error = #expect(throws: ReportError.self) {
                try OptionParser.parse(format + ["--delimiter", ";"], defaultJobs: 1)
            }
            #expect(error?.exitCode == 64)
            #expect(error?.message == "option '--delimiter' applies only to CSV output, not to \(name)")
        }

        @Test func aDelimiterWithCSVIsFineWhateverTheOutputName() throws {
            let options = try OptionParser.parse(
                ["-o", "weather.md", "--format", "csv", "--delimiter", ";"], defaultJobs: 1)
            #expect(options.delimiter == ";")
            #expect(options.resolvedFormat == .csv)
        }
    }
}
