import Foundation
import Testing
import WXReport
import WXReportTestSupport

extension Writing {
    /// `--daily`: each day's extremes, means and totals checked against values worked out here
    /// from the fixtures' own numbers (`DailyFixtures`), and the same bytes for any `--jobs`.
    @Suite struct DailyFormatTests {
        typealias F = DailyFixtures

        @Test func oneCallAcrossTheEndOfSummerTime() throws {
            let days = try F.days([("onecall.json", F.onecallAcrossDST)])
            try #require(days.count == 2)
            #expect(days.map { $0["date"] as? String } == ["2025-10-25", "2025-10-26"])
            let hours = (0..<48).map(F.onecallHour)
            #expect(hours[27].instant == F.brusselsSwitch, "the 28th hour is the first of winter time")
            // 25 October: the hourly rows cover its 24 hours, so their 1-hour amounts add up
            // (not the daily row's 9.9 mm); 26 October has 25 hours and 24 hourly rows, so the
            // daily row's 4.25 mm stands for the day.
            let first = Array(hours[0..<24])
            #expect(isClose(days[0]["rain_day_millimeter"], first.compactMap(\.rain).reduce(0, +)))
            #expect(isClose(days[1]["rain_day_millimeter"], 4.25))
            #expect(isClose(days[1]["precipitation_day_millimeter"], 4.25))
            #expect(isClose(days[1]["snow_day_millimeter"], 0))
            #expect(days.map { $0["hours"] as? Int } == [24, 25])
            // Extremes take the daily rows' min and max too; the mean only the hours.
            #expect(isClose(days[0]["temp_min_celsius"], min(first.map(\.kelvin).min() ?? 0, 279.5) - 273.15))
            #expect(isClose(days[0]["temp_max_celsius"], max(first.map(\.kelvin).max() ?? 0, 285.5) - 273.15))
            let mean = first.map(\.kelvin).reduce(0, +) / 24 - 273.15
            #expect(abs((days[0]["temp_mean_celsius"] as? Double ?? 0) - mean) < 1e-6)
            let second = Array(hours[24..<48])
            #expect(isClose(days[1]["temp_min_celsius"], min(second.map(\.kelvin).min() ?? 0, 278.25) - 273.15))
            #expect(isClose(days[1]["temp_max_celsius"], max(second.map(\.kelvin).max() ?? 0, 284) - 273.15))
            #expect(isClose(days[0]["pop_max"], 95))
            #expect(isClose(days[0]["gust_max_meter_per_second"], 14))
            #expect(isClose(days[1]["gust_max_meter_per_second"], 12))
            #expect(isClose(days[0]["wind_max_meter_per_second"], 8))
            #expect(isClose(days[0]["humidity_mean"], Double((0..<24).map { 60 + $0 % 30 }.reduce(0, +)) / 24))
            #expect(
                isClose(days[1]["pressure_mean_hectopascal"], Double((24..<48).map { 1000 + $0 }.reduce(0, +)) / 24))
            // Six hours of rain (index % 4 == 1) outlast the 3 hours a group needs.
            #expect(days[0]["conditions"] as? String == "light rain")
            // Sunrise at the offset of its own day: summer time on the 25th, winter time after.
            #expect(days[0]["sunrise"] as? String == "2025-10-25T08:15:00+02:00")
            #expect(days[1]["sunrise"] as? String == "2025-10-26T07:17:00+01:00")
        }

        @Test func forecastAddsUpThreeHourRainAndSnow() throws {
            let days = try F.days([("forecast.json", F.forecastWithRainAndSnow)])
            let slots = (0..<40).map(F.forecastSlot)
            var order: [String] = []
            var byDay: [String: [(instant: Int64, kelvin: Double, rain: Double?, snow: Double?)]] = [:]
            for slot in slots {
                let date = F.localDate(slot.instant, offset: 3600)
                if byDay[date] == nil { order.append(date) }
                byDay[date, default: []].append(slot)
            }
            #expect(days.map { $0["date"] as? String } == order)
            #expect(order.count == 6)
            for (day, date) in zip(days, order) {
                let slots = byDay[date] ?? []
                let rain = slots.compactMap(\.rain).reduce(0, +)
                let snow = slots.compactMap(\.snow).reduce(0, +)
                #expect(isClose(day["rain_day_millimeter"], rain), "\(date)")
                #expect(isClose(day["snow_day_millimeter"], snow), "\(date)")
                #expect(isClose(day["precipitation_day_millimeter"], rain + snow), "\(date)")
                #expect(isClose(day["temp_min_celsius"], (slots.map(\.kelvin).min() ?? 0) - 273.15), "\(date)")
                #expect(isClose(day["temp_max_celsius"], (slots.map(\.kelvin).max() ?? 0) - 273.15), "\(date)")
                // Each slot covers 3 hours; a day holds at most 24.
                #expect(day["hours"] as? Int == min(3 * slots.count, 24), "\(date)")
            }
            // The first day starts at 10:00 local: five slots, 15 hours, visibly partial.
            #expect(days.first?["hours"] as? Int == 15)
        }

        @Test func hourlyArchiveOfTwoCities() throws {
            let archive = F.hourlyArchive
            #expect(archive.count == 48)
            let days = try F.days(archive)
            var order: [String] = []
            var rain: [String: Double] = [:]
            var count: [String: Int] = [:]
            var kelvins: [String: [Double]] = [:]
            for hour in 0..<24 {
                for (city, place) in F.archiveCities.enumerated() {
                    let seen = F.observation(city: city, hour: hour)
                    let key = place.name + " " + F.localDate(seen.instant, offset: place.offset)
                    if count[key] == nil { order.append(key) }
                    rain[key, default: 0] += seen.rain ?? 0  // absent: a dry hour
                    count[key, default: 0] += 1
                    kelvins[key, default: []].append(seen.kelvin)
                }
            }
            #expect(order == ["Gent 2025-11-23", "Tokyo 2025-11-23", "Tokyo 2025-11-24", "Gent 2025-11-24"])
            #expect(days.map { "\($0["city"] as? String ?? "") \($0["date"] as? String ?? "")" } == order)
            for (day, key) in zip(days, order) {
                #expect(isClose(day["rain_day_millimeter"], rain[key] ?? -1), "\(key)")
                #expect(day["hours"] as? Int == count[key], "\(key)")
                let values = kelvins[key] ?? []
                #expect(isClose(day["temp_max_celsius"], (values.max() ?? 0) - 273.15), "\(key)")
                let mean = values.reduce(0, +) / Double(values.count) - 273.15
                #expect(abs((day["temp_mean_celsius"] as? Double ?? 0) - mean) < 1e-6, "\(key)")
            }
            #expect(count["Gent 2025-11-23"] == 23 && count["Tokyo 2025-11-23"] == 15)
        }

        @Test func historyBulkMonth() throws {
            let days = try F.days([("gent-2019-01.json", F.historyBulkMonth)])
            var order: [String] = []
            var rain: [String: Double] = [:]
            var count: [String: Int] = [:]
            var lowest: [String: Double] = [:]
            for index in 0..<744 {
                let hour = F.bulkHour(index)
                let date = F.localDate(hour.instant, offset: 3600)
                if count[date] == nil { order.append(date) }
                rain[date, default: 0] += hour.rain ?? 0
                count[date, default: 0] += 1
                lowest[date] = min(lowest[date] ?? .infinity, hour.kelvin)
            }
            // UTC+1: the month's first hour is 01:00 on 1 January, its last midnight on 1 February.
            #expect(order.count == 32 && order.last == "2019-02-01")
            #expect(days.map { $0["date"] as? String } == order)
            for (day, date) in zip(days, order) {
                #expect(isClose(day["rain_day_millimeter"], rain[date] ?? -1), "\(date)")
                #expect(day["hours"] as? Int == count[date], "\(date)")
                #expect(isClose(day["temp_min_celsius"], (lowest[date] ?? 0) - 273.15), "\(date)")
            }
            let total = days.compactMap { $0["rain_day_millimeter"] as? Double }.reduce(0, +)
            #expect(abs(total - (0..<744).compactMap { F.bulkHour($0).rain }.reduce(0, +)) < 1e-9)
        }

        @Test(arguments: [OutputFormat.csv, .markdown, .json, .ndjson, .html])
        func sameBytesForAnyJobs(format: OutputFormat) throws {
            let documents =
                F.hourlyArchive + [
                    ("onecall.json", F.onecallAcrossDST), ("forecast.json", F.forecastWithRainAndSnow),
                    ("bulk.json", F.historyBulkMonth),
                ]
            let one = try F.report(documents, format: format, jobs: 1)
            #expect(try F.report(documents, format: format, jobs: 4) == one)
            #expect(one.contains("Oslo"))
        }

        @Test func theHTMLPageChartsEachPlacesDays() throws {
            let page = try F.report([("onecall.json", F.onecallAcrossDST)], format: .html)
            // One figure for the place: the min–max band, the mean line, a precipitation bar a day.
            #expect(page.components(separatedBy: "<figure class=\"chart\">").count - 1 == 1)
            #expect(page.contains("fill=\"var(--band)\""))
            #expect(page.components(separatedBy: "fill=\"var(--rain)\"/>").count - 1 == 2)
            #expect(page.contains(">Sat, 25 Oct 2025</text>") && page.contains(">Sun, 26 Oct 2025</text>"))
        }

        @Test func sortByDateOrdersTheDaysByTime() throws {
            var options = ReportOptions(jobs: 2)
            (options.fields, options.locale, options.daily) = ([.date, .city], "en-GB", true)
            options.sort = [SortKey(.date, descending: true)]
            let documents: [(name: String, text: String?)] = [("onecall.json", F.onecallAcrossDST)]
            let sorted = try runConfiguration(options, source: FixtureSource(documents)).report
            #expect(
                sorted.split(separator: "\n").dropFirst().map { $0.prefix(17) } == [
                    "\"Sun, 26 Oct 2025", "\"Sat, 25 Oct 2025",
                ])
        }

        @Test func sortAndSummaryTakeTheDailyRows() throws {
            var options = ReportOptions(jobs: 2)
            (options.fields, options.locale, options.daily) = ([.date, .city, .rainDay], "en-GB", true)
            options.sort = [SortKey(.rainDay, descending: true)]
            let documents = F.hourlyArchive
            let sorted = try runConfiguration(options, source: FixtureSource(documents)).report
            let totals = try F.days(documents).compactMap { $0["rain_day_millimeter"] as? Double }
            let shown = sorted.split(separator: "\n").dropFirst().map { $0.split(separator: ",").last ?? "" }
            #expect(shown.count == totals.count)
            #expect(shown.first == "\(String(format: "%.1f", totals.max() ?? 0)) mm")
            options.sort = []
            options.summary = true
            let summary = try runConfiguration(options, source: FixtureSource(documents)).report
            #expect(summary.hasPrefix("field,count,min,min_city,max,max_city,mean\nRain (day),4,"))
        }

        @Test func dailyTakesTheDailyFieldsUnlessToldOtherwise() throws {
            #expect(try OptionParser.parse(["--daily", "x.json"], defaultJobs: 1).fields == Column.daily)
            let chosen = try OptionParser.parse(["--fields", "date,hours", "--daily"], defaultJobs: 1)
            #expect(chosen.fields == [.date, .hours] && chosen.daily)
        }

        @Test func refusesFieldsThatAreNotDaily() throws {
            var options = ReportOptions(jobs: 1)
            (options.fields, options.daily) = ([.date, .temp], true)
            let error = #expect(throws: ReportError.self) { try options.check() }
            #expect(error?.description.hasPrefix("field 'temp' is not a --daily field") == true)
            (options.fields, options.daily) = ([.city, .hours], false)
            let other = #expect(throws: ReportError.self) { try options.check() }
            #expect(other?.description == "field 'hours' sums up a day: it needs --daily")
        }
    }
}
