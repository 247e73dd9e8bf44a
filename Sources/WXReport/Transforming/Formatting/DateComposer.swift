/// Lays out a date-time cell from the local day's prefix and the time of day, without ICU.
///
/// Sunrise and sunset of a bulk file spread over many minutes and zones, so a memo of finished
/// cells still leaves many of them to ICU (some 14,000 instructions a call). When the
/// locale's pattern is a date followed by the 24-hour time (`d/MM/y, HH:mm`), a cell is instead
/// composed: ICU formats the local day once (`learnPrefix`), and the hour and minute are
/// appended as ASCII digits (`layout`). The day's text depends on the calendar day alone, not on
/// the zone it is local to, so the prefix is learnt from that day's UTC midnight with one UTC
/// formatter: a run over cities in 33 zones opens one ICU date formatter, not 33 per thread.
///
/// A prefix is taken only when ICU's text for the day ends in the midnight the pattern promises
/// (ASCII digits: a locale with other digits is left to ICU), so a cell differs from ICU's
/// only if ICU wrote an hour other than the pattern's; `LocaleDifferentialTests` compares every
/// ICU locale.
///
/// Pays: nl-BE CSV, `--jobs 1`, callgrind, memo and ICU alone → with composition: 916 M → 775 M
/// instructions on the 10 MB group file (−15 %), 253 M → 206 M on 2000 one-city files (−19 %).
package struct DateComposer {
    /// An instant split for composition: the local day it falls on and its time of day.
    package struct Moment {
        var zone: Int
        package private(set) var day: Int64
        package private(set) var hour: Int
        package private(set) var minute: Int
    }

    /// What ICU writes for local midnight at the end of the text, cut off to leave the day's
    /// prefix: `00:00` for `HH:mm`, `0:00` for `H:mm`.
    private let midnight: [UInt8]
    private let padsHour: Bool
    /// The day's prefix by calendar day (keyed like `CellFormatter`'s date memo, zone 0).
    private var prefixes = MemoTable(empty: UInt64.max)

    /// A composer for `pattern` (ICU's date-time pattern for the locale), or nil when the
    /// pattern does not end in the 24-hour time or holds another time or zone field.
    package init?(pattern: String) {
        if pattern.hasSuffix("HH:mm") {
            padsHour = true
        } else if pattern.hasSuffix("H:mm") {
            padsHour = false
        } else {
            return nil
        }
        // The date part may hold no other time or zone field, quoted text aside.
        if ICUDateFormatter.hasField(pattern.dropLast(padsHour ? 5 : 4), among: "HhKkmsSAabBjJCzZOvVxX") { return nil }
        midnight = Array((padsHour ? "00:00" : "0:00").utf8)
    }

    /// `unixSeconds` split in `zone` (seconds east of UTC, or `DateKey.utc`); nil for a zone
    /// with seconds, whose minutes do not start on whole minutes of UTC, or an instant out of range.
    package static func moment(_ unixSeconds: Int64, zone: Int) -> Moment? {
        guard zone == DateKey.utc || zone % 60 == 0 else { return nil }
        guard unixSeconds > -(1 << 40), unixSeconds < 1 << 40 else { return nil }
        let offset = zone == DateKey.utc ? 0 : Int64(zone)
        let (day, secondsOfDay) = (unixSeconds + offset).floorDivided(by: 86_400)
        return Moment(
            zone: zone, day: day, hour: Int(secondsOfDay / 3600), minute: Int(secondsOfDay % 3600 / 60))
    }

    /// Hands `body` the cell for `unixSeconds` in `zone`, learning the day's prefix from
    /// `dayText` (ICU's text for an instant in a zone, nil when ICU fails; asked for the day's
    /// midnight in UTC) the first time the day is met; nil when the zone or instant cannot be
    /// composed or ICU's text does not fit.
    package mutating func compose<Result>(
        _ unixSeconds: Int64, zone: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result,
        dayText: (_ instant: Int64, _ zone: Int) -> String?
    ) -> Result? {
        guard let moment = Self.moment(unixSeconds, zone: zone),
            let prefix = prefix(for: moment)
                ?? dayText(moment.day * 86_400, 0).flatMap({ learnPrefix($0, for: moment) })
        else { return nil }
        return layout(prefix, moment, body)
    }

    /// The day's prefix, if it was learnt before.
    package func prefix(for moment: Moment) -> String? {
        DateKey.pack(zone: 0, instant: moment.day).flatMap { prefixes.value(for: $0) }
    }

    /// Keeps the day's prefix from `text`, ICU's text for the day's midnight (in any zone, at
    /// that zone's midnight), and returns it; nil when that text does not end in midnight as the
    /// pattern promised.
    package mutating func learnPrefix(_ text: String, for moment: Moment) -> String? {
        guard let key = DateKey.pack(zone: 0, instant: moment.day) else { return nil }
        let utf8 = Array(text.utf8)
        guard utf8.count >= midnight.count, utf8.suffix(midnight.count).elementsEqual(midnight) else { return nil }
        let prefix = String(decoding: utf8.dropLast(midnight.count), as: UTF8.self)
        prefixes.insert(prefix, for: key)
        return prefix
    }

    /// Hands `body` the cell: `prefix`, the hour and minute, and ` UTC` when the zone is the
    /// marked UTC. Laid out in a stack buffer: no `String`, no allocation.
    package func layout<Result>(
        _ prefix: String, _ moment: Moment, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var prefix = prefix
        return prefix.withUTF8 { prefix in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 16) { buffer in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[..<prefix.count]).initialize(fromContentsOf: prefix)
                var count = prefix.count
                func put(_ byte: UInt8) {
                    buffer[count] = byte
                    count += 1
                }
                let hour = UInt8(moment.hour), minute = UInt8(moment.minute)
                if hour >= 10 || padsHour { put(UInt8(ascii: "0") + hour / 10) }
                put(UInt8(ascii: "0") + hour % 10)
                put(UInt8(ascii: ":"))
                put(UInt8(ascii: "0") + minute / 10)
                put(UInt8(ascii: "0") + minute % 10)
                if moment.zone == DateKey.utc {
                    for byte in " UTC".utf8 { put(byte) }
                }
                return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
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
