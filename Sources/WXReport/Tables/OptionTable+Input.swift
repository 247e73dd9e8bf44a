extension Option {
    /// What is read, and what is done about the inputs that fail.
    static let input: [Option] = [
        Option(
            long: "input-units", value: "UNITS",
            choices: [
                Choice(value: "auto", meaning: "standard if the first temperature is kelvin"),
                Choice(value: "standard", meaning: "kelvin, m/s"), Choice(value: "metric", meaning: "celsius, m/s"),
                Choice(value: "imperial", meaning: "fahrenheit, mph"),
            ],
            byDefault: "auto", brief: "units the input holds",
            help: """
                what the input holds, as OWM's 'units' parameter: standard (kelvin, m/s), metric (celsius, m/s),
                imperial (fahrenheit, mph), or auto: standard if the first temperature is kelvin, else an error
                """,
            manual: #"""
                What the input holds, as OWM's
                .I units
                request parameter, which most payloads never state:
                .B standard
                (kelvin, m/s),
                .B metric
                (celsius, m/s),
                .B imperial
                (fahrenheit, mph), or
                .BR auto .
                See
                .BR "INPUT UNITS" .
                Default: auto.
                """#,
            category: .input, completion: .choice
        ) { options, value throws(ReportError) in options.inputUnits = try value.choice() },
        Option(
            long: "recursive", short: "r", byDefault: "only the files directly in it",
            brief: "read the subfolders of a folder too", help: "read the subfolders of a folder too",
            manual: #"""
                Read the subfolders of a folder named as a
                .I file
                too, at any depth, all files in byte order of their paths.
                Default: only the files directly in it.
                """#,
            category: .input
        ) { options, _ in options.recursive = true },
        Option(
            long: "strict", byDefault: "off, the report holds the good inputs",
            brief: "write no report at all if any input fails", help: "write no report at all if any input fails",
            manual: #"""
                Stop at the first error, exit non-zero and write no report at all (an existing
                .B \-o
                or
                .B \-\-rejects
                file is left untouched).
                Default: off; the report holds the good inputs.
                """#,
            category: .input
        ) { options, _ in options.strict = true },
        Option(
            long: "rejects", value: "FILE",
            brief: "write the records that could not be reported to a file, as NDJSON",
            help: """
                write each record or document that could not be reported to FILE, one JSON object a line; they then
                no longer make the exit status non-zero
                """,
            manual: #"""
                Write every record or document that could not be reported to
                .I file
                (see
                .BR "REJECTS FILE" ).
                The file is replaced only when the run is committed, like
                .BR \-o ,
                and before the report; it may be neither an input nor the report, and not
                .BR \- .
                Rejects written this way no longer make the exit status non-zero; an input
                that cannot be opened still does.
                Messages still go to standard error.
                """#,
            category: .input, completion: .file
        ) { options, value throws(ReportError) in options.rejects = try value.fileName() },
    ]

    /// How the run goes, and the options that print something else than a report.
    static let other: [Option] = [
        Option(
            long: "jobs", short: "j", value: "N", byDefault: "number of cores",
            brief: "worker threads decoding input, \(rangeText)", help: "worker threads decoding input, \(rangeText)",
            manual: #"""
                The most batches of input decoded at once, \#(rangeText).
                The report is byte for byte the same for any
                .IR n .
                Default: the number of cores.
                """#,
            category: .other
        ) { options, value throws(ReportError) in options.jobs = try value.number(in: ReportOptions.jobsRange) },
        Option(
            long: "progress", brief: "show progress on standard error", help: "show progress on standard error",
            manual: "Show progress on standard error.", category: .other
        ) { options, _ in options.progress = true },
        Option(
            long: "no-progress", byDefault: "when standard error is a terminal the report is not written to",
            brief: "never show progress", help: "never show progress",
            manual: #"""
                Never show progress.
                Default: progress only when standard error is a terminal and the report does
                not go to that same terminal; the line is cleared before any message.
                """#,
            category: .other
        ) { options, _ in options.progress = false },
        Option(
            long: "schema", brief: "print the JSON Schema of JSON and NDJSON objects and exit",
            help: "print the JSON Schema of a JSON/NDJSON object (keys, types, units) and exit",
            manual: #"""
                Print the JSON Schema (draft 2020\-12) of one JSON or NDJSON object (keys,
                types, and each number's unit as CLDR's identifier in
                .BR x\-unit )
                for the unit system the same options would use, and exit.
                """#,
            category: .other, exits: true
        ) { options, _ in options.showSchema = true },
        Option(
            long: "generate", value: "KIND", choices: cases(GeneratedFile.self),
            brief: "print the man page or shell completions and exit",
            help: "print the man page (man) or the completions of bash, zsh or fish (complete-bash, ...) and exit",
            manual: #"""
                Print a file made from wxreport's own description of its options, and exit:
                .B man
                (this page),
                .BR complete\-bash ,
                .B complete\-zsh
                or
                .B complete\-fish
                (the completions of that shell).
                .B make install
                installs the copies kept in the source tree, which a test holds to this output.
                """#,
            category: .other, completion: .choice, exits: true
        ) { options, value throws(ReportError) in options.generate = try value.choice() },
        Option(
            long: "help", short: "h", brief: "show help and exit", help: "show this help and exit",
            manual: "Show a summary of the options and exit.", category: .other, exits: true
        ) { options, _ in options.showHelp = true },
        Option(
            long: "version", short: "V", brief: "show the version and exit", help: "show the version and exit",
            manual: "Show the version and exit.", category: .other, exits: true
        ) { options, _ in options.showVersion = true },
    ]

    private static let rangeText = "\(ReportOptions.jobsRange.lowerBound) to \(ReportOptions.jobsRange.upperBound)"
}
