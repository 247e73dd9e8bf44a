import Foundation

/// How the formats people read name a row's kind: by its step, in CLDR's words for a rate
/// (`units/duration/hour/per`: `{0} per uur` → `per uur`), read from the ICU inside the toolchain.
/// A forecast row is one hour, three hours or one day of a forecast, and a One Call day summary
/// one day; an observation (current weather, history) is the weather at its own time and needs
/// no word, so its cell is empty and its chart series is the place's line of observations.
/// CLDR has no word for "forecast" or "observation", and no per-language source gives the six
/// kinds OWM's products differ by; the machine formats keep those six (`RecordKind`).
extension ReportWords {
    /// The step words of one locale.
    struct Kinds: Sendable, Equatable {
        let hour: String
        let threeHours: String
        let day: String

        /// The words of `locale` (BCP 47 tag or ICU id), looked up once a run per locale: the
        /// transform asks once per row of a report for people.
        init(locale: String) {
            self = Self.known.value(for: locale) { Kinds(lookingUp: locale) }
        }

        /// The words of `locale` as ICU's CLDR data gives them.
        private init(lookingUp locale: String) {
            let perHour = Self.pattern("duration/hour/per", locale) ?? "{0}/h"
            hour = Self.rate(perHour)
            day = Self.rate(Self.pattern("duration/day/per", locale) ?? "{0}/d")
            let counted = Self.threeHours(locale)
            // "per 3 uur" where the language's compound "per" pattern, given its own hour, makes
            // its own "per hour" (`{0} per {1}` + `uur` = `{0} per uur`); elsewhere the pattern
            // does not fit a counted unit (Italian `{0} al {1}` against `{0} all'ora`), and the
            // step is the duration alone (`3 ore`).
            let one = Self.pattern("duration/hour/one", locale) ?? Self.pattern("duration/hour/other", locale) ?? ""
            let per = Self.pattern("compound/per", locale) ?? ""
            let fits = per.replacing("{1}", with: Self.rate(one)) == perHour
            threeHours = fits ? Self.rate(per.replacing("{1}", with: counted)) : counted
        }

        /// The words already looked up, by locale.
        private static let known = Locked<[String: Kinds]>([:])

        /// A rate pattern without its number: `{0} pro Stunde` → `pro Stunde`, `시간당 {0}` → `시간당`.
        static func rate(_ pattern: String) -> String {
            pattern.replacing("{0}", with: "").trimmingCharacters(in: .whitespaces)
        }

        /// The long unit pattern at `path` (`duration/hour/per`) in `locale`'s CLDR data.
        private static func pattern(_ path: String, _ locale: String) -> String? {
            ICU.unitPattern(["units"] + path.split(separator: "/").map(String.init), locale: locale)
        }

        /// Three hours in `locale`'s digits and plural form (`3 uur`, `3 часа`, `٣ ساعات`).
        private static func threeHours(_ locale: String) -> String {
            let skeleton = "measure-unit/duration-hour unit-width-full-name"
            guard let formatter = try? ICUNumberFormatter(skeleton: skeleton, locale: locale),
                let result = try? ICUNumberResult(), let text = try? result.format(3, with: formatter)
            else { return "3 h" }
            return text
        }

        /// The word for `kind`: empty for an observation.
        func word(_ kind: RecordKind) -> String {
            switch kind {
            case .current, .history: ""
            case .hourly: hour
            case .forecast: threeHours
            case .daily, .summary: day
            }
        }
    }

    /// The word for a row's kind (`hourly` → `per uur`, `current` → none); any other text, such as
    /// a word already given, is returned as it is.
    package func kind(_ raw: String) -> String {
        RecordKind(rawValue: raw).map(kinds.word) ?? raw
    }
}
