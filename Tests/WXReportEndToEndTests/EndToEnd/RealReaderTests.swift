import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Reads our reports with real tools: a GFM renderer and Python's csv module.
@Suite struct RealReaderTests {
    @Test(.requires(.cmarkGFM), arguments: goldenLocales)
    func markdownRendersAsOneTableWithEveryRow(_ locale: String) throws {
        let report = try wxreport(samplePaths + ["--locale", locale, "--format", "markdown"])
        #expect(report.status == 0)
        try withTemporaryDirectory { directory in
            let folder = directory.path
            try report.stdoutBytes.write(to: URL(fileURLWithPath: "\(folder)/r.md"))
            let html = try run(.cmarkGFM, ["-e", "table", "\(folder)/r.md"]).stdout
            #expect(html.components(separatedBy: "<table>").count - 1 == 1)
            #expect(html.components(separatedBy: "<tr>").count - 1 == 1 + 35)
            // Text and times left, the 16 numeric columns right-aligned (the default columns for
            // people: the forecast's 3-hour amounts and chance of precipitation too).
            #expect(html.components(separatedBy: "<th>").count - 1 == 6)
            #expect(html.components(separatedBy: "<th align=\"right\">").count - 1 == 16)
            #expect(html.contains("<td>東京</td>"))
            if locale == "en-US" { #expect(html.contains("<td>light rain, mist</td>")) }
        }
    }

    @Test(.requires(.cmarkGFM))
    func pipesAndNewlinesInCellsDoNotBreakTheTable() throws {
        let record = #"{"name":"A|B\\C\nD","main":{"temp":280},"weather":[{"description":"x"}],"dt":0}"#
        let report = try wxreport(
            ["--format", "markdown", "--fields", "city,temp", "--locale", "en-US", "-"], input: Data(record.utf8))
        #expect(report.stdout == "| City | Temperature |\n| --- | ---: |\n| A\\|B\\\\C D | 44°F |\n")
        try withTemporaryDirectory { directory in
            let folder = directory.path
            try report.stdoutBytes.write(to: URL(fileURLWithPath: "\(folder)/p.md"))
            let html = try run(.cmarkGFM, ["--unsafe", "-e", "table", "\(folder)/p.md"]).stdout
            #expect(html.contains("<td>A|B\\C D</td>"))
            #expect(html.components(separatedBy: "<td").count - 1 == 2)
        }
    }

    /// Hostile names from the input render as their text, through the binary and `cmark-gfm --unsafe`.
    @Test(.requires(.cmarkGFM))
    func hostileCellsRenderAsTheirText() throws {
        let names = ["<script>alert(1)</script>", "*Bold*", "[x](javascript:alert(1))", "www.example.com", "a@b.co"]
        let records = names.map { #"{"name":"\#($0)","main":{"temp":280},"weather":[],"dt":0}"# }
        let report = try wxreport(
            ["--format", "markdown", "--fields", "city", "--locale", "en-US", "-"],
            input: Data(records.joined(separator: "\n").utf8))
        try withTemporaryDirectory { directory in
            try report.stdoutBytes.write(to: URL(fileURLWithPath: directory.file("h.md")))
            let html = try run(.cmarkGFM, ["--unsafe", "-e", "table", "-e", "autolink", directory.file("h.md")]).stdout
            let cells = html.components(separatedBy: "<td>").dropFirst().map { $0.components(separatedBy: "</td>")[0] }
            #expect(
                cells.map { $0.replacingOccurrences(of: "<!---->", with: "") } == [
                    "&lt;script&gt;alert(1)&lt;/script&gt;", "*Bold*", "[x](javascript:alert(1))", "www.example.com",
                    "a@b.co",
                ])
        }
    }

    @Test(.requires(.python3), arguments: goldenLocales)
    func pythonCSVReadsEveryRowWithNineteenColumns(_ locale: String) throws {
        let report = try wxreport(samplePaths + ["--locale", locale])
        try withTemporaryDirectory { directory in
            let folder = directory.path
            try report.stdoutBytes.write(to: URL(fileURLWithPath: "\(folder)/r.csv"))
            let delimiter = ["nl-BE", "de-DE", "fr-FR"].contains(locale) ? ";" : ","
            let script =
                "import csv,sys; rows=list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8'), delimiter=sys.argv[2])); print(len(rows), sorted(set(len(r) for r in rows)), rows[0][0], rows[-1][0], rows[20][3])"
            let result = try run(.python3, ["-c", script, "\(folder)/r.csv", delimiter])
            let city =
                ["nl-BE": "Plaats", "en-US": "City", "de-DE": "Ort", "ja-JP": "地点", "fr-FR": "Ville"][locale] ?? ""
            #expect(result.stdout == "36 [19] \(city) Reykjavík light rain, mist\n")
        }
    }
}
