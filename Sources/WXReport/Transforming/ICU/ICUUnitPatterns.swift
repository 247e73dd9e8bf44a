import _FoundationICU

extension ICU {
    /// The `unit` tree of the ICU data the toolchain ships (`icudt76l-unit`), where CLDR keeps
    /// its unit patterns. `l`: the data of a little-endian machine, as every Swift Linux target is.
    private static let unitTree = "icudt" + U_ICU_VERSION_SHORT + "l-unit"

    /// CLDR's short patterns for the four hemispheres of a coordinate (`{0} NB`, `北緯{0}`), in
    /// the order north, south, east, west, for `locale` (a BCP 47 tag or an ICU id); nil when
    /// ICU has none.
    package static func coordinatePatterns(locale: String) -> [String]? {
        let patterns = ["north", "south", "east", "west"].map {
            unitPattern(["unitsShort", "coordinate", $0], locale: locale)
        }
        return patterns.allSatisfy { $0 != nil } ? patterns.compactMap { $0 } : nil
    }

    /// The unit pattern at `path` in `locale`'s CLDR data (`units/duration/hour/per`:
    /// `{0} per uur`), by CLDR's inheritance: the locale's own bundle, then its parent locales'.
    /// A long pattern (`units/…`) no locale of the chain has is the short one (`unitsShort/…`),
    /// looked up the same way, as root's alias from long to short says; root's own patterns
    /// come last. ICU's public resource API does not follow that chain inside a table, so it is
    /// walked here. Nil when no bundle has a string there (a table of inflected forms is not one).
    package static func unitPattern(_ path: [String], locale: String) -> String? {
        var id = locale.contains("-") ? cString { swift_uloc_forLanguageTag(locale, $0, $1, nil, &$2) } : locale
        var chain: [String] = []
        while let current = id, !current.isEmpty, current != "root", chain.count < 8 {
            chain.append(current)
            id = cString { swift_uloc_getParent(current, $0, $1, &$2) }
        }
        let short = path.first == "units" ? ["unitsShort"] + path.dropFirst() : path
        return chain.lazy.compactMap { ownPattern(path, locale: $0) }.first
            ?? (chain + ["root"]).lazy.compactMap { ownPattern(short, locale: $0) }.first
    }

    /// The string at `path` in `locale`'s own bundle of the unit tree, nil where it has none.
    private static func ownPattern(_ path: [String], locale: String) -> String? {
        var status = U_ZERO_ERROR
        var opened = [swift_ures_open(unitTree, locale, &status)]
        defer { opened.forEach { swift_ures_close($0) } }
        for key in path.dropLast() { opened.append(swift_ures_getByKey(opened.last ?? nil, key, nil, &status)) }
        var length: Int32 = 0
        guard let key = path.last, let text = swift_ures_getStringByKey(opened.last ?? nil, key, &length, &status),
            !failed(status)
        else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
    }
}
