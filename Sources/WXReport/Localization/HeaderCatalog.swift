/// The header titles of every language the package ships (`Tables/HeaderTitleTables.swift`, the
/// wording's sources in `Tables/HEADERS.md`), compiled into the binary: it needs no resources
/// folder beside it, so a copied or installed binary prints the same headers as the build.
///
/// A run asks once, with `titles(for:)`, for its language.
package enum HeaderCatalog {
    /// The languages with a table, canonically spelled and sorted: `["ar", "cs", …, "zh-Hant"]`.
    package static var languages: [String] {
        tables.keys.sorted()
    }

    /// The table a language tag reads: see `LanguageTag.candidates` for the order; `en` when no
    /// table fits (including for tags that are not tags at all).
    package static func language(for languageTag: String) -> String {
        LanguageTag.candidates(languageTag).first { tables[$0] != nil } ?? "en"
    }

    /// The titles for the run's language (`nl-BE` reads `nl`, a table's own name reads that
    /// table); a column a table lacked would keep its English title (`HeaderCatalogTests` checks
    /// none does).
    package static func titles(for languageTag: String) -> HeaderTitles {
        let language = language(for: languageTag)
        return HeaderTitles(language: language, titles: tables[language] ?? [:])
    }
}

/// The header titles one run uses, with the language they are in.
package struct HeaderTitles: Sendable, Equatable {
    /// The table that answered (`nl` for `nl-BE`), or `en`.
    package var language: String
    package var titles: [Column: String]

    /// The title of `column`; English should the table lack it.
    package func title(of column: Column) -> String {
        titles[column] ?? column.title
    }
}
