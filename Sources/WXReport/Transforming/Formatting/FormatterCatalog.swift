/// Built once per run; shared read-only by all worker threads. What it takes from ICU
/// (`Resolved`) is worked out once, on first use: a run's `validate()` does it on a thread of
/// its own while the inputs are listed (start-up cost matters: a 1-city run must start in a
/// few ms).
///
/// Each column's unit is chosen once per run (`ColumnFormat`, asking ICU's `usage/` at a
/// reference value), and each (locale, quantity) gets exactly one formatter for that unit, kept
/// here for the whole run. Workers do not format through the catalog directly: each makes a
/// `CellFormatter`, which holds the per-thread ICU state.
///
/// `@unchecked Sendable`: the only mutable state, `resolvedOnce`, is behind its lock, and the formatters themselves are immutable and thread-safe (see `ICUNumberFormatter`).
package final class FormatterCatalog: @unchecked Sendable {
    package let locale: ReportLocale
    /// `locale` plus the `--units` override as an ICU keyword, e.g. `nl_BE@measure=ussystem`.
    package let localeID: String
    /// The `--input-units` setting. The catalog itself formats values of any input units (see
    /// `Resolved.conversions`); `WeatherTransform` hands the setting to each document's plan.
    package let inputUnits: InputUnitsSetting
    /// The fixed unit set the columns use instead of CLDR's choice for the locale: set for the
    /// formats for machines (`ReportOptions.machineUnits`), so their keys and values are the
    /// same in every locale (see `Quantity.fixedUnit(in:)`).
    package let fixedUnits: UnitSystem?
    /// Skeletons that replace a quantity's own, by slot, so tests can make ICU fail.
    private let skeletonOverrides: [Quantity: String]
    private let resolvedOnce = Locked<Resolved?>(nil)

    /// With `machine`, the columns take the fixed units of `system`, or with no `--units` of
    /// the locale's measurement system (`UnitSystem.default(for:)`); else CLDR's for the locale.
    package init(
        locale: ReportLocale, inputUnits: InputUnitsSetting, system: UnitSystem?, machine: Bool = false,
        skeletonOverrides: [Quantity: String] = [:]
    ) {
        (self.locale, self.inputUnits, self.skeletonOverrides) = (locale, inputUnits, skeletonOverrides)
        localeID = Self.localeID(locale.identifier, system: system)
        fixedUnits = machine ? system ?? UnitSystem.default(for: locale.identifier) : nil
    }

    /// Everything the cells of a run take from ICU, worked out once: plain values each
    /// `CellFormatter` keeps a copy of, so formatting a cell takes no lock.
    package struct Resolved: Sendable {
        /// Every column's unit and precision, by `Quantity.index`.
        package let columns: [ColumnFormat]
        /// How a document in each input unit (by `InputUnits.index`) converts to the columns' units.
        package let conversions: [UnitConversions]
        /// The shared formatter of each quantity, by `Quantity.index`, or why ICU cannot give it.
        package let formatters: [Result<ICUNumberFormatter, ICUFailure>]
        /// ICU's pattern for the locale's short date and time, e.g. `d/MM/y, HH:mm` for nl-BE.
        let datePattern: Result<String, ICUFailure>
    }

    /// Worked out on first use; a caller that comes meanwhile waits for it rather than asking
    /// ICU again.
    package var resolved: Resolved {
        resolvedOnce.withLock { once in
            let made = once ?? resolve()
            once = made
            return made
        }
    }

    private func resolve() -> Resolved {
        let columns = Quantity.allCases.map { quantity in
            fixedUnits.map { ColumnFormat(quantity, fixed: $0) } ?? ColumnFormat(quantity, localeID: localeID)
        }
        // Each formatter formats a sample value: ICU reports some failures (a usage that
        // does not fit the unit) only at the first format.
        let sample = Result { () throws(ICUFailure) in try ICUNumberResult() }
        let formatters = Quantity.allCases.map { quantity in
            Result { () throws(ICUFailure) in
                let skeleton = skeletonOverrides[quantity] ?? columns[quantity.index].skeleton
                let formatter = try ICUNumberFormatter(skeleton: skeleton, locale: localeID)
                _ = try sample.get().format(1, with: formatter)
                return formatter
            }
        }
        let datePattern = Result { () throws(ICUFailure) in
            let dates = try ICUDateFormatter(locale: localeID)
            _ = try dates.format(unixSeconds: 0)
            return dates.pattern
        }
        let conversions = InputUnits.allCases.map { UnitConversions(units: $0, targets: columns.map(\.unit)) }
        return Resolved(columns: columns, conversions: conversions, formatters: formatters, datePattern: datePattern)
    }

    /// Opens every formatter, so a locale ICU cannot serve fails on the command line instead of
    /// leaving empty cells.
    package func validate() throws(ReportError) {
        let resolved = resolved
        do {
            for formatter in resolved.formatters { _ = try formatter.get() }
            _ = try resolved.datePattern.get()
        } catch {
            throw ReportError(.usage, "cannot format for locale '\(locale.languageTag)': \(error.name)")
        }
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
