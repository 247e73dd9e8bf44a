import Testing

import WXReport

/// Object keys are compared in place; one with escapes is decoded for the comparison, so an
/// escaped spelling of a member's name still names it.
@Suite struct JSONStringTests {
    private func keys(_ text: String, matching name: StaticString) throws -> [Bool] {
        try Array(text.utf8).withUnsafeBytes { bytes throws -> [Bool] in
            var cursor = JSONCursor(bytes)
            try cursor.beginObject()
            var matches: [Bool] = []
            while let key = try cursor.nextMember() {
                matches.append(key == name)
                try cursor.skipValue()
            }
            return matches
        }
    }

    @Test func plainAndEscapedSpellingsMatchTheName() throws {
        let text = #"{"temp": 1, "\u0074emp": 2, "te\u006dp": 3, "tem": 4, "temps": 5, "t\"mp": 6, "": 7}"#
        #expect(try keys(text, matching: "temp") == [true, true, true, false, false, false, false])
        #expect(try keys(text, matching: "t\"mp") == [false, false, false, false, false, true, false])
        #expect(try keys(text, matching: "") == [false, false, false, false, false, false, true])
    }

    @Test func anEscapedMemberNameIsReadAsTheMember() {
        let record = #"{"m\u0061in": {"t\u0065mp": 7.5}, "weather": [], "d\u0074": 1700000000, "name": "X"}"#
        var temperature: Double?
        Array(record.utf8).withUnsafeBytes { bytes in
            var decoder = RecordDecoder(cursor: JSONCursor(bytes))
            try? decoder.decodeObject(context: nil) { temperature = $0[.temperature] }
            #expect(decoder.problem == nil)
        }
        #expect(temperature == 7.5)
    }
}
