import Foundation
import Testing
import WXReportTestSupport

import WXReport

/// Deciding a document's units decodes its first object. Given how the workers decode
/// (`RecordDecoding`), that object goes along with the piece when it confirms the expected
/// units, and the worker starts after it: the units, the records and the errors are the same
/// as when the worker decodes everything itself.
@Suite struct DecodedStartTests {
    static func decoding(_ setting: InputUnitsSetting) throws -> RecordDecoding {
        let catalog = FormatterCatalog(locale: try ReportLocale("en-US"), inputUnits: setting, system: nil)
        return RecordDecoding(columns: Column.allCases, catalog: catalog)
    }

    static func record(_ name: String, temperature: String, dt: String = "1763900000") -> String {
        #"{"name":"\#(name)","main":{"temp":\#(temperature)},"weather":[{"description":"rain"}],"dt":\#(dt)}"#
    }

    /// The plan's steps: each piece as its units and first records carried, each failure as text.
    static func steps(_ text: String, _ setting: InputUnitsSetting, decoding: RecordDecoding?) -> [String] {
        var plan = DocumentPlan(SourceDocument(name: "t.json", text: text), inputUnits: setting, decoding: decoding)
        var steps: [String] = []
        while let step = plan.next() {
            switch step {
            case .piece(let piece):
                let carried = piece.decodedStart.map { start in start.records.map(\.city).joined(separator: "+") }
                steps.append("\(piece.inputUnits) \(carried ?? "-")")
                piece.release()
            case .failure(let error, let ends): steps.append("\(ends) \(error)")
            }
        }
        return steps
    }

    @Test(arguments: [
        // The expected units confirmed: the first object goes along.
        (
            InputUnitsSetting.metric, "[\(record("A", temperature: "12.5")),\(record("B", temperature: "3"))]",
            "metric A"
        ),
        (.auto, "{\"cnt\":1,\"list\":[\(record("K", temperature: "280.1"))]}", "standard K"),
        (.imperial, record("F", temperature: "54.5"), "imperial F"),
        // Kelvin under another setting, a document not in kelvin under `auto`, a broken first
        // record, a stated unit, JSON Lines: decided without units, as always; nothing goes along.
        (.metric, "[\(record("K", temperature: "280"))]", "standard -"),
        (.imperial, record("K", temperature: "155"), "standard -"),
        (.metric, "[\(record("A", temperature: "12", dt: "\"x\"")),\(record("B", temperature: "280"))]", "standard -"),
        (.auto, #"{"date":"2020-03-04","units":"metric","temperature":{"afternoon":18}}"#, "metric -"),
        (.metric, record("L", temperature: "12") + "\n" + record("M", temperature: "13") + "\n", "metric -"),
    ])
    func theFirstObjectGoesAlongOnlyWhenItConfirmsTheExpectedUnits(
        setting: InputUnitsSetting, text: String, first: String
    ) throws {
        let withDecoding = Self.steps(text, setting, decoding: try Self.decoding(setting))
        #expect(withDecoding.first == first)
        let units = { (steps: [String]) in steps.map { $0.split(separator: " ").first ?? "" } }
        #expect(units(withDecoding) == units(Self.steps(text, setting, decoding: nil)))
    }

    @Test func aDocumentNotInKelvinIsTheSameOneErrorEitherWay() throws {
        let text = "[\(Self.record("A", temperature: "12.5"))]"
        let expected = Self.steps(text, .auto, decoding: nil)
        #expect(expected.count == 1)
        #expect(
            expected.first?.hasPrefix("true t.json:1:29: [0].main.temp is 12.5, not a temperature in kelvin") == true)
        #expect(Self.steps(text, .auto, decoding: try Self.decoding(.auto)) == expected)
    }

    /// A One Call response is one object of many records: all of them go along.
    @Test func everyRecordOfAFirstResponseGoesAlong() throws {
        let path = "\(packageRoot)/Samples/products/onecall-chicago.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let steps = Self.steps(text, .auto, decoding: try Self.decoding(.auto))
        // The records name no place: 57 empty names.
        #expect(steps == ["standard " + String(repeating: "+", count: 1 + 48 + 8 - 1)])  // current, hourly, daily
    }

    /// The worker's records and errors, from the first piece with and without what went along:
    /// a bad second element and a third good one, so the element count goes on right.
    @Test func theWorkerGivesTheSameRecordsAndErrorsEitherWay() throws {
        let records = [
            Self.record("A", temperature: "12.5"), Self.record("B", temperature: "300"),
            Self.record("C", temperature: "-3"),
        ]
        let text = "{\"cnt\":3,\"list\":[\n" + records.joined(separator: ",\n") + "\n]}"
        let decoding = try Self.decoding(.metric)
        var plan = DocumentPlan(SourceDocument(name: "t.json", text: text), inputUnits: .metric, decoding: decoding)
        guard case .piece(let piece) = plan.next() else {
            Issue.record("expected a piece")
            return
        }
        defer { piece.release() }
        #expect(piece.decodedStart?.records.map(\.city) == ["A"])
        var whole = piece
        whole.decodedStart = nil
        func decode(_ piece: DocumentPiece) -> (cities: [String], errors: [String]) {
            var decoder = PieceDecoder(piece, units: decoding.expected, values: decoding.values)
            var cities: [String] = []
            let outcome = decoder.decode { cities.append($0.city) }
            return (cities, outcome.errors.map(\.description))
        }
        let carried = decode(piece)
        #expect(carried.cities == ["A", "C"])
        #expect(
            carried.errors == [
                "t.json:3:28: list[1].main.temp: 300 is not a temperature in °C (--input-units metric expects -100 to 70)"
            ])
        #expect(decode(whole) == carried)
    }
}
