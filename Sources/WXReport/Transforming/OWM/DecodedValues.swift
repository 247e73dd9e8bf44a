/// The optional values a report reads, so the decoder parses only those: a member it does not
/// need is skipped, which still validates it but makes no number or string. Most reports never
/// show ids, condition codes or the two extra pressures that nearly every 2.5 record carries,
/// and parsing them costs about a tenth of decoding a group file. `coord` is always parsed: a
/// record with a coordinate out of range is rejected whatever the fields, so adding `lat` to
/// `--fields` never drops a row.
package struct DecodedValues: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `id` of the place.
    package static let cityID = DecodedValues(rawValue: 1 << 1)
    /// `weather[0].id` and `weather[0].icon`.
    package static let condition = DecodedValues(rawValue: 1 << 2)
    /// `main.sea_level` and `main.grnd_level`.
    package static let pressureLevels = DecodedValues(rawValue: 1 << 3)

    package static let all: DecodedValues = [.cityID, .condition, .pressureLevels]

    /// What the cells of `columns` read (`ColumnDefinition.decodes`).
    package init(columns: [Column]) {
        self = columns.reduce([]) { $0.union($1.definition.decodes) }
    }
}
