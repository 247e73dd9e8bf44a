extension OptionParser {
    /// What a usage error prints to standard error after its message: the synopsis and a hint.
    package static let usageLine = """
        usage: wxreport [options] [file ...]
        try 'wxreport --help'
        """

    /// What `--help` prints to standard output (no trailing newline; `print` adds one).
    /// Every option with its default (from `Option.all`), the field keys, the exit codes and two
    /// examples, in at most 80 columns so it reads in any terminal; `OptionParserHelpTests` holds it to that.
    package static let helpText = [
        OptionProse.helpIntro, optionsHelp, "field keys:\n" + fieldKeys, OptionProse.helpOutro,
    ]
    .joined(separator: "\n\n")

    /// The `--fields` keys in default order, wrapped to fit the help text's columns.
    private static var fieldKeys: String {
        wrap(Column.allCases.map(\.rawValue).joined(separator: ", "), width: 80, first: "  ", indent: "  ")
    }

    /// Each category's options (`Option.all`), an entry each: the spellings, and from the 24th
    /// column the help and the default, wrapped.
    private static var optionsHelp: String {
        Option.Category.allCases.map { category in
            "\(category.rawValue) options:\n"
                + Option.all.filter { $0.category == category }.map { option in
                    let synopsis =
                        "  " + option.spellings.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
                    let text = option.help + (option.byDefault.map { " (default: \($0))" } ?? "")
                    let indent = String(repeating: " ", count: 23)
                    let first =
                        synopsis.count < 22 ? synopsis + indent.dropFirst(synopsis.count) : synopsis + "\n" + indent
                    return wrap(text, width: 80, first: first, indent: indent)
                }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// `text`'s words in lines of at most `width` columns, the first after `first`, the others
    /// after `indent`; each line but the last ends in `continuation` (fish's ` \`).
    static func wrap(_ text: String, width: Int, first: String, indent: String, continuation: String = "") -> String {
        var lines: [String] = []
        var line = first
        for word in text.split(whereSeparator: \.isWhitespace) {
            let isFresh = line == first || line == indent
            if !isFresh, line.count + 1 + word.count > width {
                lines.append(line + continuation)
                line = indent
            }
            line += (line == first || line == indent ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
