import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// The page's charts are decided per place over the whole report: the same charts whatever
    /// the file split, the input order, `--sort` or `--jobs` (issue 29, point 1).
    @Suite struct HTMLChartPlacesTests {
        /// One current-weather record of Gent, `hour` hours after a fixed start.
        static func gent(hour: Int) -> String {
            let temp = 280 + Double(hour % 12) / 2
            return #"{"coord":{"lon":3.7167,"lat":51.05},"weather":[{"id":501,"description":"moderate rain"}],"#
                + #""main":{"temp":\#(temp),"temp_min":\#(temp - 2),"temp_max":\#(temp + 2),"humidity":91},"wind":{"speed":\#(2 + hour % 5),"deg":240},"#
                + #""dt":\#(1_763_900_000 + hour * 3600),"sys":{"country":"BE"},"timezone":3600,"id":2797656,"#
                + #""name":"Gent"}"#
        }

        /// The charts section of a page.
        static func charts(_ page: String) -> Substring {
            guard let start = page.range(of: "<section class=\"charts\">"),
                let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
            else { return "" }
            return page[start.lowerBound..<end.upperBound]
        }

        static func run(_ arguments: [String], source: some ReportSource) throws -> String {
            let options = try OptionParser.parse(arguments + ["--format", "html", "x.json"], defaultJobs: 1)
            let run = try runConfiguration(options, source: source)
            #expect(run.errors == [])
            return run.report
        }

        @Test func fortyHourlyFilesDrawTheSameLineAsOneJSONLinesFile() throws {
            let hours = (0..<40).map(Self.gent)
            let files = FixtureSource(hours.enumerated().map { ("gent-\($0.offset).json", $0.element) }, listed: true)
            let lines = FixtureSource([("gent.jsonl", hours.joined(separator: "\n") + "\n")])
            let split = try Self.run(["--locale", "nl-BE", "--jobs", "4"], source: files)
            let joined = try Self.run(["--locale", "nl-BE", "--jobs", "1"], source: lines)
            let serial = try Self.run(
                ["--locale", "nl-BE", "--jobs", "1"],
                source: FixtureSource(hours.enumerated().map { ("gent-\($0.offset).json", $0.element) }))
            #expect(Self.charts(split) == Self.charts(joined))
            #expect(Self.charts(serial) == Self.charts(joined))
            #expect(Self.charts(split).components(separatedBy: "<polyline").count - 1 == 1)
            // One place: its line, no min–max band (current weather's are the stations' spread),
            // and no bar chart of one bar.
            #expect(!Self.charts(split).contains("<g><title>"))
            #expect(!Self.charts(split).contains("<polygon"))
        }

        @Test(arguments: ["nl-BE", "ar-EG"])
        func sortingChangesTheTableNotTheCharts(_ locale: String) throws {
            let paths =
                samplePaths
                + ["onecall-chicago", "forecast-daily-oslo"].map {
                    "\(packageRoot)/Samples/products/\($0).json"
                }
            let plain = try Self.run(["--locale", locale], source: FileSource(paths: paths))
            let sorted = try Self.run(["--locale", locale, "--sort", "-temp"], source: FileSource(paths: paths))
            let reversed = try Self.run(
                ["--locale", locale, "--jobs", "4"], source: FileSource(paths: paths.reversed()))
            #expect(!Self.charts(plain).isEmpty)
            #expect(Self.charts(sorted) == Self.charts(plain))
            #expect(Self.charts(reversed) == Self.charts(plain))
            #expect(plain != sorted)
        }

        @Test func eachPlaceIsOneBarAndHourlyAndDailyAreSeparateLines() throws {
            let paths = samplePaths + ["\(packageRoot)/Samples/products/onecall-chicago.json"]
            let page = try Self.run(["--locale", "en-GB"], source: FileSource(paths: paths))
            // Each bar's name is isolated (U+2068 … U+2069) in its tooltip.
            let bars = page.components(separatedBy: "<g><title>\u{2068}").dropFirst().map {
                $0.prefix { $0 != "\u{2069}" }
            }
            // Each place once; namesakes are places of their own, told apart by their coordinates
            // (find-paris.json: Paris, Texas at 33.6609, -95.5555 and Paris, Tennessee at 36.302,
            // -88.3267, each rounded to two decimals as the coordinate columns are).
            #expect(bars.filter { $0 == "London (GB)" }.count == 1)
            #expect(bars.filter { $0.hasPrefix("Paris (US)") }.count == 2)
            #expect(bars.contains("Paris (US) 33.66° N 95.56° W"))
            #expect(bars.contains("Paris (US) 36.3° N 88.33° W"))
            #expect(page.contains(">\u{2068}Paris (US) 34° N 96° W\u{2069}</text>"))
            // Each forecast series is named by its step, in CLDR's English ("{0} per hour").
            #expect(page.contains("<h2><bdi>33.44° N 94.04° W</bdi> · per hour</h2>"))
            #expect(page.contains("<h2><bdi>33.44° N 94.04° W</bdi> · per day</h2>"))
            #expect(page.contains("One bar per place: its latest observation."))
        }

        /// Tokyo's current weather, as fetched in English or in Japanese (`lang=ja`).
        static func tokyo(name: String, temp: Double, dt: Int) -> String {
            #"{"id":1850147,"name":"\#(name)","sys":{"country":"JP"},"weather":[{"id":800,"description":"clear sky"}],"#
                + #""main":{"temp":\#(temp)},"#
                + #""wind":{"speed":3,"deg":90},"dt":\#(dt)}"#
        }

        @Test func aPlaceSpeltTwoWaysIsOneBarNamedAsItsLatestRow() throws {
            let documents = [
                ("en.json", Self.tokyo(name: "Tokyo", temp: 285.15, dt: 1_763_899_620)),
                ("ja.json", Self.tokyo(name: "東京", temp: 283.15, dt: 1_763_903_220)),
                ("gent.json", Self.gent(hour: 0)),
            ]
            let page = try Self.run(["--locale", "nl-BE"], source: FixtureSource(documents))
            let reversed = try Self.run(
                ["--locale", "nl-BE", "--jobs", "3"], source: FixtureSource(documents.reversed()))
            #expect(Self.charts(reversed) == Self.charts(page))
            // One bar for city 1850147: its latest row's, 283.15 K = 10 °C, named as that row is.
            #expect(page.components(separatedBy: "<g><title>").count - 1 == 2)
            #expect(page.contains("<g><title>\u{2068}東京 (JP)\u{2069}: 10\u{A0}°C</title>"))
            #expect(!page.contains("Tokyo (JP)"))
            #expect(page.contains("<h1>Gent en 東京 · 23 nov 2025</h1>"))
            // The wind rose counts each place's latest observation once: two places, not three rows.
            #expect(page.contains("<p>2 plaatsen; het donkerste blad: "))
        }

        /// A nameless place's current weather: its city cell is its coordinates.
        static func nameless(lat: Double, lon: Double, temp: Double) -> String {
            #"{"coord":{"lon":\#(lon),"lat":\#(lat)},"weather":[],"main":{"temp":\#(temp)},"#
                + #""wind":{"speed":2,"deg":90},"dt":1763900000}"#
        }

        @Test func aLongCoordinateLabelKeepsItsHemispheres() throws {
            let documents = [
                ("moscow.json", Self.nameless(lat: 55.7522, lon: 37.6156, temp: 280)),
                ("south.json", Self.nameless(lat: -33.7749, lon: -122.4194, temp: 290)),
            ]
            let page = try Self.run(["--locale", "ru-RU"], source: FixtureSource(documents))
            // `55,75° с. ш. 37,62° в. д.` is 25 characters: the label rounds it to whole degrees
            // (55.7522 -> 56, 37.6156 -> 38) and keeps both marks; the tooltip keeps it whole.
            #expect(page.contains("<g><title>\u{2068}55,75° с. ш. 37,62° в. д.\u{2069}: "))
            #expect(page.contains(">\u{2068}56° с. ш. 38° в. д.\u{2069}</text>"))
            #expect(page.contains(">\u{2068}34° ю. ш. 122° з. д.\u{2069}</text>"))
            #expect(!page.contains("…"))
        }

        /// Paris, Texas (33.6609, -95.5555) has a namesake: its label is `Paris (US)` (10
        /// characters), then its coordinates in whole degrees (34, 96), which pass the label's 24
        /// characters in these languages: only they are cut (to 24 − 10 − 1 = 13, the ellipsis
        /// included), never the name.
        @Test(arguments: [("ar-EG", "Paris (US) ٣٤° شمال ٩٦°…"), ("ru-RU", "Paris (US) 34° с. ш. 96…")])
        func aNamesakesLabelKeepsItsWholeName(_ locale: String, label: String) throws {
            let path = "\(packageRoot)/Samples/find-paris.json"
            let page = try Self.run(["--locale", locale], source: FileSource(paths: [path]))
            #expect(page.contains(">\u{2068}\(label)\u{2069}</text>"))
            #expect(!page.contains("Par…") && !page.contains("Paris (U…"))
        }

        @Test func aPlaceKnownByItsIdIsNamedByTheIdColumn() throws {
            let path = "\(packageRoot)/Samples/products/history-city-id.json"
            let page = try Self.run(["--locale", "en-GB"], source: FileSource(paths: [path]))
            #expect(page.contains("<h2><bdi>City ID 2885679</bdi></h2>"))
            #expect(!page.contains("<h2>2885679"))
        }

        @Test func theHeadingAndTitleNameThePlacesAndTheDays() throws {
            let hours = (0..<40).map(Self.gent)
            let files = FixtureSource(hours.enumerated().map { ("gent-\($0.offset).json", $0.element) }, listed: true)
            let page = try Self.run(["--locale", "nl-BE"], source: files)
            #expect(page.contains("<title>Gent · 23 nov 2025 – 25 nov 2025</title>"))
            #expect(page.contains("<h1>Gent · 23 nov 2025 – 25 nov 2025</h1>"))
            #expect(!page.contains("<title>wxreport</title>"))
            let paths = samplePaths + ["\(packageRoot)/Samples/products/onecall-chicago.json"]
            let samples = try Self.run(["--locale", "ar-EG"], source: FileSource(paths: paths))
            // Named places first, then the count of the rest, in the locale's list and digits; 15
            // is CLDR's `many` in Arabic (11–99), whose noun is the singular "مكانًا آخر".
            #expect(
                samples.contains(
                    "<h1>\u{2068}Berlin\u{2069} و\u{2068}Cairo\u{2069} و\u{2068}Gent\u{2069} و١٥ مكانًا آخر"))
            #expect(samples.contains("<p>عمود واحد لكل مكان: آخر رصد له.</p>"))
        }
    }
}
