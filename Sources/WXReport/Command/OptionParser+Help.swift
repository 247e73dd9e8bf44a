extension OptionParser {
    /// What a usage error prints to standard error after its message: the synopsis and a hint.
    package static let usageLine = """
        usage: wxreport [options] [file ...]
        try 'wxreport --help'
        """

    /// What `--help` prints to standard output (no trailing newline; `print` adds one).
    /// Every option with its default, the field keys, the exit codes and two examples, in at
    /// most 80 columns so it reads in any terminal; `OptionParserHelpTests` holds it to that.
    package static let helpText = """
        \(Version.string): OpenWeatherMap JSON to localized reports
        (CSV, Markdown, JSON, NDJSON)

        usage: wxreport [options] [file ...]

        Reads the files in order ('-', or no file at all: standard input) and writes
        one report with a row per city and time. A folder stands for its files named
        *.json, *.jsonl or *.ndjson, or those plus .gz, in byte order of their names.
        gzip input is decompressed, told by its content. Options may come before or
        after the files; '--' ends the options. An option's value is the next word,
        even when it starts with '-' (--sort -temp).

        options:
          --locale ID          locale for numbers, units and times, e.g. nl-BE
                               (default: from LC_ALL, LC_MESSAGES or LANG, else en-US)
          -f, --format FORMAT  csv, markdown, json (one array), ndjson (one
                               object per line) or html (a page with charts)
                               (default: from the output file's ending:
                               .md/.markdown, .json, .ndjson/.jsonl, .html/.htm;
                               else csv)
          -o, --output FILE    write the report to FILE; '-' is standard output
                               (default: standard output)
          --fields LIST        comma-separated field keys, in the order to print
                               them, each at most once (default: the first 19
                               keys below, city to sunset)
          --input-units UNITS  what the input holds, as OWM's 'units' parameter:
                               standard (kelvin, m/s), metric (celsius, m/s),
                               imperial (fahrenheit, mph), or auto: standard if
                               the first temperature is kelvin, else an error
                               (default: auto)
          --units SYSTEM       metric or imperial for the report
                               (default: the locale's own preference)
                               JSON, NDJSON, --plain and --header keys always
                               use fixed units, named in the keys: metric C,
                               hPa, m/s, km, mm; imperial F, inHg, mph, mi, in
                               (without --units: imperial where the locale's
                               measurement system is the US one)
          --delimiter CHAR     CSV field separator: one character, or 'tab' or '\\t'
                               (default: ',', or ';' when the locale's decimal
                               separator is a comma)
          -j, --jobs N         worker threads decoding input, 1 to 256
                               (default: number of cores)
          --plain              numbers at full precision without units, in the
                               locale's decimal style, the units in the header;
                               ISO 8601 times
          --header WHAT        titles (in the locale's language) or keys (the
                               field keys, with their unit: temp_celsius)
                               (default: titles)
          --no-header          no header row in CSV (Markdown keeps its header)
          --bom                start CSV or Markdown with a UTF-8 byte order
                               mark, for spreadsheets
          --no-formula-guard   write CSV text cells that start with = + - @ TAB
                               or CR as they are (default: a leading ' keeps
                               spreadsheets from running them as formulas)
          --summary            instead of the rows, one row per numeric field:
                               count, min, city at min, max, city at max, mean
          --daily              one row per place and local day: extremes, means
                               and totals that count no hour twice; fields
                               from date to hours below (default: all of them)
          --sort KEYS          order rows by field keys, '-KEY' descending, e.g.
                               --sort country,-temp (numbers by value, text by
                               the locale's collation, times by instant, empty
                               last; stable) (default: input order)
          --strict             write no report at all if any input fails
                               (default: off, the report holds the good inputs)
          -r, --recursive      read the subfolders of a folder too
                               (default: only the files directly in it)
          --rejects FILE       write each record or document that could not be
                               reported to FILE, one JSON object a line; they
                               then no longer make the exit status non-zero
          --progress           show progress on standard error
          --no-progress        never show progress (default: when standard
                               error is a terminal the report is not written to)
          --schema             print the JSON Schema of a JSON/NDJSON object
                               (keys, types, units) and exit
          -h, --help           show this help and exit
          -V, --version        show the version and exit

        field keys:
        \(fieldKeys)

        exit status:
          0   success
          64  usage error: unknown option or bad value
          65  some input could not be decoded (and no --rejects file took it)
          66  an input cannot be opened
          73  the output file cannot be created
          74  writing the report failed

        examples:
          # crontab: a Belgian report every hour, replaced only when complete (the
          # full path: cron's PATH is /usr/bin:/bin; make install's PREFIX/bin)
          0 * * * * /usr/local/bin/wxreport --locale nl-BE -o /srv/wx.md /srv/owm/*.json
          # Makefile: CSV with three columns from every download
          weather.csv: $(wildcard data/*.json)
                  wxreport --fields city,time,temp --strict -o $@ $^
        """

    /// The `--fields` keys in default order, wrapped to fit the help text's columns.
    private static var fieldKeys: String {
        var lines: [String] = []
        var line = " "
        for (position, column) in Column.allCases.enumerated() {
            let item = " " + column.rawValue + (position == Column.allCases.count - 1 ? "" : ",")
            if line.count + item.count > 80 {
                lines.append(line)
                line = " "
            }
            line += item
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
