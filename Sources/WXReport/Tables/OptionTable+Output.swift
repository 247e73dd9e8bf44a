extension Option {
    /// How the report is written: its format, file and layout.
    static let output: [Option] = [
        Option(
            long: "format", short: "f", value: "FORMAT",
            choices: OutputFormat.allCases.map { Option.Choice(value: $0.rawValue, meaning: $0.meaning) },
            byDefault: OutputFormat.defaultHelp, brief: "report format", help: OutputFormat.help,
            manual: OutputFormat.manualEntry,
            category: .output, completion: .choice
        ) { options, value throws(ReportError) in options.format = try value.choice() },
        Option(
            long: "output", short: "o", value: "FILE", byDefault: "standard output",
            brief: "write the report to a file (- is standard output)",
            help: "write the report to FILE; '-' is standard output",
            manual: #"""
                Write the report to
                .IR file ;
                .B \-
                is standard output.
                The report is written to a temporary file beside
                .IR file ,
                synced, and renamed over it only when the run is committed, so a failed or
                interrupted run leaves an existing report as it was.
                A run is committed when it reported at least one row, or when it ends with
                status 0; otherwise it says
                .B no row could be reported; no report written
                and leaves
                .I file
                as it was.
                A symbolic link is kept and the file it points to replaced; a device or FIFO
                .RB ( /dev/stdout )
                is written directly.
                .I file
                may not be one of the inputs (the same device and inode, standard input
                redirected from it included), nor, in a folder being read, have a name the
                folder's inputs have, since the next run would read it back; both are usage
                errors, before anything is read.
                Default: standard output.
                """#,
            category: .output, completion: .file
        ) { options, value in options.output = value.raw.isStandardInput ? nil : value.raw },
        Option(
            long: "delimiter", value: "CHAR",
            choices: [
                Choice(value: "tab", meaning: ""), Choice(value: ",", meaning: ""), Choice(value: ";", meaning: ""),
            ],
            byDefault: "',', or ';' when the locale's decimal separator is a comma",
            brief: "CSV field separator",
            help: "CSV field separator: one character, or 'tab' or '\\t'",
            manual: #"""
                The CSV field separator: one character, or
                .B tab
                or
                .B \(rst
                for a tab.
                CSV only: with Markdown, HTML, JSON or NDJSON output it is a usage error,
                not ignored.
                Default: a comma, or a semicolon when the locale's decimal separator is a
                comma (as spreadsheets there expect).
                """#,
            category: .output, completion: .choice
        ) { options, value throws(ReportError) in options.delimiter = try value.delimiter() },
        Option(
            long: "plain", brief: "numbers without units, units in the header, ISO 8601 times",
            help: """
                numbers at full precision without units, in the locale's decimal style, the units in the header;
                ISO 8601 times
                """,
            manual: #"""
                Numbers without units and the units in the header; times in ISO 8601 (see
                .BR "FORMATS FOR MACHINES" ).
                A usage error with
                .BR html .
                """#,
            category: .output
        ) { options, _ in options.plain = true },
        Option(
            long: "header", value: "WHAT", choices: cases(HeaderChoice.self), byDefault: "titles",
            brief: "what the header row holds",
            help: "titles (in the locale's language) or keys (the field keys, with their unit: temp_celsius)",
            manual: #"""
                .B titles
                (in the locale's language; the default) or
                .B keys
                (the field keys, with the unit appended to a numeric one as in JSON:
                .BR temp_celsius ;
                the same in every locale, with the fixed units of the formats for machines).
                """#,
            category: .output, completion: .choice
        ) { options, value throws(ReportError) in options.header = try value.choice() },
        Option(
            long: "no-header", brief: "no header row in CSV",
            help: "no header row in CSV (Markdown keeps its header)",
            manual: #"""
                No header row in CSV (for shards and
                .BR cat );
                wins over
                .BR \-\-header .
                Markdown and HTML keep their header row (a table needs it) and say so on
                standard error; JSON has none.
                """#,
            category: .output
        ) { options, _ in options.noHeader = true },
        Option(
            long: "bom", brief: "start with a UTF-8 byte order mark, for spreadsheets",
            help: "start CSV or Markdown with a UTF-8 byte order mark, for spreadsheets",
            manual: #"""
                Start a CSV or Markdown report with a UTF\-8 byte order mark, for spreadsheets.
                Refused (exit status 64) with JSON, which must not start with one (RFC 8259).
                """#,
            category: .output
        ) { options, _ in options.byteOrderMark = true },
        Option(
            long: "no-formula-guard", byDefault: "a leading ' keeps spreadsheets from running them as formulas",
            brief: "write CSV text cells that look like formulas as they are",
            help: "write CSV text cells that start with = + - @ TAB or CR as they are",
            manual: #"""
                Write CSV text cells taken from the input
                (city, country, conditions, icon, alerts) exactly as they are.
                By default such a cell that starts with
                .BR = ", " + ", " \- ", " @ ,
                TAB, CR or NUL gets a leading
                .B \(aq
                so that a spreadsheet shows it instead of running it as a formula (OWASP's
                advice against CSV injection); cells wxreport formats itself are left alone.
                """#,
            category: .output
        ) { options, _ in options.guardsFormulas = false },
    ]
}
