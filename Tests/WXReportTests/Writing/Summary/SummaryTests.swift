import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// `--summary`: one row per numeric field, merged in input order, formatted like the cells.
@Suite struct SummaryTests {
    /// Three cities, a tie on the minimum (the first one wins) and a missing value.
    let records = """
        {"list":[
        {"name":"A","main":{"temp":280.15,"humidity":50},"weather":[],"dt":0},
        {"name":"B","main":{"temp":275.15,"humidity":90},"weather":[],"dt":0},
        {"name":"C","main":{"temp":275.15},"weather":[],"dt":0}
        ]}
        """

    func summary(_ locale: String, _ format: OutputFormat = .csv, plain: Bool = false, jobs: Int = 1) throws -> String {
        try summaryReport(of: records, locale: locale, format, plain: plain, jobs: jobs)
    }

    @Test func formattedLikeTheCells() throws {
        #expect(
            try summary("nl-BE") == """
                field;count;min;min_city;max;max_city;mean
                Temperatuur;3;2\u{A0}°C;B;7\u{A0}°C;A;4\u{A0}°C
                Luchtvochtigheid;2;50%;A;90%;B;70%
                Windstoten;0;;;;;

                """)
    }

    /// Markdown for people is laid out as any table: all seven columns, counts and values
    /// right-aligned (its report's hidden alerts column once cost the summary its mean).
    @Test func markdownHasEveryColumn() throws {
        #expect(
            try summary("en-US", .markdown) == """
                | field | count | min | min\\_city | max | max\\_city | mean |
                | --- | ---: | ---: | --- | ---: | --- | ---: |
                | Temperature | 3 | 36°F | B | 45°F | A | 39°F |
                | Humidity | 2 | 50% | A | 90% | B | 70% |
                | Gust | 0 |  |  |  |  |  |

                """)
    }

    /// The formats for machines keep the values (12 significant digits), the others round them.
    @Test func plainAndJSON() throws {
        #expect(
            try summary("en-US", plain: true) == """
                field,count,min,min_city,max,max_city,mean
                Temperature (°F),3,35.6,B,44.6,A,38.6
                Humidity (%),2,50,A,90,B,70
                Gust (mph),0,,,,,

                """)
        #expect(
            try summary("nl-BE", .ndjson) == """
                {"field":"temp_celsius","count":3,"min":2.0,"min_city":"B","max":7.0,"max_city":"A","mean":3.66666666667}
                {"field":"humidity","count":2,"min":50.0,"min_city":"A","max":90.0,"max_city":"B","mean":70.0}
                {"field":"gust_meter_per_second","count":0,"min":null,"min_city":null,"max":null,"max_city":null,"mean":null}

                """)
        let json = try summary("nl-BE", .json)
        #expect(JSONValidator.validate(Array(json.utf8)) == nil)
        #expect(json.hasPrefix("[\n{\"field\":\"temp_celsius\""))
        #expect(json.hasSuffix("\"mean\":null}\n]\n"))
    }

    @Test func mergingKeepsTheEarlierCityOnATie() {
        var first = FieldStats()
        first.add(1, city: Array("A".utf8))
        var later = FieldStats()
        later.add(1, city: Array("B".utf8))
        later.add(3, city: Array("C".utf8))
        first.merge(later)
        #expect(first.values.count == 3)
        #expect(first.minimumCity == Array("A".utf8))
        #expect(first.maximumCity == Array("C".utf8))
        #expect(first.values.mean == 5.0 / 3)
    }

    @Test func sameSummaryForEveryJobsOnTheBinary() throws {
        let inputs = samplePaths + ["--summary", "--locale", "nl-BE"]
        let one = try wxreport(inputs + ["--jobs", "1"])
        #expect(one.status == 0)
        #expect(
            one.stdout.hasPrefix(
                "field;count;min;min_city;max;max_city;mean\nTemperatuur;35;-2\u{A0}°C;Moscow;30\u{A0}°C;Mumbai;8\u{A0}°C\n"
            ))
        for jobs in ["4", "8"] {
            #expect(try wxreport(inputs + ["--jobs", jobs]).stdout == one.stdout)
        }
    }
}
