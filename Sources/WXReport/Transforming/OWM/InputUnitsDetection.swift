/// Decides which units each document holds and attaches them to every piece of it.
///
/// OWM payloads never say which `units` they were fetched with, and most real files are
/// `units=metric`: read as kelvin, 23 °C printed as −419 °F. With `--input-units auto` (the
/// default) a document whose first record's `main.temp` lies in kelvin's plausible range is
/// `standard`; any other document is one error and no rows. Celsius and Fahrenheit overlap over
/// most weather (10 °C and 50 °F both look ordinary), so wxreport never guesses between them.
///
/// It runs where the plan hands out steps (the pipeline's thread, or the worker that plans a
/// small file itself): the first piece of a document triggers the decision, made from the
/// bytes before any worker sees a row, so streaming plans keep working. `DocumentPlan.next()`
/// is the one place it is hooked in.
///
/// Deciding reads the first record, which the worker then reads again: for a one-city file,
/// the whole file twice. So, given how the workers decode (`RecordDecoding`), the first object
/// is decoded as the worker would, in the units the document is expected in; when that object
/// has no problem and its temperature confirms those units, its records go along with the
/// piece (`DocumentPiece.decodedStart`) and the worker starts after them. Pays: nl-BE CSV,
/// `--input-units metric`, `--jobs 1`, callgrind, decoding the first object twice → once:
/// 241.5 M → 209.7 M instructions on 2000 one-city files (−13.2 %); no change on the 10 MB
/// group file (766.0 M → 765.9 M). Measured again for issue 27: it stays.
struct InputUnitsDetection {
    /// Nil reads every document as kelvin unchecked (tests of payload shapes).
    private let setting: InputUnitsSetting?
    private let decoding: RecordDecoding?
    private var decided: InputUnits?

    init(_ setting: InputUnitsSetting?, decoding: RecordDecoding? = nil) {
        self.setting = setting
        self.decoding = decoding
    }

    /// The step as the pipeline should see it: a piece carries its document's units. Throws the
    /// document's one error when its first piece shows it is not in the units it may be in.
    mutating func attach(to step: PlanStep) throws(ReportError) -> PlanStep {
        guard case .piece(var piece) = step else { return step }
        if decided == nil {
            var decoder = RecordDecoder(cursor: piece.objectCursor)
            var records: [WeatherRecord] = []
            // The first object decoded as its worker will goes along when it has no problem and
            // its temperature confirms the expected units. Otherwise, and for JSON Lines (a line
            // is checked for what follows its record), the units are decided from a decode
            // without units: a problem in no units is a problem in any, so both agree.
            if let decoding, piece.layout != .lines,
                let first = Self.decodeFirst(of: piece, decoding, &decoder, &records),
                decoder.problem == nil, decoder.containedProblems.isEmpty,
                (try? Self.decide(setting, first, decoder, in: piece)) == decoding.expected.units
            {
                decided = decoding.expected.units
                piece.decodedStart = (records, decoder.cursor.index)
            } else {
                let first = Self.decodeFirst(of: piece, nil, &decoder, &records)
                decided = try Self.decide(setting, first, decoder, in: piece)
            }
        }
        piece.inputUnits = decided ?? .standard
        return .piece(piece)
    }

    /// The units of the document `piece` starts, from `first`, the temperature of its first
    /// record that decodes, and the `decoder` that read it. A payload that states its units
    /// (day_summary) is read in them. A document whose first record's temperature lies in
    /// kelvin's plausible range is `standard` whatever the setting: no Celsius or Fahrenheit
    /// reading comes near 150–350, so a mixed archive needs no per-file option. Otherwise the
    /// setting's own units; for `auto`, the error that asks for `--input-units` (or `standard`
    /// when no record decodes, so no row depends on it).
    private static func decide(
        _ setting: InputUnitsSetting?, _ first: FirstTemperature?, _ decoder: RecordDecoder, in piece: DocumentPiece
    ) throws(ReportError) -> InputUnits {
        guard let first else { return setting?.fixed ?? .standard }
        if let stated = decoder.statedUnits { return stated }
        if InputUnits.standard.plausibleTemperatures.contains(first.value) { return .standard }
        guard let setting else { return .standard }
        // `standard` stated for a file that is not in kelvin: one error for the document, not one
        // per temperature (a One Call response has 57).
        if let fixed = setting.fixed, fixed != .standard { return fixed }
        let list = if case .objects(let path?, _, _) = piece.layout { "\(path)[\(first.index)]" } else { "" }
        let path = SchemaError.path(list, decoder.temperaturePath)
        let advice =
            setting == .auto
            ? "Celsius and Fahrenheit cannot be told apart: " : "--input-units standard does not fit it: "
        let message =
            "\(path) is \(first.value.messageText), not a temperature in kelvin (150 to 350), so the file was not fetched "
            + "in standard units; " + advice + "pass --input-units metric or --input-units imperial"
        var position = piece.position
        let location = position.location(of: decoder.temperatureOffset, in: piece.name)
        var error = ReportError(.malformedInput, message, at: location)
        error.sameProblem = "input-units"  // one hint for the run, not one per file
        throw error
    }

    /// The raw temperature of the first record that decodes and the index of its object in
    /// the document's array.
    private typealias FirstTemperature = (value: Double, index: Int)

    /// Decodes the objects from the start of `piece` on into `decoder` and `records` until one
    /// hands out a temperature: each afresh (no units, every value), or with `decoding` as its
    /// worker decodes it, then only the first. It reads past the piece, to the end of the bytes
    /// read: the document's first record may lie beyond it. Broken JSON ends the search in an
    /// array or one object (the workers report it; nothing after it becomes a row) and costs
    /// only its line in JSON Lines.
    private static func decodeFirst(
        of piece: DocumentPiece, _ decoding: RecordDecoding?, _ decoder: inout RecordDecoder,
        _ records: inout [WeatherRecord]
    ) -> FirstTemperature? {
        let bytes = piece.bytes
        var value: Double?
        /// Decodes the object at `cursor`; true when the search ends there.
        func decoded(_ cursor: JSONCursor) throws(JSONSyntaxError) -> Bool {
            decoder = RecordDecoder(cursor: cursor)
            (decoder.units, decoder.values) = (decoding?.expected, decoding?.values ?? .all)
            records.removeAll(keepingCapacity: true)
            try decoder.decodeObject(context: piece.context) { records.append($0) }
            value = records.lazy.compactMap { $0[.temperature] }.first
            return value != nil || decoding != nil
        }
        do throws(JSONSyntaxError) {
            switch piece.layout {
            case .lines:
                var lineStart = piece.range.lowerBound
                while lineStart < bytes.count {
                    let line = PieceDecoder.line(in: bytes, from: lineStart, to: bytes.count)
                    lineStart = line.end + 1
                    if !line.isAtEnd, (try? decoded(line)) == true { return value.map { ($0, 0) } }
                }
            case .objects(_, var index, _):  // with no path, the one object: nothing follows it
                var (cursor, afterOne) = (piece.objectCursor, false)
                while try cursor.nextElement(afterOne: afterOne, cut: .max, mayClose: true) {
                    if try decoded(cursor) { return value.map { ($0, index) } }
                    (cursor, index, afterOne) = (decoder.cursor, index + 1, true)
                }
            }
        } catch {}
        return nil
    }
}

/// How the workers decode a document's records: the optional values the report reads, and the
/// conversions from the units a document is expected in (the setting's; `standard` for
/// `auto`) to the report's. `InputUnitsDetection` decodes a first object with them.
package struct RecordDecoding: Sendable {
    package var values: DecodedValues
    package var expected: UnitConversions

    /// The values `columns` read, and the catalog's conversions from the units its setting
    /// expects.
    package init(columns: [Column], catalog: FormatterCatalog) {
        values = DecodedValues(columns: columns)
        expected = catalog.resolved.conversions[(catalog.inputUnits.fixed ?? .standard).index]
    }
}

extension InputUnits {
    /// The temperatures a record in these units may hold: K [150, 350], °C [−100, 70],
    /// °F [−150, 160]. Wider than any weather on Earth (−89.2 °C to 56.7 °C), narrow enough that
    /// a file in another unit fails (23 °C is no kelvin temperature; 300 K is no Celsius one).
    /// Documented in wxreport(1); a value outside is a schema error for its record.
    package var plausibleTemperatures: ClosedRange<Double> {
        switch self {
        case .standard: 150...350
        case .metric: -100...70
        case .imperial: -150...160
        }
    }

    /// The schema error for a temperature outside `plausibleTemperatures`.
    func implausibleTemperature(_ value: Double) -> String {
        let range = plausibleTemperatures
        let unit =
            switch self {
            case .standard: "kelvin"
            case .metric: "°C"
            case .imperial: "°F"
            }
        return "\(value.messageText) is not a temperature in \(unit) "
            + "(--input-units \(rawValue) expects \(range.lowerBound.messageText) to \(range.upperBound.messageText))"
    }
}

extension Double {
    /// The value as a message shows it: `23.5`, `300` (no `.0`), `1e+308`.
    var messageText: String {
        self == rounded() && magnitude < 1e15 ? String(Int64(self)) : String(self)
    }
}
