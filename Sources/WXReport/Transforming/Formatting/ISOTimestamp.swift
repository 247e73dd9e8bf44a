/// ISO 8601 / RFC 3339 text for an instant in a city's local time, for `--plain` and JSON:
/// `2025-11-23T13:16:00+01:00`, the form pandas, spreadsheets, `jq`'s `fromdateiso8601` (UTC
/// form) and every language's date parser read without a format string.
///
/// Laid out by hand in a stack buffer, with no ICU and no `String`: it is the one date format
/// that does not depend on the locale, and it runs for every time cell of a machine report.
package enum ISOTimestamp {
    /// Hands `body` the text of `unixSeconds` in the zone `offsetSeconds` east of UTC.
    ///
    /// ISO 8601's offset is `±hh:mm`, so an offset that is not a whole number of minutes, or is a
    /// day or more (OWM sends neither, but the input is not ours), cannot be written; such a
    /// time, and one with no offset at all, is given in UTC as `…Z`: the same instant, never a UTC
    /// time passed off as local. Years outside 0000–9999 use ISO's expanded form (`+10000-…`).
    /// With `statesOffset` false, a local time leaves its offset out (`2025-11-23T13:16:00`);
    /// a UTC time keeps its `Z`.
    package static func withText<Result>(
        _ unixSeconds: Int64, offsetSeconds: Int?, statesOffset: Bool = true,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var offset = offsetSeconds.flatMap { $0 % 60 == 0 && abs($0) < 86_400 ? $0 : nil }
        var local = unixSeconds
        if let known = offset {
            let (shifted, overflow) = unixSeconds.addingReportingOverflow(Int64(known))
            if overflow { offset = nil } else { local = shifted }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func digits(_ value: Int64, width: Int) {
                var divisor: Int64 = 1
                for _ in 1..<width { divisor *= 10 }
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                    divisor /= 10
                }
            }
            let (days, seconds) = local.floorDivided(by: 86_400)
            let (year, month, day) = civilDate(days)
            if year < 0 || year > 9999 {
                put(year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                digits(Int64(year.magnitude), width: max(4, String(year.magnitude).count))
            } else {
                digits(year, width: 4)
            }
            put(UInt8(ascii: "-"))
            digits(month, width: 2)
            put(UInt8(ascii: "-"))
            digits(day, width: 2)
            put(UInt8(ascii: "T"))
            digits(seconds / 3600, width: 2)
            put(UInt8(ascii: ":"))
            digits(seconds % 3600 / 60, width: 2)
            put(UInt8(ascii: ":"))
            digits(seconds % 60, width: 2)
            if let offset, statesOffset {
                put(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                let minutes = Int64(abs(offset) / 60)
                digits(minutes / 60, width: 2)
                put(UInt8(ascii: ":"))
                digits(minutes % 60, width: 2)
            } else if offset == nil {
                put(UInt8(ascii: "Z"))
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`, exact for every Int64 day count a timestamp can give).
    static func civilDate(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int64 {
    /// The quotient rounded towards minus infinity, and the remainder that goes with it (0 up
    /// to `divisor`): -1 s is 23:59:59 of day -1, and shares its minute with -60 s, not 0 s.
    package func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}

extension TimeCell {
    /// Hands `body` the ISO 8601 text of the instant (see `ISOTimestamp`).
    @inline(__always) package func withISO8601<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        ISOTimestamp.withText(instant, offsetSeconds: offset, statesOffset: !isLocal, body)
    }
}
