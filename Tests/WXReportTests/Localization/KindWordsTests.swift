import Testing

@testable import WXReport

/// The words the formats for people give a row's kind: its step, in CLDR's words as the ICU in
/// the toolchain holds them. Each expected word is worked out from the CLDR 46 data quoted
/// beside it, not read from wxreport's output.
@Suite struct KindWordsTests {
    /// The six kinds in one locale, in the order current, history, hourly, forecast, daily, summary.
    func words(_ locale: String) -> [String] {
        let words = ReportWords(languageTag: locale)
        return ["current", "history", "hourly", "forecast", "daily", "summary"].map(words.kind)
    }

    /// Where the language's "per" pattern, given its own hour, is its own "per hour", the 3-hour
    /// step is that pattern with "3 hours" (en `{0} per {1}` + `hour` = `{0} per hour`).
    @Test func aCompoundThatFitsNamesTheThreeHourStep() {
        #expect(words("en-US") == ["", "", "per hour", "per 3 hours", "per day", "per day"])
        // nl: `{0} per uur`, `{0} per dag`, `{0} per {1}`; the long hour has no count forms, so
        // the short `{0} uur` is its singular.
        #expect(words("nl-BE") == ["", "", "per uur", "per 3 uur", "per dag", "per dag"])
        // de: `{0} pro Stunde`, `{0} pro Tag`, `{0} pro {1}`, 3 → `{0} Stunden`.
        #expect(words("de-DE") == ["", "", "pro Stunde", "pro 3 Stunden", "pro Tag", "pro Tag"])
        // zh-Hant: `每小時{0}`, `每天{0}`, `每{1}{0}`, `{0}小時`.
        #expect(words("zh-TW") == ["", "", "每小時", "每3小時", "每天", "每天"])
    }

    /// Elsewhere the pattern does not fit a counted unit, and the step is the duration alone.
    @Test func aCompoundThatDoesNotFitLeavesTheDuration() {
        // it: `{0} all'ora`, `{0} al giorno`; `{0} al {1}` + `ora` is not `{0} all'ora`.
        #expect(words("it-IT") == ["", "", "all'ora", "3 ore", "al giorno", "al giorno"])
        // ja: `{0}/時間`, `{0}/日`; `{0}毎{1}` + `時間` is not `{0}/時間`.
        #expect(words("ja-JP") == ["", "", "/時間", "3時間", "/日", "/日"])
        // ar: `{0} في الساعة`, `{0} في اليوم`; 3 is `few` (`{0} ساعات`), in Egypt's digits.
        #expect(words("ar-EG") == ["", "", "في الساعة", "٣ ساعات", "في اليوم", "في اليوم"])
    }

    /// A text that is not one of the six kinds is kept: the charts pass the cell's word again.
    @Test func anyOtherTextIsKept() {
        let words = ReportWords(languageTag: "nl-BE")
        #expect(words.kind("per uur") == "per uur")
        #expect(words.kind("") == "")
    }

    /// CLDR's inheritance as `ICU.unitPattern` walks it: a locale's own pattern, its parent's,
    /// then for a long pattern no locale has, the short one.
    @Test func unitPatternsFollowCLDRInheritance() {
        // nl-BE has none of its own: nl's.
        #expect(ICU.unitPattern(["units", "duration", "hour", "per"], locale: "nl-BE") == "{0} per uur")
        // zh has no long duration units: its short one, not root's `{0}/h`.
        #expect(ICU.unitPattern(["units", "duration", "hour", "per"], locale: "zh-CN") == "{0}/小时")
        // pt-PT overrides pt's long `{0} por hora`.
        #expect(ICU.unitPattern(["units", "duration", "hour", "per"], locale: "pt-PT") == "{0}/h")
        #expect(ICU.unitPattern(["units", "no such unit"], locale: "nl-BE") == nil)
    }
}
