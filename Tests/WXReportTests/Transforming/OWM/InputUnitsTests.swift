import Testing
import WXReportTestSupport

@testable import WXReport

/// Issue 11, "Input units": `auto` by default, one error for a document not in kelvin, and a
/// schema error for a temperature impossible in the stated units. The fixtures in
/// `Fixtures/units` are shaped as the API sends them (one line, `units=metric` / `imperial`).
@Suite struct InputUnitsTests {
    static func fixture(_ name: String) -> String { fixturePath("units/\(name)") }

    static let columns: [Column] = [.city, .temp, .feelsLike, .wind, .visibility, .rain1h, .snow1h]

    /// On main, `units=metric` files printed −418 °F and the like with exit 0.
    @Test(arguments: [
        ("lisbon-current-metric.json", "1:150: main.temp is 23.12"),
        ("group-3-cities-metric.json", "1:230: list[0].main.temp is -1.86"),
        ("chicago-current-imperial.json", "1:154: main.temp is 38.53"),
        ("group-2-cities-imperial.json", "1:231: list[0].main.temp is 30.02"),
    ])
    func autoRejectsADocumentNotInKelvinWithOneError(name: String, detail: String) throws {
        let run = try runReport(source: FileSource(paths: [Self.fixture(name)]), locale: "en-US", columns: Self.columns)
        #expect(run.report == "City,Temperature,Feels like,Wind speed,Visibility,Rain (1 h),Snow (1 h)\n")
        #expect(
            run.errors == [
                "\(Self.fixture(name)):\(detail), not a temperature in kelvin (150 to 350), so the file was not "
                    + "fetched in standard units; Celsius and Fahrenheit cannot be told apart: "
                    + "pass --input-units metric or --input-units imperial"
            ])
        #expect(run.summary.exitCode == 65)
        #expect(run.summary.rows == 0)
    }

    @Test func autoReadsKelvinAsStandardAndKeepsTheOtherInputs() throws {
        let paths = [Self.fixture("lisbon-current-metric.json"), "\(packageRoot)/Samples/current-gent.json"]
        let run = try runReport(source: FileSource(paths: paths), locale: "nl-BE", columns: [.city, .temp])
        #expect(run.report == "Plaats;Temperatuur\nGent;7\u{A0}°C\n")
        #expect(run.errors.count == 1)
        #expect(run.summary.exitCode == 65)
    }

    @Test(arguments: [
        (
            "group-3-cities-metric.json", "nl-BE", InputUnitsSetting.metric,
            """
            Plaats;Temperatuur;Gevoelstemperatuur;Windsnelheid;Zicht;Regen (1 u);Sneeuw (1 u)
            Moscow;-2\u{A0}°C;-6\u{A0}°C;17 km/u;4,2 km;;0,2 mm
            London;8\u{A0}°C;6\u{A0}°C;15 km/u;1,4 km;0,2 mm;
            Lisbon;23\u{A0}°C;23\u{A0}°C;17 km/u;10 km;;

            """
        ),
        (
            "group-2-cities-imperial.json", "en-US", .imperial,
            """
            City,Temperature,Feels like,Wind speed,Visibility,Rain (1 h),Snow (1 h)
            New York,30°F,22°F,8 mph,6.2 mi,,
            Miami,77°F,79°F,13 mph,5 mi,0.09 in,

            """
        ),
        (
            "chicago-current-imperial.json", "nl-BE", .imperial,
            """
            Plaats;Temperatuur;Gevoelstemperatuur;Windsnelheid;Zicht;Regen (1 u);Sneeuw (1 u)
            Chicago;4\u{A0}°C;0\u{A0}°C;15 km/u;10 km;;

            """
        ),
    ])
    func metricAndImperialFixturesWithTheirUnits(
        name: String, locale: String, units: InputUnitsSetting, expected: String
    )
        throws
    {
        let run = try runReport(
            source: FileSource(paths: [Self.fixture(name)]), locale: locale, inputUnits: units, columns: Self.columns)
        #expect(run.errors == [])
        #expect(run.report == expected)
    }

    /// With any setting a temperature impossible in the stated units costs its record only.
    @Test(arguments: [
        (InputUnitsSetting.metric, "300", "300 is not a temperature in °C (--input-units metric expects -100 to 70)"),
        (.imperial, "-200", "-200 is not a temperature in °F (--input-units imperial expects -150 to 160)"),
        (.standard, "23.5", "23.5 is not a temperature in kelvin (--input-units standard expects 150 to 350)"),
        (.auto, "21.5", "21.5 is not a temperature in kelvin (--input-units standard expects 150 to 350)"),
    ])
    func impossibleTemperatureIsASchemaErrorForItsRecord(setting: InputUnitsSetting, bad: String, message: String)
        throws
    {
        let good = setting == .imperial ? "50" : setting == .metric ? "10" : "283.15"
        func record(_ temp: String, feels: String) -> String {
            #"{"name":"X","main":{"temp":\#(temp),"feels_like":\#(feels)},"weather":[],"dt":0}"#
        }
        let text = "[\(record(good, feels: good)),\n\(record(bad, feels: good)),\n\(record(good, feels: bad))]"
        let run = try runReport(
            source: FixtureSource([("t.json", text)]), locale: "nl-BE", inputUnits: setting, columns: [.city])
        #expect(run.summary.rows == 1)
        let feelsColumn = setting == .standard || setting == .auto ? 48 : 44
        #expect(
            run.errors == [
                "t.json:2:28: [1].main.temp: \(message)", "t.json:3:\(feelsColumn): [2].main.feels_like: \(message)",
            ])
    }

    @Test func theRangesAreTheDocumentedOnes() {
        #expect(InputUnits.standard.plausibleTemperatures == 150...350)
        #expect(InputUnits.metric.plausibleTemperatures == -100...70)
        #expect(InputUnits.imperial.plausibleTemperatures == -150...160)
    }

    /// The first record that decodes decides; a broken one before it does not.
    @Test func theFirstGoodRecordDecides() {
        let broken = #"{"name":"B","main":{"temp":20},"dt":0}"#  // no `weather`
        let good = #"{"name":"G","main":{"temp":20},"weather":[],"dt":0}"#
        var plan = DocumentPlan(SourceDocument(name: "t.json", text: "[\(broken),\(good)]"), inputUnits: .auto)
        guard case .failure(let error, endsDocument: true) = plan.next() else {
            Issue.record("expected the input-units error")
            return
        }
        #expect(error.description.hasPrefix("t.json:1:68: [1].main.temp is 20, not a temperature in kelvin"))
        #expect(plan.next() == nil)
    }

    /// A document rejected for its units lets go of its read buffer, as one read to its end does.
    @Test func aRejectedDocumentLetsGoOfItsBuffer() {
        let bytes = Array(#"[{"name":"Z","main":{"temp":-1.5},"weather":[],"dt":0}]"#.utf8)
        // Its own-sized buffer is freed, not pooled, when its last lease ends: no other test takes it.
        let document = SourceDocument(name: "t.json", reader: MemoryReader(bytes), sizeHint: bytes.count)
        var plan = DocumentPlan(document, inputUnits: .auto)
        let storage = plan.window.storage
        guard case .failure(_, endsDocument: true) = plan.next() else {
            Issue.record("expected the input-units error")
            return
        }
        #expect(storage.leases.load(ordering: .relaxed) == 0)
        #expect(plan.next() == nil)
    }

    /// Big documents are planned as they go (a `list` past the hold limit streams); every piece
    /// still carries the document's units.
    @Test(arguments: [
        (InputUnitsSetting.auto, "271.5", InputUnits.standard), (.metric, "-1.5", .metric),
        (.imperial, "29.3", .imperial),
        (.metric, "271.5", .standard),
    ])
    func everyPieceOfAStreamedDocumentCarriesItsUnits(
        setting: InputUnitsSetting, temperature: String, expected: InputUnits
    ) {
        let record =
            #"{"name":"Z","main":{"temp":"# + temperature + #"},"weather":[{"description":"snow"}],"dt":1763900000}"#
        let count = DocumentPlan.holdLimit / record.utf8.count + 100
        let text = "{\"list\":[\n" + Array(repeating: record, count: count).joined(separator: ",\n") + "\n]}"
        var plan = DocumentPlan(SourceDocument(name: "big.json", text: text), inputUnits: setting)
        var units: [InputUnits] = []
        while let step = plan.next() { if case .piece(let piece) = step { units.append(piece.inputUnits) } }
        #expect(units.count > 8)
        #expect(Set(units) == [expected])
    }

    @Test func aStreamedDocumentNotInKelvinIsOneErrorAndNoPieces() {
        let record = #"{"name":"Z","main":{"temp":-1.5},"weather":[{"description":"snow"}],"dt":1763900000}"#
        let count = DocumentPlan.holdLimit / record.utf8.count + 100
        let text = "{\"list\":[\n" + Array(repeating: record, count: count).joined(separator: ",\n") + "\n]}"
        var plan = DocumentPlan(SourceDocument(name: "big.json", text: text), inputUnits: .auto)
        var steps: [String] = []
        while let step = plan.next() {
            switch step {
            case .piece: steps.append("piece")
            case .failure(let error, let ends): steps.append("\(ends) \(error.kind)")
            }
        }
        #expect(steps == ["true malformedInput"])
    }

    static let kelvinLessLine = #"{"city":{"name":"X"},"time":1,"main":{"temp":15},"weather":[]}"#

    /// JSON Lines are decided from their first line that decodes. A line that starts with a
    /// byte order mark (appended by a tool that writes one) counts like any other: after a
    /// line without `weather`, its mark is a scalar of its own, so `15` is at column 47, not 46.
    @Test(arguments: [
        ("\n\(kelvinLessLine)\n\(kelvinLessLine)\n", "b.json:2:46:"),
        (#"{"city":{"name":"B"},"time":1,"main":{"temp":15}}"# + "\n\u{FEFF}\(kelvinLessLine)\n", "b.json:2:47:"),
    ])
    func jsonLinesAreDecidedFromTheirFirstLineThatDecodes(text: String, location: String) {
        var plan = DocumentPlan(SourceDocument(name: "b.json", text: text), inputUnits: .auto)
        guard case .failure(let error, true) = plan.next() else {
            Issue.record("expected the input-units error")
            return
        }
        #expect(error.description.hasPrefix("\(location) main.temp is 15, not a temperature in kelvin"))
    }

    /// A kelvin document is kelvin whatever the setting (no Celsius or Fahrenheit reading is
    /// 150–350), so a mixed archive reads with one `--input-units`; any other document is read
    /// in the units set.
    @Test(arguments: [
        (InputUnitsSetting.standard, "280", InputUnits.standard), (.metric, "280", .standard),
        (.imperial, "280", .standard),
        (.metric, "12.5", .metric), (.imperial, "54.5", .imperial),
    ])
    func kelvinIsReadAsKelvinInEverySetting(setting: InputUnitsSetting, temperature: String, expected: InputUnits) {
        let text = #"{"name":"X","main":{"temp":"# + temperature + #"},"weather":[],"dt":0}"#
        var plan = DocumentPlan(SourceDocument(name: "t.json", text: text), inputUnits: setting)
        guard case .piece(let piece) = plan.next() else {
            Issue.record("expected a piece")
            return
        }
        #expect(piece.inputUnits == expected)
    }

    /// `--input-units standard` on a document that is not in kelvin is one error for the
    /// document (issue 26: a One Call response in °C gave one per temperature, 57 lines).
    @Test func standardStatedForAnotherUnitIsOneErrorPerDocument() {
        let text =
            #"{"cnt":2,"list":[{"name":"X","main":{"temp":12.5},"weather":[],"dt":0},"#
            + #"{"name":"Y","main":{"temp":13.5},"weather":[],"dt":0}]}"#
        var plan = DocumentPlan(SourceDocument(name: "t.json", text: text), inputUnits: .standard)
        guard case .failure(let error, true) = plan.next() else {
            Issue.record("expected the input-units error")
            return
        }
        #expect(
            error.description
                == "t.json:1:45: list[0].main.temp is 12.5, not a temperature in kelvin (150 to 350), so the file was "
                + "not fetched in standard units; --input-units standard does not fit it: pass --input-units metric or "
                + "--input-units imperial")
        #expect(plan.next() == nil)
    }

    /// A day_summary says which units it holds: they win over the setting.
    @Test(arguments: [("metric", InputUnitsSetting.auto, InputUnits.metric), ("imperial", .metric, .imperial)])
    func statedUnitsAreUsed(stated: String, setting: InputUnitsSetting, expected: InputUnits) {
        let text =
            #"{"lat":33,"lon":35,"tz":"+02:00","date":"2020-03-04","units":"\#(stated)","temperature":{"min":10,"max":20,"afternoon":18}}"#
        var plan = DocumentPlan(SourceDocument(name: "d.json", text: text), inputUnits: setting)
        guard case .piece(let piece) = plan.next() else {
            Issue.record("expected a piece")
            return
        }
        #expect(piece.inputUnits == expected)
    }

    /// A folder that mixes kelvin and Celsius files reads whole with `--input-units metric`.
    @Test func aMixedArchiveReadsWithMetric() throws {
        let kelvin = #"{"name":"K","main":{"temp":285.15},"weather":[],"dt":0}"#
        let celsius = #"{"name":"C","main":{"temp":12},"weather":[],"dt":0}"#
        let run = try runReport(
            source: FixtureSource([("k.json", kelvin), ("c.json", celsius)]), locale: "nl-BE", inputUnits: .metric,
            columns: [.city, .temp])
        #expect(run.errors == [])
        #expect(run.report == "Plaats;Temperatuur\nK;12\u{A0}°C\nC;12\u{A0}°C\n")
    }
}
