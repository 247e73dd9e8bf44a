/// `wxreport --schema`: the JSON Schema (draft 2020-12) of one JSON/NDJSON report object, for
/// readers that take explicit types (DuckDB's `columns`, Polars' `schema`), so a column that is
/// null in every row of a file still gets its type.
///
/// The keys are those of the unit system a run with the same options uses (`--units`, else
/// the locale's, `UnitSystem.default(for:)`): every field of `--fields`' list, also the ones
/// left out of the default columns. Each numeric member carries its unit as CLDR's identifier in
/// `x-unit` (JSON Schema ignores keywords it does not know) and in its description.
package enum ReportSchema {
    /// The schema for `options`, the locale being resolved as a report run resolves it.
    package static func text(_ options: ReportOptions, environment: [String: String]) throws(ReportError) -> String {
        let locale = try ReportLocale(options.locale ?? ReportLocale.environmentDefault(environment))
        let system = options.units ?? UnitSystem.default(for: locale.identifier)
        // Without `--fields`, every field a report can have; with it, the report's own.
        return text(system: system, columns: options.fields == Column.defaults ? Column.allCases : options.fields)
    }

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
        let nullableTime = #"["string", "null"], "format": "date-time""#
        guard let quantity = column.quantity else {
            return switch column {
            case .city, .conditions: (column.rawValue, #""string""#, column.title, nil)
            case .kind:
                (
                    column.rawValue,
                    #""string", "enum": ["current", "hourly", "daily", "forecast", "history", "summary"]"#,
                    column.title, nil
                )
            case .country: (column.rawValue, #"["string", "null"]"#, "ISO 3166 country code", nil)
            case .icon, .alerts: (column.rawValue, #"["string", "null"]"#, column.title, nil)
            // Not `date-time`: RFC 3339 requires the offset this field leaves out on purpose.
            case .localTime:
                (column.rawValue, #"["string", "null"]"#, "Local time, ISO 8601 without the offset (see time)", nil)
            case .date:
                (
                    column.rawValue, #""string", "format": "date""#, column.title + ", ISO 8601, the place's local day",
                    nil
                )
            default: (column.rawValue, nullableTime, column.title + ", ISO 8601" + column.zoneNote, nil)
            }
        }
        let type = column.isWholeNumber ? #"["integer", "null"]"# : #"["number", "null"]"#
        guard let unit = quantity.fixedUnit(in: system) else {
            switch quantity {
            case .identifier, .index: return (column.rawValue, type, column.title, nil)
            default:
                let unit = quantity == .percent ? "percent" : "degree"
                return (column.rawValue, type, column.title + " (" + unit + ")", unit)
            }
        }
        return (
            column.key(unit: unit.rawValue), type, column.title + " (" + unit.rawValue + ")", unit.rawValue
        )
    }
}

extension Column {
    /// How a time column states its zone in the machine formats.
    fileprivate var zoneNote: String {
        self == .timeUTC ? " in UTC (Z)" : " with the city's UTC offset"
    }
}
