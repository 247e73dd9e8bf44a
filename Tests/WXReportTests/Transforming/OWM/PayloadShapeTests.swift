import Testing
import WXReport
import WXReportTestSupport

/// Every shape of `owm-formats.md`, and its quirks, through the planner and piece decoder.
@Suite struct PayloadShapeTests {
    static let gent =
        #"{"weather":[{"description":"light rain"},{"description":"mist"}],"main":{"temp":281.15,"humidity":87,"pressure":1012},"dt":1763900000,"name":"Gent","sys":{"country":"BE","sunrise":1763881200},"timezone":3600,"rain":{"1h":0.42},"cod":200}"#

    static let spread = "{\n" + gent.dropFirst()

    @Test func currentWeather() {
        let (records, errors) = decodeAll(Self.gent)
        #expect(errors == [])
        var expected = WeatherRecord()
        expected.city = "Gent"
        expected.country = "BE"
        expected.time = 1_763_900_000
        expected.offset = 3600
        expected.conditions = ["light rain", "mist"]
        expected[.temperature] = 281.15
        expected[.humidity] = 87
        expected[.pressure] = 1012
        expected[.rainLastHour] = 0.42
        expected.sunrise = 1_763_881_200
        #expect(records == [expected])
    }

    /// A one-record document read five bytes at a time, as a pipe may hand it over, locates its
    /// problems from its own start, though its `cod` was located before the later reads (the
    /// first line is read whole to tell JSON Lines, the second as the members need it).
    @Test func aRecordReadInSmallChunksIsLocatedFromItsStart() {
        let text = #"{"cod":200,"main":{"temp":"warm"},"# + "\n" + #""name":"X","weather":[],"dt":1}"#
        let expected = ["t.json:1:27: main.temp: expected a number, found a string"]
        #expect(decodeAll(text).errors == expected)
        let chunked = FillReader(memoryFill(Array(text.utf8), chunk: 5))
        #expect(decodeAll(SourceDocument(name: "t.json", reader: chunked)).errors == expected)
    }

    @Test func groupListWinsOverCount() {
        let (records, errors) = decodeAll(#"{"cnt":5,"list":[\#(Self.gent),\#(Self.gent)]}"#)
        #expect(errors == [])
        #expect(records.count == 2)
    }

    @Test func findWithoutOffsetsAndCodAsString() {
        let entry =
            #"{"name":"Paris","weather":[{"description":"clear sky"}],"main":{"temp":280},"dt":1,"sys":{"country":"FR"}}"#
        let (records, errors) = decodeAll(#"{"message":"accurate","cod":"200","count":1,"list":[\#(entry)]}"#)
        #expect(errors == [])
        #expect(records.map(\.city) == ["Paris"])
        #expect(records.first?.offset == nil)
    }

    @Test func forecastCityAppliesToEveryEntryEvenWhenItComesLast() {
        let entry =
            #"{"dt":1763906400,"main":{"temp":275.2,"temp_kf":0},"weather":[{"description":"snow"}],"pop":0.4,"sys":{"pod":"d"},"dt_txt":"2025-11-23 14:00:00"}"#
        let text =
            #"{"cod":"200","message":0,"cnt":2,"list":[\#(entry),\#(entry)],"city":{"id":3143244,"name":"Oslo","country":"NO","timezone":3600,"sunrise":1763880000,"sunset":1763904000}}"#
        let (records, errors) = decodeAll(text)
        #expect(errors == [])
        #expect(records.map(\.city) == ["Oslo", "Oslo"])
        #expect(records.map(\.offset) == [3600, 3600])
        #expect(records.map(\.country) == ["NO", "NO"])
        #expect(records.first?.sunset == 1_763_904_000)
    }

    @Test func bulkJSONLinesKeepGoodLinesAroundABadOne() {
        let line =
            #"{"city":{"id":1,"name":"Oslo","findname":"OSLO","country":"NO","coord":{"lon":10.7,"lat":59.9},"zoom":5},"time":1763900000,"main":{"temp":270},"weather":[{"description":"fog"}]}"#
        let text = "\(line)\n{\"city\":{\"name\":\"Bad\"},\"time\":1,\n\(line)\n\n"
        let (records, errors) = decodeAll(text, name: "bulk.json")
        #expect(records.map(\.city) == ["Oslo", "Oslo"])
        #expect(records.first?.country == "NO")
        #expect(errors == ["bulk.json:2:33: unexpected end of input, expected a string key"])
    }

    @Test func topLevelArrayOfRecords() {
        let (records, errors) = decodeAll("[\(Self.gent),\n\(Self.gent)]")
        #expect(errors == [])
        #expect(records.count == 2)
    }

    @Test(arguments: [
        (#"{"cod":"404","message":"city not found"}"#, "e.json:1:8: OpenWeatherMap error 404: city not found"),
        (#"{"cod":401, "message":"Invalid API key"}"#, "e.json:1:8: OpenWeatherMap error 401: Invalid API key"),
        (#"{"message":"wrong latitude"}"#, "e.json:1:1: OpenWeatherMap error: wrong latitude"),
        (
            #"{"cod":"400","message":"wrong latitude","list":[]}"#,
            "e.json:1:8: OpenWeatherMap error 400: wrong latitude"
        ),
        (#"{"hello":"world"}"#, "e.json:1:1: not an OpenWeatherMap weather payload: no 'list', 'main' or 'cod'"),
        ("", "e.json:1:1: empty input: expected OpenWeatherMap JSON"),
        (" \n ", "e.json:2:2: no JSON value, only whitespace: expected OpenWeatherMap JSON"),
        ("42", "e.json:1:1: unexpected character '4', expected a JSON object or array"),
        (#"{"cod":"200","list": {"a":1}}"#, "e.json:1:22: list: expected an array, found an object"),
    ])
    func payloadsWithoutRecords(_ text: String, _ expected: String) {
        let (records, errors) = decodeAll(text, name: "e.json")
        #expect(records == [])
        #expect(errors == [expected])
    }

    @Test func optionalValuesMayBeAbsentNullOrEmpty() {
        let text =
            #"{"list":[{"main":{"temp":1,"feels_like":null},"weather":[],"dt":1,"rain":null,"snow":{},"wind":null,"sys":null,"visibility":null},{"main":{"temp":2},"weather":[{"description":"x"}],"dt":2,"rain":{"3h":4}}]}"#
        let (records, errors) = decodeAll(text)
        #expect(errors == [])
        #expect(records.map(\.[.feelsLike]) == [nil, nil])
        #expect(records.map(\.[.rainLastHour]) == [nil, nil])
        #expect(records.map(\.[.snowLastHour]) == [nil, nil])
        #expect(records.map(\.conditions) == [[], ["x"]])
    }

    @Test func schemaErrorsNameThePathAndCostOnlyTheirRecord() {
        let good = #"{"main":{"temp":1},"weather":[],"dt":1}"#
        let text = """
            {"list":[
            \(good),
            {"main":{"temp":"warm"},"weather":[],"dt":1},
            {"weather":[],"dt":1},
            {"main":{"temp":1},"weather":[{"description":5}],"dt":1},
            {"main":{"temp":1},"weather":[],"dt":1.5},
            \(good)
            ]}
            """
        let (records, errors) = decodeAll(text, name: "x.json")
        #expect(records.count == 2)
        #expect(
            errors == [
                "x.json:3:17: list[1].main.temp: expected a number, found a string",
                "x.json:4:1: list[2]: missing 'main'",
                "x.json:5:46: list[3].weather[0].description: expected a string, found a number",
                "x.json:6:38: list[4].dt: expected a whole number of seconds within years 1–9999, found 1.5",
            ])
    }

    @Test func aSyntaxErrorKeepsTheRecordsBeforeIt() {
        let good = #"{"main":{"temp":1},"weather":[],"dt":1}"#
        let (records, errors) = decodeAll(
            "{\"list\":[\(good),\n\(good),\n{\"main\":{\"temp\":1,}}, \(good)]}", name: "s.json")
        #expect(records.count == 2)
        #expect(errors == ["s.json:3:19: unexpected character '}', expected a string key"])
    }

    @Test func everyPrefixOfADocumentIsAnErrorWithAPosition() {
        let text = "{\"cnt\":2,\"list\":[\(Self.gent),\n\(Self.gent)]}"
        let bytes = Array(text.utf8)
        for length in 0..<bytes.count {
            let (records, errors) = decodeAll(SourceDocument(name: "p.json", bytes: Array(bytes[0..<length])))
            #expect(errors.count == 1, "prefix \(length)")
            #expect(errors.first?.hasPrefix("p.json:") == true)
            #expect(records.count <= 2)
        }
        #expect(decodeAll(text).errors == [])
    }

    /// Concatenated API responses (`curl … >> day.json` run twice) are read one after the other,
    /// with or without whitespace between them, whatever their shape; an error payload costs only
    /// itself; what is no JSON object or array ends the document with an error, after the records
    /// before it. (`spread` starts with a line of its own, as `jq .` writes it.)
    @Test(arguments: [
        ("\(gent)\(gent)", 2, [String]()),
        ("\(spread)\n\n  \(spread) \(gent)\n", 3, []),
        ("\(gent){\"cod\":401,\"message\":\"x\"}\(gent)", 2, ["t.json:1:245: OpenWeatherMap error 401: x"]),
        ("\(gent) x", 1, ["t.json:1:239: unexpected character 'x', expected a JSON object or array"]),
        ("{\"cod\":401}\(gent)", 1, ["t.json:1:8: OpenWeatherMap error 401"]),
        ("\(gent)\n[\(gent)]\n{\"list\":[\(gent)]}", 3, []),
    ])
    func concatenatedResponsesAreASequence(text: String, count: Int, errors expected: [String]) {
        let (records, errors) = decodeAll(text)
        #expect(records.map(\.city) == Array(repeating: "Gent", count: count))
        #expect(errors == expected)
    }

    /// JSON Lines whose later lines are whole responses (another endpoint appended with
    /// `curl … >> day.jsonl`): each such line is read as the document it is, as concatenated
    /// responses are, its list with its `city`, an error payload with its own message.
    @Test func aLineOfJSONLinesMayBeAResponse() {
        let entry = #"{"dt":1763906400,"main":{"temp":275.2},"weather":[]}"#
        let forecast = #"{"cod":"200","cnt":2,"list":[\#(entry),\#(entry)],"city":{"name":"Oslo"}}"#
        let group = #"{"cnt":1,"list":[\#(Self.gent)]}"#
        let (records, errors) = decodeAll([Self.gent, forecast, group, Self.gent].joined(separator: "\n"))
        #expect(errors == [])
        #expect(records.map(\.city) == ["Gent", "Oslo", "Oslo", "Gent", "Gent"])
        #expect(records.map(\.[.temperature]) == [281.15, 275.2, 275.2, 281.15, 281.15])
    }

    /// An array line (a History Bulk export kept with `jq -c`) is read as the array document it
    /// is, after any number of record lines: each element a record, its errors by element.
    @Test func aLineOfJSONLinesMayBeAnArrayOfRecords() {
        let broken = #"{"name":"E","main":{}}"#
        let lines = [Self.gent, Self.gent, "[\(Self.gent),\(broken),\(Self.gent)]", Self.gent]
        let (records, errors) = decodeAll(lines.joined(separator: "\n"))
        #expect(records.map(\.city) == ["Gent", "Gent", "Gent", "Gent", "Gent"])
        let column = "[\(Self.gent),".count + #"{"name":"E","main":"#.count + 1
        #expect(errors == ["t.json:3:\(column): [1].main: missing 'temp'"])
    }

    @Test func aLineOfJSONLinesMayBeAnErrorPayload() {
        let broken = #"{"cnt":1,"list":[{"name":"E","main":{}}]}"#
        let lines = [Self.gent, #"{"cod":"404","message":"city not found"}"#, #"{"message":"wrong latitude"}"#, broken]
        let (records, errors) = decodeAll((lines + [Self.gent]).joined(separator: "\n"))
        #expect(records.map(\.city) == ["Gent", "Gent"])
        let column = #"{"cnt":1,"list":[{"name":"E","main":"#.count + 1
        #expect(
            errors == [
                "t.json:2:8: OpenWeatherMap error 404: city not found",
                "t.json:3:1: OpenWeatherMap error: wrong latitude",
                "t.json:4:\(column): list[0].main: missing 'temp'",
            ])
    }

    /// Concatenated forecasts each keep their own `city`, though it comes after their list.
    @Test func concatenatedForecastsKeepTheirOwnCity() {
        let entry = #"{"dt":1763906400,"main":{"temp":275.2},"weather":[]}"#
        let oslo = #"{"cod":"200","list":[\#(entry),\#(entry)],"city":{"name":"Oslo"}}"#
        let bergen = #"{"cod":"200","list":[\#(entry)],"city":{"name":"Bergen"}}"#
        let (records, errors) = decodeAll(oslo + "\n" + bergen + oslo)
        #expect(errors == [])
        #expect(records.map(\.city) == ["Oslo", "Oslo", "Bergen", "Oslo", "Oslo"])
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(decodeAll("\u{FEFF}" + Self.gent).records.count == 1)
    }

    @Test func bigListsAreSplitIntoPiecesWithoutChangingTheRecords() {
        let record =
            #"{"name":"Zürich \"Z\"","main":{"temp":271.5},"weather":[{"description":"snow"}],"dt":1763900000}"#
        let count = 2 * DocumentPlan.pieceSize / record.utf8.count + 100
        let text = "{\"list\":[\n" + Array(repeating: record, count: count).joined(separator: ",\n") + "\n]}"
        var pieces = 0
        var plan = DocumentPlan(SourceDocument(name: "big.json", text: text))
        while let step = plan.next() { if case .piece = step { pieces += 1 } }
        #expect(pieces == 3)
        let (records, errors) = decodeAll(text)
        #expect(errors == [])
        #expect(records.count == count)
        #expect(Set(records.map(\.city)) == ["Zürich \"Z\""])
    }
}
