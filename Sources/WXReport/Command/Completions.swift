/// The bash, zsh and fish completions, made from the option table (`Option.all`) and the field
/// keys (`Column`): every option, the values it takes, field keys after a comma, and as inputs
/// only files wxreport reads and folders.
enum Completions {
    static var bash: String {
        """
        \(OptionProse.header("bash", "bash-completion/completions/wxreport; works\n# with or without the bash-completion package"))
        \(lines(Option.all.flatMap(\.spellings), after: "_wxreport_options='"))'
        \(lists { "\(lines($1, after: "_wxreport_\($0)='"))'" })

        \(OptionProse.bashFunction(cases: bashCases))

        """
    }

    /// One `case` branch per way of completing a value, for all the options completed that way.
    private static var bashCases: String {
        let options = Option.all.filter { $0.value != nil }
        let bodies = options.map { actions($0).bash }
        return bodies.enumerated().filter { bodies.firstIndex(of: $0.element) == $0.offset }.map { _, body in
            let spellings = options.indices.filter { bodies[$0] == body }.flatMap { options[$0].spellings }
            return "    \(spellings.joined(separator: " | ")))\n\(body)        return\n        ;;"
        }.joined(separator: "\n")
    }

    /// What each shell offers after `option`, from one switch on its kind of completion: bash's
    /// `case` body, zsh's action, and fish's flags after the option's names.
    private static func actions(_ option: Option) -> (bash: String, zsh: String, fish: String) {
        switch option.completion {
        case .none: return ("", "", option.value == nil ? "" : " -x")
        case .locale:
            return (
                "        COMPREPLY=($(compgen -W \"$_wxreport_locales\" -- \"$cur\"))\n", "compadd -a locales",
                " -x -a \"$locales\""
            )
        case .file:
            return (
                "        compopt -o filenames 2> /dev/null\n        COMPREPLY=($(compgen -f -- \"$cur\"))\n", "_files",
                " -r -F"
            )
        case .columns(let descending):
            return (
                OptionProse.bashKeys(descending: Option.all.filter { $0.completion == .columns(descending: true) }),
                "_values -s , \"field key\" $fields" + (descending ? " ${fields/#/-}" : ""),
                " -x -a \"(__fish_complete_list , 'printf \\\"%s\\n\\\" $fields\(descending ? " -$fields" : "")')\""
            )
        case .choice:
            let list = choiceWords(option) { "\\:" + $0.split(separator: " ").joined(separator: "\\ ") }
            return (
                "        COMPREPLY=($(compgen -W '\(choiceWords(option, backslash: "\\\\"))' -- \"$cur\"))\n",
                option.choices.contains { !$0.meaning.isEmpty } ? "((\(list)))" : "(\(list))",
                " -x -a '\(choiceWords(option) { "\\t\"\($0)\"" })'"
            )
        }
    }

    static var zsh: String {
        """
        #compdef wxreport
        \(OptionProse.header("zsh", "zsh/site-functions/_wxreport"))
        local -a fields locales
        \(lists { "\($0)=(\n\(lines($1, after: "    "))\n)" })

        _arguments -s -S \\
        \(Option.all.map { "    \(zshSpec($0)) \\" }.joined(separator: "\n"))
            '*:input file:_files -g "*.(json|jsonl|ndjson|gz)(-.)"'

        """
    }

    /// What the option rules out: the other spelling of itself, its `no-` twin, or with an option
    /// that prints something and exits, everything.
    private static func zshExclusions(_ option: Option) -> String {
        if option.exits { return "(- *)" }
        let twins = Option.all.filter { $0.long == "no-" + option.long || "no-" + $0.long == option.long }
        let excluded = (option.short == nil ? [] : option.spellings) + twins.flatMap(\.spellings)
        return excluded.isEmpty ? "" : "(\(excluded.joined(separator: " ")))"
    }

    private static func zshSpec(_ option: Option) -> String {
        let (shortSuffix, longSuffix) = option.value == nil ? ("", "") : ("+", "=")
        let names =
            option.short.map { "'\(zshExclusions(option))'{-\($0)\(shortSuffix),--\(option.long)\(longSuffix)}'" }
            ?? "'\(zshExclusions(option))--\(option.long)\(longSuffix)"
        return names + "[\(option.brief)]" + (option.value == nil ? "" : ":\(option.long):\(actions(option).zsh)") + "'"
    }

    static var fish: String {
        """
        \(OptionProse.header("fish", "fish/vendor_completions.d/wxreport.fish"))
        \(lists { lines($1, after: "set -l \($0) ", continuation: " \\") })

        complete -c wxreport -f
        \(Option.all.map(fishLine).joined(separator: "\n"))
        \(OptionProse.fishInputs)

        """
    }

    private static func fishLine(_ option: Option) -> String {
        "complete -c wxreport" + (option.short.map { " -s \($0)" } ?? "") + " -l \(option.long)" + actions(option).fish
            + " -d '\(option.brief.prefix(1).uppercased() + option.brief.dropFirst())'"
    }

    /// The field keys and the common locales, each list laid out by `list` from its name and words.
    private static func lists(_ list: (String, [String]) -> String) -> String {
        list("fields", Column.allCases.map(\.rawValue))
            + "\n# Any BCP 47 tag CLDR knows works; these are the common ones.\n" + list("locales", OptionProse.locales)
    }

    /// The option's choices as shell words, `;` escaped with `backslash`, each with its meaning
    /// in the shell's form (`meaning`) when it has one.
    private static func choiceWords(
        _ option: Option, backslash: String = "\\", meaning: (String) -> String = { _ in "" }
    ) -> String {
        option.choices.map {
            ($0.value == ";" ? backslash + ";" : $0.value) + ($0.meaning.isEmpty ? "" : meaning($0.meaning))
        }
        .joined(separator: " ")
    }

    /// Words after `prefix` in lines of at most 92 columns, the later ones indented.
    private static func lines(_ words: [String], after prefix: String, continuation: String = "") -> String {
        OptionParser.wrap(
            words.joined(separator: " "), width: 92, first: prefix, indent: "    ", continuation: continuation)
    }
}
