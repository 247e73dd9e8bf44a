import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// The read stage streams: however the bytes arrive (one at a time, in odd chunks, whole), the
/// records, errors and positions are the same, and a document's context applies wherever it
/// stands and however big the document is.
@Suite struct StreamingReadTests {
    /// Documents whose every outcome (rows and errors with positions) must not depend on chunks.
    static let documents: [(String, String)] = {
        var documents = samplePaths.map { ($0, (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "") }
        documents += [
            (
                "bom.json",
                "\u{FEFF}{\"name\":\"Gent\",\"main\":{\"temp\":280},\"weather\":[{\"description\":\"rain\"}],\"dt\":1}"
            ),
            (
                "tokyo.json",
                "{\"list\":[\n{\"name\":\"東京\",\"main\":{\"temp\":\"x\"},\"weather\":[],\"dt\":1},\n{\"name\":\"東京\" \"main\":1}]}"
            ),
            (
                "lines.json",
                "{\"name\":\"A\",\"main\":{\"temp\":1},\"weather\":[],\"dt\":1}\n{\"name\":\"東\",\"main\":{\"temp\":tru},\"weather\":[],\"dt\":1}\n\n{\"name\":\"C\",\"main\":{\"temp\":3},\"weather\":[],\"dt\":1}\n"
            ),
            (
                "late-city.json",
                "{\"cod\":\"200\",\"list\":[{\"main\":{\"temp\":1},\"weather\":[],\"dt\":1}],\"city\":{\"name\":\"Oslo\",\"country\":\"NO\"}}"
            ),
            (
                "late-error.json",
                "{\"list\":[{\"main\":{\"temp\":1},\"weather\":[],\"dt\":1}],\"cod\":\"404\",\"message\":\"city not found\"}"
            ),
            ("trailing.json", "[{\"name\":\"A\",\"main\":{\"temp\":1},\"weather\":[],\"dt\":1}]   \n  x"),
            ("truncated.json", "{\"cnt\":1,\"list\":[{\"name\":\"A\",\"main\":{\"temp\":1},\"weather\":[],\"dt\":1}"),
            ("control.json", "{\"cod\":\"20\u{01}0\"}"),
        ]
        return documents
    }()

    @Test(arguments: [1, 2, 7, 64, 4096])
    func chunkSizeChangesNothing(readLimit: Int) {
        for (name, text) in Self.documents {
            let whole = decodeAll(SourceDocument(name: name, text: text))
            let chunked = decodeAll(SourceDocument(name: name, text: text, readLimit: readLimit))
            #expect(chunked.records == whole.records, "\(name)")
            #expect(chunked.errors == whole.errors, "\(name)")
        }
    }

    @Test func positionsAreCountedAcrossChunks() {
        let text = Self.documents.first { $0.0 == "tokyo.json" }?.1 ?? ""
        let errors = decodeAll(SourceDocument(name: "tokyo.json", text: text, readLimit: 3)).errors
        #expect(
            errors == [
                "tokyo.json:2:29: list[0].main.temp: expected a number, found a string",
                "tokyo.json:3:14: unexpected character '\"', expected ',' or '}' after an object member",
            ])
    }

    /// A one-line group file of several pieces with a syntax error in the middle: the column is
    /// exact, however far into the line it is.
    @Test func aSyntaxErrorInTheMiddleOfOneLongLineHasItsExactColumn() throws {
        let record = #"{"name":"Zürich","main":{"temp":271.5},"weather":[{"description":"snow"}],"dt":1763900000}"#
        let count = 3 * DocumentPlan.pieceSize / record.utf8.count
        var records = Array(repeating: record, count: count)
        let bad = count / 2
        records[bad] = records[bad].replacingOccurrences(of: "\"dt\":", with: "\"dt\" ")
        let text = "{\"cnt\":\(count),\"list\":[" + records.joined(separator: ",") + "]}"
        // Columns count scalars: "ü" is one column though two bytes.
        let prefix = "{\"cnt\":\(count),\"list\":[" + records[0..<bad].map { $0 + "," }.joined()
        let column = prefix.unicodeScalars.count + records[bad].unicodeScalars.count - "1763900000}".count + 1
        let expected = "big.json:1:\(column): unexpected character '1', expected ':' after an object key"

        #expect(decodeAll(SourceDocument(name: "big.json", text: text, readLimit: 65536)).errors == [expected])

        try withTemporaryDirectory { folder in
            try text.write(toFile: folder.file("big.json"), atomically: false, encoding: .utf8)
            let run = try runReport(
                source: FileSource(paths: [folder.file("big.json")]), locale: "en-US", columns: [.city], jobs: 2)
            #expect(run.errors == [expected.replacingOccurrences(of: "big.json", with: folder.file("big.json"))])
            #expect(run.summary.rows == 0 || run.report.split(separator: "\n").count - 1 == run.summary.rows)
        }
    }

    /// The forecast's `city` after a list bigger than the old 4 MB whole-plan limit still applies.
    @Test func aCityAfterAListOfMegabytesStillApplies() {
        let entry = #"{"dt":1763910000,"main":{"temp":274.12},"weather":[{"description":"cloudy"}]}"#
        let count = 3_200_000 / entry.utf8.count
        let text =
            "{\"cod\":\"200\",\"list\":[" + Array(repeating: entry, count: count).joined(separator: ",")
            + "],\"city\":{\"name\":\"Oslo\",\"country\":\"NO\",\"timezone\":3600}}"
        let (records, errors) = decodeAll(SourceDocument(name: "f.json", text: text, readLimit: 100_000))
        #expect(errors == [])
        #expect(records.count == count)
        #expect(Set(records.map(\.city)) == ["Oslo"])
        #expect(Set(records.map(\.country)) == ["NO"])
    }

    /// An error `cod` after a list of megabytes drops the list's rows.
    @Test func anErrorCodeAfterAListOfMegabytesDropsItsRows() {
        let entry = #"{"dt":1763910000,"main":{"temp":274.12},"weather":[{"description":"cloudy"}]}"#
        let count = 3_200_000 / entry.utf8.count
        let text =
            "{\"list\":[" + Array(repeating: entry, count: count).joined(separator: ",")
            + "],\"cod\":401,\"message\":\"Invalid API key\"}"
        let (records, errors) = decodeAll(SourceDocument(name: "e.json", text: text))
        #expect(records.isEmpty)
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix(": OpenWeatherMap error 401: Invalid API key") == true)
    }

    /// An error `cod` known before the list drops the list's rows, even with the `city` known too.
    @Test func anErrorCodeBeforeTheListDropsItsRows() {
        let text =
            #"{"cod":"404","message":"city not found","city":{"name":"X"},"list":[{"main":{"temp":1},"weather":[],"dt":1}]}"#
        let (records, errors) = decodeAll(SourceDocument(name: "e.json", text: text))
        #expect(records.isEmpty)
        #expect(errors == ["e.json:1:8: OpenWeatherMap error 404: city not found"])
    }

    /// Past the hold-back bound the list streams; a `city` after it is reported, once.
    @Test func aCityPastTheHoldBackBoundIsReported() {
        let entry = #"{"dt":1763910000,"main":{"temp":274.12},"weather":[{"description":"cloudy"}]}"#
        let count = (DocumentPlan.holdLimit + 2 * DocumentPlan.pieceSize) / entry.utf8.count
        let text =
            "{\"list\":[" + Array(repeating: entry, count: count).joined(separator: ",")
            + "],\"city\":{\"name\":\"Oslo\"}}"
        let (records, errors) = decodeAll(SourceDocument(name: "f.json", text: text))
        #expect(records.count == count)
        #expect(records.first?.city == "")
        let column = text.utf8.count - #"{"name":"Oslo"}}"#.utf8.count + 1
        #expect(
            errors == [
                "f.json:1:\(column): 'city' comes after more than 4 MiB of 'list'; the entries before it were reported without its place fields"
            ])
    }

    /// A first line longer than the sniff limit is never scanned to its end for JSON Lines.
    @Test func theJSONLinesSniffIsBounded() {
        let text = "{\"list\":[" + String(repeating: " ", count: 3 << 20) + "\u{0}]}\n{}"
        let errors = decodeAll(SourceDocument(name: "n.json", text: text)).errors
        #expect(errors == ["n.json:1:\(10 + (3 << 20)): unexpected NUL byte, expected a value"])
    }

    @Test func devZeroEndsAtItsFirstByte() throws {
        let run = try runReport(source: FileSource(paths: ["/dev/zero"]), locale: "en-US", jobs: 2)
        #expect(run.errors == ["/dev/zero:1:1: unexpected NUL byte, expected a JSON object or array"])
        #expect(run.summary.exitCode == 65)
    }

    /// A value too big to hold is an error naming the file, not unbounded memory: the member's
    /// value that outgrew the window (its key and the whitespace before it streamed past), once
    /// the object around it was let go in case it held a list.
    @Test func aHugeSingleValueIsAnError() {
        let text = "{\"name\":\"" + String(repeating: "a", count: ByteWindow.maximumKept + (1 << 20)) + "\"}"
        let errors = decodeAll(SourceDocument(name: "h.json", text: text)).errors
        #expect(
            errors == [
                "h.json:1:9: a JSON value too long to hold (over 16 MiB) in what starts here; the rest of the input was not read"
            ])
    }

    /// A record longer than the window holds, though each of its members fits: that record is
    /// the error; the response after it is still read.
    @Test func aRecordTooLongCostsOnlyItself() {
        let record = #"{"name":"A","main":{"temp":280},"weather":[],"dt":1763900000}"#
        let spaces = String(repeating: " ", count: ByteWindow.maximumKept + (1 << 20))
        let long = #"{"name":"X","# + spaces + #""main":{"temp":280},"weather":[],"dt":1}"#
        let (records, errors) = decodeAll(SourceDocument(name: "h.json", text: long + record))
        #expect(records.map(\.city) == ["A"])
        #expect(errors == ["h.json:1:1: a JSON value too long to hold (over 16 MiB) in what starts here"])
    }

    /// A list entry too big to hold, in a list held back for the `city` after it: the entries
    /// before it are complete and still reported (without the `city` never reached).
    @Test func aHugeEntryInAHeldListKeepsTheEntriesBeforeIt() {
        let entry = #"{"dt":1763906400,"main":{"temp":275.2},"weather":[]}"#
        let huge = #"{"dt":1,"name":""# + String(repeating: "a", count: ByteWindow.maximumKept + (1 << 20)) + #""}"#
        let text = #"{"cod":"200","list":["# + entry + "," + huge + #"],"city":{"name":"Oslo"}}"#
        let (records, errors) = decodeAll(SourceDocument(name: "h.json", text: text))
        #expect(records.map(\.[.temperature]) == [275.2])
        #expect(
            errors == [
                "h.json:1:75: a JSON value too long to hold (over 16 MiB) in what starts here; the rest of the input was not read"
            ])
    }
}
