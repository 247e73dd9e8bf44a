/// How each language marks the hemispheres of a place named by its coordinates, for the
/// formats people read (the machine formats keep `N`/`S`/`E`/`W` in every locale). CLDR has no
/// such data; the sources are named in `HEADERS.md` ("Hemispheres"). The mark comes after the
/// formatted degrees in most languages (`52,23° N 21,01° O`), after the
/// word in Japanese, Korean and Chinese (`北緯52.23° 東経21.01°`).
extension ReportWords {
    /// The four marks of one language, each the text before and after the degrees.
    package struct Hemispheres: Sendable, Equatable {
        struct Mark: Sendable, Equatable {
            var before = ""
            var after = ""
        }
        let north: Mark
        let south: Mark
        let east: Mark
        let west: Mark

        /// English letters, also for the languages without a checked source (Polish, Hindi).
        package static let letters = after("N", "S", "E", "W")

        /// Words or letters after the degrees and a space, the order of most languages.
        private static func after(_ north: String, _ south: String, _ east: String, _ west: String) -> Hemispheres {
            Hemispheres(
                north: Mark(after: " " + north), south: Mark(after: " " + south), east: Mark(after: " " + east),
                west: Mark(after: " " + west))
        }

        /// Words before the degrees (`北緯52.23°`), with `gap` between.
        private static func before(
            _ north: String, _ south: String, _ east: String, _ west: String, gap: String = ""
        ) -> Hemispheres {
            Hemispheres(
                north: Mark(before: north + gap), south: Mark(before: south + gap), east: Mark(before: east + gap),
                west: Mark(before: west + gap))
        }

        /// `degrees` (a magnitude already formatted) of the latitude `value`. Concatenated, not
        /// a template filled in: the CSV of a One Call file writes one per row.
        package func latitude(_ value: Double, _ degrees: String) -> String {
            let mark = value < 0 ? south : north
            return mark.before + degrees + mark.after
        }

        /// `degrees` (a magnitude already formatted) of the longitude `value`.
        package func longitude(_ value: Double, _ degrees: String) -> String {
            let mark = value < 0 ? west : east
            return mark.before + degrees + mark.after
        }

        fileprivate static let table: [String: Hemispheres] = [
            "nl": after("N", "Z", "O", "W"), "de": after("N", "S", "O", "W"), "fr": after("N", "S", "E", "O"),
            "es": after("N", "S", "E", "O"), "it": after("N", "S", "E", "O"), "pt": after("N", "S", "L", "O"),
            "pt-PT": after("N", "S", "E", "O"), "sv": after("N", "S", "Ö", "V"), "da": after("N", "S", "Ø", "V"),
            "nb": after("N", "S", "Ø", "V"), "fi": after("P", "E", "I", "L"), "tr": after("K", "G", "D", "B"),
            "cs": after("s. š.", "j. š.", "v. d.", "z. d."), "ru": after("с. ш.", "ю. ш.", "в. д.", "з. д."),
            "uk": after("пн. ш.", "пд. ш.", "сх. д.", "зх. д."), "ar": after("شمال", "جنوب", "شرق", "غرب"),
            "ja": before("北緯", "南緯", "東経", "西経"),
            "ko": before("북위", "남위", "동경", "서경", gap: " "),
            "zh-Hans": before("北纬", "南纬", "东经", "西经"),
            "zh-Hant": before("北緯", "南緯", "東經", "西經"),
        ]
    }

    /// The report language's hemisphere patterns; English letters where none are listed.
    package var hemispheres: Hemispheres { Hemispheres.table[language] ?? .letters }

    /// Every language with its own patterns, for checks.
    package static var hemisphereLanguages: [String] { Array(Hemispheres.table.keys) }
}
