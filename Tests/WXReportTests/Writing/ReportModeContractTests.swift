import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// The checks every format passes in every mode, through the command's own plan: rows as
    /// they come, `--sort` and `--summary`, each the same bytes for any `--jobs` and whether
    /// small documents go to the workers whole or in pieces; JSON is one valid document and
    /// NDJSON one per line. A new format gets them by adding itself to `OutputFormat`.
    @Suite struct ReportModeContractTests {
        enum Mode: String, CaseIterable {
            case rows, sorted, summary
        }

        /// The bundled samples and a group big enough to be cut into several pieces.
        static let documents: [(name: String, text: String?)] =
            samplePaths.map { path in
                (URL(fileURLWithPath: path).lastPathComponent, try? String(contentsOfFile: path, encoding: .utf8))
            } + [("big.json", bigGroupFile(count: 4000))]

        func report(_ format: OutputFormat, _ mode: Mode, jobs: Int, listed: Bool) throws -> PipelineRun {
            var options = ReportOptions(jobs: jobs)
            (options.format, options.locale, options.inputUnits) = (format, "nl-BE", .standard)
            switch mode {
            case .rows: break
            case .sorted: options.sort = [SortKey(.temp, descending: true), SortKey(.city)]
            case .summary: options.summary = true
            }
            return try runConfiguration(options, source: FixtureSource(Self.documents, listed: listed))
        }

        @Test(arguments: OutputFormat.allCases, Mode.allCases)
        func sameBytesForEveryJobsAndHandOut(format: OutputFormat, mode: Mode) throws {
            let one = try report(format, mode, jobs: 1, listed: false)
            #expect(one.errors == [])
            #expect(one.report.hasSuffix("\n"))
            for (jobs, listed) in [(3, false), (1, true), (3, true)] {
                let other = try report(format, mode, jobs: jobs, listed: listed)
                #expect(other.report == one.report, "--jobs \(jobs), listed \(listed)")
                #expect(other.errors == one.errors)
            }
            switch format {
            case .json:
                #expect(JSONValidator.validate(Array(one.report.utf8)) == nil)
            case .ndjson:
                for line in one.report.split(separator: "\n") {
                    #expect(JSONValidator.validate(Array(line.utf8)) == nil)
                }
            case .html:
                #expect(one.report.hasPrefix("<!DOCTYPE html>\n"))
                #expect(one.report.hasSuffix("</html>\n"))
            default:
                break
            }
        }
    }
}
