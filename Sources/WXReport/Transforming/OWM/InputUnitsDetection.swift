/// Decides which units each document holds and attaches them to every piece of it.
///
/// OWM payloads never say which `units` they were fetched with, and most real files are
/// `units=metric`: read as kelvin, 23 °C printed as −419 °F. With `--input-units auto` (the
/// default) a document whose first record's `main.temp` lies in kelvin's plausible range is
/// `standard`; any other document is one error and no rows. Celsius and Fahrenheit overlap over
/// most weather (10 °C and 50 °F both look ordinary), so wxreport never guesses between them.
///
/// It runs on the pipeline's thread as the plan hands out steps: the first piece of a document
/// triggers the decision, made from the bytes before any worker sees a row, so streaming
/// plans keep working. `DocumentPlan.next()` is the one place it is hooked in.
struct InputUnitsDetection {
    private let setting: InputUnitsSetting
    private var decided: InputUnits?
    private var rejected = false

    init(_ setting: InputUnitsSetting) {
        self.setting = setting
    }

    /// The step as the pipeline should see it: a piece carries its document's units. Nil for
    /// every step after a document was rejected (its one error has been returned).
    mutating func attach(to step: PlanStep) -> PlanStep? {
        guard !rejected else { return nil }
        guard case .piece(var piece) = step else { return step }
        if decided == nil {
            switch Self.decide(setting, firstPiece: piece) {
            case .success(let units):
                decided = units
            case .failure(let error):
                rejected = true
                return .failure(error, endsDocument: true)
            }
        }
        piece.inputUnits = decided ?? .standard
        return .piece(piece)
    }

    /// The units of the document `piece` starts. A payload that states its units (day_summary)
    /// is read in them. A document whose first record's temperature lies in kelvin's plausible
    /// range is `standard` whatever the setting: no Celsius or Fahrenheit reading comes near
    /// 150–350, so a mixed archive needs no per-file option. Otherwise the setting's own units;
    /// for `auto`, the error that asks for `--input-units` (or `standard` when no record
    /// decodes, so no row depends on it).
    static func decide(_ setting: InputUnitsSetting, firstPiece piece: DocumentPiece) -> Result<InputUnits, ReportError>
    {
        let first = firstTemperature(from: piece)
        if let stated = first?.stated { return .success(stated) }
        if let first, InputUnits.standard.plausibleTemperatures.contains(first.value) { return .success(.standard) }
        if let fixed = setting.fixed { return .success(fixed) }
        guard let first else { return .success(.standard) }
        let path = first.recordPath.isEmpty ? first.path : first.recordPath + "." + first.path
        let message =
            "\(path) is \(first.value.messageText), not a temperature in kelvin (150 to 350), so the file was not fetched "
            + "in standard units; Celsius and Fahrenheit cannot be told apart: "
            + "pass --input-units metric or --input-units imperial"
        var position = TextPosition(piece.bytes, offset: piece.range.lowerBound, line: piece.line, column: piece.column)
        var error = ReportError(.malformedInput, message, at: position.location(of: first.offset, in: piece.name))
        error.sameProblem = "input-units"  // one hint for the run, not one per file
        return .failure(error)
    }

    /// The raw temperature of the first record that decodes, from the piece on to the end of
    /// the document's records: where it starts, its path, the record's path (`list[0]`), and
    /// the units its object states, if any.
    private struct FirstTemperature {
        var value: Double
        var offset: Int
        var path: String
        var recordPath: String
        var stated: InputUnits?
    }

    private static func firstTemperature(from piece: DocumentPiece) -> FirstTemperature? {
        let bytes = piece.bytes
        var decoder = RecordDecoder(cursor: JSONCursor(bytes, from: piece.range.lowerBound, to: piece.range.upperBound))
        var broken = false
        /// The first record of the object at the cursor, if one decodes.
        func first(_ recordPath: String) -> FirstTemperature? {
            decoder.resetDocument()
            var value: Double?
            do {
                try decoder.decodeObject(context: nil) { record in if value == nil { value = record.temperature } }
            } catch {
                broken = true  // broken JSON: the workers report it; nothing after it becomes a row
                return nil
            }
            guard let value else { return nil }
            return FirstTemperature(
                value: value, offset: decoder.temperatureOffset, path: decoder.temperaturePath, recordPath: recordPath,
                stated: decoder.statedUnits)
        }
        switch piece.layout {
        case .single:
            return first("")
        case .lines:
            var lineStart = piece.range.lowerBound
            while lineStart < bytes.count {
                let lineEnd = ByteScan.lineEnd(in: bytes, from: lineStart, to: bytes.count)
                decoder.cursor = JSONCursor(bytes, from: lineStart, to: lineEnd)
                decoder.cursor.skipWhitespace()
                if !decoder.cursor.isAtEnd, let found = first("") { return found }
                lineStart = lineEnd + 1
            }
            return nil
        case .elements(let path, let firstIndex, _):
            decoder.cursor = JSONCursor(bytes, from: piece.range.lowerBound)
            var index = firstIndex
            while true {
                decoder.cursor.skipWhitespace()
                guard !decoder.cursor.isAtEnd, decoder.cursor.current != UInt8(ascii: "]") else { return nil }
                if let found = first("\(path)[\(index)]") { return found }
                if broken { return nil }
                index += 1
                decoder.cursor.skipWhitespace()
                guard !decoder.cursor.isAtEnd, decoder.cursor.current == UInt8(ascii: ",") else { return nil }
                decoder.cursor.index += 1
            }
        }
    }
}

extension InputUnits {
    /// The temperatures a record in these units may hold: K [150, 350], °C [−100, 70],
    /// °F [−150, 160]. Wider than any weather on Earth (−89.2 °C to 56.7 °C), narrow enough that
    /// a file in another unit fails (23 °C is no kelvin temperature; 300 K is no Celsius one).
    /// Documented in the README; a value outside is a schema error for its record.
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
