import Foundation
import _FoundationICU

/// Built once per run; shared read-only by all worker threads. Opens ICU formatters lazily
/// (start-up cost matters: a 1-city run must start in a few ms).
///
/// A `usage/` formatter costs well over a hundred microseconds to build, so each (locale,
/// quantity) gets exactly one, kept here for the whole run. Workers do not format through the
/// catalog directly: each makes a `CellFormatter`, which holds the per-thread ICU state.
///
/// `@unchecked Sendable`: the only mutable state, the formatter slots, is read and written under
/// `lock`, and the formatters themselves are immutable and thread-safe (see `ICUNumberFormatter`).
package final class FormatterCatalog: @unchecked Sendable {
    package let locale: ReportLocale
    /// `locale` plus the `--units` override as an ICU keyword, e.g. `nl_BE@measure=ussystem`.
    let localeID: String
    private let skeletons: [String]
    private let fineSkeletons: [String?]
    private let lock = NSLock()
    private var formatters: [Result<ICUNumberFormatter, ICUFailure>?]
    private var datePattern: Result<Bool, ICUFailure>?

    package convenience init(locale: ReportLocale, inputUnits: InputUnits, system: UnitSystem?) {
        self.init(
            locale: locale,
            localeID: Self.localeID(locale.identifier, system: system),
            skeletons: Quantity.allCases.map { $0.skeleton(for: inputUnits) },
            fineSkeletons: Quantity.allCases.map {
                $0.mayNeedFineLength ? $0.skeleton(for: inputUnits, fineLength: true) : nil
            })
    }

    /// Takes the skeletons as given, indexed by `Quantity.slot`, so tests can make ICU fail.
    init(locale: ReportLocale, localeID: String, skeletons: [String], fineSkeletons: [String?]) {
        precondition(skeletons.count == Quantity.allCases.count && fineSkeletons.count == skeletons.count)
        self.locale = locale
        self.localeID = localeID
        self.skeletons = skeletons
        self.fineSkeletons = fineSkeletons
        formatters = Array(repeating: nil, count: skeletons.count)
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
            lock.withLock { datePattern = .success(dates.showsSeconds) }
        } catch {
            throw ReportError(.usage, "cannot format for locale '\(locale.languageTag)': \(error.name)")
        }
    }

    /// The shared formatter for `quantity`, opened on first use.
    func numberFormatter(for quantity: Quantity) -> Result<ICUNumberFormatter, ICUFailure> {
        let slot = quantity.slot
        if let known = lock.withLock({ formatters[slot] }) { return known }
        // Built outside the lock so workers needing other quantities are not held up; if two
        // threads race, the first stored wins and the other copy is simply released.
        let built = Result { () throws(ICUFailure) in try open(slot) }
        return lock.withLock {
            if let known = formatters[slot] { return known }
            formatters[slot] = built
            return built
        }
    }

    /// Whether the locale's short date-time shows seconds; `CellFormatter` keys its date memo on
    /// the minute only when it does not.
    func datesShowSeconds() throws(ICUFailure) -> Bool {
        if let known = lock.withLock({ datePattern }) { return try known.get() }
        let found = Result { () throws(ICUFailure) in try ICUDateFormatter(locale: localeID, zoneID: "UTC").showsSeconds
        }
        lock.withLock { datePattern = found }
        return try found.get()
    }

    /// Opens the formatter for one slot. Rainfall and snowfall get two decimals when CLDR's unit
    /// for the region is coarse: 1000 mm comes out as 39.4 in the US (inches) but 100 or 1000
    /// elsewhere (cm, mm). Probing the output beats hard-coding which regions use inches, and the
    /// `--units` override is covered for free.
    private func open(_ slot: Int) throws(ICUFailure) -> ICUNumberFormatter {
        let formatter = try ICUNumberFormatter(skeleton: skeletons[slot], locale: localeID)
        guard let fine = fineSkeletons[slot] else { return formatter }
        let scaled = try ICUNumberResult().formattedNumber(1000, with: formatter)
        return scaled < 50 ? try ICUNumberFormatter(skeleton: fine, locale: localeID) : formatter
    }

    /// Adds the `--units` choice as ICU's `measure` keyword (BCP 47 `-u-ms-`), which switches
    /// every `usage/` formatter, temperature included. A `mu` keyword in the locale would still
    /// win for temperature, so it is dropped: the explicit flag is the more specific request.
    static func localeID(_ identifier: String, system: UnitSystem?) -> String {
        guard let system else { return identifier }
        let value = system == .metric ? "metric" : "ussystem"
        let capacity = 157
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        let bytes = Array(identifier.utf8.prefix(capacity))
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        var status = U_ZERO_ERROR
        _ = swift_uloc_setKeywordValue("measure", value, &buffer, Int32(capacity), &status)
        _ = swift_uloc_setKeywordValue("mu", nil, &buffer, Int32(capacity), &status)
        guard !ICU.failed(status) else { return identifier }
        return buffer.withUnsafeBufferPointer { pointer in
            pointer.baseAddress.map { String(cString: $0) } ?? identifier
        }
    }
}
