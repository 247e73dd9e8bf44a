/// The layout of the report (`--format`), each format described once: its name, the output
/// file endings that choose it, and what `--help`, the completions and the man page say of it.
/// The `--format` option's text and `ReportOptions.resolvedFormat` are made from this table,
/// so a new format is a case here, its `ReportFormat` file and its line in
/// `ReportConfiguration`'s switch.
package enum OutputFormat: String, CaseIterable, Sendable {
    case csv, markdown
    /// One JSON array of objects; `ndjson`, one object per line.
    case json, ndjson
    /// One self-contained page for people: the table and SVG charts (`HTMLFormat`).
    case html

    /// The format described once: the output file endings, in lower case, that choose it when
    /// `--format` is not given (CSV has none: it is what every other name gets); a few words for
    /// `--help` and the shells' menus; and the man page's (man(7) markup, lines under 80 bytes).
    /// The words are empty where the name says it all.
    private var entry: (endings: [String], meaning: String, manual: String) {
        switch self {
        case .csv: ([], "", "")
        case .markdown: ([".md", ".markdown"], "", "")
        case .json: ([".json"], "one array", #"one array, one object per line between \fB[\fR and \fB]\fR"#)
        case .ndjson: ([".ndjson", ".jsonl"], "one object per line", "one object per line and nothing else")
        case .html:
            (
                [".html", ".htm"], "a page with charts",
                #"""
                one self\-contained page:
                the table and SVG charts, inline CSS, no script;
                right to left for Arabic, Hebrew, Persian and Urdu; not with \fB\-\-plain\fR
                """#
            )
        }
    }

    package var meaning: String { entry.meaning }

    /// The format an output name chooses: the first whose ending it has (any case, so
    /// `REPORT.MD` is Markdown), else CSV.
    package static func chosen(byName name: String) -> OutputFormat {
        let name = name.lowercased()
        return allCases.first { $0.entry.endings.contains(where: name.hasSuffix) } ?? .csv
    }

    /// The formats an output name can choose, in table order.
    private static var chosenByName: [OutputFormat] { allCases.filter { !$0.entry.endings.isEmpty } }

    /// `--format`'s default, as `--help` ends its entry.
    static var defaultHelp: String {
        let endings = chosenByName.map { $0.entry.endings.joined(separator: "/") }
        return "from the output file's ending: \(endings.joined(separator: ", ")); else csv"
    }

    /// `--format`'s `--help` entry: the formats, each with its meaning.
    static var help: String {
        listed(allCases.map { $0.meaning.isEmpty ? $0.rawValue : "\($0.rawValue) (\($0.meaning))" })
    }

    /// `--format`'s man page entry: the formats, then which ending chooses which.
    static var manualEntry: String {
        let formats = allCases.map {
            #"\fB\#($0.rawValue)\fR"# + ($0.entry.manual.isEmpty ? "" : " (\($0.entry.manual))")
        }
        let endings = chosenByName.map { format in
            #"\fB\#(format.rawValue)\fR for "# + listed(format.entry.endings.map { #"\fB\#($0)\fR"# })
        }
        return listed(formats, separator: ",\n") + ".\nDefault, from the output file's ending:\n"
            + endings.joined(separator: ",\n")
            + ",\nelse csv; an explicit \\fB\\-\\-format\\fR wins."
    }

    /// "a, b or c".
    private static func listed(_ items: [String], separator: String = ", ") -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: separator) + (separator.hasSuffix("\n") ? "\nor " : " or ") + last
    }
}
