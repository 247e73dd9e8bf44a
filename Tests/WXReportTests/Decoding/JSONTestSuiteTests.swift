import Foundation
import Testing
@testable import WXReport

/// Runs our reader over every JSONTestSuite parsing file: `y_` accepted, `n_` rejected with a
/// position, `i_` either way, and nothing crashes or hangs.
@Suite struct JSONTestSuiteTests {
    /// The suite lives beside the project (`../shared/testdata`), not in it; `JSONTESTSUITE`
    /// names another copy. A clone elsewhere skips these tests and says why.
    static let folder: String = {
        let candidates = [
            ProcessInfo.processInfo.environment["JSONTESTSUITE"],
            packageRoot + "/../shared/testdata/JSONTestSuite/test_parsing",
            "/work/shared/testdata/JSONTestSuite/test_parsing",
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[1] ?? ""
    }()

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(.enabled(if: !files.isEmpty, "JSONTestSuite is not beside the package"))
    func everyFileHasTheExpectedOutcome() throws {
        var accepted = 0, rejected = 0
        var outcomes: [String: (accepted: Int, rejected: Int)] = [:]
        for file in Self.files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)))
            let result = JSONValidator.validate(bytes)
            if file.hasPrefix("y_") { #expect(result == nil, "\(file) must be accepted: \(result.map { $0.message } ?? "")") }
            if file.hasPrefix("n_") {
                #expect(result != nil, "\(file) must be rejected")
                if let result { #expect(result.line >= 1 && result.column >= 1) }
            }
            if result == nil { accepted += 1 } else { rejected += 1 }
            let kind = String(file.prefix(1))
            outcomes[kind, default: (0, 0)].accepted += result == nil ? 1 : 0
            outcomes[kind, default: (0, 0)].rejected += result == nil ? 0 : 1
        }
        print("JSONTestSuite:", outcomes.sorted { $0.key < $1.key }.map { "\($0.key)_ accepted \($0.value.accepted), rejected \($0.value.rejected)" }.joined(separator: "; "))
        #expect(accepted + rejected == Self.files.count)
        #expect(Self.files.count == 318)
    }
}
