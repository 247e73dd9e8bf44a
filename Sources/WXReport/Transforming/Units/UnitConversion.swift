/// A unit a report column can be in, by ICU's id (`kilometer`, `inch-ofhg`), with its size as
/// an exact fraction of its quantity's base unit (kelvin, metre per second, pascal, metre).
///
/// wxreport converts values itself rather than through ICU's `usage/`: ICU's usage picks a unit
/// per value (visibility in miles for most rows, `4,593 ft` for one), while a report column needs
/// one unit (see `ColumnUnit`), and ICU's conversion rounds ties off the exact value.
package enum ReportUnit: String, CaseIterable, Sendable {
    case kelvin, celsius, fahrenheit
    case meterPerSecond = "meter-per-second", kilometerPerHour = "kilometer-per-hour"
    case milePerHour = "mile-per-hour", knot
    case hectopascal, millibar, kilopascal, inchOfHg = "inch-ofhg", millimeterOfHg = "millimeter-ofhg"
    case millimeter, centimeter, meter, kilometer, inch, foot, yard, mile

    /// One of this unit in base units, as numerator and denominator (CLDR's exact factors:
    /// 1 mi = 1609.344 m, 1 inHg = 3386.388640341 Pa). Temperatures are handled apart.
    var size: (numerator: Int64, denominator: Int64) {
        switch self {
        case .kelvin, .celsius, .fahrenheit, .meterPerSecond, .meter: (1, 1)
        case .kilometerPerHour: (5, 18)
        case .milePerHour: (1397, 3125)
        case .knot: (463, 900)
        case .hectopascal, .millibar: (100, 1)
        case .kilopascal: (1000, 1)
        case .inchOfHg: (3_386_388_640_341, 1_000_000_000)
        case .millimeterOfHg: (133_322_387_415, 1_000_000_000)
        case .millimeter: (1, 1000)
        case .centimeter: (1, 100)
        case .kilometer: (1000, 1)
        case .inch: (127, 5000)
        case .foot: (381, 1250)
        case .yard: (1143, 1250)
        case .mile: (201_168, 125)
        }
    }
}

/// `y = ((x + before) × multiplier + addend) / divisor`, with `multiplier`, `addend` and
/// `divisor` small exact integers, so every conversion wxreport needs (°F → °C is
/// `(5x − 160) / 9`, hPa → inHg is `x × 10¹¹ / 3386388640341`) is one formula.
///
/// The product and the sum are carried exactly (two-product and two-sum), so the division is the
/// only rounding: the result is within one unit in the last place of the exact value. Out of
/// kelvin `before` is −273.15 on a temperature in the plausible range, where the subtraction is
/// exact (Sterbenz), so 273.65 K is exactly 0.5 °C. Into kelvin (which no CLDR region uses)
/// adding `before` rounds too: within 1.6 units in the last place (345,648 values checked).
package struct UnitConversion: Sendable, Equatable {
    let before: Double
    let multiplier: Double
    let addend: Double
    let divisor: Double
    /// Set once: the transform converts every value it keeps (`WeatherTransform`).
    package let isIdentity: Bool

    static let identity = UnitConversion()

    /// The conversion between two units of one quantity.
    package init(from source: ReportUnit, to target: ReportUnit) {
        if source == target {
            self = .identity
        } else if let temperature = Self.temperature(from: source, to: target) {
            self = temperature
        } else {
            // x × (source / target): numerator and denominator cross-multiplied (in 128 bits:
            // inHg to mmHg needs 72), then reduced.
            let numerator = Int128(source.size.numerator) * Int128(target.size.denominator)
            let denominator = Int128(source.size.denominator) * Int128(target.size.numerator)
            let common = Int128(UInt128.greatestCommonDivisor(numerator.magnitude, denominator.magnitude))
            self.init(multiplier: Double(numerator / common), divisor: Double(denominator / common))
        }
    }

    private init(before: Double = 0, multiplier: Double = 1, addend: Double = 0, divisor: Double = 1) {
        (self.before, self.multiplier, self.addend, self.divisor) = (before, multiplier, addend, divisor)
        isIdentity = before == 0 && multiplier == 1 && addend == 0 && divisor == 1
    }

    /// Nil when neither is a temperature (a temperature and a length are never asked for).
    private static func temperature(from source: ReportUnit, to target: ReportUnit) -> UnitConversion? {
        switch (source, target) {
        case (.kelvin, .celsius): UnitConversion(before: -273.15)
        case (.kelvin, .fahrenheit): UnitConversion(before: -273.15, multiplier: 9, addend: 160, divisor: 5)
        case (.celsius, .kelvin): UnitConversion(before: 273.15)
        case (.celsius, .fahrenheit): UnitConversion(multiplier: 9, addend: 160, divisor: 5)
        case (.fahrenheit, .celsius): UnitConversion(multiplier: 5, addend: -160, divisor: 9)
        case (.fahrenheit, .kelvin): UnitConversion(before: 459.67, multiplier: 5, divisor: 9)
        default: nil
        }
    }

    /// The value in the target unit; not finite when it overflows (the decoder rejects those).
    package func apply(_ x: Double) -> Double {
        if isIdentity { return x }
        let shifted = x + before
        let product = shifted * multiplier
        var result: Double
        if product.isFinite {
            let productError = (-product).addingProduct(shifted, multiplier)  // exact, fused
            let sum = product + addend
            let addendPart = sum - product  // Knuth's two-sum: the rounding error of `sum`
            let sumError = (product - (sum - addendPart)) + (addend - addendPart) + productError
            let quotient = sum / divisor
            let remainder = sum.addingProduct(-quotient, divisor)  // exact, fused
            result = quotient + (remainder + sumError) / divisor
        } else {
            result = .infinity
        }
        if !result.isFinite {
            // The exact product overflowed although the result may not: the plain formula.
            result = shifted * (multiplier / divisor) + addend / divisor
        }
        return result
    }
}

/// How one document's values become report values: for each quantity, the conversion from the
/// unit the document holds it in to its column's unit. Built by `FormatterCatalog` for each of
/// the three input units; the decoder checks values with it and `CellFormatter` converts.
package struct UnitConversions: Sendable {
    let units: InputUnits
    /// Indexed by `Quantity.index`; the identity for quantities that are not converted.
    let byQuantity: [UnitConversion]

    /// `targets`: the column units, by `Quantity.index`.
    init(units: InputUnits, targets: [ReportUnit?]) {
        self.units = units
        byQuantity = Quantity.allCases.map { quantity in
            guard let source = quantity.inputUnit(units), let target = targets[quantity.index] else { return .identity }
            return UnitConversion(from: source, to: target)
        }
    }
}
