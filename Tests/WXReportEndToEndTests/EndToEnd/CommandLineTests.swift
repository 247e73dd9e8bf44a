import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// The real binary: every option, exit codes, messages on standard error.
@Suite(.serialized) struct CommandLineTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"

    @Test func helpListsEveryOptionOnStandardOutput() throws {
        let result = try wxreport(["--help"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for option in [
            "--locale", "--format", "--output", "--fields", "--input-units", "--units", "--delimiter", "--jobs",
            "--strict", "--help", "--version",
        ] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }

    @Test func version() throws {
        let result = try wxreport(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "wxreport 0.1.0\n")
    }

    /// A coordinate out of range rejects its record whatever the fields, so adding `lat` to
    /// `--fields` never changes which rows are kept.
    @Test(arguments: [
        ("city,temp", "City,Temperature\nGent,46°F\n"),
        ("city,temp,lat", "City,Temperature,Latitude\nGent,46°F,51.05°\n"),
    ])
    func aRecordIsValidOrNotWhateverTheFields(fields: String, expected: String) throws {
        let records = [
            #"{"name":"Gent","coord":{"lat":500,"lon":3.7},"dt":1700000000,"main":{"temp":280.1},"weather":[]}"#,
            #"{"name":"Gent","coord":{"lat":51.05,"lon":3.7},"dt":1700000000,"main":{"temp":281.1},"weather":[]}"#,
        ]
        let result = try wxreport(
            ["--locale", "en-US", "--fields", fields, "-"], input: Data(records.joined(separator: "\n").utf8))
        #expect(result.status == 65)
        #expect(result.stdout == expected)
        #expect(
            result.stderr.hasPrefix(
                "wxreport: <stdin>:1:31: coord.lat: 500 is not a plausible coordinate (expected -180 to 180°)\n"))
    }

    /// A One Call `timezone` this system does not know: the response's fixed offset is used, and
    /// the run says so once, however many inputs name it.
    @Test func anUnknownTimeZoneIsSaidOncePerRun() throws {
        try withTemporaryDirectory { folder in
            let sample = "\(packageRoot)/Samples/products/onecall-chicago.json"
            let text = try String(contentsOfFile: sample, encoding: .utf8)
                .replacingOccurrences(of: #""America/Chicago""#, with: #""Mars/Olympus""#)
            try folder.write(text, to: "a.json")
            try folder.write(text, to: "b.json")
            let arguments = ["--locale", "en-US", "--fields", "kind,time"]
            let result = try wxreport(arguments + [folder.file("a.json"), folder.file("b.json")])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Kind,Local time\ncurrent,\"11/2/25, 12:00\u{202F}AM\"\n"))
            #expect(
                result.stderr
                    == "wxreport: warning: time zone 'Mars/Olympus' is not in this system's time zone data; "
                    + "local times use each response's fixed 'timezone_offset'\n")
            #expect(try wxreport(arguments + [sample]).stderr == "")
        }
    }

    /// `--schema -o FILE` writes the schema there, as standard output would get it; a file that
    /// cannot be created is exit 73, as for a report.
    @Test func schemaWithAnOutputFileWritesTheFile() throws {
        try withTemporaryDirectory { folder in
            let printed = try wxreport(["--schema"])
            let written = try wxreport(["--schema", "-o", folder.file("schema.json")])
            #expect(written.status == 0 && written.stdout == "" && written.stderr == "")
            #expect(try folder.contents(of: "schema.json") == printed.stdoutBytes)
            let missing = try wxreport(["--schema", "-o", folder.file("no/schema.json")])
            #expect(missing.status == 73)
            let reason = "No such file or directory"
            #expect(missing.stderr == "wxreport: cannot create '\(folder.file("no/schema.json"))': \(reason)\n")
            #expect(try folder.names() == ["schema.json"])
        }
    }

    /// A value of 100 KB (a variable filled by mistake) is quoted by its first 40 characters.
    @Test func aHugeLocaleIsCutInTheMessage() throws {
        let result = try wxreport(["--locale", String(repeating: "x", count: 100_000), gent])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("wxreport: unknown locale '\(String(repeating: "x", count: 40))…'\n"))
        #expect(result.stderr.count < 200)
    }

    @Test(arguments: [
        (["--frobnicate"], "wxreport: unknown option '--frobnicate'"),
        (["--locale", "xx-YY", "x.json"], "wxreport: unknown locale 'xx-YY'"),
        (
            ["--fields", "city,tmp", "x.json"],
            "wxreport: unknown field 'tmp' for '--fields' (valid: city, country, time, conditions, temp, feels_like, temp_min, temp_max, humidity, pressure, wind, wind_deg, gust, clouds, visibility, rain_1h, snow_1h, sunrise, sunset, time_utc, kind, id, lat, lon, rain_3h, snow_3h, rain_day, snow_day, precipitation_day, pop, dew_point, uvi, sea_level, grnd_level, condition_id, icon, alerts, "
                + "local_time, date, temp_mean, pop_max, wind_max, gust_max, humidity_mean, pressure_mean, hours)"
        ),
        (
            ["--format", "xml"],
            "wxreport: invalid value 'xml' for '--format' (expected csv, markdown, json, ndjson or html)"
        ),
        (["--jobs", "0"], "wxreport: invalid value '0' for '--jobs' (expected a whole number from 1 to 256)"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try wxreport(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message + "\n"))
        #expect(result.stderr.contains("usage: wxreport"))
    }

    @Test func noInputOnATerminalIsAUsageError() {
        var messages: [String] = []
        let job = ReportJob(
            options: ReportOptions(jobs: 1), environment: [:], standardInputIsTerminal: true,
            diagnostics: { messages.append($0) })
        #expect(job.run() == 64)
        #expect(messages.first == "wxreport: no input: name JSON files, or pipe JSON to standard input")
    }

    @Test func quietOnSuccess() throws {
        let result = try wxreport([gent, "--locale", "nl-BE"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("Plaats;Land;Lokale tijd;"))
        #expect(result.stdout.contains("\nGent;BE;23/11/2025, 13:16;moderate rain;7\u{A0}°C;"))
    }

    @Test func standardInputWithDashOrWithoutFiles() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gent))
        let fromFile = try wxreport([gent, "--locale", "de-DE"])
        let dash = try wxreport(["--locale", "de-DE", "-"], input: bytes)
        let implicit = try wxreport(["--locale", "de-DE"], input: bytes)
        #expect(dash.status == 0)
        #expect(dash.stdout == fromFile.stdout)
        #expect(implicit.stdout == fromFile.stdout)
    }

    @Test func errorsOnStandardInputAreNamedStdin() throws {
        let result = try wxreport(["--locale", "en-US"], input: Data("{\"list\":[1,}".utf8))
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("wxreport: <stdin>:1:10: list[0]: expected an object, found a number\n"))
    }

    @Test func environmentLocaleDefault() throws {
        let result = try wxreport([gent, "--fields", "temp"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.stdout == "Temperatur\n7 °C\n")
        let posix = try wxreport([gent, "--fields", "temp", "--locale", "fr_FR.UTF-8"])
        #expect(posix.stdout == "Température\n7\u{202F}°C\n")
    }

    @Test func fieldsDelimiterUnitsAndInputUnits() throws {
        let result = try wxreport([
            gent, "--locale", "en-US", "--fields", "wind,city,temp", "--delimiter", "tab", "--units", "metric",
        ])
        #expect(result.stdout == "Wind speed\tCity\tTemperature\n20 km/h\tGent\t7°C\n")
        let imperial = try wxreport([
            "\(packageRoot)/Samples/imperial/new-york-current.json", "--locale", "nl-BE", "--input-units", "imperial",
            "--fields", "temp,wind",
        ])
        #expect(imperial.stdout == "Temperatuur;Windsnelheid\n-1\u{A0}°C;13 km/u\n")
    }

    @Test func markdownByFormatOrByOutputName() throws {
        let direct = try wxreport([gent, "--locale", "en-US", "--format", "markdown", "--fields", "city,temp"])
        #expect(direct.stdout == "| City | Temperature |\n| --- | ---: |\n| Gent | 45°F |\n")
        try withTemporaryDirectory { directory in
            let folder = directory.path
            let result = try wxreport([gent, "--locale", "en-US", "-o", "\(folder)/report.md", "--fields", "city,temp"])
            #expect(result.status == 0)
            #expect(try String(contentsOfFile: "\(folder)/report.md", encoding: .utf8) == direct.stdout)
        }
    }

    @Test func optionsAfterFilesAndDoubleDash() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            _ = FileManager.default.createFile(
                atPath: "\(folder)/-odd.json", contents: try Data(contentsOf: URL(fileURLWithPath: gent)))
            let result = try wxreport(["--fields", "city", "--", "-odd.json"], directory: folder)
            #expect(result.status == 0)
            #expect(result.stdout == "City\nGent\n")
        }
    }

    @Test func aMissingFileExits66AndKeepsTheOthers() throws {
        let result = try wxreport(["missing.json", gent, "--fields", "city"])
        #expect(result.status == 66)
        #expect(result.stdout == "City\nGent\n")
        #expect(
            result.stderr == """
                wxreport: cannot open 'missing.json': No such file or directory
                wxreport: 2 inputs, 1 row written, 1 error

                """)
    }

    @Test func badInputExits65AndKeepsTheGoodRows() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            try Data("{\"cod\":\"404\",\"message\":\"city not found\"}".utf8).write(
                to: URL(fileURLWithPath: "\(folder)/e.json"))
            let result = try wxreport(["e.json", gent, "--fields", "city"], directory: folder)
            #expect(result.status == 65)
            #expect(result.stdout == "City\nGent\n")
            #expect(
                result.stderr
                    == "wxreport: e.json:1:8: OpenWeatherMap error 404: city not found\nwxreport: 2 inputs, 1 row written, 1 error\n"
            )
        }
    }

    @Test func jobsDoNotChangeTheBytes() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.path
            let path = "\(folder)/big.json"
            try Data(bigGroupFile(count: 12_000).utf8).write(to: URL(fileURLWithPath: path))
            let one = try wxreport([path, "--jobs", "1", "--locale", "fr-FR"])
            let four = try wxreport([path, "--jobs", "4", "--locale", "fr-FR"])
            let eight = try wxreport([path, samplePaths[4], path, "--jobs", "8", "--locale", "fr-FR"])
            let oneAgain = try wxreport([path, samplePaths[4], path, "--jobs", "1", "--locale", "fr-FR"])
            #expect(one.stdout.split(separator: "\n").count == 12_001)
            #expect(one.stdoutBytes == four.stdoutBytes)
            #expect(eight.stdoutBytes == oneAgain.stdoutBytes)
        }
    }

    @Test func progressIsOneRedrawnLineThatIsClearedAtTheEnd() throws {
        let result = try wxreport([gent, "--progress", "--fields", "city"])
        #expect(result.status == 0)
        #expect(result.stdout == "City\nGent\n")
        #expect(result.stderr == "\rwxreport: 1 input read, 1 row written\u{1B}[K\r\u{1B}[K")
        let quiet = try wxreport([gent, "--no-progress", "--fields", "city"])
        #expect(quiet.stderr == "")
    }
}
