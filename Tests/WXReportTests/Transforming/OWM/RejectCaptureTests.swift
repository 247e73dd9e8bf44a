import Testing
import WXReportTestSupport

import WXReport

/// `PieceDecoder` with `capturesRecords` (`--rejects`): every error carries the record it cost
/// and that record's raw text, taken from the piece's bytes; without it, nothing is captured.
@Suite struct RejectCaptureTests {
    /// The errors of `text`, decoded through the real planner and piece decoder, rejects captured.
    static func rejects(_ text: String, capturing: Bool = true, readLimit: Int = .max) -> [ReportError] {
        rejects(bytes: Array(text.utf8), capturing: capturing, readLimit: readLimit)
    }

    static func rejects(bytes: [UInt8], capturing: Bool = true, readLimit: Int = .max) -> [ReportError] {
        var errors: [ReportError] = []
        var plan = DocumentPlan(SourceDocument(name: "t.json", bytes: bytes, readLimit: readLimit))
        while let step = plan.next() {
            switch step {
            case .piece(let piece):
                var decoder = PieceDecoder(piece, capturesRecords: capturing)
                let outcome = decoder.decode { _ in }
                piece.release()
                errors += outcome.errors
            case .failure(let error, _):
                errors.append(error)
            }
        }
        return errors
    }

    static let good = #"{"dt":1700000000,"name":"Gent","main":{"temp":280.1},"weather":[]}"#
    static let badTemperature = #"{"dt":1700000000,"name":"Bad","main":{"temp":"warm"},"weather":[]}"#
    static let trailingComma = #"{"dt":1700000000,"name":"Comma","main":{"temp":281,},"weather":[]}"#

    @Test func aJSONLinesSchemaErrorCarriesItsLine() throws {
        let errors = Self.rejects([Self.good, Self.badTemperature, Self.good].joined(separator: "\n") + "\n")
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.description == "t.json:2:46: main.temp: expected a number, found a string")
        #expect(
            error.rejected == RejectedRecord(path: "", member: "main.temp", scope: .record, text: Self.badTemperature))
    }

    @Test func aJSONLinesSyntaxErrorCostsOnlyItsLineWithoutItsCarriageReturn() throws {
        let errors = Self.rejects([Self.good, Self.trailingComma, Self.good].joined(separator: "\r\n") + "\r\n")
        #expect(errors.count == 1)
        #expect(errors.first?.rejected == RejectedRecord(path: "", scope: .record, text: Self.trailingComma))
    }

    @Test func aListElementWithABadValueCarriesItsPathAndText() throws {
        let element = #"{"dt":1,"name":"B","main":{"temp":null},"weather":[]}"#
        let errors = Self.rejects(#"{"cnt":2,"list":["# + Self.good + ",\n  " + element + "]}")
        #expect(errors.count == 1)
        #expect(
            errors.first?.rejected
                == RejectedRecord(path: "list[1]", member: "main.temp", scope: .record, text: element))
    }

    @Test func aSyntaxErrorInAListCarriesTheRecordFromItsStartToTheEndOfTheLine() throws {
        let errors = Self.rejects("[" + Self.good + ",\n" + #"{"dt":2,"main":{"temp":29x}},"# + "\n" + Self.good + "]")
        #expect(errors.count == 1)
        #expect(
            errors.first?.rejected
                == RejectedRecord(path: "[1]", scope: .document, text: #"{"dt":2,"main":{"temp":29x}},"#))
    }

    @Test func aMissingCommaBetweenElementsIsTheNextElementFromTheErrorOn() throws {
        let errors = Self.rejects("[" + Self.good + " " + Self.good + "]\n")
        #expect(
            errors.first?.description
                == "t.json:1:69: unexpected character '{', expected ',' or ']' after an array element")
        #expect(errors.first?.rejected == RejectedRecord(path: "[1]", scope: .document, text: Self.good + "]"))
    }

    @Test func aCurrentWeatherFileIsOneRecord() throws {
        let errors = Self.rejects("\n  " + Self.badTemperature + "\n")
        #expect(errors.count == 1)
        #expect(
            errors.first?.rejected
                == RejectedRecord(path: "", member: "main.temp", scope: .record, text: Self.badTemperature))
    }

    @Test func nothingIsCapturedWithoutRejects() throws {
        let errors = Self.rejects(Self.good + "\n" + Self.badTemperature + "\n", capturing: false)
        #expect(errors.count == 1)
        #expect(errors.first?.rejected == nil)
    }

    @Test func problemsOutsideRecordsCarryNothing() throws {
        let errors = Self.rejects(#"{"cod":"404","message":"city not found"}"#)
        #expect(errors.map(\.description) == ["t.json:1:8: OpenWeatherMap error 404: city not found"])
        #expect(errors.first?.rejected == nil)
    }

    /// 70,000 bytes of name: the text stops at 64 KiB, before the `é` that would straddle it.
    @Test func aLongRecordIsCutAtTheLimitOnACharacterBoundary() throws {
        let prefix = #"{"dt":1,"main":{"temp":"warm"},"name":""#
        let padding = String(repeating: "a", count: RejectedRecord.textLimit - prefix.utf8.count - 1)
        let line = prefix + padding + "é" + String(repeating: "b", count: 5000) + #"","weather":[]}"#
        let errors = Self.rejects(Self.good + "\n" + line + "\n")
        let rejected = try #require(errors.first?.rejected)
        #expect(rejected.truncated)
        #expect(rejected.text == prefix + padding)
        #expect(rejected.text.utf8.count == RejectedRecord.textLimit - 1)
    }

    @Test func aRecordOfExactlyTheLimitIsWhole() throws {
        let prefix = #"{"dt":1,"main":{"temp":"warm"},"weather":[],"name":""#
        let line = prefix + String(repeating: "a", count: RejectedRecord.textLimit - prefix.utf8.count - 2) + "\"}"
        #expect(line.utf8.count == RejectedRecord.textLimit)
        let rejected = try #require(Self.rejects(Self.good + "\n" + line + "\n").first?.rejected)
        #expect(!rejected.truncated)
        #expect(rejected.text == line)
    }

    @Test func bytesThatAreNotUTF8ReadAsReplacementCharacters() throws {
        let bytes = Array((Self.good + "\n").utf8) + Array(#"{"dt":1,"name":""#.utf8) + [0xFF] + Array("\"}\n".utf8)
        let rejected = try #require(Self.rejects(bytes: bytes).first?.rejected)
        #expect(rejected.text == "{\"dt\":1,\"name\":\"\u{FFFD}\"}")
    }

    /// Records cut across reads (and so across buffers) are still captured whole.
    @Test func recordsArrivingInSmallReadsAreCapturedWhole() throws {
        let text = (0..<50).map { $0 % 7 == 3 ? Self.badTemperature : Self.good }.joined(separator: "\n") + "\n"
        let errors = Self.rejects(text, readLimit: 37)
        #expect(errors.count == 7)
        #expect(errors.allSatisfy { $0.rejected?.text == Self.badTemperature })
    }
}
