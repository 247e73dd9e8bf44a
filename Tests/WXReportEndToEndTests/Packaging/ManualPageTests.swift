import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The man page (`Sources/wxreport/man/wxreport.1`) against today's `--help`, and through the formatters that will show it.
@Suite struct ManualPageTests {
    /// Where the man page lives: beside the executable's sources, excluded from its target.
    static let path = "Sources/wxreport/man/wxreport.1"
    private let page = (try? packageFile(path)) ?? ""

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
            #expect(documented.contains(spelling), "\(Self.path) does not mention \(spelling)")
        }
    }

    @Test func documentsEveryFieldKey() {
        let documented = Set(words(of: page))
        for column in Column.allCases {
            #expect(documented.contains(column.rawValue), "\(Self.path) does not mention \(column.rawValue)")
        }
    }

    @Test func documentsEveryExitStatusOfHelp() {
        let codes = HelpText.exitCodes
        #expect(codes == ["0", "64", "65", "66", "73", "74"])
        for code in codes {
            #expect(page.contains("\n.B \(code)\n"), "\(Self.path) does not list exit status \(code)")
        }
    }

    /// The REJECTS FILE section names every key of a line the binary writes.
    @Test func documentsEveryKeyOfTheRejectsFile() throws {
        let documented = Set(words(of: page))
        try withTemporaryDirectory { directory in
            try directory.write(#"{"dt":1700000000,"name":"Bad","main":{"temp":"warm"},"weather":[]}"#, to: "a.json")
            let run = try wxreport(
                [directory.file("a.json"), "--rejects", directory.file("rejects.ndjson")], environment: [:])
            #expect(run.status == 0, "\(run.stderr)")
            let line = try #require(try firstLine(directory.file("rejects.ndjson")))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object.count >= 8)
            for key in object.keys {
                #expect(documented.contains(key), "\(Self.path) does not mention the rejects key \(key)")
            }
        }
    }

    /// The first line of a file.
    private func firstLine(_ path: String) throws -> String? {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first.map(String.init)
    }

    @Test func documentsTheSectionsTheREADMEPointsTo() {
        for section in ["FIELD KEYS", "UNITS AND NUMBERS", "FORMATS FOR MACHINES", "INPUT UNITS", "REJECTS FILE"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(Self.path) has no section \(section)")
        }
    }

    @Test func namesTheVersionOfVersionString() {
        #expect(page.contains("\"\(Version.string)\""))
    }

    @Test(.requires(.groff))
    func rendersWithoutGroffWarnings() throws {
        // -P-cbou: plain text, without the overstrikes that mark bold and underline.
        let result = try run(.groff, ["-ww", "-man", "-Tutf8", "-P-cbou", "\(packageRoot)/\(Self.path)"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("EXIT STATUS\n       0      Success"))
    }

    /// mandoc's lint at its strictest (`-W all`: style too), beside groff's.
    @Test(.requires(.mandoc))
    func passesMandocLint() throws {
        let result = try run(.mandoc, ["-T", "lint", "-W", "all", "\(packageRoot)/\(Self.path)"])
        #expect(result.status == 0)
        #expect(result.stdout + result.stderr == "")
    }
}
