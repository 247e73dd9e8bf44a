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
        options.fields = []  // none given yet: the defaults, or with `--daily` the daily fields, after the loop
        var rest = arguments.makeIterator()
        var onlyFiles = false
        while let raw = rest.next() {
            let argument = raw.text
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                // Standard input can only be read once, so `-` may appear once.
                if raw.isStandardInput, options.inputs.contains(where: \.isStandardInput) {
                    throw ReportError(.usage, "standard input '-' can be given only once")
                }
                options.inputs.append(raw)
            } else if argument == "--" {
                onlyFiles = true
            } else {
                let (option, spelling, attached) = try split(raw)
                let value = attached ?? (option.value == nil ? nil : rest.next()) ?? ""
                if option.value != nil, value.bytes.isEmpty {
                    throw ReportError(.usage, "option '\(spelling)' needs a value")
                }
                try option.update(&options, OptionValue(raw: value, spelling: spelling))
            }
        }
        if options.fields.isEmpty { options.fields = options.daily ? Column.daily : Column.defaults }
        try options.check()
        return options
    }

    /// Splits an option argument into the option, the spelling to quote in messages, and the
    /// raw bytes of an attached value (`--sort=temp`, `-ofile.csv`): after the name's first `=`
    /// or the letter, both ASCII, so the bytes are the text's.
    private static func split(
        _ raw: SystemPath
    ) throws(ReportError) -> (option: Option, spelling: String, attached: SystemPath?) {
        let argument = raw.text
        let isLong = argument.hasPrefix("--")
        let name = isLong ? argument.dropFirst(2).prefix { $0 != "=" } : argument.dropFirst().prefix(1)
        let spelling = (isLong ? "--" : "-") + name
        let option = Option.all.first { isLong ? $0.long == name : $0.short == name.first }
        let valueStart = spelling.utf8.count + (isLong ? 1 : 0)
        let attached = raw.bytes.count > spelling.utf8.count ? SystemPath(bytes: raw.bytes.dropFirst(valueStart)) : nil
        // A short flag with more after it is no bundle (`-hV`): the whole argument is unknown.
        guard let option, isLong || option.value != nil || attached == nil else {
            throw ReportError(.usage, "unknown option '\(ReportError.shown(isLong ? spelling : argument))'")
        }
        if option.value == nil, attached != nil {
            throw ReportError(.usage, "option '\(spelling)' takes no value")
        }
        return (option, spelling, attached)
    }
}
