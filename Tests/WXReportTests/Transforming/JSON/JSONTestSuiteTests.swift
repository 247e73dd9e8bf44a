import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Runs our reader over every JSONTestSuite parsing file: `y_` accepted, `n_` rejected with a
/// position, `i_` either way, and nothing crashes or hangs.
@Suite struct JSONTestSuiteTests {
    static var folder: String { JSONTestSuite.folder }
    static var files: [String] { JSONTestSuite.files }

    @Test func everyFileHasTheExpectedOutcome() throws {
        #expect(Self.files.count == 318)
        var outcomes: [String: Outcomes] = [:]
        for file in Self.files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)))
            let result = JSONValidator.validate(bytes)
            if file.hasPrefix("y_") {
                #expect(result == nil, "\(file) must be accepted: \(result.map { $0.message } ?? "")")
            }
            if file.hasPrefix("n_") {
                #expect(result != nil, "\(file) must be rejected")
                if let result { #expect(result.line >= 1 && result.column >= 1) }
            }
            let kind = String(file.prefix(1))
            if result == nil {
                outcomes[kind, default: Outcomes()].accepted += 1
            } else {
                outcomes[kind, default: Outcomes()].rejected += 1
            }
        }
        // The suite's own split, and which implementation-defined (`i_`) files we accept: a
        // change in either shows here.
        #expect(
            outcomes == [
                "y": Outcomes(accepted: 95, rejected: 0), "n": Outcomes(accepted: 0, rejected: 188),
                "i": Outcomes(accepted: 22, rejected: 13),
            ])
    }

    struct Outcomes: Equatable, CustomStringConvertible {
        var accepted = 0
        var rejected = 0
        var description: String { "accepted \(accepted), rejected \(rejected)" }
    }
}
