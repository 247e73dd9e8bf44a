import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// One problem in many inputs (the same missing `--input-units`) is one message and a count,
/// not a message per file; the counts and the rejects file still see every input.
@Suite struct RepeatedProblemTests {
    static let metric = "\(packageRoot)/Samples/metric/amsterdam-current.json"
    static let gent = "\(packageRoot)/Samples/current-gent.json"
    static let hint =
        "main.temp is 1.2, not a temperature in kelvin (150 to 350), so the file was not fetched in standard "
        + "units; Celsius and Fahrenheit cannot be told apart: pass --input-units metric or --input-units imperial"

    @Test func theHintIsPrintedOnceAndTheOthersCounted() throws {
        try withTemporaryDirectory { directory in
            let names = (1...30).map { String(format: "m%02d.json", $0) }
            for name in names {
                try FileManager.default.copyItem(atPath: Self.metric, toPath: directory.file(name))
            }
            let result = try wxreport(
                names + [Self.gent, "missing.json", "--fields", "city", "--rejects", "bad.ndjson"],
                directory: directory.path)
            #expect(result.status == 66)
            #expect(result.stdout == "City\nGent\n")
            #expect(
                result.stderr == """
                    wxreport: m01.json:16:13: \(Self.hint)
                    wxreport: cannot open 'missing.json': No such file or directory
                    wxreport: … and 29 more inputs with the same problem
                    wxreport: 32 inputs, 1 row written, 31 errors

                    """)
            let rejects = String(decoding: try directory.contents(of: "bad.ndjson"), as: UTF8.self)
            #expect(rejects.split(separator: "\n").count == 30)
        }
    }

    @Test func onlyErrorsWithTheSameKeyAreHeld() {
        var lines: [String] = []
        let messages = RunMessages(write: { lines.append($0) })
        var units = ReportError(.malformedInput, "wrong units", at: nil)
        units.sameProblem = "input-units"
        let syntax = ReportError(.malformedInput, "unexpected end of input")
        for error in [units, syntax, syntax, units] { messages.problem(error) }
        messages.finish()
        #expect(
            lines == [
                "wxreport: wrong units", "wxreport: unexpected end of input", "wxreport: unexpected end of input",
                "wxreport: … and 1 more input with the same problem",
            ])
    }
}
