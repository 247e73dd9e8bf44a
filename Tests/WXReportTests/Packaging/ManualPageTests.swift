import Foundation
import Testing
import WXReport

/// docs/wxreport.1 against today's `--help`, and through the formatters that will show it.
@Suite struct ManualPageTests {
    static let groff = Tool.groff.path
    static let mandoc = Tool.mandoc.path
    private let page = (try? packageFile("docs/wxreport.1")) ?? ""

    @Test func readsTheOptionsFromHelp() {
        let spellings = HelpText.optionSpellings
        #expect(spellings.count >= 18)
        for spelling in ["--locale", "-f", "--format", "--no-progress", "-V", "--version"] {
            #expect(spellings.contains(spelling), "the help parser missed \(spelling)")
        }
    }

    @Test func documentsEveryOptionOfHelp() {
        let documented = Set(words(of: page))
        for spelling in HelpText.optionSpellings {
            #expect(documented.contains(spelling), "docs/wxreport.1 does not mention \(spelling)")
        }
    }

    @Test func documentsEveryFieldKey() {
        let documented = Set(words(of: page))
        for column in Column.allCases {
            #expect(documented.contains(column.rawValue), "docs/wxreport.1 does not mention \(column.rawValue)")
        }
    }

    @Test func documentsEveryExitStatusOfHelp() {
        let codes = HelpText.exitCodes
        #expect(codes == ["0", "64", "65", "66", "73", "74"])
        for code in codes {
            #expect(page.contains("\n.B \(code)\n"), "docs/wxreport.1 does not list exit status \(code)")
        }
    }

    @Test func namesTheVersionOfVersionString() {
        #expect(page.contains("\"\(Version.string)\""))
    }

    @Test(.requires(.groff))
    func rendersWithoutGroffWarnings() throws {
        let groff = try #require(Self.groff)
        // -P-cbou: plain text, without the overstrikes that mark bold and underline.
        let run = try runProcess(groff, ["-ww", "-man", "-Tutf8", "-P-cbou", "\(packageRoot)/docs/wxreport.1"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("EXIT STATUS\n       0      Success"))
    }

    @Test(.requires(.mandoc))
    func passesMandocLint() throws {
        let mandoc = try #require(Self.mandoc)
        let run = try runProcess(mandoc, ["-T", "lint", "-W", "all", "\(packageRoot)/docs/wxreport.1"])
        #expect(run.status == 0)
        #expect(run.stdout + run.stderr == "")
    }
}
