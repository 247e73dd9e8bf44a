import Testing

@testable import WXReport

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
            #expect(CellFormatter.floorMinute(seconds) == minute)
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
    }
}
