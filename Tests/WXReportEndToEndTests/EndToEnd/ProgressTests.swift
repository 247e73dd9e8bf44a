import Foundation
import Testing
import WXReportTestSupport

/// When the progress line appears, run on a real terminal: `script` (util-linux) gives the
/// binary a pseudo-terminal and prints everything written to it.
@Suite(.serialized, .requires(.script))
struct ProgressTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"
    /// What one input of one row draws, then clears.
    let progress = "\rwxreport: 1 input read, 1 row written\u{1B}[K\r\u{1B}[K"

    /// What the terminal received while `command` ran on it, with the binary as `$wx`; the
    /// terminal turns each `\n` into `\r\n`.
    private func onTerminal(_ command: String) throws -> String {
        try withTemporaryDirectory { folder in
            let line = "cd '\(folder.path)' && wx='\(binaryPath)' && \(command)"
            return try run(.script, ["-qec", line, "/dev/null"]).stdout
        }
    }

    @Test func noProgressWhenTheReportGoesToTheSameTerminal() throws {
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city") == "City\r\nGent\r\n")
    }

    @Test func progressWhenTheReportGoesElsewhere() throws {
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city > out.csv") == progress)
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city | cat > /dev/null") == progress)
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city -o out.csv") == progress)
    }

    @Test func progressOnlyOnATerminalUnlessAskedFor() throws {
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city -o out.csv 2> /dev/null") == "")
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city --progress") == progress + "City\r\nGent\r\n")
        #expect(try onTerminal("\"$wx\" '\(gent)' --fields city -o out.csv --no-progress") == "")
    }

    /// A message clears the progress line first, so it starts at the left margin.
    @Test func messagesStartOnACleanLine() throws {
        let printed = try onTerminal("\"$wx\" '\(gent)' missing.json --jobs 1 --fields city -o out.csv")
        #expect(
            printed == "\rwxreport: 1 input read, 1 row written\u{1B}[K\r\u{1B}[K"
                + "wxreport: cannot open 'missing.json': No such file or directory\r\n"
                + "wxreport: 2 inputs, 1 row written, 1 error\r\n")
    }
}
