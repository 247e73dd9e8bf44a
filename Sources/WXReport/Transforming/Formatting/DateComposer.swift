/// Lays out a date-time cell from the local day's prefix and the time of day, without ICU.
///
/// Sunrise and sunset of a bulk file spread over many minutes and zones, so a memo of finished
/// cells still leaves many of them to ICU (some 14,000 instructions a call). When the
/// locale's pattern is a date followed by the 24-hour time (`d/MM/y, HH:mm`), a cell is instead
/// composed: ICU formats the local day once, and the hour and minute are appended as ASCII
/// digits. The day's text depends on the calendar day alone, not on the zone it is local to,
/// so the prefix is learnt from that day's UTC midnight with one UTC formatter: a run over
/// cities in 33 zones opens one ICU date formatter, not 33 per thread.
///
/// A prefix is taken only when ICU's text for the day ends in the midnight the pattern promises
/// (ASCII digits: a locale with other digits is left to ICU), so a cell differs from ICU's
/// only if ICU wrote an hour other than the pattern's; `LocaleDifferentialTests` compares every
/// ICU locale.
///
/// Pays: nl-BE CSV, `--jobs 1`, callgrind, memo and ICU alone → with composition: 916 M → 775 M
/// instructions on the 10 MB group file (−15 %), 253 M → 206 M on 2000 one-city files (−19 %);
/// re-measured for issue 27 (a build with composition switched off at run time): 990.0 M →
/// 849.1 M (−14 %) and 266.3 M → 218.6 M (−18 %).
package struct DateComposer {
    /// What ICU writes for local midnight at the end of the text, cut off to leave the day's
    /// prefix: `00:00` for `HH:mm`, `0:00` for `H:mm`.
    private let midnight: [UInt8]
    /// `HH`: the hour always takes two digits.
    private var padsHour: Bool { midnight.count == 5 }
    /// The day's prefix by calendar day (days since 1970 as bits; no day is 2⁶³ away).
    private var prefixes = MemoTable(empty: 1 << 63)

    /// A composer for `pattern` (ICU's date-time pattern for the locale), or nil when the
    /// pattern does not end in the 24-hour time or holds another time or zone field.
    package init?(pattern: String) {
        guard let time = ["HH:mm", "H:mm"].first(where: pattern.hasSuffix),
            // The date part may hold no other time or zone field, quoted text aside.
            !ICUDateFormatter.hasField(pattern.dropLast(time.count), among: "HhKkmsSAabBjJCzZOvVxX")
        else { return nil }
        midnight = Array((time == "HH:mm" ? "00:00" : "0:00").utf8)
    }

    /// Hands `body` the cell for `unixSeconds` in `zone` (seconds east of UTC, or `DateKey.utc`,
    /// marked ` UTC`), learning the day's prefix from `dayText` (ICU's text for the day's
    /// midnight in UTC, nil when ICU fails) the first time the day is met. Nil for a zone with
    /// seconds, whose minutes do not start on whole minutes of UTC, an instant out of range, or
    /// ICU's text not ending in midnight as the pattern promised.
    package mutating func compose<Result>(
        _ unixSeconds: Int64, zone: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result,
        dayText: (_ midnightUTC: Int64) -> String?
    ) -> Result? {
        guard zone == DateKey.utc || zone % 60 == 0, unixSeconds > -(1 << 40), unixSeconds < 1 << 40 else {
            return nil
        }
        let (day, seconds) = (unixSeconds + (zone == DateKey.utc ? 0 : Int64(zone))).floorDivided(by: 86_400)
        let key = UInt64(bitPattern: day)
        guard var prefix = prefixes.value(for: key) ?? learnPrefix(key, from: dayText(day * 86_400)) else {
            return nil
        }
        let time = (hour: UInt8(seconds / 3600), minute: UInt8(seconds % 3600 / 60))
        return prefix.withUTF8 { prefix in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 16) { buffer in
                var count = buffer.initialize(fromContentsOf: prefix)
                func put(_ byte: UInt8) {
                    buffer[count] = byte
                    count += 1
                }
                if time.hour >= 10 || padsHour { put(UInt8(ascii: "0") + time.hour / 10) }
                put(UInt8(ascii: "0") + time.hour % 10)
                put(UInt8(ascii: ":"))
                put(UInt8(ascii: "0") + time.minute / 10)
                put(UInt8(ascii: "0") + time.minute % 10)
                if zone == DateKey.utc {
                    for byte in " UTC".utf8 { put(byte) }  // a loop: `forEach(put)` costs an exclusivity check a byte
                }
                return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
    }

    /// Keeps the day's prefix from `text`, ICU's text for the day's midnight, and returns it;
    /// nil when that text does not end in midnight as the pattern promised.
    private mutating func learnPrefix(_ key: UInt64, from text: String?) -> String? {
        guard let utf8 = text.map({ Array($0.utf8) }), utf8.count >= midnight.count,
            utf8.suffix(midnight.count).elementsEqual(midnight)
        else { return nil }
        let prefix = String(decoding: utf8.dropLast(midnight.count), as: UTF8.self)
        prefixes.insert(prefix, for: key)
        return prefix
    }
}

/// Keys for the date memos: a zone and an instant (or a day) packed into one word.
package enum DateKey {
    /// Zone value for "no offset, show UTC": no real offset is this far from UTC.
    package static let utc = Int.min

    /// The zone (18 bits: offsets lie within ±24 h, and `utc`) above the instant (40 bits, two's
    /// complement: years 1–9999 need 39), so distinct (zone, instant) pairs get distinct keys.
    /// Nil for values outside those ranges, which are then formatted without a memo.
    static func pack(zone: Int, instant: Int64) -> UInt64? {
        let zoneCode: Int
        if zone == utc {
            zoneCode = 2 * 86_400 + 1
        } else {
            guard zone > -86_400, zone < 86_400 else { return nil }
            zoneCode = zone + 86_400
        }
        guard instant > -(1 << 39), instant < 1 << 39 else { return nil }
        return UInt64(zoneCode) << 40 | UInt64(bitPattern: instant) & (1 << 40 - 1)
    }
}
