import Testing
import WXReport

/// Options as `parse` should return them for `arguments`, with 8 default jobs.
private func expected(_ change: (inout ReportOptions) -> Void = { _ in }) -> ReportOptions {
    var options = ReportOptions(jobs: 8)
    change(&options)
    return options
}

/// Every field key in the table's order, as the message for an unknown one lists them.
private let validFields =
    "(valid: city, country, time, conditions, temp, feels_like, temp_min, temp_max, humidity, pressure, wind, "
    + "wind_deg, gust, clouds, visibility, rain_1h, snow_1h, sunrise, sunset, time_utc, kind, id, lat, lon, rain_3h, "
    + "snow_3h, rain_day, snow_day, precipitation_day, pop, dew_point, uvi, sea_level, grnd_level, condition_id, "
    + "icon, alerts, local_time, date, temp_mean, pop_max, wind_max, gust_max, humidity_mean, pressure_mean, hours)"
private func parse(_ arguments: [String]) throws(ReportError) -> ReportOptions {
    try OptionParser.parse(arguments, defaultJobs: 8)
}

extension OptionsTests {
    @Suite struct OptionParserTests {
        @Test func noArgumentsGiveTheDefaults() throws {
            let options = try parse([])
            #expect(options == expected())
            #expect(options.inputs == [])
            #expect(options.locale == nil)
            #expect(options.format == nil)
            #expect(options.output == nil)
            #expect(options.fields == Column.defaults)
            #expect(options.inputUnits == .auto)
            #expect(options.units == nil)
            #expect(options.delimiter == nil)
            #expect(options.jobs == 8)
            #expect(options.strict == false)
            #expect(options.showHelp == false)
            #expect(options.showVersion == false)
            #expect(options.progress == nil)
        }

        @Test(arguments: [(0, 1), (1, 1), (12, 12), (256, 256), (1024, 256), (-3, 1)])
        func clampsTheDefaultJobs(defaultJobs: Int, jobs: Int) throws {
            #expect(try OptionParser.parse([], defaultJobs: defaultJobs).jobs == jobs)
        }

        @Test(arguments: [
            // --locale
            (["--locale", "nl-BE"], expected { $0.locale = "nl-BE" }),
            (["--locale=nl-BE"], expected { $0.locale = "nl-BE" }),
            (["--locale=fr_FR@currency=EUR"], expected { $0.locale = "fr_FR@currency=EUR" }),
            // --format / -f
            (["--format", "markdown"], expected { $0.format = .markdown }),
            (["--format=csv"], expected { $0.format = .csv }),
            (["-f", "markdown"], expected { $0.format = .markdown }),
            (["-fmarkdown"], expected { $0.format = .markdown }),
            // --output / -o
            (["--output", "out.csv"], expected { $0.output = "out.csv" }),
            (["--output=out.csv"], expected { $0.output = "out.csv" }),
            (["-o", "out.csv"], expected { $0.output = "out.csv" }),
            (["-oout.csv"], expected { $0.output = "out.csv" }),
            (["--output=-x.csv"], expected { $0.output = "-x.csv" }),
            (["-o-x.csv"], expected { $0.output = "-x.csv" }),
            // A required value is the next word whatever it starts with (GNU getopt).
            (["-o", "-x.csv"], expected { $0.output = "-x.csv" }),
            (["--locale", "--strict"], expected { $0.locale = "--strict" }),
            (["--locale", "--"], expected { $0.locale = "--" }),
            (["--sort", "-temp"], expected { $0.sort = [SortKey(.temp, descending: true)] }),
            (
                ["--sort", "-temp,city"],
                expected {
                    $0.sort = [SortKey(.temp, descending: true), SortKey(.city)]
                }
            ),
            (["--output=a=b.csv"], expected { $0.output = "a=b.csv" }),
            (["-o", "-"], expected()),
            (["--output=-"], expected()),
            // --fields
            (["--fields", "temp,city"], expected { $0.fields = [.temp, .city] }),
            (["--fields=city"], expected { $0.fields = [.city] }),
            (["--fields", "city, feels_like ,wind_deg"], expected { $0.fields = [.city, .feelsLike, .windDeg] }),
            (
                ["--fields=rain_1h,snow_1h,temp_min,temp_max"],
                expected { $0.fields = [.rain1h, .snow1h, .tempMin, .tempMax] }
            ),
            // --input-units
            (["--input-units", "metric"], expected { $0.inputUnits = .metric }),
            (["--input-units=imperial"], expected { $0.inputUnits = .imperial }),
            (["--input-units=standard"], expected { $0.inputUnits = .standard }),
            (["--input-units=auto"], expected { $0.inputUnits = .auto }),
            // --units
            (["--units", "imperial"], expected { $0.units = .imperial }),
            (["--units=metric"], expected { $0.units = .metric }),
            // --delimiter
            (["--delimiter", ";"], expected { $0.delimiter = ";" }),
            (["--delimiter=|"], expected { $0.delimiter = "|" }),
            (["--delimiter", "-"], expected { $0.delimiter = "-" }),
            (["--delimiter=-"], expected { $0.delimiter = "-" }),
            (["--delimiter", "tab"], expected { $0.delimiter = "\t" }),
            (["--delimiter=\\t"], expected { $0.delimiter = "\t" }),
            (["--delimiter", "\t"], expected { $0.delimiter = "\t" }),
            (["--delimiter=\u{00A6}"], expected { $0.delimiter = "\u{00A6}" }),
            // --jobs / -j
            (["--jobs", "4"], expected { $0.jobs = 4 }),
            (["--jobs=1"], expected { $0.jobs = 1 }),
            (["-j", "256"], expected { $0.jobs = 256 }),
            (["-j4"], expected { $0.jobs = 4 }),
            (["-j004"], expected { $0.jobs = 4 }),
            // flags
            (["--strict"], expected { $0.strict = true }),
            (["--progress"], expected { $0.progress = true }),
            (["--no-progress"], expected { $0.progress = false }),
            (["--help"], expected { $0.showHelp = true }),
            (["-h"], expected { $0.showHelp = true }),
            (["--version"], expected { $0.showVersion = true }),
            (["-V"], expected { $0.showVersion = true }),
            (
                ["-h", "-V"],
                expected {
                    $0.showHelp = true
                    $0.showVersion = true
                }
            ),
        ])
        func readsEveryOptionInEveryForm(arguments: [String], options: ReportOptions) throws {
            #expect(try parse(arguments) == options)
        }

        @Test func keepsFilesInOrderAroundOptions() throws {
            let options = try parse(["a.json", "--locale", "de-DE", "b.json", "-j2", "c.json", "--strict"])
            let wanted = expected {
                $0.inputs = ["a.json", "b.json", "c.json"]
                $0.locale = "de-DE"
                $0.jobs = 2
                $0.strict = true
            }
            #expect(options == wanted)
        }

        @Test func takesEverythingAfterDoubleDashAsFiles() throws {
            let options = try parse(["--strict", "a.json", "--", "-x", "--locale", "--", "-", "b.json"])
            let wanted = expected {
                $0.inputs = ["a.json", "-x", "--locale", "--", "-", "b.json"]
                $0.strict = true
            }
            #expect(options == wanted)
        }

        @Test func readsLoneDashAsStandardInput() throws {
            #expect(try parse(["-"]).inputs == ["-"])
            #expect(try parse(["a.json", "-", "b.json"]).inputs == ["a.json", "-", "b.json"])
            let options = try parse(["-o", "out.md", "-"])
            #expect(options.inputs == ["-"])
            #expect(options.output == "out.md")
        }

        @Test func keepsTheLastOfARepeatedOption() throws {
            let options = try parse([
                "--locale", "en-US", "--locale=nl-BE", "-fcsv", "--format", "markdown", "-j2", "--jobs=3",
                "--fields", "city", "--fields", "temp", "--progress", "--no-progress",
            ])
            let wanted = expected {
                $0.locale = "nl-BE"
                $0.format = .markdown
                $0.jobs = 3
                $0.fields = [.temp]
                $0.progress = false
            }
            #expect(options == wanted)
            #expect(try parse(["--no-progress", "--progress"]).progress == true)
        }

        @Test(arguments: [
            // unknown options
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--frobnicate=3"], "unknown option '--frobnicate'"),
            (["-x"], "unknown option '-x'"),
            (["a.json", "-q"], "unknown option '-q'"),
            (["-hV"], "unknown option '-hV'"),
            (["-Vx"], "unknown option '-Vx'"),
            (["--loc", "nl-BE"], "unknown option '--loc'"),
            (["--Locale=nl-BE"], "unknown option '--Locale'"),
            (["---locale"], "unknown option '---locale'"),
            (["--=x"], "unknown option '--'"),
            // flags given a value
            (["--strict=yes"], "option '--strict' takes no value"),
            (["--help="], "option '--help' takes no value"),
            (["--no-progress=1"], "option '--no-progress' takes no value"),
            // missing values, quoted as spelled
            (["--locale"], "option '--locale' needs a value"),
            (["--locale="], "option '--locale' needs a value"),
            (["--locale", ""], "option '--locale' needs a value"),
            (["--format"], "option '--format' needs a value"),
            (["-f"], "option '-f' needs a value"),
            (["--output"], "option '--output' needs a value"),
            (["-o"], "option '-o' needs a value"),
            (["--fields"], "option '--fields' needs a value"),
            (["--fields="], "option '--fields' needs a value"),
            (["--input-units"], "option '--input-units' needs a value"),
            (["--units"], "option '--units' needs a value"),
            (["--delimiter"], "option '--delimiter' needs a value"),
            (["--delimiter="], "option '--delimiter' needs a value"),
            (["--jobs"], "option '--jobs' needs a value"),
            (["-j"], "option '-j' needs a value"),
            (["-j", "-1"], "invalid value '-1' for '-j' (expected a whole number from 1 to 256)"),
            (
                ["--fields", "-temp"],
                "unknown field '-temp' for '--fields' (valid: city, country, time, conditions, temp, "
                    + "feels_like, temp_min, temp_max, humidity, pressure, wind, wind_deg, gust, clouds, visibility, rain_1h, "
                    + "snow_1h, sunrise, sunset, time_utc, kind, id, lat, lon, rain_3h, snow_3h, rain_day, snow_day, "
                    + "precipitation_day, pop, dew_point, uvi, sea_level, grnd_level, condition_id, icon, alerts, "
                    + "local_time, date, temp_mean, pop_max, wind_max, gust_max, humidity_mean, pressure_mean, hours)"
            ),
            // bad choices
            (["--format", "xml"], "invalid value 'xml' for '--format' (expected csv, markdown, json, ndjson or html)"),
            (["-fCSV"], "invalid value 'CSV' for '-f' (expected csv, markdown, json, ndjson or html)"),
            (["--format=md"], "invalid value 'md' for '--format' (expected csv, markdown, json, ndjson or html)"),
            (
                ["--input-units=kelvin"],
                "invalid value 'kelvin' for '--input-units' (expected auto, standard, metric or imperial)"
            ),
            (["--units", "standard"], "invalid value 'standard' for '--units' (expected metric or imperial)"),
            // --jobs
            (["--jobs", "0"], "invalid value '0' for '--jobs' (expected a whole number from 1 to 256)"),
            (["--jobs=257"], "invalid value '257' for '--jobs' (expected a whole number from 1 to 256)"),
            (["-jx"], "invalid value 'x' for '-j' (expected a whole number from 1 to 256)"),
            (["-j-1"], "invalid value '-1' for '-j' (expected a whole number from 1 to 256)"),
            (["--jobs=+4"], "invalid value '+4' for '--jobs' (expected a whole number from 1 to 256)"),
            (["--jobs", "4.0"], "invalid value '4.0' for '--jobs' (expected a whole number from 1 to 256)"),
            (["--jobs", " 4"], "invalid value ' 4' for '--jobs' (expected a whole number from 1 to 256)"),
            (
                ["--jobs=99999999999999999999"],
                "invalid value '99999999999999999999' for '--jobs' (expected a whole number from 1 to 256)"
            ),
            // --delimiter
            (
                ["--delimiter", ";;"],
                "invalid value ';;' for '--delimiter' (expected one character other than '\"', CR or LF, or 'tab')"
            ),
            (
                ["--delimiter=\""],
                "invalid value '\"' for '--delimiter' (expected one character other than '\"', CR or LF, or 'tab')"
            ),
            (
                ["--delimiter=\n"],
                "invalid value '\\n' for '--delimiter' (expected one character other than '\"', CR or LF, or 'tab')"
            ),
            (
                ["--delimiter=\r"],
                "invalid value '\\r' for '--delimiter' (expected one character other than '\"', CR or LF, or 'tab')"
            ),
            (
                ["--delimiter=\r\n"],
                "invalid value '\\r\\n' for '--delimiter' (expected one character other than '\"', CR or LF, or 'tab')"
            ),
            (
                ["--delimiter", "TAB"],
                "invalid value 'TAB' for '--delimiter' (expected one character other than '\"', CR or LF, or 'tab')"
            ),
            // standard input twice
            (["-", "a.json", "-"], "standard input '-' can be given only once"),
            (["-", "--", "-"], "standard input '-' can be given only once"),
        ])
        func rejectsWithAUsageError(arguments: [String], message: String) {
            let error = #expect(throws: ReportError.self) { try parse(arguments) }
            #expect(error?.kind == .usage)
            #expect(error?.message == message)
            #expect(error?.description == message)
            #expect(error?.exitCode == 64)
        }

        @Test(arguments: [
            (["--fields", "city,tmp"], "unknown field 'tmp' for '--fields' \(validFields)"),
            (["--fields=City"], "unknown field 'City' for '--fields' \(validFields)"),
            (["--fields", "city,,temp"], "empty field in 'city,,temp' for '--fields'"),
            (["--fields", "city,"], "empty field in 'city,' for '--fields'"),
            (["--fields", ","], "empty field in ',' for '--fields'"),
            (["--fields", " "], "empty field in ' ' for '--fields'"),
            (["--fields", "temp,city,temp"], "duplicate field 'temp' for '--fields'"),
            (["--fields", "temp, temp"], "duplicate field 'temp' for '--fields'"),
        ])
        func rejectsBadFieldLists(arguments: [String], message: String) {
            let error = #expect(throws: ReportError.self) { try parse(arguments) }
            #expect(error?.kind == .usage)
            #expect(error?.message == message)
        }

        @Test func reportsTheFirstProblemEvenWithHelp() {
            let error = #expect(throws: ReportError.self) { try parse(["--help", "--jobs=0", "--frobnicate"]) }
            #expect(error?.message == "invalid value '0' for '--jobs' (expected a whole number from 1 to 256)")
        }

        @Test func listsEveryFieldKeyWhenOneIsUnknown() {
            let error = #expect(throws: ReportError.self) { try parse(["--fields=nope"]) }
            for column in Column.allCases {
                #expect(error?.message.contains(column.rawValue) == true, "missing \(column.rawValue)")
            }
        }
    }
}
