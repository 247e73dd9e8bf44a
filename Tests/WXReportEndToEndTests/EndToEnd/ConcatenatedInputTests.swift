import Foundation
import Testing
import WXReportTestSupport

/// A file of API responses appended one after another (`curl … >> day.json` run twice) is read
/// as a sequence, as jq reads it: every record of every response, in order (issue 30, case 6).
@Suite struct ConcatenatedInputTests {
    static let arguments = ["--locale", "en-US", "--no-progress"]
    static let samples = [
        "current-gent.json", "find-paris.json", "forecast-oslo.json", "group-12-cities.json",
        "products/onecall-chicago.json",
    ]
    static let separators = ["", "\n", " \r\n\n\t"]

    /// A sample laid out compact (one line) or pretty-printed (a line per member and element).
    static func sample(_ name: String, pretty: Bool) throws -> String {
        let text = try String(contentsOfFile: "\(packageRoot)/Samples/\(name)", encoding: .utf8)
        var laid = ""
        var depth = 0
        var inString = false, escaped = false
        for character in text {
            if inString {
                laid.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case " ", "\n", "\r", "\t": continue
            case "\"": inString = true
            case "}", "]": depth -= 1
            default: break
            }
            if pretty && (character == "}" || character == "]") { laid += "\n" + String(repeating: "  ", count: depth) }
            laid.append(character)
            if character == "{" || character == "[" { depth += 1 }
            if pretty && (character == "{" || character == "[" || character == ",") {
                laid += "\n" + String(repeating: "  ", count: depth)
            }
        }
        return laid
    }

    /// The data rows (no header) of the report on `text` alone.
    static func rows(of text: String, in directory: TemporaryDirectory) throws -> String {
        try directory.write(text, to: "alone.json")
        let result = try wxreport(arguments + ["--no-header", directory.file("alone.json")])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        return result.stdout
    }

    /// Twice the same response, compact or pretty, with nothing, a line break or more between:
    /// the rows of the response twice, and no message.
    @Test(arguments: samples, separators)
    func twiceTheSameResponseGivesItsRowsTwice(_ name: String, _ separator: String) throws {
        try withTemporaryDirectory { directory in
            for pretty in [false, true] {
                let response = try Self.sample(name, pretty: pretty)
                let once = try Self.rows(of: response, in: directory)
                #expect(once.split(separator: "\n").count == Self.expectedRows[name], "\(name)")
                try directory.write(response + separator + response + "\n", to: "day.json")
                let result = try wxreport(Self.arguments + ["--no-header", directory.file("day.json")])
                #expect(result.stdout == once + once, "\(name) pretty: \(pretty) \(separator.debugDescription)")
                #expect(result.stderr == "")
                #expect(result.status == 0)
            }
        }
    }

    /// The records each sample holds: 1 current, 3 found, 8 forecast entries, 12 group
    /// entries, and a One Call response's current, 48 hourly and 8 daily records.
    static let expectedRows = [
        "current-gent.json": 1, "find-paris.json": 3, "forecast-oslo.json": 8, "group-12-cities.json": 12,
        "products/onecall-chicago.json": 1 + 48 + 8,
    ]

    /// Every kind of response in one file, pretty-printed or compact with nothing between: each
    /// keeps its own context (the forecast its `city`), as when read from files of their own.
    @Test(arguments: [(true, "\n"), (false, "")])
    func differentResponsesKeepTheirOwnRows(pretty: Bool, separator: String) throws {
        try withTemporaryDirectory { directory in
            let responses = try Self.samples.map { try Self.sample($0, pretty: pretty) }
            let expected = try responses.map { try Self.rows(of: $0, in: directory) }.joined()
            try directory.write(responses.joined(separator: separator), to: "day.json")
            let result = try wxreport(Self.arguments + ["--no-header", directory.file("day.json")])
            #expect(result.stdout == expected)
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    static func record(_ city: String) -> String {
        #"{"name":"\#(city)","main":{"temp":280},"weather":[],"dt":1763900000}"#
    }

    static let byteOrderMark = "\u{FEFF}"

    /// A byte order mark at the start of every line of JSON Lines, or before every response
    /// (each appended by a tool that writes one): every record kept.
    @Test(arguments: [
        byteOrderMark + record("A") + "\n" + byteOrderMark + record("B") + "\n" + byteOrderMark + record("C") + "\n",
        byteOrderMark + "{\"list\":[" + record("A") + "]}\n" + byteOrderMark + "[" + record("B") + ","
            + record("C") + "]",
        byteOrderMark + record("A") + byteOrderMark + record("B") + " " + byteOrderMark + record("C"),
    ])
    func byteOrderMarksBeforeEachLineOrResponse(_ text: String) throws {
        try withTemporaryDirectory { directory in
            try directory.write(text, to: "in.json")
            let result = try wxreport(Self.arguments + ["--fields", "city", directory.file("in.json")])
            #expect(result.stdout == "City\nA\nB\nC\n")
            #expect(result.stderr == "")
            #expect(result.status == 0)
        }
    }

    /// A first line of JSON Lines longer than the JSON Lines sniff looks (1 MiB) keeps its
    /// record, and the lines after it are still JSON Lines: a bad one costs only itself.
    @Test func aFirstLineOverOneMebibyte() throws {
        try withTemporaryDirectory { directory in
            let long = #"{"note":""# + String(repeating: "n", count: 3 << 19) + #"","# + Self.record("A").dropFirst()
            let lines = [long, Self.record("B"), #"{"name":"bad""#, Self.record("C")]
            try directory.write(lines.joined(separator: "\n"), to: "in.jsonl")
            let result = try wxreport(Self.arguments + ["--fields", "city", directory.file("in.jsonl")])
            #expect(result.stdout == "City\nA\nB\nC\n")
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("in.jsonl")):3:14: unexpected end of input, expected ',' or '}'
                    wxreport: 1 input, 3 rows written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }

    /// An error response between two others is reported where it stands; the responses after
    /// it are still read. Data after a response that is no JSON value is an error naming the
    /// file, line and column, after the rows before it.
    @Test(arguments: [
        (
            record("A") + #"{"cod":429,"message":"too many requests"}"# + record("B"), "A\nB\n",
            "1:69: OpenWeatherMap error 429: too many requests"
        ),
        (
            record("A") + record("B") + "\n xyz", "A\nB\n",
            "2:2: unexpected character 'x', expected a JSON object or array"
        ),
        ("[" + record("A") + "]\n]", "A\n", "2:1: unexpected character ']', expected a JSON object or array"),
    ])
    func whatIsNoResponseIsAnErrorAtItsPlace(_ text: String, _ cities: String, _ error: String) throws {
        try withTemporaryDirectory { directory in
            try directory.write(text, to: "in.json")
            let result = try wxreport(Self.arguments + ["--fields", "city", directory.file("in.json")])
            let rows = cities.count == 2 ? "1 row" : "\(cities.count / 2) rows"
            #expect(result.stdout == "City\n" + cities)
            #expect(
                result.stderr == """
                    wxreport: \(directory.file("in.json")):\(error)
                    wxreport: 1 input, \(rows) written, 1 error

                    """)
            #expect(result.status == 65)
        }
    }
}
