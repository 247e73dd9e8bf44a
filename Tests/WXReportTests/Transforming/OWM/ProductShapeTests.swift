import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Every OWM product in `Samples/products/`: the records wxreport makes of each, spot-checked
/// against the JSON of the sample, and the reports of all of them in three locales.
@Suite struct ProductShapeTests {
    static func sample(_ name: String) throws -> (records: [WeatherRecord], errors: [String]) {
        let path = "\(packageRoot)/Samples/products/\(name).json"
        return decodeAll(SourceDocument(name: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
    }

    static let productNames = [
        "forecast-curacautin", "forecast-daily-oslo", "forecast-hourly-london", "history-bulk-gent", "history-city-id",
        "onecall-chicago", "onecall-day-summary", "onecall-timemachine-warsaw",
    ]

    @Test func oneCallGivesCurrentHourlyAndDailyRowsInTheZonesOwnTime() throws {
        let (records, errors) = try Self.sample("onecall-chicago")
        #expect(errors == [])
        #expect(
            records.map(\.kind) == [.current] + Array(repeating: .hourly, count: 48)
                + Array(repeating: .daily, count: 8))
        // America/Chicago leaves daylight saving time at 07:00 UTC on 2025-11-02.
        #expect(records[1...6].map(\.offset) == [-18_000, -18_000, -21_600, -21_600, -21_600, -21_600])
        let current = records[0]
        #expect(current.city == "" && !current.hasName)
        #expect(current[.latitude] == 33.44 && current[.longitude] == -94.04)
        #expect(current[.temperature] == 288.71 && current[.dewPoint] == 284.71 && current[.uvIndex] == 0)
        #expect(current[.clouds] == 40 && current[.windSpeed] == 3.6 && current[.windDirection] == 160)
        #expect(current.sunrise == 1_762_087_415 && current.alerts == nil)
        #expect(records[4][.rainLastHour] == 0.21 && records[4][.precipitationChance] == 30)
        #expect(records[4].alerts == "Flood Watch")
        let daily = records[49]
        #expect(daily[.temperature] == 293.15 && daily[.minimum] == 285.38 && daily[.maximum] == 294.8)
        #expect(daily[.feelsLike] == 292.9 && daily[.rainDay] == 2.46 && daily[.rainLastHour] == nil)
        #expect(daily.windGustAndDirection == (9.8, 170))
        #expect(records[50].alerts == nil, "the watch ends before the second day")
    }

    @Test func daySummaryIsOneRowAtItsLocalMidnight() throws {
        let (records, errors) = try Self.sample("onecall-day-summary")
        #expect(errors == [])
        let day = try #require(records.first)
        #expect(records.count == 1 && day.kind == .summary)
        #expect(day.time == 1_583_272_800 && day.offset == 7_200)  // 2020-03-04T00:00:00+02:00
        #expect(day[.temperature] == 296.15 && day[.minimum] == 286.48 && day[.maximum] == 299.24)
        #expect(day[.humidity] == 33 && day[.pressure] == 1015 && day[.clouds] == 0 && day[.precipitationDay] == 0)
        #expect(day[.windSpeed] == 8.7 && day[.windDirection] == 120)
    }

    /// An offset takes a digit at each of its four places: a second sign is an error at the
    /// value (column 25, after `{"lat":33,"lon":35,"tz":`), and the summary makes no row.
    @Test(arguments: ["+-1:00", "-+1:00", "+01:+5", "+01:-5"])
    func daySummaryOffsetWithASecondSignIsAnError(_ offset: String) {
        let text = #"{"lat":33,"lon":35,"tz":"\#(offset)","date":"2020-03-04","temperature":{"afternoon":18}}"#
        let (records, errors) = decodeAll(text)
        #expect(records.isEmpty)
        #expect(errors == ["t.json:1:25: tz: expected a UTC offset as ±HH:MM, found '\(offset)'"])
    }

    @Test func historyExportsNameTheirPlaceAndKeepBothAmounts() throws {
        let (records, errors) = try Self.sample("history-bulk-gent")
        #expect(errors == [])
        #expect(records.map(\.city) == ["Gent", "Gent", "Gent"])
        #expect(records.map(\.kind) == [.history, .history, .history])
        #expect(records[0][.rainLastHour] == 0.25 && records[0][.rainThreeHours] == 0.62)
        #expect(records[1][.rainLastHour] == 1.37 && records[1][.rainThreeHours] == nil)
        #expect(records[0].offset == 3600 && records[0][.latitude] == 51.0543)

        let history = try Self.sample("history-city-id")
        #expect(history.errors == [])
        #expect(history.records.map(\.[.id]) == [2_885_679, 2_885_679])
        #expect(history.records.map(\.kind) == [.history, .history])
        #expect(history.records[1][.rainThreeHours] == 0.5 && history.records[1][.rainLastHour] == nil)
    }

    @Test func forecastsSayWhetherTheyAreDailyHourlyOrThreeHourly() throws {
        let daily = try Self.sample("forecast-daily-oslo")
        #expect(daily.errors == [])
        #expect(daily.records.map(\.kind) == [.daily, .daily, .daily])
        #expect(daily.records.map(\.[.snowDay]) == [2.1, nil, 0.55])
        #expect(daily.records.map(\.[.rainDay]) == [nil, 1.37, 0.6])
        #expect(
            daily.records[0][.windSpeed] == 4.2 && daily.records[0][.gust] == 9.6 && daily.records[0][.clouds] == 90)
        #expect(daily.records[0][.temperature] == 274.5 && daily.records[0][.minimum] == 271.9)

        let hourly = try Self.sample("forecast-hourly-london")
        #expect(hourly.records.map(\.kind) == [.hourly, .hourly, .hourly])
        #expect(hourly.records.map(\.[.rainLastHour]) == [0.31, 0.58, nil])

        let slots = try Self.sample("forecast-curacautin")
        #expect(slots.records.map(\.kind) == [.forecast, .forecast, .forecast, .forecast])
        #expect(slots.records.map(\.[.snowThreeHours]) == [1.24, 4.78, 22.06, nil])
        #expect(slots.records.map(\.[.snowLastHour]) == [nil, nil, nil, nil], "1h is never derived from 3h")
        // The city's sun times are those of the first local day only.
        #expect(slots.records.map { $0.sunrise != nil } == [true, false, false, false])
    }

    @Test func timemachineRowsAreHistory() throws {
        let (records, errors) = try Self.sample("onecall-timemachine-warsaw")
        #expect(errors == [])
        #expect(records.map(\.kind) == [.history])
        #expect(records.first?.offset == 3600 && records.first?[.temperature] == 279.13)
    }

    @Test func aBadEntryOfAOneCallResponseCostsOnlyItself() {
        let text =
            #"{"lat":1,"lon":2,"timezone":"UTC","hourly":[{"dt":0,"temp":280},{"dt":3600,"temp":"warm"},{"temp":281}]}"#
        let (records, errors) = decodeAll(text)
        #expect(records.map(\.time) == [0])
        #expect(
            errors == [
                "t.json:1:83: hourly[1].temp: expected a number, found a string",
                "t.json:1:91: hourly[2]: missing 'dt'",
            ])
    }

    /// A place without a name reads as its coordinates in the locale's numbers for people, and
    /// in one spelling for every locale in the formats for machines.
    @Test func aNamelessPlaceIsItsCoordinates() throws {
        let path = "\(packageRoot)/Samples/products/onecall-timemachine-warsaw.json"
        var cities: [String] = []
        for (locale, format) in [("nl-BE", OutputFormat.csv), ("nl-BE", .ndjson), ("ar-EG", .ndjson)] {
            let run = try runReport(source: FileSource(paths: [path]), locale: locale, format: format, columns: [.city])
            cities.append(run.report)
        }
        #expect(
            cities == [
                // Quoted: the city column is input text, quoted for every separator.
                "Plaats\n\"52,23° N 21,01° E\"\n", #"{"city":"52.2297° N 21.0122° E"}\#n"#,
                #"{"city":"52.2297° N 21.0122° E"}\#n"#,
            ])
    }

    @Test(arguments: ["nl-BE", "en-US", "ja-JP"])
    func productsInThreeLocales(_ locale: String) throws {
        let paths = Self.productNames.map { "\(packageRoot)/Samples/products/\($0).json" }
        let run = try runReport(source: FileSource(paths: paths), locale: locale, columns: Self.productColumns)
        #expect(run.errors == [])
        #expect(run.report == (try golden("products.\(locale).csv")))
    }

    /// The fields the product goldens show (`regenerate.sh` uses the same list).
    static let productColumns: [Column] = [
        .kind, .city, .time, .conditions, .temp, .tempMin, .tempMax, .humidity, .wind, .rain1h, .rain3h, .snow3h,
        .rainDay, .snowDay, .precipitationDay, .pop, .dewPoint, .uvi, .sunrise, .alerts,
    ]
}

extension WeatherRecord {
    fileprivate var windGustAndDirection: (Double?, Double?) { (self[.gust], self[.windDirection]) }
}
