extension ManualText {
    /// UNITS AND NUMBERS, FORMATS FOR MACHINES and INPUT UNITS.
    static let reference = #"""
        .SH UNITS AND NUMBERS
        Each column has one unit for the whole report: the unit CLDR's usage picks for
        the locale (and
        .BR \-\-units )
        at the reference value given under
        .BR "FIELD KEYS" ,
        whatever the data, the order of the inputs or
        .BR \-\-jobs .
        CLDR picks feet below a mile for US visibility; wxreport keeps the column in
        miles.
        Numbers are formatted by ICU skeletons:
        .B 20 km/u
        in nl\-BE,
        .B 13 mph
        in en\-US,
        .B 6 m/s
        in ja\-JP.
        Separators are exactly what CLDR says, so a cell may hold U+00A0 or U+202F
        (fr\-FR) rather than a space.
        .PP
        Values are converted with CLDR's exact factors (1 mi = 1609.344 m) and rounded
        once, half away from zero, to the precision under
        .BR "FIELD KEYS" ,
        from the exact binary value the input holds: 0.49999999999999994\(deC is
        .BR "0 \(deC" ,
        and 0.15 mm (stored as 0.1499999\|.\|.\|.\&) is
        .BR "0.1 mm" .
        .B \-0
        is printed as
        .BR 0 .
        .PP
        Times are in each city's own UTC offset
        .RB ( timezone ", " sys.timezone
        or the forecast's
        .BR city.timezone ),
        never rounded to hours (Mumbai is +05:30).
        Without an offset (older group files, find, bulk, 2.5 history) the time is UTC
        and says so.
        .SH FORMATS FOR MACHINES
        JSON, NDJSON,
        .B \-\-plain
        (CSV or Markdown) and
        .B \-\-header keys
        differ from the report for people so that files from different runs, locales
        and days read as one table:
        .IP \(bu 2
        One fixed unit per field, whatever the locale:
        .B \-\-units metric
        is \(deC, hPa, m/s, km and mm (rain and snow);
        .B \-\-units imperial
        is \(deF, inHg, mph, mi and in.
        Without
        .B \-\-units
        the system is imperial where the locale's CLDR measurement system is the US one
        (en\-US, es\-US, en), metric everywhere else (en\-GB included).
        The locale still decides the titles and the decimal separator of
        .B \-\-plain
        CSV, and nothing else.
        .IP \(bu 2
        Keys name their unit:
        .BR temp_celsius ,
        .BR feels_like_celsius ,
        .BR temp_min_celsius ,
        .BR temp_max_celsius ,
        .BR pressure_hectopascal ,
        .BR wind_meter_per_second ,
        .BR gust_meter_per_second ,
        .BR visibility_kilometer ,
        .BR rain_1h_millimeter ,
        .BR snow_1h_millimeter ;
        in imperial
        .BR temp_fahrenheit ,
        .BR pressure_inch_ofhg ,
        .BR wind_mile_per_hour ,
        .BR visibility_mile ,
        .BR rain_1h_inch ,
        and so on.
        .BR humidity ,
        .B clouds
        (percent) and
        .B wind_deg
        (degrees) never change unit and keep the bare key.
        .IP \(bu 2
        Full precision: a value is the input's value converted in decimal arithmetic,
        not the rounded number a cell shows.
        A number of the input is taken as the shortest decimal that reads back as the
        same double.
        Where the unit change is decimal it is exact: kelvin to \(deC subtracts 273.15
        (280.37 K is
        .BR 7.22 ),
        \(deC to \(deF is \(mu 1.8 + 32, metres to kilometres a shift (1150 m is
        .BR 1.15 ),
        mph to m/s \(mu 0.44704.
        Where it is not (\(deF to \(deC, m/s to mph, hPa to inHg, mm to in, m to mi),
        the value is rounded half away from zero to the input's decimals plus 2, or
        plus \(lc\-log10 factor\(rc when the new unit is that much smaller (m to mi:
        plus 4), so two inputs that differ never give the same output: 3.1 m/s is
        .B 6.935
        mph, 1013 hPa
        .B 29.91
        inHg, 10000 m
        .B 6.2137
        mi.
        Trailing zeros are dropped
        .RB ( 8 ,
        not
        .BR 8.000 ).
        .PP
        With
        .BR \-\-plain ,
        numbers have no unit and no grouping, ASCII digits and
        .BR \- ,
        and the locale's decimal separator
        .RB ( 1,27
        in nl\-BE,
        .B 1.27
        in en\-US); the automatic
        .B ;
        of CSV still follows that separator.
        The units move to the header, as the locale writes them
        .RB ( "Temperatuur (\(deC)" ).
        Times are ISO 8601 with seconds in the city's offset
        .RB ( 2025\-11\-23T13:16:51+01:00 );
        with no offset, or one ISO 8601 cannot write (not whole minutes, a day or
        more), they are UTC ending in
        .BR Z .
        Empty cells stay empty; text is as in the input.
        .PP
        JSON and NDJSON are UTF\-8 without a byte order mark, the same bytes for every
        .BR \-\-jobs .
        Members come in
        .B \-\-fields
        order; a value the payload lacks is
        .B null
        (never left out, never 0).
        Measured values are JSON numbers that always have a fraction
        .RB ( 7.0 ", " 1003.0 ),
        so readers that infer types from the first rows (DuckDB, Polars) never take a
        column for an integer;
        .BR humidity ", " clouds ", " wind_deg ", " id " and " condition_id
        are integers;
        .BR time ", " sunrise ", " sunset " and " time_utc
        are ISO 8601 strings or null;
        .B country
        is a string or null.
        Strings escape
        .BR \(dq ,
        .B \e
        and control characters; everything else is UTF\-8 as is.
        .B \-\-schema
        prints all of this as a JSON Schema.
        A column that is null in every row of a report has no type to infer: Polars'
        .B read_ndjson
        on a folder of one report per input takes its types from the first file,
        so such a column there stops it at the first value in another file.
        Write one report of all the inputs
        .RB ( "wxreport a.json b.json \-\-format ndjson" ),
        or read the files one by one and join them with
        .BR "pl.concat(frames, how=\(dqdiagonal_relaxed\(dq)" ;
        DuckDB's
        .B read_json_auto
        reads such a folder as it is.
        .SH INPUT UNITS
        Each document's units are decided from its first record that decodes:
        .IP \(bu 2
        a payload that states its units (One Call day_summary's
        .BR units )
        is read in them, whatever
        .B \-\-input\-units
        says;
        .IP \(bu 2
        a first temperature in kelvin's range (150 to 350) is
        .B standard
        with every setting: no Celsius or Fahrenheit reading comes near it (with
        .B metric
        or
        .B imperial
        set, the run says so once on standard error, naming the first such file);
        .IP \(bu 2
        otherwise the setting decides; with
        .B auto
        or
        .B standard
        such a document is one error (exit status 65, no rows from it) that names the
        value and asks for
        .B \-\-input\-units metric
        or
        .BR imperial .
        Celsius and Fahrenheit overlap over most weather, so wxreport never guesses.
        .PP
        With any setting, a value outside its range, in the unit OWM sends it, is a
        schema error for its record naming the value and the range:
        .TP
        .BR temp ", " feels_like ", " temp_min ", " temp_max ", " dew_point
        150 to 350 K (standard), \-100 to 70\(deC (metric), \-150 to 160\(deF
        (imperial).
        .TP
        .B pressure
        300 to 1100 hPa (the sea\-level records are 870 and 1084 hPa).
        .TP
        .BR wind ", " gust
        0 to 150 m/s; with imperial input 0 to 340 mph (the strongest gust measured:
        113 m/s).
        .TP
        rain and snow amounts
        0 to 2000 mm (the wettest day measured: about 1,825 mm).
        .TP
        .BR lat ", " lon
        \-180 to 180\(de.
        .TP
        .B uvi
        0 to 50 (the highest measured: about 43).
        .TP
        .B pop
        0 to 1, as OWM sends it.
        .TP
        .B visibility
        0 to 100,000 m (OWM caps it at 10,000).
        .TP
        .BR humidity ", " clouds
        0 to 110 %: OWM's forecast models give humidity slightly above 100 % (101 % in a
        real 5\-day forecast); such a record is kept and the value shown as given, since
        the ranges exist to catch wrong units and corrupt data, not a model's overshoot.
        .TP
        .B wind_deg
        0 to 360\(de.
        .PP
        A value that is not zero must also be at least 0.000001 of its unit: no
        instrument resolves less, and 1e\-320 would be a cell of hundreds of digits.
        """#
}
