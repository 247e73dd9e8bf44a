import Foundation
import Testing
import WXReportTestSupport

import WXReport

@Suite struct JSONReaderTests {
    private func number(_ text: String) -> Double? {
        var result: Double?
        Array(text.utf8).withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            result = try? cursor.scanNumber()
        }
        return result
    }

    @Test(arguments: [
        "0", "-0", "1", "-3.0", "2.000", "0.0199999999999", "281.15", "1e3", "1E-7", "-12.5e+2",
        "123456789012345678", "9007199254740993", "0.1", "0.30000000000000004", "1.7976931348623157e308",
        "4.9e-324", "2.2250738585072014e-308", "123456789.123456789e-5", "1" + String(repeating: "0", count: 30),
    ])
    func numbersMatchTheCorrectlyRoundedParse(_ text: String) {
        #expect(number(text)?.bitPattern == Double(text)?.bitPattern)
    }

    @Test func randomNumbersMatchTheCorrectlyRoundedParse() {
        var generator = SystemRandomNumberGenerator()
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        for _ in 0..<20_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            text +=
                Bool.random(using: &generator)
                ? "0"
                : String(Int.random(in: 1...9, using: &generator)) + digits(Int.random(in: 0...12, using: &generator))
            if Bool.random(using: &generator) { text += "." + digits(Int.random(in: 1...12, using: &generator)) }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text += "e\(Int.random(in: -30...30, using: &generator))"
            }
            guard let expected = Double(text) else { continue }
            #expect(number(text)?.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func hugeNumbersAreInfiniteNotACrash() {
        #expect(number("1e400") == .infinity)
        #expect(number("-1" + String(repeating: "9", count: 10_000)) == -.infinity)
        #expect(number("0." + String(repeating: "0", count: 10_000) + "1") == 0)
    }

    @Test(
        arguments: [
            ("[1,2]", nil), ("{\"a\":[true,false,null]}", nil), ("\u{FEFF}{}", nil), (" \n\t[] ", nil),
            ("[01]", "1:3: unexpected character '1', expected ',' or ']' after an array element"),
            ("[1,]", "1:4: unexpected character ']', expected a value"),
            ("{\"a\":1,}", "1:8: unexpected character '}', expected a string key"),
            ("[\"a\nb\"]", "1:4: control character (U+000A) in string; it must be escaped"),
            ("[NaN]", "1:2: unexpected character 'N', expected a value"),
            ("[Infinity]", "1:2: unexpected character 'I', expected a value"),
            ("[\"\\x\"]", "1:3: invalid escape sequence in string"),
            ("[\"\\u12G4\"]", "1:3: invalid \\u escape: expected four hexadecimal digits"),
            ("{\"東京\": tru}", "1:8: invalid literal, expected 'true'"),
            ("[1]\n[2]", "2:1: unexpected data after the JSON value"),
            ("", "1:1: unexpected end of input, expected a value"),
            ("  \n ", "2:2: unexpected end of input, expected a value"),
            ("[\u{0}]", "1:2: unexpected NUL byte, expected a value"),
            ("{\"a\":1", "1:7: unexpected end of input, expected ',' or '}'"),
        ] as [(String, String?)])
    func validatesAndPlacesErrors(_ text: String, _ expected: String?) {
        let result = JSONValidator.validate(Array(text.utf8)).map { "\($0.line):\($0.column): \($0.message)" }
        #expect(result == expected)
    }

    @Test func invalidUTF8InAStringIsRejected() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(JSONValidator.validate(bytes)?.message == "invalid UTF-8 sequence in string")
        #expect(JSONValidator.validate(Array("[\"\u{ED}\"]".utf8) + [0xED, 0xA0, 0x80]) != nil)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        let result = JSONValidator.validate(deep)
        #expect(result?.message == "nesting deeper than 512 levels")
        #expect(result?.column == 513)
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(JSONValidator.validate(Array(fine.utf8)) == nil)
    }

    @Test func aHundredMegabyteStringIsAccepted() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 100 << 20)
        bytes[0] = UInt8(ascii: "\"")
        bytes[bytes.count - 1] = UInt8(ascii: "\"")
        #expect(JSONValidator.validate(bytes) == nil)
    }

    @Test func escapesAndSurrogatePairsDecode() {
        let text = #"{"name":"S\u00e3o Paulo \ud83c\udf27 \"q\" \\ \/ \t","lone":"\ud800x"}"#
        Array(text.utf8).withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            #expect(throws: Never.self) {
                try cursor.beginObject()
                _ = try cursor.nextMember()
                #expect(try cursor.readString() == "São Paulo 🌧 \"q\" \\ / \t")
                _ = try cursor.nextMember()
                #expect(try cursor.readString() == "\u{FFFD}x")
            }
        }
    }

    @Test func columnsCountScalarsNotBytes() {
        let result = JSONValidator.validate(Array("{\"名前\":\"東京\",x}".utf8))
        #expect(result.map { "\($0.line):\($0.column)" } == "1:12")
    }
}
