import Foundation
import Testing

import WXReport

/// The hour a zone's clocks go back occurs twice; those rows name their offset (issue 26).
@Suite struct RepeatedLocalTimeTests {
    /// Unix seconds of `text` (`2025-11-02T06:00:00Z`).
    private func instant(_ text: String) throws -> Int64 {
        Int64(try #require(ISO8601DateFormatter().date(from: text)).timeIntervalSince1970)
    }

    @Test(arguments: [
        // Chicago, 2 Nov 2025: 07:00 UTC, 02:00 CDT becomes 01:00 CST.
        ("America/Chicago", "2025-11-02T05:00:00Z", false),  // 00:00 CDT
        ("America/Chicago", "2025-11-02T06:00:00Z", true),  // 01:00 CDT
        ("America/Chicago", "2025-11-02T06:59:00Z", true),  // 01:59 CDT
        ("America/Chicago", "2025-11-02T07:00:00Z", true),  // 01:00 CST
        ("America/Chicago", "2025-11-02T08:00:00Z", false),  // 02:00 CST
        ("America/Chicago", "2025-03-09T08:30:00Z", false),  // 03:30 CDT: spring skips, nothing repeats
        // Brussels, 27 Oct 2024: 01:00 UTC, 03:00 CEST becomes 02:00 CET.
        ("Europe/Brussels", "2024-10-27T00:30:00Z", true),  // 02:30 CEST
        ("Europe/Brussels", "2024-10-27T01:30:00Z", true),  // 02:30 CET
        ("Europe/Brussels", "2024-10-27T02:30:00Z", false),  // 03:30 CET
        // Lord Howe goes back half an hour: 02:00 (+11:00) becomes 01:30 (+10:30).
        ("Australia/Lord_Howe", "2025-04-05T14:45:00Z", true),  // 01:45 +11:00
        ("Australia/Lord_Howe", "2025-04-05T14:15:00Z", false),  // 01:15 +11:00, before the repeat
        ("Asia/Tokyo", "2025-11-02T06:00:00Z", false),
    ])
    func repeatsOnlyInTheHourClocksGoBack(zone: String, time: String, repeats: Bool) throws {
        let rules = try #require(TimeZone(identifier: zone))
        #expect(rules.repeatsLocalTime(at: try instant(time)) == repeats)
    }
}
