import Foundation
import Testing
import WXReport
import WXReportTestSupport

/// Whitespace between the elements of a records array, between the members around it (before
/// or after a key, its colon or its value), or between responses is valid JSON of any length:
/// it belongs to no record, so more of it than the largest value kept whole (16 MiB) loses
/// nothing (issue 30, case 5).
@Suite struct LongWhitespaceTests {
    static func record(_ city: String) -> String {
        #"{"name":"\#(city)","main":{"temp":280},"weather":[],"dt":1763900000}"#
    }

    static let twoRecords = record("A") + "," + record("B")

    /// Just over `ByteWindow.maximumKept` of spaces and line breaks.
    static let whitespace = String(repeating: " ", count: 16 << 20) + String(repeating: "\n", count: 1000)

    @Test(arguments: [
        ("after the opening bracket", "[" + whitespace + record("A") + "," + record("B") + "]"),
        (
            "after a comma, in a list",
            #"{"list":["# + record("A") + "," + whitespace + record("B") + ",\n" + record("C") + "]}"
        ),
        ("before a comma", "[" + record("A") + whitespace + "," + record("B") + "]"),
        ("before the closing bracket", #"{"list":["# + record("A") + "," + record("B") + whitespace + "]}"),
        ("after the list", #"{"list":["# + record("A") + "," + record("B") + "]" + whitespace + "}"),
        (
            "around a comma between members",
            #"{"list":["# + record("A") + "," + record("B") + "]" + whitespace + "," + whitespace + #""cnt":2}"#
        ),
        (
            "between members before the list",
            #"{"cnt":2,"# + whitespace + #""list":["# + record("A") + "," + record("B") + "]}"
        ),
        ("after a top-level array", "[" + record("A") + "," + record("B") + "]" + whitespace),
        ("between responses", #"{"list":["# + record("A") + "]}" + whitespace + #"{"list":["# + record("B") + "]}"),
        ("between records", record("A") + whitespace + record("B")),
        ("between the list's key and its value", #"{"cod":"200","list":"# + whitespace + "[" + twoRecords + "]}"),
        ("between the list's key and its colon", #"{"cod":"200","list""# + whitespace + ":[" + twoRecords + "]}"),
        ("between a key and its value before the list", #"{"cnt":"# + whitespace + #"2,"list":["# + twoRecords + "]}"),
        ("between a key and its colon before the list", #"{"cnt""# + whitespace + #":2,"list":["# + twoRecords + "]}"),
        (
            "between a key and its value after the list",
            #"{"list":["# + twoRecords + #"],"cod":"# + whitespace + #""200"}"#
        ),
        ("between a key and its colon after the list", #"{"list":["# + twoRecords + #"],"cnt""# + whitespace + ":2}"),
        ("after a member's value", #"{"list":["# + twoRecords + #"],"cnt":2"# + whitespace + "}"),
    ])
    func readsEveryRecordAroundIt(_ place: String, _ text: String) throws {
        try withTemporaryDirectory { directory in
            try directory.write(text, to: "in.json")
            let result = try wxreport(["--fields", "city", directory.file("in.json")])
            let cities = text.contains(#""C""#) ? "A\nB\nC\n" : "A\nB\n"
            #expect(result.stdout == "City\n" + cities, "\(place)")
            #expect(result.stderr == "", "\(place)")
            #expect(result.status == 0, "\(place)")
        }
    }

    /// A `cod` that says the request failed, after the list and the whitespace, still drops the
    /// list held back for it, with the error payload's own message at its `cod`.
    @Test func anErrorCodeAfterItStillDropsTheList() throws {
        try withTemporaryDirectory { directory in
            let head = #"{"list":["# + Self.twoRecords + #"],"cod":"#
            try directory.write(head + #""404""# + Self.whitespace + #","message":"city not found"}"#, to: "in.json")
            let result = try wxreport(["--fields", "city", directory.file("in.json")])
            #expect(result.stdout == "City\n")
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("in.json")):1:\(head.count + 1): OpenWeatherMap error 404: city not found
                    wxreport: 1 input, 0 rows written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }

    /// A missing comma after the whitespace is still an error, at its line and column, with
    /// the record before it kept.
    @Test func findsAMissingCommaAfterIt() throws {
        try withTemporaryDirectory { directory in
            try directory.write("[" + Self.record("A") + Self.whitespace + Self.record("B") + "]", to: "in.json")
            let result = try wxreport(["--fields", "city", directory.file("in.json")])
            #expect(result.stdout == "City\nA\n")
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("in.json")):1001:1: unexpected character '{', expected ',' or ']' after an array element
                    wxreport: 1 input, 1 row written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }

    /// An error after the whitespace is still found, at its line and column.
    @Test func findsAnErrorAfterIt() throws {
        try withTemporaryDirectory { directory in
            try directory.write("[" + Self.record("A") + "," + Self.whitespace + "{\"name\": oops}]", to: "in.json")
            let result = try wxreport(["--fields", "city", directory.file("in.json")])
            #expect(result.stdout == "City\nA\n")
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("in.json")):1001:10: unexpected character 'o', expected a value
                    wxreport: 1 input, 1 row written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }
}
