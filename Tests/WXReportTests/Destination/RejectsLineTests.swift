import Testing
import WXReport

/// The rejects file's lines: every key, in order, with JSON escaping and `null` for what is unknown.
@Suite struct RejectsLineTests {
    @Test func aRejectedRecordIsOneLineWithEveryKey() {
        var error = ReportError(
            .malformedInput, "list[2].main.temp: expected a number, found a string",
            at: InputLocation(file: "data/a.json", line: 3, column: 15))
        error.rejected = RejectedRecord(
            path: "list[2]", member: "main.temp", scope: .record, text: #"{"main":{"temp":"warm"}}"#)
        #expect(
            RunOutputs.rejectsLine(for: error)
                == #"{"input":"data/a.json","line":3,"column":15,"path":"list[2]","member":"main.temp","scope":"record","#
                + #""message":"list[2].main.temp: expected a number, found a string","#
                + #""record":"{\"main\":{\"temp\":\"warm\"}}","truncated":false}"# + "\n")
    }

    @Test func aProblemOutsideAnyRecordHasNoRecordAndCostsTheDocument() {
        let error = ReportError(
            .malformedInput, "OpenWeatherMap error 404: city not found",
            at: InputLocation(file: "<stdin>", line: 1, column: 8))
        #expect(
            RunOutputs.rejectsLine(for: error)
                == #"{"input":"<stdin>","line":1,"column":8,"path":"","member":"","scope":"document","#
                + #""message":"OpenWeatherMap error 404: city not found","record":null,"truncated":false}"# + "\n")
    }

    @Test func anUnknownPositionIsNull() {
        let error = ReportError(.malformedInput, "bad", at: InputLocation(file: "x.json"))
        #expect(RunOutputs.rejectsLine(for: error).hasPrefix(#"{"input":"x.json","line":null,"column":null,"#))
    }

    @Test func aTruncatedRecordSaysSo() {
        var error = ReportError(.malformedInput, "m", at: InputLocation(file: "f", line: 1, column: 1))
        error.rejected = RejectedRecord(path: "", scope: .record, text: "{", truncated: true)
        #expect(RunOutputs.rejectsLine(for: error).hasSuffix(#""record":"{","truncated":true}"# + "\n"))
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("tab\there\nline\rcr", #""tab\there\nline\rcr""#),
        ("\u{01}\u{1F}\u{7F}", #""\u0001\u001f"# + "\u{7F}\""),
        ("\u{08}\u{0C}", #""\b\f""#),
        ("Zürich 東京 \u{2028}", "\"Zürich 東京 \u{2028}\""),
        ("", #""""#),
    ])
    func escapesStringsAsJSON(text: String, expected: String) {
        let line = RunOutputs.rejectsLine(for: ReportError(.malformedInput, text, at: InputLocation(file: "f")))
        #expect(line.contains(#","message":"# + expected + #","record":null,"#))
    }
}
