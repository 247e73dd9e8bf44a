import Foundation
import Testing
import WXReportTestSupport

/// The documentation shows what its commands print: every code block of the README or of a DocC
/// article (`Documentation.files`) that starts with `$ wxreport …` is run on the bundled samples
/// and its output compared with the lines the block shows. A block may leave lines out with a
/// line `…`: the lines shown must then be the output's lines in order, the first one first. The
/// no-break spaces CLDR puts between a number and its unit (U+00A0, U+202F) read as spaces in
/// the documents and are compared as spaces. The documents' other commands run too, where their
/// inputs ship with the repository (`commands`): they must succeed.
@Suite struct DocumentedExamplesTests {
    struct Example: CustomTestStringConvertible {
        var document: String
        var arguments: [String]
        var shown: [String]
        var testDescription: String { "\(document): wxreport " + arguments.joined(separator: " ") }
        var command: String { "wxreport " + arguments.joined(separator: " ") }
    }

    /// The text of each document whose examples run: the README and every article of the catalog.
    static let documents: [(path: String, text: String)] = Documentation.files.compactMap { path in
        (try? packageFile(path)).map { (path, $0) }
    }

    static let examples: [Example] = documents.flatMap { document in
        var examples: [Example] = []
        var current: Example?
        for line in document.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let example = current { examples.append(example) }
                current = nil
            } else if line.hasPrefix("$ wxreport ") {
                let arguments = line.dropFirst(11).split(separator: " ").map(String.init)
                current = Example(document: document.path, arguments: arguments, shown: [])
            } else if current != nil {
                current?.shown.append(String(line))
            }
        }
        return examples
    }

    @Test func theDocumentsShowTheExamplesThisTestRuns() {
        func commands(in document: String) -> [String] {
            Self.examples.filter { $0.document == document }.map(\.command)
        }
        #expect(
            commands(in: "README.md").contains(
                "wxreport Samples/current-gent.json --locale nl-BE --fields city,time,conditions,temp,wind"))
        #expect(
            commands(in: Documentation.catalog + "/MachineOutput.md").contains(
                "wxreport --format ndjson --units metric --locale nl-BE Samples/current-gent.json"))
        #expect(
            commands(in: Documentation.catalog + "/SummaryAndSort.md").contains(
                "wxreport --summary --locale nl-BE Samples/*.json"))
        #expect(Self.examples.count >= 3)
    }

    @Test(arguments: examples)
    func printsWhatTheDocumentShows(_ example: Example) throws {
        let run = try wxreport(example.arguments.flatMap(Self.expanded), environment: [:], directory: packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let output = run.stdout.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(
            of: "\u{202F}", with: " "
        )
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let shown = example.shown.filter { $0 != "…" }
        if shown.count == example.shown.count {
            #expect(output == shown)
        } else {
            #expect(output.first == shown.first)
            var rest = output[...]
            for line in shown {
                guard let found = rest.firstIndex(of: line) else {
                    Issue.record("not in the output, in this order: \(line)")
                    break
                }
                rest = rest[(found + 1)...]
            }
        }
    }

    /// Every other command in the documents' code blocks (`wxreport …` without `$`, a `\`
    /// joining lines, `# …` comments dropped) whose inputs ship with the repository: each runs on
    /// them and succeeds. Its `-o` goes to a temporary folder. Commands on paths of another
    /// machine (`data/`, `/srv/…`) or with a placeholder (`…`, `[options]`) cannot run here.
    static let commands: [(document: String, arguments: [String])] = documents.flatMap { document in
        var commands: [(document: String, arguments: [String])] = []
        var inBlock = false
        var pending = ""
        for line in document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            let text = (line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? "")
                .trimmingCharacters(in: .whitespaces)
            if pending.isEmpty && !text.hasPrefix("wxreport ") { continue }
            pending += text
            if pending.hasSuffix("\\") {
                pending = String(pending.dropLast()) + " "
                continue
            }
            let words = pending.split(separator: " ").map(String.init)
            pending = ""
            // Input paths, not the names `-o` writes: each must ship here.
            let inputs = words.indices.dropFirst().filter { words[$0 - 1] != "-o" }.map { words[$0] }
            let runnable =
                !words.contains { $0.contains("…") || $0.hasPrefix("[") || $0.hasPrefix("$") }
                && inputs.allSatisfy { word in
                    let isPath =
                        word.contains("/") || [".json", ".gz", ".jsonl", ".ndjson"].contains { word.hasSuffix($0) }
                    return !isPath || word.hasPrefix("Samples/")
                }
            if runnable { commands.append((document.path, Array(words.dropFirst()))) }
        }
        return commands
    }

    @Test func everyCommandWithShippedInputsSucceeds() throws {
        #expect(Self.commands.filter { $0.document == "README.md" }.count >= 5, "\(Self.commands)")
        #expect(Self.commands.contains { $0.document.hasPrefix(Documentation.catalog) }, "\(Self.commands)")
        try withTemporaryDirectory { folder in
            for (document, arguments) in Self.commands {
                var arguments = arguments.flatMap(Self.expanded)
                if let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count {
                    arguments[output + 1] = folder.file(arguments[output + 1])
                }
                let run = try wxreport(arguments, environment: [:], directory: packageRoot)
                #expect(run.status == 0, "\(document): wxreport \(arguments.joined(separator: " ")): \(run.stderr)")
            }
        }
    }

    /// `Samples/*.json` as a shell expands it (in the package root, names in byte order).
    static func expanded(_ argument: String) -> [String] {
        guard let star = argument.firstIndex(of: "*") else { return [argument] }
        let folder = String(argument[..<star]).split(separator: "/").joined(separator: "/")
        let suffix = String(argument[argument.index(after: star)...])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(packageRoot)/\(folder)")) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted { Array($0.utf8).lexicographicallyCompares(Array($1.utf8)) }
            .map { "\(folder)/\($0)" }
    }
}

extension Array where Element == UInt8 {
    fileprivate func lexicographicallyCompares(_ other: [UInt8]) -> Bool { lexicographicallyPrecedes(other) }
}
