/// The cells the transform hands a `RowWriter` besides plain text: numbers and times, each with
/// the value it shows, so a format for machines (`--plain`, JSON) writes values while the
/// formats for people write the formatted text, from the same call.
///
/// Cells borrow their bytes: every buffer in them is valid only during the `RowWriter` call that
/// receives it (they point into memo strings or stack buffers), so a writer copies what it keeps.
/// That is what keeps the per-cell path free of allocation.

/// What a row writer reads from typed cells. The transform computes nothing a writer does not
/// read: no ICU formatting for JSON, no plain decimals for the formatted CSV.
package struct CellNeeds: Sendable, Equatable {
    /// `NumberCell.formatted` and `TimeCell.formatted`: the localized text with its unit.
    package var formatted: Bool
    /// `NumberCell.decimal`: the number in the report's unit, as plain ASCII decimal text.
    package var decimals: Bool
    /// `NumberCell.value`: the number in the column's unit, unrounded (for sort and summary).
    package var values = false

    /// What the formats for people read.
    package static let formatted = CellNeeds(formatted: true, decimals: false)
    /// What the formats for machines read.
    package static let decimals = CellNeeds(formatted: false, decimals: true)
    /// What a sort or a summary reads.
    package static let values = CellNeeds(formatted: false, decimals: false, values: true)

    /// Both: for a stage (sort, summary) in front of a writer that reads its own parts.
    package func union(_ other: CellNeeds) -> CellNeeds {
        CellNeeds(
            formatted: formatted || other.formatted, decimals: decimals || other.decimals,
            values: values || other.values)
    }
}

/// A measured value in its column's unit, plus its text.
package struct NumberCell {
    /// The value converted to the column's unit (one unit per column, whatever each document's
    /// input units), not yet rounded: it orders cells as their shown values do, across
    /// documents, and a summary keeps it and formats min, max and mean as the cells at the end.
    /// NaN unless the writer needs `values` or `decimals`.
    package var value: Double
    /// Which formatter, and so which unit, the cell uses.
    package var quantity: Quantity
    /// The localized text with its unit (`1.004 hPa`); empty unless the writer needs `formatted`.
    package var formatted: UnsafeBufferPointer<UInt8>
    /// The number in the column's report unit at the input's full precision (converted in
    /// decimal, `UnitConversion.exactDecimal`), as ASCII: optional `-`, digits, optional `.` and
    /// digits (`1004`, `-3`, `7.22`). Never an exponent, never `-0`. Empty unless the writer needs
    /// `decimals`. See `ReportUnits` for the column's unit.
    package var decimal: UnsafeBufferPointer<UInt8>
}

/// An instant shown in a city's local time.
package struct TimeCell {
    /// Seconds since 1970-01-01T00:00:00Z.
    package var instant: Int64
    /// The city's offset from UTC in seconds, east positive; nil when the input gave none.
    package var offset: Int?
    /// The localized short date and time (`23/11/2025, 13:16`); empty unless the writer needs `formatted`.
    package var formatted: UnsafeBufferPointer<UInt8>
    /// ISO 8601 without the offset (`local_time`): the wall clock a spreadsheet reads as a date.
    package var isLocal = false
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// No bytes: an empty cell, or a part of a typed cell the writer did not ask for.
    @inline(__always) package static var noBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: nil, count: 0)
    }
}
