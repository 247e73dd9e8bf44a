import Testing
import WXReport
import WXReportTestSupport

/// The man page and completions `make install` installs are what `wxreport --generate` prints
/// from the option table: a change to the table without `make generate` fails here.
@Suite struct GeneratedFilesTests {
    /// Where the source tree keeps each (`make generate` writes them, `make install` copies them).
    static let paths: [GeneratedFile: String] = [
        .man: "Sources/wxreport/man/wxreport.1", .completeBash: "Sources/wxreport/completions/wxreport.bash",
        .completeZsh: "Sources/wxreport/completions/_wxreport",
        .completeFish: "Sources/wxreport/completions/wxreport.fish",
    ]

    @Test(arguments: GeneratedFile.allCases)
    func theKeptCopyIsWhatGeneratePrints(file: GeneratedFile) throws {
        let path = try #require(Self.paths[file])
        let result = try wxreport(["--generate", file.rawValue])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == file.text)
        #expect(try packageFile(path) == result.stdout, "\(path) differs: run make generate")
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let result = try wxreport(["--generate", "complete-tcsh"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "wxreport: invalid value 'complete-tcsh' for '--generate' "
                    + "(expected man, complete-bash, complete-zsh or complete-fish)\n"))
    }

    /// FIELD KEYS has an entry for every field, each field in exactly one, with its title.
    @Test func theManPageDescribesEachFieldOnce() throws {
        let page = GeneratedFile.man.text
        let start = try #require(page.range(of: "\n.SH FIELD KEYS\n"))
        let end = try #require(page.range(of: "\n.SH UNITS AND NUMBERS\n"))
        let lines = page[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let headings = zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map { String($0.1) }
        let keys = headings.flatMap { words(of: $0).filter { $0 != "B" && $0 != "BR" } }
        #expect(Set(keys).count == keys.count, "a field described twice")
        #expect(keys.sorted() == Column.allCases.map(\.rawValue).sorted())
        for column in Column.allCases {
            #expect(page.contains(column.title), "no title for \(column.rawValue)")
        }
    }
}
