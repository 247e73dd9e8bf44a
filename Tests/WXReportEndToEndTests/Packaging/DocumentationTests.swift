import Foundation
import Testing
import WXReportTestSupport

/// The README stays a page a newcomer reads in two minutes and points at the rest; the rest is
/// where the README says, and no link leads nowhere or out of the repository.
@Suite struct DocumentationTests {
    private let readme = (try? packageFile("README.md")) ?? ""

    @Test func theREADMEStaysUnder15000Bytes() {
        #expect(!readme.isEmpty)
        #expect(readme.utf8.count <= 15_000, "README.md is \(readme.utf8.count) bytes")
    }

    /// The sections a newcomer looks for, `## Safety` among them (other branches add to it).
    @Test func theREADMEHasItsSections() {
        let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
        for heading in ["## Install", "## Usage", "## Formats", "## Locales", "## Inputs", "## Exit status"] {
            #expect(headings.contains(heading), "README.md has no \(heading)")
        }
        #expect(headings.contains("## Documentation"))
        #expect(headings.contains("## Safety"))
        #expect(readme.contains("man wxreport"))
        #expect(readme.contains(Documentation.catalog))
        #expect(readme.contains("make report") && readme.contains("make test"))
    }

    /// The README's short exit status table names exactly the statuses the man page describes.
    @Test func theREADMEListsTheExitStatusesOfTheManualPage() throws {
        let page = try packageFile(ManualPageTests.path)
        let section = try #require(page.components(separatedBy: ".SH EXIT STATUS\n").dropFirst().first)
        let body = section.components(separatedBy: "\n.SH ")[0]
        // Each status is a tagged paragraph: `.TP`, then `.B 64`.
        let documented = body.components(separatedBy: ".TP\n.B ").dropFirst().map { String($0.prefix { $0 != "\n" }) }
        let listed = readme.split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return cells.first.flatMap { Int($0) }.map(String.init)
        }
        #expect(documented.count >= 7)
        #expect(listed == documented)
    }

    /// Every Markdown link to a file of the package names one that exists, inside the package.
    @Test(arguments: Documentation.markdownFiles)
    func everyLinkToAFileResolves(_ document: String) throws {
        let text = try packageFile(document)
        let folder = URL(fileURLWithPath: "\(packageRoot)/\(document)").deletingLastPathComponent()
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        #expect(!text.contains("../shared"), "\(document) links outside the repository")
        for target in Self.linkTargets(in: text) {
            let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard !path.isEmpty, !path.contains("://"), !path.hasPrefix("mailto:"), !path.hasPrefix("doc:") else {
                continue
            }
            let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
            #expect(resolved.hasPrefix(root + "/"), "\(document): \(target) leaves the package")
            #expect(FileManager.default.fileExists(atPath: resolved), "\(document): \(target) does not exist")
        }
    }

    /// The catalog's landing page is the module's, and lists every article; every `<doc:…>`
    /// link names an article of the catalog.
    @Test func theCatalogListsEveryArticle() throws {
        let landing = try packageFile("\(Documentation.catalog)/WXReport.md")
        #expect(landing.hasPrefix("# ``WXReport``\n"))
        let names = Documentation.articles.map {
            URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
        }
        #expect(names.count >= 5)
        for name in names where name != "WXReport" {
            #expect(landing.contains("- <doc:\(name)>"), "WXReport.md does not list \(name)")
        }
        for article in Documentation.articles {
            let text = try packageFile(article)
            for link in text.components(separatedBy: "<doc:").dropFirst() {
                let name = String(link.prefix { $0 != ">" && $0 != "#" })
                #expect(names.contains(name), "\(article): <doc:\(name)> names no article")
            }
        }
    }

    /// The targets of `[text](target)` links, image links included.
    static func linkTargets(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().compactMap { rest in
            rest.firstIndex(of: ")").map { String(rest[..<$0]) }
        }
    }
}
