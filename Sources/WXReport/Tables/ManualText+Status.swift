extension ManualText {
    /// From REJECTS FILE to the end: exit status, diagnostics, environment, examples, see also.
    static let status = #"""
        .SH REJECTS FILE
        With
        .BR \-\-rejects ,
        what could not be reported is kept as data: one JSON object per line, one line
        per error message on standard error that is about the input's content, in the
        same order.
        Every key is always present:
        .TP
        .B input
        The input's name as in messages: the path as typed, or
        .BR <stdin> .
        .TP
        .BR line ", " column
        The 1\-based position of the problem, as in the message (columns count
        characters), or null when unknown.
        .TP
        .B path
        The record's JSON path in its document
        .RB ( list[3] ;
        .B [3]
        for a top\-level array), or
        .B \(dq\(dq
        for a line of JSON Lines, a current\-weather file, or a problem with the whole
        document.
        .TP
        .B member
        The offending value inside the record
        .RB ( main.temp ", " weather[1].description ),
        or
        .B \(dq\(dq
        for the record as a whole and for syntax errors.
        .TP
        .B scope
        .B record
        when only this record was lost;
        .B document
        when the rest of the document was lost too (a syntax error in an array or
        object, an OWM error payload, a document rejected for its units, an input that
        changed while being read, corrupt gzip data).
        .TP
        .B message
        The message as on standard error, without
        .IR path : line : column : .
        .TP
        .B record
        The raw text of the record, UTF\-8 (bytes that are not UTF\-8 read as
        U+FFFD), at most 64 KiB: for a schema error the whole record (for JSON Lines
        the line without its line break); for a syntax error inside an array element
        or a one\-record file, from the record's start to the end of the line where the
        error was found (from the error for one between two elements); null for a
        problem outside any record (an error payload, broken JSON around the records,
        a document rejected for its units, a
        .B city
        after 4 MiB of
        .BR list ).
        .TP
        .B truncated
        .B true
        when
        .B record
        was longer than 64 KiB (65,536 bytes) and is cut there, on a character
        boundary.
        .PP
        An input that cannot be opened is not a reject: it is reported on standard
        error only.
        If the rejects file cannot be written, the run fails with exit status 74 and
        the report is left as it was.
        .SH EXIT STATUS
        .TP
        .B 0
        Success, also when a reader such as
        .BR head (1)
        closes the pipe early.
        .TP
        .B 64
        Usage error: an unknown option, a bad value, an unknown locale or field, no
        input on a terminal,
        .B \-o
        or
        .B \-\-rejects
        naming an input, or options that do not combine
        .RB ( \-\-delimiter
        with Markdown, HTML, JSON or NDJSON,
        .B \-\-bom
        with JSON,
        .B \-\-plain
        with HTML).
        .TP
        .B 65
        Some input could not be decoded; the other inputs are still in the report.
        Not with
        .BR \-\-rejects ,
        unless
        .B \-\-strict
        stopped the run.
        .TP
        .B 66
        An input or a folder cannot be opened (this wins over 65).
        .TP
        .B 71
        Out of memory: under an address\-space limit
        .RB ( "ulimit \-v" )
        an allocation failed; the old report is left as it was.
        .TP
        .B 73
        The output file, or a spilled run of
        .BR \-\-sort ,
        cannot be created.
        .TP
        .B 74
        Writing the report failed, for example on a full disk or past a file size
        limit
        .RB ( "ulimit \-f" ).
        .PP
        A signal from another process removes the run's temporary files and ends
        wxreport by that signal (status 128 plus its number).
        .SH DIAGNOSTICS
        Errors go to standard error, one per problem, as
        .PP
        .RS 4
        .EX
        wxreport: \fIpath\fP:\fIline\fP:\fIcolumn\fP: \fImessage\fP
        .EE
        .RE
        .PP
        where columns count characters, not bytes, and standard input is
        .BR <stdin> .
        A problem that is the same in every input that has it is printed once and then
        counted
        .RB ( "and 499 more inputs with the same problem" ).
        When anything failed, one summary line follows, such as
        .BR "wxreport: 3 inputs, 41 rows written, 2 errors" .
        Warnings
        .RB ( "wxreport: warning: .\|.\|." )
        leave the exit status as it is.
        File names that are not printable UTF\-8 are shown with such bytes as
        .BI \(rsx NN .
        .SH ENVIRONMENT
        .TP
        .BR LC_ALL ", " LC_MESSAGES ", " LANG
        The first of these that is set and not empty gives the default locale when
        .B \-\-locale
        is not given.
        .TP
        .B TMPDIR
        Where a report to standard output waits under
        .B \-\-strict
        until the run has succeeded, and where
        .B \-\-sort
        spills its runs, in unlinked files; default
        .IR /tmp .
        A report to a file waits beside that file instead.
        .SH EXAMPLES
        A report of the bundled samples, for Belgium:
        .PP
        .RS 4
        .EX
        wxreport \-\-locale nl\-BE Samples/*.json
        .EE
        .RE
        .PP
        Three columns as Markdown, from the API on standard input:
        .PP
        .RS 4
        .EX
        owm=https://api.openweathermap.org/data/2.5
        curl \-s "$owm/weather?q=Gent&appid=$KEY" |
            wxreport \-\-fields city,time,temp \-f markdown \-
        .EE
        .RE
        .PP
        The same API fetched in metric units, which the payload does not state:
        .PP
        .RS 4
        .EX
        curl \-s "$owm/weather?q=Lisbon&units=metric&appid=$KEY" |
            wxreport \-\-input\-units metric \-
        .EE
        .RE
        .PP
        A crontab line: a report every hour, replaced only when complete (cron mails
        standard error only when something failed).
        Cron runs commands with
        .B PATH=/usr/bin:/bin
        and no login shell, so a bare
        .B wxreport
        fails with
        .BR "wxreport: not found" :
        the line names the binary by its full path,
        .IB PREFIX /bin/wxreport
        where
        .B make install
        put it (default
        .BR /usr/local ;
        .B $HOME/.local
        after
        .BR "make install PREFIX=$HOME/.local" ):
        .PP
        .RS 4
        .EX
        0 * * * * /usr/local/bin/wxreport \-\-locale nl\-BE \-o /var/www/wx.html /srv/owm/*.json
        .EE
        .RE
        .PP
        Every day's gzipped downloads in a folder tree, read in name order:
        .PP
        .RS 4
        .EX
        wxreport \-r \-o weather.csv /srv/owm/2026/
        .EE
        .RE
        .PP
        A Makefile rule: any bad input fails the target and writes nothing:
        .PP
        .RS 4
        .EX
        weather.csv: $(wildcard data/*.json)
        \#twxreport \-\-fields city,time,temp \-\-strict \-o $@ $^
        .EE
        .RE
        .SH SEE ALSO
        .BR jq (1),
        .BR curl (1),
        .BR gzip (1),
        .BR locale (1),
        .BR sysexits.h (3head),
        .BR locale (7)
        .PP
        The guides and design notes of the documentation catalog
        .RI ( Sources/WXReport/WXReport.docc
        in the source tree), the
        .UR https://openweathermap.org/api
        OpenWeatherMap API
        .UE
        and
        .UR https://cldr.unicode.org/
        CLDR
        .UE ,
        the locale data.
        """#
}
