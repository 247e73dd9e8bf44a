/// `wxreport --schema`: the JSON Schema (draft 2020-12) of one JSON/NDJSON report object, for
/// readers that take explicit types (DuckDB's `columns`, Polars' `schema`), so a column that is
/// null in every row of a file still gets its type.
///
/// The keys are those of the unit system a run with the same options uses (`--units`, else
/// the locale's, `UnitSystem.default(for:)`), for the columns the caller passes; the options
/// themselves belong to the command (`ReportJob`), which resolves them, so the schema
/// (Writing) does not depend on Command. Each numeric member carries its unit as CLDR's identifier in
/// `x-unit` (JSON Schema ignores keywords it does not know) and in its description.
package enum ReportSchema {
    /// The schema of the machine formats in `system`'s units, for objects of `columns`.
    package static func text(system: UnitSystem, columns: [Column] = Column.allCases) -> String {
        var members: [String] = []
        for column in columns {
            let (key, type, description, unit) = member(column, system: system)
            var fields = ["\"type\": \(type)", "\"description\": \"\(description)\""]
            if let unit { fields.append("\"x-unit\": \"\(unit)\"") }
            members.append("    \"\(key)\": { " + fields.joined(separator: ", ") + " }")
        }
        return """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "title": "wxreport report object (\(system.rawValue) units)",
              "type": "object",
              "additionalProperties": false,
              "properties": {
            \(members.joined(separator: ",\n"))
              }
            }
            """
    }

    /// Key, JSON type, description and unit identifier of one column's member.
    private static func member(
        _ column: Column, system: UnitSystem
    ) -> (key: String, type: String, description: String, unit: String?) {
        let definition = column.definition
        let (key, title) = (column.rawValue, definition.title)
        switch definition.kind {
        case .text: return (key, definition.schemaType ?? #"["string", "null"]"#, definition.about ?? title, nil)
        case .date: return (key, #""string", "format": "date""#, title + ", ISO 8601, the place's local day", nil)
        case .time:
            let type = definition.schemaType ?? #"["string", "null"], "format": "date-time""#
            return (key, type, definition.about ?? title + ", ISO 8601 with the city's UTC offset", nil)
        case .number(let quantity), .integer(let quantity):
            let type = column.isWholeNumber ? #"["integer", "null"]"# : #"["number", "null"]"#
            // A unit the report decides is in the key too; a percentage's or an angle's is not.
            let fixed = quantity.fixedUnit(in: system)
            guard let unit = fixed?.rawValue ?? quantity.unitFacts.name else { return (key, type, title, nil) }
            return (fixed == nil ? key : column.key(unit: unit), type, title + " (" + unit + ")", unit)
        }
    }
}
