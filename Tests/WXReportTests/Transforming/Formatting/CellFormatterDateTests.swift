import Testing

import WXReport

extension FormattingTests {
    @Suite struct CellFormatterDateTests {
        /// 2023-12-31 23:59:59 UTC: already 2024 east of UTC, still 2023 west of it.
        static let newYearsEve: Int64 = 1_704_067_199

        private static func formatter(_ locale: String) throws -> CellFormatter {
            CellFormatter(catalog: FormatterCatalog(locale: try ReportLocale(locale), inputUnits: .metric, system: nil))
        }

        @Test(arguments: [
            (
                "nl-BE",
                [
                    "1/01/2024, 00:59", "31/12/2023, 18:59", "1/01/2024, 05:29", "31/12/2023, 23:59",
                    "31/12/2023, 23:59 UTC",
                ]
            ),
            (
                "en-US",
                [
                    "1/1/24, 12:59\u{202F}AM", "12/31/23, 6:59\u{202F}PM", "1/1/24, 5:29\u{202F}AM",
                    "12/31/23, 11:59\u{202F}PM",
                    "12/31/23, 11:59\u{202F}PM UTC",
                ]
            ),
            (
                "de-DE",
                ["01.01.24, 00:59", "31.12.23, 18:59", "01.01.24, 05:29", "31.12.23, 23:59", "31.12.23, 23:59 UTC"]
            ),
            (
                "ja-JP",
                ["2024/01/01 0:59", "2023/12/31 18:59", "2024/01/01 5:29", "2023/12/31 23:59", "2023/12/31 23:59 UTC"]
            ),
            (
                "fr-FR",
                [
                    "01/01/2024 00:59", "31/12/2023 18:59", "01/01/2024 05:29", "31/12/2023 23:59",
                    "31/12/2023 23:59 UTC",
                ]
            ),
        ])
        func showsLocalTimeAtTheCitysOffset(locale: String, expected: [String]) throws {
            var cells = try Self.formatter(locale)
            let offsets: [Int?] = [3600, -18_000, 19_800, 0, nil]
            #expect(offsets.map { cells.dateTime(Self.newYearsEve, offsetSeconds: $0) } == expected)
        }

        @Test func keepsSecondsOfAnOffsetInsteadOfRounding() throws {
            var cells = try Self.formatter("nl-BE")
            // +05:30:15: 23:59:59 UTC is 05:30:14 local, 23:59:40 UTC is 05:29:55.
            #expect(cells.dateTime(Self.newYearsEve, offsetSeconds: 19_815) == "1/01/2024, 05:30")
            #expect(cells.dateTime(Self.newYearsEve - 19, offsetSeconds: 19_815) == "1/01/2024, 05:29")
        }

        @Test func fallsBackToMarkedUTCForOffsetsICUCannotRepresent() throws {
            var cells = try Self.formatter("nl-BE")
            #expect(cells.dateTime(Self.newYearsEve, offsetSeconds: 86_400) == "31/12/2023, 23:59 UTC")
            #expect(cells.dateTime(Self.newYearsEve, offsetSeconds: -90_000) == "31/12/2023, 23:59 UTC")
        }

        @Test func formatsInstantsBeforeTheEpoch() throws {
            var cells = try Self.formatter("nl-BE")
            #expect(cells.dateTime(-1, offsetSeconds: nil) == "31/12/1969, 23:59 UTC")
            #expect(cells.dateTime(0, offsetSeconds: nil) == "1/01/1970, 00:00 UTC")
            #expect(cells.dateTime(-61, offsetSeconds: nil) == "31/12/1969, 23:58 UTC")
        }

        @Test(arguments: [
            (Int64(0), Int64(0)), (59, 0), (60, 1), (-1, -1), (-60, -1), (-61, -2), (.min, .min / 60 - 1),
            (.max, .max / 60),
        ])
        func floorsToTheMinuteForNegativesToo(seconds: Int64, minute: Int64) {
            #expect(seconds.floorDivided(by: 60).quotient == minute)
        }

        @Test(arguments: ["nl-BE", "en-US", "ja-JP"])
        func memoAnswersExactlyWhatICUDoes(locale: String) throws {
            var generator = SystemRandomNumberGenerator()
            let offsets: [Int?] = [nil, 0, 3600, -18_000, 19_800, 20_700, -34_200, 50_400, 19_815]
            let instants =
                (0..<1_500).map { _ in Int64.random(in: -3_000_000_000...3_000_000_000, using: &generator) }
                + [Self.newYearsEve, Self.newYearsEve - 59, Self.newYearsEve + 1, -1, 0, 59, 60]
            var first = try Self.formatter(locale)
            var second = try Self.formatter(locale)
            var fresh: [String] = []
            var reversed: [String] = []
            for instant in instants {
                for offset in offsets { fresh.append(first.dateTime(instant, offsetSeconds: offset)) }
            }
            for instant in instants.reversed() {
                for offset in offsets.reversed() { reversed.append(second.dateTime(instant, offsetSeconds: offset)) }
            }
            #expect(Array(reversed.reversed()) == fresh)
            // A fresh formatter per value: no memo, no cached ICU formatter.
            for (index, instant) in instants.prefix(40).enumerated() {
                for (column, offset) in offsets.enumerated() {
                    var unmemoized = try Self.formatter(locale)
                    #expect(
                        unmemoized.dateTime(instant, offsetSeconds: offset) == fresh[index * offsets.count + column])
                }
            }
        }

        // MARK: Composed cells

        @Test(arguments: [("nl-BE", true), ("de-DE", true), ("ja-JP", true), ("fr-FR", true), ("en-US", true)])
        func composesFromTheFirstCellWhereThePatternAllows(locale: String, composes: Bool) throws {
            var cells = try Self.formatter(locale)
            _ = cells.dateTime(Self.newYearsEve, offsetSeconds: 3600)
            #expect((cells.composer != nil) == composes)
        }

        @Test(arguments: ["nl-BE", "de-DE", "ja-JP", "fr-FR"])
        func composedBytesAreICUsText(locale: String) throws {
            var cells = try Self.formatter(locale)
            let localeID = String(locale.map { $0 == "-" ? "_" : $0 })
            let offsets: [Int?] = [nil, 0, 3600, -18_000, 19_800, 20_700, -34_200, 50_400, 86_400]
            let instants: [Int64] = [
                Self.newYearsEve, Self.newYearsEve + 1, -1, 0, 59, 60, 86_399, -62_135_596_800, 253_402_214_399,
                951_782_400, 1_763_900_000, 1_763_933_292,
            ]
            for offset in offsets {
                let local = offset.map { $0.magnitude < 86_400 } ?? false
                let icu = LocaleDifferentialTests.icuDates(locale: localeID, offset: local ? offset ?? 0 : 0)
                for instant in instants {
                    let expected = icu(instant) + (local ? "" : " UTC")
                    #expect(
                        cells.dateTime(instant, offsetSeconds: offset) == expected,
                        "\(instant) \(String(describing: offset))")
                }
            }
        }

        @Test(arguments: [
            ("d/MM/y, HH:mm", true), ("y/MM/dd H:mm", true), ("dd.MM.yy 'um' HH:mm", true),
            ("M/d/yy, h:mm a", true), ("HH:mm:ss", false), ("d/MM/y HH:mm zzzz", false), ("d/MM/y", false),
            ("HH:mm d/MM/y", true), ("d 'h' MMM, HH:mm", true), ("d/MM HH:mm y", false),
        ])
        func composesDateThenTimeOrTimeThenDate(pattern: String, composes: Bool) {
            #expect((DateComposer(pattern: pattern) != nil) == composes)
        }

        @Test func cutsThePatternWhereTheTimeStarts() throws {
            let composer = try #require(DateComposer(pattern: "dd.MM.yy 'um' HH:mm"))
            #expect(composer.dayPattern == "dd.MM.yy 'um' ")
            #expect(composer.timePattern == "HH:mm")
            let timeFirst = try #require(DateComposer(pattern: "HH:mm dd/MM/y"))
            #expect(timeFirst.dayPattern == "dd/MM/y")
            #expect(timeFirst.timePattern == "HH:mm ")
        }

        /// A day's text is the same in every zone: learnt once, from the day's UTC midnight. A
        /// 24-hour time is laid out in digits once ICU's text for midnight shows the locale's.
        @Test func aDayIsLearntOnceForEveryZoneAndTheTimeLaidOutInDigits() throws {
            var composer = try #require(DateComposer(pattern: "d/MM/y, HH:mm"))
            var asked: [String] = []
            // 2025-11-23 06:00 in Gent (+01:00), Lima (-05:00) and Kathmandu (+05:45): all that day.
            let cells = [(1_763_874_000, 3_600), (1_763_895_600, -18_000), (1_763_856_900, 20_700)].map {
                instant, zone in
                composer.compose(Int64(instant), zone: zone, { String(decoding: $0, as: UTF8.self) }) {
                    pattern, instant in
                    asked.append("\(pattern)@\(instant)")
                    return pattern == "HH:mm" ? "00:00" : "23/11/2025, "
                }
            }
            #expect(cells == ["23/11/2025, 06:00", "23/11/2025, 06:00", "23/11/2025, 06:00"])
            #expect(asked == ["HH:mm@0", "d/MM/y, @1763856000"])
            // -1 s is 23:59 of the day before the epoch, marked in UTC; ICU failing leaves the cell to ICU.
            let utc = composer.compose(-1, zone: nil, { String(decoding: $0, as: UTF8.self) }) { _, _ in
                "31/12/1969, "
            }
            #expect(utc == "31/12/1969, 23:59 UTC")
            #expect(composer.compose(86_400 * 3, zone: 0, { _ in "" }) { _, _ in nil } == nil)
        }

        /// Where midnight is not in ASCII digits (Arabic-Indic here), a time's text is ICU's,
        /// learnt once, from that time on 1970-01-01 in UTC.
        @Test func aTimeInOtherDigitsIsLearntOnceForEveryZone() throws {
            var composer = try #require(DateComposer(pattern: "y/M/d H:mm"))
            var asked: [Int64] = []
            // 06:00 UTC, and 05:00 UTC at +01:00: both 06:00 local on 1970-01-01.
            let cells = [(21_600, 0), (18_000, 3_600)].map { instant, zone in
                composer.compose(Int64(instant), zone: zone, { String(decoding: $0, as: UTF8.self) }) {
                    pattern, instant in
                    guard pattern == "H:mm" else { return "1970/1/1 " }
                    asked.append(instant)
                    return instant == 0 ? "٠:٠٠" : "٦:٠٠"
                }
            }
            #expect(cells == ["1970/1/1 ٦:٠٠", "1970/1/1 ٦:٠٠"])
            #expect(asked == [0, 21_600])
        }

    }
}

extension CellFormatter {
    /// The date cell as a `String`, read through the byte path the transform uses.
    mutating func dateTime(_ unixSeconds: Int64, offsetSeconds: Int?) -> String {
        withDateTime(unixSeconds, offsetSeconds: offsetSeconds) { String(decoding: $0, as: UTF8.self) }
    }
}
