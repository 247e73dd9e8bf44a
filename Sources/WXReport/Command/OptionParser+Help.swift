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
        wrap(Column.allCases.map(\.rawValue).joined(separator: ", "), indent: 2, first: "  ")
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
                    let first = synopsis.count < 22 ? synopsis.padding(to: 23) : synopsis + "\n" + "".padding(to: 23)
                    return wrap(text, indent: 23, first: first)
                }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// `text`'s words in lines of at most 80 columns, the first after `first`, the others
    /// after `indent` spaces.
    private static func wrap(_ text: String, indent: Int, first: String) -> String {
        var lines: [String] = []
        var line = first
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.count + 1 + word.count > 80, line.count > indent {
                lines.append(line)
                line = "".padding(to: indent)
            }
            line += (line.last == " " || line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }
}

extension String {
    /// The text with spaces added up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
