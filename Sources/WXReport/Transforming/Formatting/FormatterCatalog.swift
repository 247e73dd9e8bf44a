import Foundation

/// Built once per run; shared read-only by all worker threads. Opens ICU formatters lazily
/// (start-up cost matters: a 1-city run must start in a few ms).
///
/// Each column's unit is chosen once per run (`ColumnFormat`, asking ICU's `usage/` at a
/// reference value), and each (locale, quantity) gets exactly one formatter for that unit, kept
/// here for the whole run. Workers do not format through the catalog directly: each makes a
/// `CellFormatter`, which holds the per-thread ICU state.
///
/// `@unchecked Sendable`: the only mutable state, the lazily filled tables, is read and written under
/// `lock`, and the formatters themselves are immutable and thread-safe (see `ICUNumberFormatter`).
package final class FormatterCatalog: @unchecked Sendable {
    package let locale: ReportLocale
    /// `locale` plus the `--units` override as an ICU keyword, e.g. `nl_BE@measure=ussystem`.
    package let localeID: String
    /// The `--input-units` setting. The catalog itself formats values of any input units (see
    /// `conversions(from:)`); `WeatherTransform` hands the setting to each document's plan.
    package let inputUnits: InputUnitsSetting
    /// The fixed unit set the columns use instead of CLDR's choice for the locale: set for the
    /// formats for machines (`ReportOptions.machineUnits`), so their keys and values are the
    /// same in every locale (see `Quantity.fixedUnit(in:)`).
    package let fixedUnits: UnitSystem?
    /// Skeletons that replace a quantity's own, by slot, so tests can make ICU fail.
    private let skeletonOverrides: [Int: String]
    private let lock = NSLock()
    private var columns: [ColumnFormat]?
    private var conversionTable: [UnitConversions?] = Array(repeating: nil, count: InputUnits.allCases.count)
    private var formatters: [Result<ICUNumberFormatter, ICUFailure>?]
    private var datePattern: Result<String, ICUFailure>?

    /// With `machine`, the columns take the fixed units of `system`, or with no `--units` of
    /// the locale's measurement system (`UnitSystem.default(for:)`); else CLDR's for the locale.
    package convenience init(
        locale: ReportLocale, inputUnits: InputUnitsSetting, system: UnitSystem?, machine: Bool = false
    ) {
        self.init(
            locale: locale, localeID: Self.localeID(locale.identifier, system: system), inputUnits: inputUnits,
            fixedUnits: machine ? system ?? UnitSystem.default(for: locale.identifier) : nil)
    }

    package init(
        locale: ReportLocale, localeID: String, inputUnits: InputUnitsSetting, fixedUnits: UnitSystem? = nil,
        skeletonOverrides: [Quantity: String] = [:]
    ) {
        self.locale = locale
        self.localeID = localeID
        self.inputUnits = inputUnits
        self.fixedUnits = fixedUnits
        self.skeletonOverrides = Dictionary(uniqueKeysWithValues: skeletonOverrides.map { ($0.key.index, $0.value) })
        formatters = Array(repeating: nil, count: Quantity.allCases.count)
    }

    /// Opens every formatter and formats one sample value, so a locale ICU cannot serve fails
    /// on the command line instead of leaving empty cells. ICU reports some failures (a usage
    /// that does not fit the unit) only at the first format, hence the sample.
    package func validate() throws(ReportError) {
        do {
            let result = try ICUNumberResult()
            for quantity in Quantity.allCases {
                _ = try result.format(1, with: numberFormatter(for: quantity).get())
            }
            let dates = try ICUDateFormatter(locale: localeID, zoneID: "UTC")
            _ = try dates.format(unixSeconds: 0)
            lock.withLock { datePattern = .success(dates.pattern) }
        } catch {
            throw ReportError(.usage, "cannot format for locale '\(locale.languageTag)': \(error.name)")
        }
    }

    /// Every column's unit and precision, by `Quantity.index`, chosen on first use.
    package func columnFormats() -> [ColumnFormat] {
        if let known = lock.withLock({ columns }) { return known }
        let chosen = Quantity.allCases.map { quantity in  // outside the lock, as below
            fixedUnits.map { ColumnFormat(quantity, fixed: $0) } ?? ColumnFormat(quantity, localeID: localeID)
        }
        return lock.withLock {
            if let known = columns { return known }
            columns = chosen
            return chosen
        }
    }

    /// How a document in `units` converts to the columns' units.
    package func conversions(from units: InputUnits) -> UnitConversions {
        if let known = lock.withLock({ conversionTable[units.index] }) { return known }
        let built = UnitConversions(units: units, targets: columnFormats().map(\.unit))
        lock.withLock { conversionTable[units.index] = built }
        return built
    }

    /// The shared formatter for `quantity`, opened on first use.
    package func numberFormatter(for quantity: Quantity) -> Result<ICUNumberFormatter, ICUFailure> {
        let slot = quantity.index
        if let known = lock.withLock({ formatters[slot] }) { return known }
        // Built outside the lock so workers needing other quantities are not held up; if two
        // threads race, the first stored wins and the other copy is simply released.
        let skeleton = skeletonOverrides[slot] ?? columnFormats()[slot].skeleton
        let built = Result { () throws(ICUFailure) in try ICUNumberFormatter(skeleton: skeleton, locale: localeID) }
        return lock.withLock {
            if let known = formatters[slot] { return known }
            formatters[slot] = built
            return built
        }
    }

    /// ICU's pattern for the locale's short date and time, e.g. `d/MM/y, HH:mm` for nl-BE.
    func dateTimePattern() throws(ICUFailure) -> String {
        if let known = lock.withLock({ datePattern }) { return try known.get() }
        let found = Result { () throws(ICUFailure) in try ICUDateFormatter(locale: localeID, zoneID: "UTC").pattern }
        lock.withLock { datePattern = found }
        return try found.get()
    }

    /// Adds the `--units` choice as ICU's `measure` keyword (BCP 47 `-u-ms-`), which switches
    /// every `usage/` formatter, temperature included. A `mu` keyword in the locale would still
    /// win for temperature, so it is dropped: the explicit flag is the more specific request.
    package static func localeID(_ identifier: String, system: UnitSystem?) -> String {
        guard let system else { return identifier }
        let value = system == .metric ? "metric" : "ussystem"
        return ICU.settingKeywords(["measure": value, "mu": nil], of: identifier) ?? identifier
    }
}
