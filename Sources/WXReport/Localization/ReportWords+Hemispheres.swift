/// How a report marks the hemispheres of a place named by its coordinates, for the formats
/// people read (the machine formats keep `N`/`S`/`E`/`W` in every locale): CLDR's short
/// coordinate patterns for the report's locale, from the ICU inside the toolchain
/// (`ICU.coordinatePatterns`). The mark comes after the degrees in most languages
/// (`52,23° NB 21,01° OL`), before them in Japanese and Chinese (`北緯52.23° 東経21.01°`).
extension ReportWords {
    /// The four marks of one locale, each the text before and after the degrees.
    package struct Hemispheres: Sendable, Equatable {
        struct Mark: Sendable, Equatable {
            var before = ""
            var after = ""

            /// The text around `{0}` in a CLDR pattern.
            init(pattern: String) {
                let parts = pattern.components(separatedBy: "{0}")
                before = parts.first ?? ""
                after = parts.count > 1 ? parts[1] : ""
            }

            func around(_ degrees: String) -> String { before + degrees + after }
        }
        /// North, south, east and west.
        let marks: [Mark]

        /// English letters after a space: the machine formats' marks, and every locale's when
        /// ICU has no patterns.
        package static let letters = Hemispheres(patterns: ["{0} N", "{0} S", "{0} E", "{0} W"])

        /// The marks of CLDR patterns in the order north, south, east, west.
        init(patterns: [String]) { marks = patterns.map(Mark.init(pattern:)) }

        /// The marks of `locale` (BCP 47 tag or ICU id) in CLDR, looked up once a run per locale:
        /// the HTML bar chart asks once per bar, and each lookup opens ICU bundles (about 14 µs).
        package init(locale: String) {
            self = Self.known.value(for: locale) {
                ICU.coordinatePatterns(locale: locale).map(Hemispheres.init(patterns:)) ?? .letters
            }
        }

        /// The marks already looked up, by locale.
        private static let known = Locked<[String: Hemispheres]>([:])

        /// `degrees` (a magnitude already formatted) of the latitude `value`. Concatenated, not
        /// a template filled in: the CSV of a One Call file writes one per row.
        package func latitude(_ value: Double, _ degrees: String) -> String {
            marks[value < 0 ? 1 : 0].around(degrees)
        }

        /// `degrees` (a magnitude already formatted) of the longitude `value`.
        package func longitude(_ value: Double, _ degrees: String) -> String {
            marks[value < 0 ? 3 : 2].around(degrees)
        }
    }

    /// The report locale's hemisphere marks.
    package var hemispheres: Hemispheres { Hemispheres(locale: localeTag) }
}
