/// The man page's prose, `wxreport --generate man` lays it out around the options (`Option.all`)
/// and the fields (`Column`): see `ManualPage`. Text in man(7) markup, data rather than code.
enum ManualText {
    /// The comment the page starts with: where it comes from and how to check it.
    static let comment = #"""
        .\" wxreport(1): the manual page, the reference for options, fields, units and exit statuses.
        .\" Made by 'wxreport --generate man' (make generate) from Sources/WXReport/Tables: the
        .\" options from OptionTable*.swift, the fields from Column, the prose from ManualText*.swift.
        .\" Check it with
        .\"   groff -ww -man -Tutf8 Sources/wxreport/man/wxreport.1 >/dev/null   or   mandoc -T lint -W all Sources/wxreport/man/wxreport.1
        """#

    /// From `.TH` to the end of DESCRIPTION.
    static let head = #"""
        .TH WXREPORT 1 2026-11-26 "\#(Version.string)" "User Commands"
        .SH NAME
        wxreport \- OpenWeatherMap JSON to localized reports (CSV, Markdown, JSON, HTML)
        .SH SYNOPSIS
        .B wxreport
        .RI [ options ]
        .RI [ file " .\|.\|.]"
        .SH DESCRIPTION
        .B wxreport
        reads OpenWeatherMap (OWM) JSON from each
        .I file
        in order and writes one report with a row per city and time, as CSV, as a
        GitHub-flavoured Markdown table, as an HTML page with charts, or as JSON or
        NDJSON for programs.
        Every number, unit, date and time is formatted for a locale from CLDR data
        (the ICU inside the Swift toolchain);
        the formats for machines (JSON, NDJSON,
        .BR \-\-plain ,
        .BR "\-\-header keys" )
        keep the input's precision in fixed units instead (see
        .BR "FORMATS FOR MACHINES" ).
        .PP
        A
        .I file
        of
        .B \-
        reads standard input, as does giving no file at all when standard input is not a
        terminal.
        Options may come before or after the files;
        .B \-\-
        ends the options.
        An option that needs a value takes the next word, even one that starts with
        .BR \- ,
        as GNU getopt does:
        .B \-\-sort \-temp
        is the same as
        .BR \-\-sort=\-temp ,
        and
        .B \-o \-x.csv
        writes
        .BR \-x.csv .
        .PP
        A
        .I file
        that is a folder stands for the regular files in it whose names end in
        .BR .json ,
        .B .jsonl
        or
        .BR .ndjson ,
        or one of those plus
        .BR .gz ,
        read in byte order of their names (as
        .B LC_ALL=C sort
        orders them), whatever the locale.
        Other names, names starting with a dot, and subfolders (unless
        .B \-r
        is given) are skipped and counted in one line on standard error, which is
        printed only when something failed or progress is shown.
        Symbolic links are followed; a link back to a folder being read is reported
        as a warning and not followed.
        A folder with no such file is a warning.
        .PP
        Input compressed with
        .BR gzip (1)
        is decompressed as it is read, in files and on standard input alike, told by
        its first bytes rather than its name; concatenated members are read as one
        stream.
        Positions in errors are
        .IR line : column
        of the decompressed text.
        A corrupt or truncated file is an error naming it and the compressed byte
        offset where the damage was found.
        .PP
        The inputs may hold any OWM weather product, recognised by its shape, not its
        name: current weather, the group and find endpoints, bulk files (as JSON Lines
        or one array of records), the 5\-day/3\-hour, hourly, daily (16\-day) and
        climatic (30\-day) forecasts, 2.5 history and History Bulk exports, One Call
        3.0 with its timemachine and day_summary responses, and OWM error payloads,
        which are reported as that file's error, with OWM's message.
        The
        .B kind
        field says which product each row came from.
        .PP
        A record that breaks the schema (a wrong type,
        .BR main ,
        .B weather
        or
        .B dt
        missing, an offset beyond \(+-18 h, a value outside the ranges of
        .BR "INPUT UNITS" )
        is skipped with its JSON path; the other records are kept.
        A JSON syntax error ends that file at that point, keeping the records before
        it; in JSON Lines it costs only its line.
        A truncated file keeps its complete records.
        Either way the other inputs still make it into the report, unless
        .B \-\-strict
        is given.
        """#

    /// FIELD KEYS before the fields.
    static let fieldsIntro = #"""
        .SH FIELD KEYS
        Headers are the column titles in the locale's language: the language's table
        (23 languages; a region falls back to its language, so
        .B de\-AT
        reads the German one), English for a language without one.
        With
        .B \-\-header keys
        they are these keys instead (with the unit appended to a numeric one, as in
        JSON).
        The units are in the cells, or with
        .B \-\-plain
        in the header.
        A value the payload lacks (absent,
        .BR null ,
        .BR {} )
        is an empty cell: missing is not zero.
        Each entry gives the English title and where the value comes from; for
        other products see the
        .B Inputs
        article of the documentation.
        """#
}
