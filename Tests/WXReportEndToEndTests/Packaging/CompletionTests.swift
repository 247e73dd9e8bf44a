import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The bash, zsh and fish completions against today's `--help` and `Column`, and, where the
/// shell is installed, asked for completions the way the shell asks.
@Suite struct CompletionTests {
    /// Where the completions live: beside the executable's sources, excluded from its target.
    static let folder = "Sources/wxreport/completions"
    static let files = ["wxreport.bash", "_wxreport", "wxreport.fish"].map { "\(folder)/\($0)" }

    @Test(arguments: files)
    func completesEveryOptionOfHelp(file: String) throws {
        let tokens = words(of: try packageFile(file))
        let known = Set(tokens)
        // fish spells options as `-s f` and `-l format`.
        let fishSpellings = Set(zip(tokens, tokens.dropFirst()).map { "\($0) \($1)" })
        for spelling in HelpText.optionSpellings {
            if file.hasSuffix(".fish") {
                let flag = spelling.hasPrefix("--") ? "-l \(spelling.dropFirst(2))" : "-s \(spelling.dropFirst())"
                #expect(fishSpellings.contains(flag), "\(file) does not complete \(spelling)")
            } else {
                #expect(known.contains(spelling), "\(file) does not complete \(spelling)")
            }
        }
    }

    @Test(arguments: files)
    func completesEveryFieldKeyFormatAndUnit(file: String) throws {
        let known = Set(words(of: try packageFile(file)))
        let values = Column.allCases.map(\.rawValue) + ["csv", "markdown", "standard", "metric", "imperial", "tab"]
        for value in values {
            #expect(known.contains(value), "\(file) does not offer \(value)")
        }
    }

    @Test(arguments: files)
    func offersTheSameLocalesAndOnlyOnesTheToolAccepts(file: String) throws {
        let locales = Self.locales(in: try packageFile(file))
        #expect(locales == Self.locales(in: try packageFile(Self.files[0])))
        #expect(locales.count >= 50)
        for locale in locales {
            #expect(throws: Never.self, "\(file) offers \(locale)") { try ReportLocale(locale) }
        }
    }

    @Test(.requires(.bash))
    func bashCompletesOptionsValuesAndInputs() throws {
        try withTemporaryDirectory { directory in
            try expectBashCompletes(in: directory.path)
        }
    }

    private func expectBashCompletes(in folder: String) throws {
        for name in ["a.json", "b.ndjson", "c.json.gz", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data()))
        }
        try FileManager.default.createDirectory(atPath: "\(folder)/sub", withIntermediateDirectories: false)
        let cases: [(line: [String], expected: String)] = [
            (["--fo"], "--format"),
            (["--no"], "--no-formula-guard --no-header --no-progress"),
            (["--fields", "city,te"], "city,temp city,temp_min city,temp_max city,temp_mean"),
            (["--fields", "temp,time,te"], "temp,time,temp_min temp,time,temp_max temp,time,temp_mean"),
            (["--locale", "nl-"], "nl-BE nl-NL"),
            (["--locale", "=", "de-A"], "de-AT"),
            (["-f", ""], "csv markdown json ndjson html"),
            (["--header", ""], "titles keys"),
            (["--sort", "city,te"], "city,temp city,temp_min city,temp_max city,temp_mean"),
            (["--sort", "city,-te"], "city,-temp city,-temp_min city,-temp_max city,-temp_mean"),
            (["--sort", "-temp,-cit"], "-temp,-city"),
            (["--input-units", ""], "auto standard metric imperial"),
            (["--units", "i"], "imperial"),
            (["--delimiter", ""], "tab , \\;"),
            (["\(folder)/"], "\(folder)/a.json \(folder)/b.ndjson \(folder)/c.json.gz \(folder)/sub"),
        ]
        for (line, expected) in cases {
            let words = (["wxreport"] + line).map { "'\($0)'" }.joined(separator: " ")
            let script = """
                source '\(packageRoot)/\(Self.folder)/wxreport.bash'
                COMP_WORDS=(\(words)); COMP_CWORD=\(line.count); _wxreport
                printf '%s\\n' "${COMPREPLY[*]}"
                """
            let result = try run(.bash, ["--norc", "-c", script])
            let reply = result.stdout.trimmingCharacters(in: .newlines)
            #expect(reply.split(separator: " ").sorted() == expected.split(separator: " ").sorted(), "\(line)")
            #expect(result.stderr == "")
        }
    }

    @Test(.requires(.fish))
    func fishCompletesOptionsValuesAndInputs() throws {
        let script = """
            source '\(packageRoot)/\(Self.folder)/wxreport.fish'
            for line in 'wxreport --fo' 'wxreport --fields city,te' 'wxreport --locale nl-' 'wxreport -f '
                complete -C "$line" | string replace -r '\\t.*' '' | string join ' '
            end
            """
        let result = try run(.fish, ["--no-config", "-c", script])
        #expect(
            result.stdout
                == "--format\ncity,temp city,temp_max city,temp_mean city,temp_min\nnl-BE nl-NL\ncsv html json markdown ndjson\n"
        )
        #expect(result.stderr == "")
    }

    @Test(.requires(.zsh))
    func zshParsesTheCompletion() throws {
        let result = try run(.zsh, ["-n", "\(packageRoot)/\(Self.folder)/_wxreport"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    /// The words that look like a language-REGION tag, in order.
    private static func locales(in text: String) -> [String] {
        words(of: text).filter { word in
            let parts = word.split(separator: "-", omittingEmptySubsequences: false)
            return parts.count == 2 && parts[0].count == 2 && parts[0].allSatisfy(\.isLowercase)
                && parts[1].count == 2 && parts[1].allSatisfy(\.isUppercase)
        }
    }
}
