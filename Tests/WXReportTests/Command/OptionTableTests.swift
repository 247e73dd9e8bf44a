import Testing
import WXReport

extension OptionsTests {
    /// The option table (`Option.all`) that the parser, `--help`, the man page and the
    /// completions are made from.
    @Suite struct OptionTableTests {
        @Test func namesAreUnique() {
            let longs = Option.all.map(\.long)
            let shorts = Option.all.compactMap(\.short)
            #expect(Set(longs).count == longs.count)
            #expect(Set(shorts).count == shorts.count)
            #expect(longs.count == 25)  // the 24 options of before the table, and --generate
        }

        /// A flag offers nothing; an option completed by choice has some; every option has its texts.
        @Test func eachEntryIsComplete() {
            for option in Option.all {
                if option.value == nil {
                    #expect(option.completion == .none && option.choices.isEmpty, "--\(option.long)")
                }
                if option.completion == .choice {
                    #expect(!option.choices.isEmpty, "--\(option.long)")
                }
                #expect(!option.brief.isEmpty && !option.help.isEmpty && !option.manual.isEmpty, "--\(option.long)")
            }
        }

        /// The choices offered for a fixed set are exactly the values the parser takes.
        @Test func fixedChoicesAreTheAcceptedValues() {
            let choices = { (long: String) in Option.all.first { $0.long == long }?.choices.map(\.value) }
            #expect(choices("format") == OutputFormat.allCases.map(\.rawValue))
            #expect(choices("units") == ["metric", "imperial"])
            #expect(choices("input-units") == InputUnitsSetting.allCases.map(\.rawValue))
            #expect(choices("header") == ["titles", "keys"])
            #expect(choices("generate") == ["man", "complete-bash", "complete-zsh", "complete-fish"])
        }

        @Test(arguments: GeneratedFile.allCases)
        func generateTakesEachKind(file: GeneratedFile) throws {
            #expect(try OptionParser.parse(["--generate", file.rawValue], defaultJobs: 1).generate == file)
            #expect(try OptionParser.parse(["--generate=\(file.rawValue)"], defaultJobs: 1).generate == file)
        }

        /// Only the options that print something else than a report stop zsh completing.
        @Test func theOptionsThatExitAreTheInformationalOnes() {
            #expect(Option.all.filter(\.exits).map(\.long) == ["schema", "generate", "help", "version"])
        }

        /// `--format`'s help, default and man text are made from `OutputFormat`'s table, so each
        /// format and each ending it is chosen by appears once, in the table's order.
        @Test func formatTextsComeFromTheFormatTable() throws {
            let format = try #require(Option.all.first { $0.long == "format" })
            #expect(
                format.help
                    == "csv, markdown, json (one array), ndjson (one object per line) or html (a page with charts)")
            #expect(
                format.byDefault
                    == "from the output file's ending: .md/.markdown, .json, .ndjson/.jsonl, .html/.htm; else csv")
            #expect(format.manual.contains(#"\fBndjson\fR for \fB.ndjson\fR or \fB.jsonl\fR,"#))
            #expect(
                format.choices.map(\.meaning) == ["", "", "one array", "one object per line", "a page with charts"])
            let chosen = [
                "r.MD", "r.markdown", "r.json", "r.NDJSON", "r.jsonl", "r.htm", "r.html", "r.csv", "r.tsv", "",
            ]
            #expect(
                chosen.map(OutputFormat.chosen(byName:))
                    == [.markdown, .markdown, .json, .ndjson, .ndjson, .html, .html, .csv, .csv, .csv])
        }
    }
}
