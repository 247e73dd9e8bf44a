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

        @Test func listsEveryOption() {
            for option in Option.allCases {
                #expect(OptionParser.helpText.contains("--\(option.longName)"), "missing --\(option.longName)")
                if let short = option.shortName {
                    #expect(OptionParser.helpText.contains("-\(short), --\(option.longName)"), "missing -\(short)")
                }
            }
            for name in [
                "--locale", "--format", "-o, --output", "--fields", "--input-units", "--units", "--delimiter",
                "--jobs", "--strict", "--progress", "--no-progress", "--help", "--version",
            ] {
                #expect(OptionParser.helpText.contains(name), "missing \(name)")
            }
        }

        @Test func statesTheDefaults() {
            for text in [
                "LC_ALL, LC_MESSAGES or LANG, else en-US", "(default: number of cores)",
                "(default: ',', or ';' when the locale's decimal", "(default: auto)",
                "(default: the locale's own preference)", "(default: standard output)",
                "error is a terminal the report is not written to)", "(default: the first 19",
            ] {
                #expect(OptionParser.helpText.contains(text), "missing \(text)")
            }
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
