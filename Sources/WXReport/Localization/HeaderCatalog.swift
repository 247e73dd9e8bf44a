import Foundation

/// The header titles of every language the package ships, one `.strings` table per language in
/// `Sources/WXReport/Localization/Resources/<language>.lproj/Headers.strings` (sources of the wording: `HEADERS.md`
/// beside them).
///
/// SwiftPM copies the tables into the resource bundle (`wxreport_WXReport.resources` beside the
/// executable on Linux, lowercasing the `.lproj` names), and `bundled` lists and finds them.
/// The table itself is parsed by `StringsFile`, because Foundation's own localized lookup follows
/// the process's preferred languages, not the run's `--locale` (see `StringsFile`).
///
/// A run builds one catalog (`bundled`) and asks it once, with `titles(for:)`, for its language.
package struct HeaderCatalog: Sendable {
    /// The table name: `Headers.strings` in each `.lproj` folder.
    static let table = "Headers"

    /// The bundle holding the `.lproj` folders, or nil when the resources are missing.
    private let bundle: Bundle?
    /// Where the resources were looked for, for the message when they are missing.
    private let expectedPath: String
    /// Canonical language name (`zh-Hans`) to the folder name in the bundle (`zh-hans`).
    private let folders: [String: String]

    /// The catalog the running binary ships, found once per process.
    ///
    /// SwiftPM's generated `Bundle.module` calls `fatalError` when the resource bundle is neither
    /// beside the executable nor at the build directory's absolute path, which a copied or
    /// installed binary may well lack, and finds the executable through `Bundle.main`, which traps
    /// without /proc. So only the bundle beside the executable, the first place `Bundle.module`
    /// looks, is read, with `Bundle(path:)`. Without it the titles are English, the same on every
    /// machine, whether or not a build directory happens to be lying around.
    package static let bundled: HeaderCatalog = {
        // `ProcessStart`, not `Bundle.main`, which traps on a machine without /proc.
        let expected = (ProcessStart.executableDirectory ?? ".") + "/" + resourceBundleName
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expected, isDirectory: &isDirectory), isDirectory.boolValue else {
            return HeaderCatalog(bundle: nil, expectedPath: expected)
        }
        return HeaderCatalog(bundle: Bundle(path: expected), expectedPath: expected)
    }()

    /// SwiftPM names the bundle `<package>_<target>`, a plain directory on Linux.
    #if os(Linux)
        package static let resourceBundleName = "wxreport_WXReport.resources"
    #else
        static let resourceBundleName = "wxreport_WXReport.bundle"
    #endif

    /// A catalog over `bundle`'s `.lproj` folders; nil stands for resources missing at `expectedPath`.
    /// Tests pass a bundle made in a temporary directory.
    package init(bundle: Bundle?, expectedPath: String) {
        self.bundle = bundle
        self.expectedPath = expectedPath
        var folders: [String: String] = [:]
        for folder in bundle?.localizations ?? [] {
            if let tag = LanguageTag(folder) { folders[tag.canonical] = folder }
        }
        self.folders = folders
    }

    /// The languages with a table, canonically spelled and sorted: `["ar", "cs", …, "zh-Hant"]`.
    package var languages: [String] {
        folders.keys.sorted()
    }

    /// The table a language tag reads: see `LanguageTag.candidates` for the order; `en` when no
    /// table fits (including for tags that are not tags at all).
    package func language(for languageTag: String) -> String {
        LanguageTag(languageTag)?.candidates.first { folders[$0] != nil } ?? "en"
    }

    /// The titles for the run's language (`nl-BE` reads `nl`), or English ones with a notice saying
    /// why, so a broken install never stops a report.
    package func titles(for languageTag: String) -> HeaderTitles {
        guard bundle != nil else {
            return .builtInEnglish(notice: "header translations not found at '\(expectedPath)'; headers are in English")
        }
        let language = language(for: languageTag)
        do throws(ReportError) {
            return HeaderTitles(language: language, titles: try titles(inTable: language), notice: nil)
        } catch {
            return .builtInEnglish(notice: "\(error); headers are in English")
        }
    }

    /// One language's table, read and checked: exactly one title for every column, each one line
    /// of visible text with no `|` (it would split a Markdown cell) and no surrounding blanks.
    package func titles(inTable language: String) throws(ReportError) -> [Column: String] {
        let missing = ReportError(
            .unreadableInput, "no header table for '\(language)'", at: InputLocation(file: expectedPath))
        guard let bundle, let folder = folders[language],
            let url = bundle.url(
                forResource: Self.table, withExtension: "strings", subdirectory: nil, localization: folder)
        else { throw missing }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReportError(.unreadableInput, "cannot read the header table", at: InputLocation(file: url.path))
        }
        var titles: [Column: String] = [:]
        for entry in try StringsFile(data: data, name: url.path).entries {
            let location = InputLocation(file: url.path, line: entry.line, column: entry.column)
            guard let column = Column(rawValue: entry.key) else {
                throw ReportError(.malformedInput, "unknown column key '\(entry.key)'", at: location)
            }
            if let problem = Self.problem(in: entry.value) {
                throw ReportError(.malformedInput, "title of '\(entry.key)' \(problem)", at: location)
            }
            titles[column] = entry.value
        }
        let absent = Column.allCases.filter { titles[$0] == nil }.map(\.rawValue)
        guard absent.isEmpty else {
            let list = absent.map { "'\($0)'" }.joined(separator: ", ")
            throw ReportError(.malformedInput, "no title for \(list)", at: InputLocation(file: url.path))
        }
        return titles
    }

    /// Why `title` cannot head a column, or nil when it can. Control, format (bidi marks, zero
    /// widths) and line separator characters are invisible or break a CSV line; NFC keeps equal
    /// titles equal byte for byte.
    static func problem(in title: String) -> String? {
        if title.isEmpty { return "is empty" }
        if let first = title.unicodeScalars.first, first.properties.isWhitespace { return "starts with a blank" }
        if let last = title.unicodeScalars.last, last.properties.isWhitespace { return "ends with a blank" }
        if title.contains("|") { return "contains '|'" }
        let invisible: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator]
        if let scalar = title.unicodeScalars.first(where: { invisible.contains($0.properties.generalCategory) }) {
            return "contains the invisible character U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
        if !title.unicodeScalars.elementsEqual(title.precomposedStringWithCanonicalMapping.unicodeScalars) {
            return "is not in Unicode normalization form C"
        }
        return nil
    }
}

/// The header titles one run uses, with the language they are in.
package struct HeaderTitles: Sendable, Equatable {
    /// The table that answered (`nl` for `nl-BE`), or `en`.
    package var language: String
    package var titles: [Column: String]
    /// Set when the titles fell back to English because the resources are missing or broken: the
    /// run prints it once on standard error.
    package var notice: String?

    /// The title of `column`; English should the table lack it (`titles(inTable:)` checks it cannot).
    package func title(of column: Column) -> String {
        titles[column] ?? column.title
    }

    /// The English titles compiled into the binary (`Column.title`), for when no table can be read.
    static func builtInEnglish(notice: String) -> HeaderTitles {
        HeaderTitles(
            language: "en", titles: Dictionary(uniqueKeysWithValues: Column.allCases.map { ($0, $0.title) }),
            notice: notice)
    }
}
