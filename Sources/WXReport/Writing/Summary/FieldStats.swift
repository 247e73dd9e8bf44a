import Foundation

/// One piece's stats, and the run's: a `FieldStats` per summarised column.
extension [FieldStats]: PieceResult {
    package var heldBytes: Int { count * MemoryLayout<FieldStats>.stride }
}

/// The count, sum and extremes of some values: what `--summary` keeps per field (`FieldStats`)
/// and `--daily` per place-day (its extremes and means, `PlaceDay`).
package struct Tally: Equatable, Sendable {
    package var count = 0
    package var sum = 0.0
    package var minimum = Double.infinity
    package var maximum = -Double.infinity

    /// Counts `value`; nil counts nothing.
    package mutating func add(_ value: Double?) {
        guard let value else { return }
        count += 1
        sum += value
        minimum = min(minimum, value)
        maximum = max(maximum, value)
    }

    package mutating func merge(_ other: Tally) {
        count += other.count
        sum += other.sum
        minimum = min(minimum, other.minimum)
        maximum = max(maximum, other.maximum)
    }

    /// The mean of the values, nil without any.
    package var mean: Double? { count == 0 ? nil : sum / Double(count) }
}

/// The running summary of one numeric column: constant size (two city names aside).
package struct FieldStats: Equatable, Sendable {
    package var values = Tally()
    /// Sums of the sine and cosine of the values, for an angle (`circular`): its mean is the
    /// direction of the summed unit vectors, so 350° and 10° average to 0°, not 180°.
    package var sineSum = 0.0
    package var cosineSum = 0.0
    /// UTF-8 of the city where the minimum (maximum) was first seen, in input order.
    package var minimumCity: [UInt8] = []
    package var maximumCity: [UInt8] = []

    package init() {}

    /// Counts `value`; a tie keeps the earlier city, so the result does not depend on scheduling.
    /// `circular`: the value is an angle in degrees (`circularMean`).
    package mutating func add(_ value: Double, city: [UInt8], circular: Bool = false) {
        if circular {
            let radians = value * .pi / 180
            sineSum += sin(radians)
            cosineSum += cos(radians)
        }
        if value < values.minimum { minimumCity = city }
        if value > values.maximum { maximumCity = city }
        values.add(value)
    }

    /// Folds in the stats of rows that came after these.
    package mutating func merge(_ later: FieldStats) {
        guard later.values.count > 0 else { return }
        sineSum += later.sineSum
        cosineSum += later.cosineSum
        if later.values.minimum < values.minimum { minimumCity = later.minimumCity }
        if later.values.maximum > values.maximum { maximumCity = later.maximumCity }
        values.merge(later.values)
    }

    /// The circular mean of angles in degrees, in [0, 360): the direction of the sum of their
    /// unit vectors. Nil without values, and when the vectors cancel out (0° and 180°: no mean
    /// direction; the resultant is shorter than 10⁻⁹ of the count).
    package var circularMean: Double? {
        let count = Double(values.count)
        guard count > 0, (sineSum * sineSum + cosineSum * cosineSum).squareRoot() > 1e-9 * count else {
            return nil
        }
        var degrees = atan2(sineSum, cosineSum) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        // 359.99999999999997 is 0 up to rounding error: it would show as 360°.
        return 360 - degrees < 1e-9 ? 0 : degrees
    }
}
