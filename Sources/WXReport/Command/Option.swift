/// One option of `wxreport`, described once (as ripgrep's `defs.rs` describes each flag): the
/// parser, `--help`, the man page and the bash, zsh and fish completions are all made from
/// `Option.all` (`Sources/WXReport/Tables/OptionTable*.swift`), so adding an option is one entry
/// there plus the field it sets in `ReportOptions`.
package struct Option: Sendable {
    /// Where the option is listed in `--help` and the man page, in this order.
    package enum Category: String, CaseIterable, Sendable {
        case report, output, input, other
    }

    /// What a shell offers after the option.
    package enum Completion: Sendable, Equatable {
        /// Nothing (a flag, or a value no list could hold, such as a number).
        case none
        /// A file name.
        case file
        /// One of `OptionCompletions.locales`.
        case locale
        /// Comma-separated field keys; with `descending`, each may start with `-` (`--sort`).
        case columns(descending: Bool)
        /// One of the option's `choices`.
        case choice
    }

    /// A value the option takes, with what it means (shown by zsh and fish, empty if obvious).
    package struct Choice: Sendable {
        package let value: String
        package let meaning: String
    }

    /// The spelling after `--`.
    package let long: String
    package var short: Character? = nil
    /// The value's name in `--help` (`FILE`), lowercased in the man page; `nil` for a flag.
    package var value: String? = nil
    /// The values to offer: all it accepts (`--format`), or the usual ones (`--delimiter`).
    package var choices: [Choice] = []
    /// What applies without the option, as `--help` ends its entry: `(default: …)`.
    package var byDefault: String? = nil
    /// One line, for the shells' completion menus.
    package let brief: String
    /// The `--help` entry, plain text: `OptionHelp` wraps it to 80 columns.
    package let help: String
    /// The man page entry, in man(7) markup.
    package let manual: String
    package let category: Category
    package var completion: Completion = .none
    /// Whether the option prints something instead of a report and exits (`--help`): zsh then
    /// offers nothing after it.
    package var exits = false
    /// Records the option's value (an empty text for a flag) in the options, or says what is wrong with it.
    let update: @Sendable (inout ReportOptions, OptionValue) throws(ReportError) -> Void

    /// The spellings, as `--help` lists them: `-f, --format`.
    package var spellings: [String] {
        (short.map { ["-\($0)"] } ?? []) + ["--\(long)"]
    }

    /// The choices named by the cases of an enum, such as `OutputFormat`.
    package static func cases<Choice: RawRepresentable<String> & CaseIterable>(_: Choice.Type) -> [Option.Choice] {
        Choice.allCases.map { Option.Choice(value: $0.rawValue, meaning: "") }
    }
}
