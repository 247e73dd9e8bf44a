import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The built binary's machine outputs read by real readers: Python's `csv` and `json`, and `jq`
/// (the pandas and LibreOffice checks are `make test-clients`); plus `--bom` and the output
/// names that pick JSON.
@Suite struct MachineClientsTests {
    static let numericColumns = Column.defaults.enumerated().filter { $0.element.quantity != nil }.map(\.offset)
    static let timeColumns = Column.defaults.enumerated().filter { [.time, .sunrise, .sunset].contains($0.element) }
        .map(\.offset)

    @Test(.requires(.python3), arguments: goldenLocales)
    func pythonCSVReadsPlainNumbersAndTimes(_ locale: String) throws {
        let report = try wxreport(samplePaths + ["--locale", locale, "--plain"])
        #expect(report.status == 0)
        try withTemporaryDirectory { directory in
            try report.stdoutBytes.write(to: URL(fileURLWithPath: directory.file("r.csv")))
            let comma = ["nl-BE", "de-DE", "fr-FR"].contains(locale)
            // Every numeric cell is a float once the decimal comma is a point; every time cell is ISO 8601.
            let script = """
                import csv, sys, datetime
                rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8'), delimiter=sys.argv[2]))
                numeric = [int(i) for i in sys.argv[4].split(',')]
                times = [int(i) for i in sys.argv[5].split(',')]
                numbers = [float(r[i].replace(sys.argv[3], '.')) for r in rows[1:] for i in numeric if r[i]]
                instants = [datetime.datetime.fromisoformat(r[i].replace('Z', '+00:00')) for r in rows[1:] for i in times if r[i]]
                print(len(rows), len(numbers), len(instants), all(t.tzinfo is not None for t in instants))
                """
            let result = try run(
                .python3,
                [
                    "-c", script, directory.file("r.csv"), comma ? ";" : ",", comma ? "," : ".",
                    Self.numericColumns.map(String.init).joined(separator: ","),
                    Self.timeColumns.map(String.init).joined(separator: ","),
                ])
            #expect(result.stderr == "")
            #expect(result.stdout == "36 364 79 True\n")
        }
    }

    @Test(.requires(.python3), arguments: ["json", "ndjson"])
    func pythonJSONReadsEveryObject(_ format: String) throws {
        let report = try wxreport(samplePaths + ["--locale", "nl-BE", "--format", format])
        #expect(report.status == 0)
        let script = """
            import json, sys
            text = sys.stdin.read()
            rows = json.loads(text) if sys.argv[1] == 'json' else [json.loads(line) for line in text.splitlines()]
            kinds = sorted({type(v).__name__ for row in rows for v in row.values()})
            print(len(rows), len(rows[0]), kinds, rows[5]['temp_celsius'], rows[5]['time'])
            """
        let result = try run(.python3, ["-c", script, format], input: report.stdout)
        #expect(result.stdout == "35 19 ['NoneType', 'float', 'int', 'str'] 7.17 2025-11-23T13:16:51+01:00\n")
    }

    @Test(.requires(.jq))
    func jqReadsJSONAndNDJSON() throws {
        let json = try wxreport(samplePaths + ["--locale", "en-US", "--format", "json"])
        let ndjson = try wxreport(samplePaths + ["--locale", "en-US", "--format", "ndjson"])
        let fromArray = try run(.jq, ["-c", ".[] | [.city, .temp_fahrenheit, .time]"], input: json.stdout)
        let fromLines = try run(.jq, ["-c", "[.city, .temp_fahrenheit, .time]"], input: ndjson.stdout)
        #expect(fromArray.status == 0)
        #expect(fromLines.stdout == fromArray.stdout)
        #expect(fromArray.stdout.split(separator: "\n").count == 35)
        #expect(
            fromArray.stdout.hasPrefix(
                "[\"London\",46.796,\"2025-11-23T12:00:00Z\"]\n[\"Gent\",45.05,\"2025-11-23T12:00:00Z\"]\n"))
        let slurped = try run(.jq, ["-s", "length"], input: ndjson.stdout)
        #expect(slurped.stdout == "35\n")
    }

    @Test func bomStartsTheReportOnlyWhenAsked() throws {
        let gent = "\(packageRoot)/Samples/current-gent.json"
        let with = try wxreport([gent, "--locale", "nl-BE", "--fields", "city", "--bom"])
        #expect(with.status == 0)
        #expect(Array(with.stdoutBytes) == [0xEF, 0xBB, 0xBF] + Array("Plaats\nGent\n".utf8))
        let markdown = try wxreport([gent, "--locale", "nl-BE", "--fields", "city", "--bom", "-f", "markdown"])
        #expect(Array(markdown.stdoutBytes.prefix(5)) == [0xEF, 0xBB, 0xBF, UInt8(ascii: "|"), UInt8(ascii: " ")])
        let without = try wxreport([gent, "--locale", "nl-BE", "--fields", "city"])
        #expect(without.stdout == "Plaats\nGent\n")
    }

    @Test(arguments: ["json", "ndjson"])
    func bomIsRefusedForJSON(_ format: String) throws {
        let result = try wxreport(["\(packageRoot)/Samples/current-gent.json", "--bom", "-f", format])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "wxreport: --bom is for CSV and Markdown: JSON text must not start with a byte order mark (RFC 8259)\n")
        )
    }

    @Test func outputNameChoosesTheFormat() throws {
        let gent = "\(packageRoot)/Samples/current-gent.json"
        try withTemporaryDirectory { directory in
            for name in ["r.json", "r.ndjson", "R.JSONL"] {
                let result = try wxreport([gent, "--fields", "city,humidity", "-o", directory.file(name)])
                #expect(result.status == 0)
                let text = String(decoding: try directory.contents(of: name), as: UTF8.self)
                let object = #"{"city":"Gent","humidity":91}"#
                #expect(text == (name == "r.json" ? "[\n\(object)\n]\n" : object + "\n"))
            }
        }
    }

    @Test func noHeaderWithMarkdownWarns() throws {
        let result = try wxreport([
            "\(packageRoot)/Samples/current-gent.json", "--locale", "en-US", "--fields", "city", "-f", "markdown",
            "--no-header",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "| City |\n| --- |\n| Gent |\n")
        #expect(
            result.stderr == "wxreport: warning: --no-header does not apply to Markdown: a table needs its header row\n"
        )
    }
}
