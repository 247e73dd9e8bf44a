import Testing
import WXReport
import WXReportTestSupport

extension OptionsTests {
    @Suite struct ReportOptionsTests {
        @Test(
            arguments: [
                (nil, nil, OutputFormat.csv),
                (nil, "report.csv", .csv),
                (nil, "report.md", .markdown),
                (nil, "report.markdown", .markdown),
                (nil, "REPORT.MD", .markdown),
                (nil, "out/Report.Markdown", .markdown),
                (nil, "report.md.csv", .csv),
                (nil, "report.mdx", .csv),
                (nil, "md", .csv),
                (nil, "report.txt", .csv),
                (OutputFormat.csv, "report.md", .csv),
                (.markdown, "report.csv", .markdown),
                (.markdown, nil, .markdown),
                (.csv, nil, .csv),
            ] as [(OutputFormat?, String?, OutputFormat)])
        func resolvesFormatFromFlagThenExtension(format: OutputFormat?, output: String?, resolved: OutputFormat) {
            var options = ReportOptions(jobs: 1)
            options.format = format
            options.output = output.map { SystemPath($0) }
            #expect(options.resolvedFormat == resolved)
        }

        @Test(arguments: [
            (["-o", "weather.md"], OutputFormat.markdown),
            (["--output=weather.markdown"], .markdown),
            (["-o", "weather.md", "--format", "csv"], .csv),
            (["--format=csv", "-oweather.md"], .csv),
            (["-fmarkdown", "-o", "weather.csv"], .markdown),
            (["-o", "-"], .csv),
            (["-f", "markdown", "-o", "-"], .markdown),
        ])
        func parsedExplicitFormatWinsOverExtension(arguments: [String], resolved: OutputFormat) throws {
            #expect(try OptionParser.parse(arguments, defaultJobs: 4).resolvedFormat == resolved)
        }

        @Test func versionNamesTheProgram() {
            #expect(Version.string == "wxreport 0.1.0")
        }
    }
}
