/// The options, in the order `--help` and the man page list them: each described once, and
/// everything about it made from here (see `Option`). The report's options here, the output's in
/// `OptionTable+Output.swift`, the input's and the others in `OptionTable+Input.swift`.
extension Option {
    package static let all: [Option] = report + output + input + other

    private static let report: [Option] = [
        Option(
            long: "locale", value: "ID", byDefault: "from LC_ALL, LC_MESSAGES or LANG, else en-US",
            brief: "locale for numbers, units and times",
            help: "locale for numbers, units and times, e.g. nl-BE",
            manual: #"""
                The locale for numbers, units, times and header titles, as a BCP 47 tag
                .RB ( nl\-BE )
                or a POSIX name
                .RB ( nl_BE.UTF\-8 ).
                An unknown locale is a usage error, never a silent fallback.
                Default: from
                .BR LC_ALL ,
                .B LC_MESSAGES
                or
                .BR LANG ,
                else
                .BR en\-US .
                """#,
            category: .report, completion: .locale
        ) { options, value in options.locale = value.text },
        Option(
            long: "fields", value: "LIST",
            byDefault: "the first \(Column.defaults.count) keys below, \(defaultsSpan.first) to \(defaultsSpan.last)",
            brief: "comma-separated field keys, in order",
            help: "comma-separated field keys, in the order to print them, each at most once",
            manual: #"""
                Comma-separated field keys (see
                .BR "FIELD KEYS" ),
                in the order to print them, each at most once.
                An unknown key is a usage error that lists the valid ones.
                Default: the \#(Column.defaults.count) keys from
                .B \#(defaultsSpan.first)
                to
                .BR \#(defaultsSpan.last) ,
                in the order below;
                .B time_utc
                and the data fields after it are printed only when named.
                Without
                .BR \-\-fields ,
                Markdown and HTML (the formats people read) add
                .BR rain_3h ,
                .BR snow_3h ,
                .BR rain_day ,
                .BR snow_day ,
                .B precipitation_day
                and
                .B pop
                after
                .BR snow_1h ,
                leave out every field no record has,
                and list the alerts in force above the table.
                """#,
            category: .report, completion: .columns(descending: false)
        ) { options, value throws(ReportError) in options.fields = try value.keys(descending: false).map(\.column) },
        Option(
            long: "units", value: "SYSTEM", choices: cases(UnitSystem.self), byDefault: "the locale's own preference",
            brief: "unit system of the report",
            help: """
                metric or imperial for the report. JSON, NDJSON, --plain and --header keys always use fixed units,
                named in the keys: metric C, hPa, m/s, km, mm; imperial F, inHg, mph, mi, in (without --units:
                imperial where the locale's measurement system is the US one)
                """,
            manual: #"""
                .B metric
                or
                .B imperial
                for the report.
                Default: the locale's own preference (CLDR), for each column the unit CLDR's
                usage picks (see
                .BR "FIELD KEYS" ).
                The formats for machines always use one fixed unit per field, named in the keys
                (see
                .BR "FORMATS FOR MACHINES" ).
                """#,
            category: .report, completion: .choice
        ) { options, value throws(ReportError) in options.units = try value.choice() },
        Option(
            long: "summary", brief: "one row per numeric field instead of the rows",
            help: "instead of the rows, one row per numeric field: count, min, city at min, max, city at max, mean",
            manual: #"""
                Instead of the rows, one row per numeric field of
                .BR \-\-fields ,
                in any format: how many rows had a value (plain digits), the minimum and the
                city where it was first seen in input order, the maximum and its city, and the
                mean.
                Values are formatted like the cells; in the formats for machines they are not
                rounded for display (the mean to 12 significant digits).
                The mean of
                .B wind_deg
                is the circular mean (350\(de and 10\(de give 0\(de); directions that cancel
                out (90\(de and 270\(de) have no mean, an empty cell.
                The header is the summary's keys
                .RB ( field ", " count ", " min ", " min_city ", " max ", " max_city ", " mean )
                in every language.
                Without a numeric field in
                .B \-\-fields
                it is a usage error.
                .B \-\-sort
                is ignored.
                """#,
            category: .report
        ) { options, _ in options.summary = true },
        Option(
            long: "daily", byDefault: "all of them", brief: "one row per place and local day",
            help: """
                one row per place and local day: extremes, means and totals that count no hour twice; fields from
                \(dailySpan.first) to \(dailySpan.last) below
                """,
            manual: #"""
                One row per place and local day (the place's own offset, so a day may have 23
                or 25 hours), in input order of each day's first row, written at the end of the
                run.
                The fields are \#(dailyList)
                (all of them without
                .BR \-\-fields ;
                no other field).
                Each UTC hour counts once, from the first row that covers it; a daily row's
                amount is used when the shorter rows do not cover the whole day.
                Works with
                .BR \-\-sort " and " \-\-summary .
                """#,
            category: .report
        ) { options, _ in options.daily = true },
        Option(
            long: "sort", value: "KEYS", byDefault: "input order",
            brief: "order rows by field keys, -key descending",
            help: """
                order rows by field keys, '-KEY' descending, e.g. --sort country,-temp (numbers by value, text by the
                locale's collation, times by instant, empty last; stable)
                """,
            manual: #"""
                Order the rows by comma\-separated field keys, most significant first,
                .BI \- key
                for descending
                .RB ( "\-\-sort \-temp"
                or
                .BR \-\-sort=\-temp );
                a key need not be among
                .BR \-\-fields .
                Numbers by value, text by the locale's collation (\(:A with A in de\-DE,
                after Z in sv\-SE), times by instant whatever their offset, empty values last
                in both directions; stable, the same for any
                .BR \-\-jobs .
                Past 8 MB of rows, sorted runs spill to unlinked files in
                .B TMPDIR
                and are merged; a run that cannot be written fails the run with exit status 73
                naming the run and the cause, before any of the report is written.
                """#,
            category: .report, completion: .columns(descending: true)
        ) { options, value throws(ReportError) in options.sort = try value.keys(descending: true) },
    ]

    /// The first and last default fields, and of the daily ones, as the help names them.
    private static let defaultsSpan = span(Column.defaults)
    private static let dailySpan = span(Column.daily)
    /// The daily fields as a sentence, on lines of six for the man page's 80 columns.
    private static let dailyList =
        stride(from: 0, to: Column.daily.count - 1, by: 6).map { start in
            Column.daily[start..<min(start + 6, Column.daily.count - 1)].map(\.rawValue).joined(separator: ", ")
        }.joined(separator: ",\n") + " and " + dailySpan.last
    private static func span(_ columns: [Column]) -> (first: String, last: String) {
        (columns.first?.rawValue ?? "", columns.last?.rawValue ?? "")
    }
}
