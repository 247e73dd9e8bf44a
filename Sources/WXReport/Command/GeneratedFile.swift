/// A file made from the option table (`Option.all`), as `wxreport --generate KIND` prints it.
/// The source tree keeps a copy of each under `Sources/wxreport`, which `make install` installs
/// and `make generate` rewrites; `GeneratedFilesTests` fails when a copy and this output differ.
package enum GeneratedFile: String, CaseIterable, Sendable {
    case man
    case completeBash = "complete-bash", completeZsh = "complete-zsh", completeFish = "complete-fish"

    /// The file's text, ending in a line break.
    package var text: String {
        switch self {
        case .man: ManualPage.text
        case .completeBash: Completions.bash
        case .completeZsh: Completions.zsh
        case .completeFish: Completions.fish
        }
    }
}

/// wxreport(1): the prose of `ManualText` around the options and the fields, laid out here.
enum ManualPage {
    static var text: String {
        [
            ManualText.comment,
            ManualText.head, ".SH OPTIONS", options, ManualText.fieldsIntro, fields, ManualText.reference,
            ManualText.status,
        ].joined(separator: "\n") + "\n"
    }

    /// Each category's options, as `--help` orders them.
    private static var options: String {
        Option.Category.allCases.map { category in
            ".SS \(category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()) options\n"
                + Option.all.filter { $0.category == category }.map { ".TP\n\(synopsis($0))\n\($0.manual)" }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The option's spellings and value in man(7) fonts: `.BR \-f ", " \-\-format " \fIformat\fP"`.
    private static func synopsis(_ option: Option) -> String {
        let names = (option.short.map { "\\-\($0) \", \" " } ?? "") + roff("--" + option.long)
        guard let value = option.value?.lowercased() else { return (option.short == nil ? ".B " : ".BR ") + names }
        return option.short == nil ? ".BI \(names) \" \(value)\"" : ".BR \(names) \" \\fI\(value)\\fP\""
    }

    /// Every field in the order of `ManualText.fields`, with its titles (`Column.title`); a field
    /// it lacks gets its title alone. The default fields come first, then the others.
    private static var fields: String {
        let described = Set(ManualText.fields.flatMap(\.keys))
        let entries =
            ManualText.fields.map { ($0.keys.compactMap(Column.init(rawValue:)), $0.text) }
            + Column.allCases.filter { !described.contains($0.rawValue) }.map { ([$0], "") }
        var lines: [String] = []
        for (columns, text) in entries {
            if let first = columns.first, !Column.defaults.contains(first), !lines.contains(dataFields) {
                lines.append(dataFields)
            }
            let keys = columns.map { roff($0.rawValue) }
            let titles = columns.map(\.title).joined(separator: ", ")
            let heading = columns.allSatisfy(\.isDailyOnly) ? "\(titles), with\n.BR \\-\\-daily :" : "\(titles):"
            lines.append(".TP\n" + (keys.count == 1 ? ".B " : ".BR ") + keys.joined(separator: " \", \" "))
            lines.append(
                heading + (text.isEmpty ? "" : text.hasPrefix(".") || heading.hasSuffix(" :") ? "\n" : " ") + text)
        }
        return lines.joined(separator: "\n")
    }

    private static let dataFields = ".PP\nData fields, printed only when named in\n.BR \\-\\-fields :"

    /// Text with each `-` as roff's `\-`, a minus that copy and paste keep.
    static func roff(_ text: String) -> String {
        text.split(separator: "-", omittingEmptySubsequences: false).joined(separator: "\\-")
    }
}
