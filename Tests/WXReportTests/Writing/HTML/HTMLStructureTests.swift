import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// The page as an HTML parser reads it (Python's `html.parser`, which tokenizes as browsers
    /// do for these cases): every row has one cell per column, no cell holds an element, and
    /// every hostile text comes back as exactly its characters. `make browser-test` checks the
    /// same in Chromium's DOM.
    @Suite struct HTMLStructureTests {
        /// Prints the `<html>` attributes, every row's cell texts, and what was found inside a cell.
        static let parser = """
            import sys, json
            from html.parser import HTMLParser
            class Page(HTMLParser):
                def __init__(self):
                    super().__init__(convert_charrefs=True)
                    self.attributes, self.rows, self.errors, self.cell, self.tags = {}, [], [], None, set()
                def close_cell(self):
                    if self.cell is not None:
                        self.rows[-1].append("".join(self.cell))
                        self.cell = None
                def handle_starttag(self, tag, attrs):
                    self.tags.add(tag)
                    if tag in ("td", "th", "tr"): self.close_cell()  # HTML's implied end tags
                    if self.cell is not None: self.errors.append("element <%s> inside a cell" % tag)
                    if tag == "html": self.attributes = dict(attrs)
                    if tag == "tr": self.rows.append([])
                    if tag in ("td", "th"): self.cell = []
                def handle_endtag(self, tag):
                    if tag in ("td", "th", "tr", "thead", "tbody", "table"): self.close_cell()
                def handle_data(self, data):
                    if self.cell is not None: self.cell.append(data)
                def handle_comment(self, data):
                    if self.cell is not None: self.errors.append("comment inside a cell")
                def handle_pi(self, data):
                    if self.cell is not None: self.errors.append("processing instruction inside a cell")
                def unknown_decl(self, data):
                    if self.cell is not None: self.errors.append("declaration inside a cell")
            page = Page()
            page.feed(sys.stdin.buffer.read().decode("utf-8"))
            page.close()
            print(json.dumps({"html": page.attributes, "rows": page.rows, "errors": page.errors, "tags": sorted(page.tags)}))
            """

        struct Parsed: Decodable {
            var html: [String: String]
            var rows: [[String]]
            var errors: [String]
            var tags: [String]
        }

        static func parse(_ page: String) throws -> Parsed {
            let result = try run(.python3, ["-c", parser], input: page)
            try #require(result.status == 0, "\(result.stderr)")
            return try JSONDecoder().decode(Parsed.self, from: Data(result.stdout.utf8))
        }

        /// What a cell holds: controls become U+FFFD (Python's parser keeps CR as it is).
        static func shown(_ text: String) -> String {
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map { scalar in
                        (scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value)) || scalar.value == 0x7F
                            ? "\u{FFFD}" : scalar
                    }))
        }

        @Test(.requires(.python3))
        func hostileTextStaysTextInEveryCell() throws {
            let corpus = try HostileString.all().map(\.text)
            let rows = corpus.map { [$0, "1", $0] }
            let catalog = FormatterCatalog(locale: try ReportLocale("ar-EG"), inputUnits: .auto, system: nil)
            let page = render(HTMLFormat(catalog: catalog), columns: [.city, .temp, .conditions], rows: rows, jobs: 4)
            let parsed = try Self.parse(page)
            #expect(parsed.errors == [])
            #expect(parsed.html == ["lang": "ar-EG", "dir": "rtl"])
            #expect(parsed.rows.count == 1 + corpus.count)
            #expect(parsed.rows.allSatisfy { $0.count == 3 })
            for (row, text) in zip(parsed.rows.dropFirst(), corpus) {
                #expect(row == [Self.shown(text), "1", Self.shown(text)])
            }
        }

        /// The hostile names as a group's cities and conditions, through the real transform, so they
        /// reach the charts' labels and tooltips too: the page holds only the format's own elements.
        @Test(.requires(.python3))
        func hostileNamesStayTextInTheCharts() throws {
            let corpus = try HostileString.all().map(\.text)
            let records: [[String: Any]] = corpus.enumerated().map { index, text in
                [
                    "name": text, "weather": [["description": text]], "main": ["temp": index % 30],
                    "wind": ["speed": 3, "deg": index * 10 % 360], "dt": 1_700_000_000,
                ]
            }
            let document = try JSONSerialization.data(withJSONObject: ["cnt": records.count, "list": records])
            let run = try runReport(
                source: FixtureSource([("hostile.json", String(decoding: document, as: UTF8.self))]), locale: "en-GB",
                format: .html, inputUnits: .metric, jobs: 2)
            #expect(run.report.contains("<figure class=\"chart\">\n<h2>Temperature</h2>"))
            let parsed = try Self.parse(run.report)
            #expect(parsed.errors == [])
            let own: Set = [
                "html", "head", "meta", "title", "style", "body", "main", "table", "thead", "tbody", "tr", "th", "td",
                "section", "figure", "header", "h1", "h2", "p", "svg", "div", "aside", "ul", "li", "g", "line", "text",
                "rect", "circle",
                "path",
            ]
            #expect(Set(parsed.tags).subtracting(own) == [])
            #expect(parsed.rows.dropFirst().map { $0[0] } == corpus.map(Self.shown))
        }

        @Test(.requires(.python3))
        func samplePageHasOneCellPerColumnInEveryRow() throws {
            let run = try runReport(source: FileSource(paths: samplePaths), locale: "ja-JP", format: .html, jobs: 2)
            let parsed = try Self.parse(run.report)
            #expect(parsed.errors == [])
            #expect(parsed.html == ["lang": "ja-JP", "dir": "ltr"])
            #expect(parsed.rows.count == 1 + run.summary.rows)
            // The default columns and the forecast amounts after the hour's snow (empty ones are
            // hidden by the stylesheet, still cells).
            let columns = Column.defaults.count + Column.peoplesDefaults.count
            #expect(parsed.rows.allSatisfy { $0.count == columns })
            let csv = try runReport(source: FileSource(paths: samplePaths), locale: "ja-JP", jobs: 1)
            let firstRow = csv.report.split(separator: "\n")[1].replacingOccurrences(of: "\"", with: "")
            let cells = parsed.rows[1].prefix(17) + parsed.rows[1].suffix(2)
            // The same cells as the CSV, but the condition in the report's language.
            #expect(cells.joined(separator: ",") == firstRow.replacingOccurrences(of: "light rain", with: "小雨"))
        }
    }
}
