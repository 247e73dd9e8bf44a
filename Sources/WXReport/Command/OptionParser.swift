/// Turns `wxreport`'s arguments into `ReportOptions`, or a usage error that says what to fix.
///
/// Our own parser rather than swift-argument-parser, so the package has no dependencies. It
/// follows getopt conventions, which is what cron lines and Makefiles expect:
/// - options and files mix in any order; `--` ends the options; a lone `-` is standard input;
/// - long options take a value as `--locale nl-BE` or `--locale=nl-BE`, short ones as `-o FILE`
///   or `-oFILE`; short options cannot be bundled (`-hV` is an unknown option);
/// - an option that needs a value takes the next word whatever it starts with, as GNU getopt
///   does: `--sort -temp`, `-o -x.csv`. An empty Makefile variable in `--locale $(LANG) --strict`
///   then makes `--strict` the value, which still fails (an unknown locale), never silently;
/// - a repeated option takes its last value, so a Makefile can append overrides;
/// - long names are never abbreviated, so adding an option cannot break an existing script.
///
/// The first problem found, left to right, is thrown even when `--help` is also present.
///
/// File operands and the `-o` value keep the bytes of `argv` (see `SystemPath`); everything
/// else is matched as text.
package enum OptionParser {
    /// Arguments typed as text, as tests write them.
    package static func parse(_ arguments: [String], defaultJobs: Int) throws(ReportError) -> ReportOptions {
        try parse(argv: arguments.map { SystemPath($0) }, defaultJobs: defaultJobs)
    }

    /// The raw `argv` after the program name, so a file named in invalid UTF-8 still opens.
    package static func parse(argv arguments: [SystemPath], defaultJobs: Int) throws(ReportError) -> ReportOptions {
        let jobsRange = ReportOptions.jobsRange
        var options = ReportOptions(jobs: min(max(defaultJobs, jobsRange.lowerBound), jobsRange.upperBound))
        var index = arguments.startIndex
        var onlyFiles = false
        var fieldsGiven = false

        while index < arguments.endIndex {
            let raw = arguments[index]
            let argument = raw.text
            index += 1
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                try addInput(raw, to: &options)
                continue
            }
            if argument == "--" {
                onlyFiles = true
                continue
            }

            let (option, spelling, attached, attachedRaw) = try split(raw)
            var value = ""
            var rawValue = SystemPath("")
            if option.takesValue {
                if let attached, let attachedRaw {
                    value = attached
                    rawValue = attachedRaw
                } else if index < arguments.endIndex {
                    value = arguments[index].text
                    rawValue = arguments[index]
                    index += 1
                }
                if value.isEmpty {
                    throw usage("option '\(spelling)' needs a value")
                }
            }
            try apply(option, value: value, raw: rawValue, spelling: spelling, to: &options)
            fieldsGiven = fieldsGiven || option == .fields
        }
        if options.daily, !fieldsGiven { options.fields = Column.daily }
        try ReportLayout.check(options)
        return options
    }

    /// Splits an option argument into the option, the spelling to quote in messages, and an
    /// attached value (`--sort=temp`, `-ofile.csv`) as text and as the raw bytes after the `=`
    /// or the letter.
    private static func split(
        _ raw: SystemPath
    ) throws(ReportError) -> (option: Option, spelling: String, attached: String?, attachedRaw: SystemPath?) {
        let argument = raw.text
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            var name = body
            var attached: String?
            var attachedRaw: SystemPath?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                attached = String(body[body.index(after: equals)...])
                // `=` is ASCII, so the first `=` byte is the first `=` of the text.
                if let rawEquals = raw.bytes.firstIndex(of: UInt8(ascii: "=")) {
                    attachedRaw = SystemPath(bytes: raw.bytes[(rawEquals + 1)...])
                }
            }
            let spelling = "--" + name
            guard let option = Option.allCases.first(where: { $0.longName == name }) else {
                throw usage("unknown option '\(ReportError.shown(spelling))'")
            }
            if !option.takesValue, attached != nil {
                throw usage("option '\(spelling)' takes no value")
            }
            return (option, spelling, attached, attachedRaw)
        }
        let letter = argument.dropFirst().first
        guard let option = Option.allCases.first(where: { $0.shortName != nil && $0.shortName == letter }),
            option.takesValue || argument.count == 2
        else {
            throw usage("unknown option '\(ReportError.shown(argument))'")
        }
        let rest = argument.dropFirst(2)
        // The option letter is ASCII: the value starts at the third byte.
        return (
            option, String(argument.prefix(2)), rest.isEmpty ? nil : String(rest),
            rest.isEmpty ? nil : SystemPath(bytes: raw.bytes.dropFirst(2))
        )
    }

    /// Records one file operand; standard input can only be read once, so `-` may appear once.
    private static func addInput(_ path: SystemPath, to options: inout ReportOptions) throws(ReportError) {
        if path.isStandardInput, options.inputs.contains(where: \.isStandardInput) {
            throw usage("standard input '-' can be given only once")
        }
        options.inputs.append(path)
    }

    private static func apply(
        _ option: Option,
        value: String,
        raw: SystemPath,
        spelling: String,
        to options: inout ReportOptions
    ) throws(ReportError) {
        switch option {
        case .locale: options.locale = value
        case .format: options.format = try choice(value, for: spelling)
        case .output: options.output = raw.isStandardInput ? nil : raw
        case .fields: options.fields = try fields(value, for: spelling)
        case .inputUnits: options.inputUnits = try choice(value, for: spelling)
        case .units: options.units = try choice(value, for: spelling)
        case .delimiter: options.delimiter = try delimiter(value, for: spelling)
        case .jobs: options.jobs = try jobs(value, for: spelling)
        case .strict: options.strict = true
        case .recursive: options.recursive = true
        case .progress: options.progress = true
        case .noProgress: options.progress = false
        case .help: options.showHelp = true
        case .version: options.showVersion = true
        case .schema: options.showSchema = true
        case .plain: options.plain = true
        case .header: options.header = try choice(value, for: spelling)
        case .noHeader: options.noHeader = true
        case .bom: options.byteOrderMark = true
        case .noFormulaGuard: options.guardsFormulas = false
        case .summary: options.summary = true
        case .daily: options.daily = true
        case .sort:
            switch SortKey.parse(value) {
            case .success(let keys): options.sort = keys
            case .failure(let problem):
                let valid = Column.allCases.map(\.rawValue).joined(separator: ", ")
                throw usage(
                    "\(problem.message) in '\(value)' for '\(spelling)' (valid: \(valid), each may start with '-')")
            }
        case .rejects:
            guard !raw.isStandardInput else {
                throw usage("'\(spelling)' needs a file name: standard output carries the report")
            }
            options.rejects = raw
        }
    }

    /// One case of a small enum, by its raw value, matched exactly (the help text shows the case).
    private static func choice<Choice: RawRepresentable<String> & CaseIterable>(
        _ value: String,
        for spelling: String
    ) throws(ReportError) -> Choice {
        if let choice = Choice(rawValue: value) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        throw usage("invalid value '\(ReportError.shown(value))' for '\(spelling)' (expected \(expected))")
    }

    /// A comma-separated column list; spaces around keys are allowed (`"city, temp"`), empty
    /// items and repeats are not, because both are more likely typos than intent.
    private static func fields(_ value: String, for spelling: String) throws(ReportError) -> [Column] {
        var columns: [Column] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let key = item.trimmingSpaces
            if key.isEmpty {
                throw usage("empty field in '\(value)' for '\(spelling)'")
            }
            guard let column = Column(rawValue: key) else {
                let valid = Column.allCases.map(\.rawValue).joined(separator: ", ")
                throw usage("unknown field '\(key)' for '\(spelling)' (valid: \(valid))")
            }
            if columns.contains(column) {
                throw usage("duplicate field '\(key)' for '\(spelling)'")
            }
            columns.append(column)
        }
        return columns
    }

    /// Plain decimal digits only: `+4`, ` 4` and `4.0` are rejected rather than guessed at.
    private static func jobs(_ value: String, for spelling: String) throws(ReportError) -> Int {
        let range = ReportOptions.jobsRange
        guard value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let jobs = Int(value), range.contains(jobs)
        else {
            throw usage(
                "invalid value '\(ReportError.shown(value))' for '\(spelling)' "
                    + "(expected a whole number from \(range.lowerBound) to \(range.upperBound))"
            )
        }
        return jobs
    }

    /// One character, or `tab` / `\t` for a tab, which is hard to type in a crontab or Makefile.
    /// A quote or line break would make the CSV ambiguous, so they are refused.
    private static func delimiter(_ value: String, for spelling: String) throws(ReportError) -> Character {
        if value == "tab" || value == "\\t" { return "\t" }
        guard value.count == 1, let character = value.first, character != "\"", !character.isNewline else {
            throw usage(
                "invalid value '\(visible(value))' for '\(spelling)' "
                    + "(expected one character other than '\"', CR or LF, or 'tab')"
            )
        }
        return character
    }

    /// The value with control characters escaped, so a stray line break shows in the message.
    private static func visible(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func usage(_ message: String) -> ReportError {
        ReportError(.usage, message)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (Foundation-free `trimmingCharacters`).
    fileprivate var trimmingSpaces: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
