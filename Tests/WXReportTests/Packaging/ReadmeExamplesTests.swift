import Foundation
import Testing

/// The README shows what its commands print: every code block that starts with `$ wxreport …`
/// is run on the bundled samples and its output compared with the lines the block shows. A
/// block may leave lines out with a line `…`: the lines shown must then be the output's lines
/// in order, the first one first. The no-break spaces CLDR puts between a number and its unit
/// (U+00A0, U+202F) read as spaces in the README and are compared as spaces. Blocks without a `$` line (output fragments, recipes with
/// paths of another machine) are not run.
@Suite struct ReadmeExamplesTests {
    struct Example: CustomTestStringConvertible {
        var arguments: [String]
        var shown: [String]
        var testDescription: String { "wxreport " + arguments.joined(separator: " ") }
    }

    static let examples: [Example] = {
        guard let readme = try? String(contentsOfFile: "\(packageRoot)/README.md", encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var current: Example?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let example = current { examples.append(example) }
                current = nil
            } else if line.hasPrefix("$ wxreport ") {
                current = Example(arguments: line.dropFirst(11).split(separator: " ").map(String.init), shown: [])
            } else if current != nil {
                current?.shown.append(String(line))
            }
        }
        return examples
    }()

    @Test func theREADMEShowsTheExamplesThisTestRuns() {
        let commands = Self.examples.map(\.testDescription)
        #expect(
            commands.contains(
                "wxreport Samples/current-gent.json --locale nl-BE --fields city,time,conditions,temp,wind"))
        #expect(commands.contains("wxreport --format ndjson --units metric --locale nl-BE Samples/current-gent.json"))
        #expect(commands.count >= 3)
    }

    @Test(arguments: examples)
    func printsWhatTheREADMEShows(_ example: Example) throws {
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
