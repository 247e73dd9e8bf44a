/// Lays out a date-time cell from the text of its local day and the text of its time of day,
/// each from ICU once and then from a memo.
///
/// Sunrise and sunset of a bulk file spread over many minutes and zones, so a memo of finished
/// cells still leaves many of them to ICU (some 14,000 instructions a call). The locale's
/// pattern is a date, then the time (`d/MM/y, HH:mm`, `M/d/yy, h:mm a`), or the other way
/// round (`HH:mm dd/MM/y` in Vietnamese): the date's text
/// depends on the local calendar day alone, the time's on the time of day alone, and neither
/// on the zone they are local to. So the pattern is cut in two where the second starts
/// (`d/MM/y, ` and `HH:mm`), each half is formatted by ICU in UTC, for the day's midnight and
/// for the time of day on 1970-01-01, and a cell is the two texts laid end to end: a run over
/// cities in 33 zones opens two ICU date formatters, not 33 per thread. Each half keeps the
/// short style's own digits (`ICUDateFormatter.apply(pattern:)`). A pattern with a zone field,
/// or whose date and time fields mix, is left to ICU cell by cell; `LocaleDifferentialTests`
/// compares every ICU locale, all of which compose.
///
/// Pays: nl-BE CSV, `--jobs 1`, callgrind, memo and ICU alone → with composition: 916 M → 775 M
/// instructions on the 10 MB group file (−15 %), 253 M → 206 M on 2000 one-city files (−19 %).
/// Composing every locale, not only `HH:mm` after the date, against a memo of finished cells for
/// the others: en-US 871.3 M → 725.4 M (−16.7 %) and 246.6 M → 212.5 M (−13.8 %).
package struct DateComposer {
    /// The pattern's date fields, with the literal text up to the time's (`d/MM/y, `).
    package let dayPattern: String
    /// Its time fields (`HH:mm`), with the literal text up to the date's when they come first.
    package let timePattern: String
    /// Whether the time comes first (`HH:mm dd/MM/y` in Vietnamese).
    private let timeFirst: Bool
    /// Whether the time shows seconds: times are kept by the second then, else by the minute.
    private let showsSeconds: Bool
    /// ICU's text by day (days since 1970 as bits) and by second of the day.
    private var days: [CellFormatter.MemoKey: String] = [:]
    private var times: [CellFormatter.MemoKey: String] = [:]
    /// What ICU writes for midnight when the time half is the 24-hour `HH:mm` (`00:00`) or
    /// `H:mm` (`0:00`) after the date: the time is then laid out as ASCII digits, without ICU or
    /// a memo, once ICU's text for midnight shows the locale writes them (`writesDigits`, nil
    /// until asked). Pays: nl-BE CSV, `--jobs 1`, callgrind, every time from the memo → digits:
    /// 750.1 M → 694.3 M instructions on the 10 MB group file, 207.5 M → 194.5 M on 2000 one-city
    /// files.
    private let midnight: String?
    private var writesDigits: Bool?
    /// A composer for `pattern` (ICU's date-time pattern for the locale), or nil when it is not
    /// date fields then time fields, or the other way round, or holds a zone field (quoted text
    /// aside).
    package init?(pattern: String) {
        var quoted = false
        var firstIsTime: Bool?
        var split: String.Index?
        var seconds = false
        for index in pattern.indices where pattern[index] == "'" || !quoted {
            let field = pattern[index]
            if field == "'" { quoted.toggle() }
            guard field.isASCII, field.isLetter else { continue }
            let isTime = "HhKkmsSAabB".contains(field)
            seconds = seconds || "sSA".contains(field)
            guard !"zZOvVxX".contains(field), isTime != firstIsTime || split == nil else { return nil }
            if firstIsTime == nil { firstIsTime = isTime } else if isTime != firstIsTime, split == nil { split = index }
        }
        guard let split, let firstIsTime else { return nil }
        let parts = (String(pattern[..<split]), String(pattern[split...]))
        (timeFirst, dayPattern, timePattern) = firstIsTime ? (true, parts.1, parts.0) : (false, parts.0, parts.1)
        showsSeconds = seconds
        midnight = firstIsTime ? nil : ["HH:mm": "00:00", "H:mm": "0:00"][timePattern]
    }

    /// Hands `body` the cell for `unixSeconds` in `zone` (seconds east of UTC, or nil: UTC,
    /// marked ` UTC`), learning a day's or a time's text from `text` (ICU's text for one half of
    /// the pattern at an instant in UTC, nil when ICU fails) the first time it is met. Nil for an
    /// instant out of range or ICU failing.
    package mutating func compose<Result>(
        _ unixSeconds: Int64, zone: Int?, _ body: (UnsafeBufferPointer<UInt8>) -> Result,
        text: (_ pattern: String, _ unixSecondsUTC: Int64) -> String?
    ) -> Result? {
        guard unixSeconds > -(1 << 40), unixSeconds < 1 << 40 else { return nil }
        let (day, seconds) = (unixSeconds + Int64(zone ?? 0)).floorDivided(by: 86_400)
        let time = showsSeconds ? seconds : seconds - seconds % 60
        if writesDigits == nil { writesDigits = midnight != nil && text(timePattern, 0) == midnight }
        let digits = writesDigits == true
        guard let dayText = Self.text(&days, UInt64(bitPattern: day), text(dayPattern, day * 86_400)),
            let timeText = digits ? "" : Self.text(&times, UInt64(time), text(timePattern, time))
        else { return nil }
        var (first, second) = timeFirst ? (timeText, dayText) : (dayText, timeText)
        return first.withUTF8 { first in
            second.withUTF8 { second in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: first.count + second.count + 9) { buffer in
                    var count = buffer.initialize(fromContentsOf: first)
                    count += UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: second)
                    func put(_ byte: UInt8) {
                        buffer[count] = byte
                        count += 1
                    }
                    if digits {
                        let (hour, minute) = (UInt8(seconds / 3600), UInt8(seconds % 3600 / 60))
                        if hour >= 10 || midnight?.utf8.count == 5 { put(UInt8(ascii: "0") + hour / 10) }
                        put(UInt8(ascii: "0") + hour % 10)
                        put(UInt8(ascii: ":"))
                        put(UInt8(ascii: "0") + minute / 10)
                        put(UInt8(ascii: "0") + minute % 10)
                    }
                    // A loop: `forEach(put)` costs an exclusivity check a byte.
                    if zone == nil { for byte in " UTC".utf8 { put(byte) } }
                    return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
                }
            }
        }
    }

    /// The text `memo` holds for `key`, or else the one `make` gives, kept there.
    private static func text(
        _ memo: inout [CellFormatter.MemoKey: String], _ key: UInt64, _ make: @autoclosure () -> String?
    ) -> String? {
        if let known = memo[CellFormatter.MemoKey(key)] { return known }
        let made = make()
        if let made { CellFormatter.keep(made, for: key, in: &memo) }
        return made
    }
}
