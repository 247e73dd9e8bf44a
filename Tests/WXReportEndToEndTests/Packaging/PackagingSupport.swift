import Foundation
import WXReport
import WXReportTestSupport

/// What the man page and completion tests compare against: today's `--help`, read the way a
/// user reads it, so an option added to the help and to nothing else fails them.
enum HelpText {
    /// Every spelling of every option in `--help`'s "… options:" sections: `--locale`, `-f`, `--format`…
    static var optionSpellings: [String] {
        let lines = OptionParser.helpText.split(separator: "\n", omittingEmptySubsequences: false)
        var spellings: [String] = []
        var inOptions = false
        for line in lines {
            if line.hasSuffix(" options:") || line.isEmpty { inOptions = line.hasSuffix(" options:") }
            // An option line starts with two spaces and a dash; continuation lines are indented further.
            guard inOptions, line.hasPrefix("  -") else { continue }
            let synopsis = line.dropFirst(2).components(separatedBy: "  ")[0]
            for spelling in synopsis.components(separatedBy: ", ") {
                spellings.append(String(spelling.split(separator: " ")[0]))
            }
        }
        return spellings
    }

    /// The exit codes `--help` lists under "exit status:".
    static var exitCodes: [String] {
        let lines = OptionParser.helpText.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "exit status:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }
}

/// A file of the package as text.
func packageFile(_ relativePath: String) throws -> String {
    try String(contentsOfFile: "\(packageRoot)/\(relativePath)", encoding: .utf8)
}

/// The words of a source text: runs of letters, digits, `_` and `-`, after roff's `\-` and font
/// escapes (`\fB`, `\fI`, `\fP`, `\fR`) are undone, so `\-\-format` counts as `--format`.
func words(of text: String) -> [String] {
    var plain = text.replacingOccurrences(of: "\\-", with: "-")
    for escape in ["\\fB", "\\fI", "\\fP", "\\fR"] {
        plain = plain.replacingOccurrences(of: escape, with: " ")
    }
    return plain.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
}

/// Where the documentation lives: the README for a newcomer, the man page for reference, the
/// DocC catalog for guides and design notes.
enum Documentation {
    /// The DocC catalog of the library, relative to the package root.
    static let catalog = "Sources/WXReport/WXReport.docc"

    /// The catalog's articles, sorted, relative to the package root.
    static var articles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(packageRoot)/\(catalog)")) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }

    /// The README and the catalog's articles: the documents whose examples the tests run.
    static var files: [String] { ["README.md"] + articles }

    /// Every Markdown document of the package a reader may open, for the link checks.
    static var markdownFiles: [String] {
        files + ["Samples/README.md", "Samples/spark/README.md", "Tests/bench/README.md"]
    }
}
