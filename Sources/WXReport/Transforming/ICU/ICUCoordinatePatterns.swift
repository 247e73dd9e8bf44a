import _FoundationICU

extension ICU {
    /// The `unit` tree of the ICU data the toolchain ships (`icudt76l-unit`), where CLDR keeps
    /// its unit patterns. `l`: the data of a little-endian machine, as every Swift Linux target is.
    private static let unitTree = "icudt" + U_ICU_VERSION_SHORT + "l-unit"

    /// CLDR's short patterns for the four hemispheres of a coordinate (`{0} NB`, `北緯{0}`), in
    /// the order north, south, east, west, for `locale` (a BCP 47 tag or an ICU id); nil when
    /// ICU has none. A language without its own pattern inherits its parent locale's and at
    /// last root's (`{0}N`), as CLDR's inheritance says; ICU's public resource API does not
    /// follow that chain inside a table, so the chain is walked here.
    package static func coordinatePatterns(locale: String) -> [String]? {
        var id = locale.contains("-") ? cString { swift_uloc_forLanguageTag(locale, $0, $1, nil, &$2) } : locale
        var chain: [String] = []
        while let current = id, !current.isEmpty, chain.count < 8 {
            chain.append(current)
            id = cString { swift_uloc_getParent(current, $0, $1, &$2) }
        }
        chain.append("root")
        let patterns = ["north", "south", "east", "west"].map { key in
            chain.lazy.compactMap { coordinatePattern(key, locale: $0) }.first
        }
        return patterns.allSatisfy { $0 != nil } ? patterns.compactMap { $0 } : nil
    }

    /// `unitsShort/coordinate/<key>` of `locale`'s own bundle, nil where it has none.
    private static func coordinatePattern(_ key: String, locale: String) -> String? {
        var status = U_ZERO_ERROR
        let bundle = swift_ures_open(unitTree, locale, &status)
        let units = swift_ures_getByKey(bundle, "unitsShort", nil, &status)
        let coordinate = swift_ures_getByKey(units, "coordinate", nil, &status)
        defer { [coordinate, units, bundle].forEach { swift_ures_close($0) } }
        var length: Int32 = 0
        guard let text = swift_ures_getStringByKey(coordinate, key, &length, &status), !failed(status) else {
            return nil
        }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
    }
}
