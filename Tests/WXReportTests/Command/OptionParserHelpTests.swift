import Testing
import WXReport
import WXReportTestSupport

extension OptionsTests {
    @Suite struct OptionParserHelpTests {
        private let lines = OptionParser.helpText.split(separator: "\n", omittingEmptySubsequences: false)

        @Test func fitsEightyColumns() {
            for line in lines {
                #expect(line.count <= 80, "\(line.count) columns: \(line)")
                #expect(!line.contains("\t"), "tab in: \(line)")
                #expect(line.last != " ", "trailing space in: \(line)")
            }
        }

        /// Every option of the table with its spellings, value and default, in its category.
        @Test func listsEveryOptionWithItsDefault() {
            let flowing = OptionParser.helpText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for option in Option.all {
                let synopsis = option.spellings.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
                #expect(
                    lines.contains { $0.hasPrefix("  \(synopsis) ") || $0 == "  \(synopsis)" }, "missing \(synopsis)")
                if let byDefault = option.byDefault {
                    #expect(flowing.contains("(default: \(byDefault))"), "missing the default of --\(option.long)")
                }
            }
            for text in [
                "(default: from LC_ALL, LC_MESSAGES or LANG, else en-US)", "(default: number of cores)",
                "(default: ',', or ';' when the locale's decimal separator is a comma)", "(default: auto)",
                "(default: the locale's own preference)", "(default: standard output)",
                "(default: when standard error is a terminal the report is not written to)",
                "(default: the first 19 keys below, city to sunset)",
            ] {
                #expect(flowing.contains(text), "missing \(text)")
            }
        }

        @Test func groupsTheOptionsByCategory() {
            let headings = lines.filter { $0.hasSuffix(" options:") }
            #expect(headings == ["report options:", "output options:", "input options:", "other options:"])
        }

        @Test func listsEveryFieldKeyInDefaultOrder() throws {
            let start = try #require(lines.firstIndex(of: "field keys:"))
            let end = try #require(lines[start...].firstIndex(of: ""))
            let keys = lines[(start + 1)..<end]
                .flatMap { $0.split(separator: ",") }
                .map { $0.split(separator: " ").joined() }
            #expect(keys == Column.allCases.map(\.rawValue))
        }

        @Test func listsEveryExitCode() {
            for code in ["0", "64", "65", "66", "73", "74"] {
                #expect(lines.contains { $0.hasPrefix("  \(code) ") }, "missing exit status \(code)")
            }
        }

        @Test func showsTheUsageLineAndVersion() {
            #expect(OptionParser.helpText.contains("usage: wxreport [options] [file ...]\n"))
            #expect(OptionParser.helpText.hasPrefix(Version.string))
            #expect(!OptionParser.helpText.hasSuffix("\n"))
            #expect(OptionParser.usageLine == "usage: wxreport [options] [file ...]\ntry 'wxreport --help'")
        }

        @Test func givesCronAndMakefileExamples() {
            #expect(OptionParser.helpText.contains("crontab"))
            #expect(OptionParser.helpText.contains("Makefile"))
        }
    }
}
