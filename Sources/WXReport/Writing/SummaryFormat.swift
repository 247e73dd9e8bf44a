import Foundation

/// The `--summary` stage's format: instead of laying out rows it keeps, per numeric column, the
/// count, sum, minimum and maximum (with the city of each) of the piece's values, and hands them
/// over as the piece's "bytes" (`FieldStats.encode`). `SummaryCollector` merges them in input
/// order on the writer thread, so the summary is the same for every `--jobs`, and memory stays
/// constant: one `FieldStats` per column per piece, whatever the input size.
///
/// This is the seam `RowWriter` promises: the transform hands the same typed cells, and this
/// writer reads `NumberCell.value` (in the column's unit, unrounded) and the city's text, asking
/// for neither formatted text nor decimals (`needs`).
package struct SummaryFormat: ReportFormat {
    package init() {}

    package func header(columns: [Column], into bytes: ByteBuffer) {}

    /// `columns` must be `.city` followed by the numeric columns to summarise.
    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        precondition(columns.first == .city, "the summary's first column names the row's city")
        return Rows(count: columns.count - 1)
    }

    package struct Rows: RowWriter {
        private var stats: [FieldStats]
        private var city: [UInt8] = []
        private var index = 0

        init(count: Int) {
            stats = Array(repeating: FieldStats(), count: count)
        }

        package var needs: CellNeeds { .values }

        package mutating func beginRow() { index = 0 }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index == 0 { city.replaceSubrange(city.indices, with: text) }
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            if index > 0, cell.value.isFinite {
                stats[index - 1].add(cell.value, city: city, circular: cell.quantity == .direction)
            }
            index += 1
        }

        package mutating func time(_ cell: TimeCell) { index += 1 }
        package mutating func emptyCell() { index += 1 }
        package mutating func endRow() {}

        package mutating func finish() -> ByteBuffer {
            let bytes = ByteBuffer()
            for field in stats { field.encode(into: bytes) }
            return bytes
        }
    }
}

/// The running summary of one numeric column: constant size (two city names aside).
package struct FieldStats: Equatable, Sendable {
    package var count = 0
    package var sum = 0.0
    package var minimum = Double.infinity
    package var maximum = -Double.infinity
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
    mutating func add(_ value: Double, city: [UInt8], circular: Bool = false) {
        count += 1
        sum += value
        if circular {
            let radians = value * .pi / 180
            sineSum += sin(radians)
            cosineSum += cos(radians)
        }
        if value < minimum {
            minimum = value
            minimumCity = city
        }
        if value > maximum {
            maximum = value
            maximumCity = city
        }
    }

    /// Folds in the stats of rows that came after these.
    package mutating func merge(_ later: FieldStats) {
        guard later.count > 0 else { return }
        count += later.count
        sum += later.sum
        sineSum += later.sineSum
        cosineSum += later.cosineSum
        if later.minimum < minimum {
            minimum = later.minimum
            minimumCity = later.minimumCity
        }
        if later.maximum > maximum {
            maximum = later.maximum
            maximumCity = later.maximumCity
        }
    }

    /// The mean of the values, nil without any.
    package var mean: Double? { count == 0 ? nil : sum / Double(count) }

    /// The circular mean of angles in degrees, in [0, 360): the direction of the sum of their
    /// unit vectors. Nil without values, and when the vectors cancel out (0° and 180°: no mean
    /// direction; the resultant is shorter than 10⁻⁹ of the count).
    package var circularMean: Double? {
        guard count > 0, (sineSum * sineSum + cosineSum * cosineSum).squareRoot() > 1e-9 * Double(count) else {
            return nil
        }
        var degrees = atan2(sineSum, cosineSum) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        // 359.99999999999997 is 0 up to rounding error: it would show as 360°.
        return 360 - degrees < 1e-9 ? 0 : degrees
    }

    /// Count, sum, minimum, maximum, sine and cosine sums (8 bytes each), then each city as a 4-byte length and bytes.
    func encode(into bytes: ByteBuffer) {
        for word in [
            UInt64(count), sum.bitPattern, minimum.bitPattern, maximum.bitPattern, sineSum.bitPattern,
            cosineSum.bitPattern,
        ] {
            append(word, to: bytes)
        }
        for city in [minimumCity, maximumCity] {
            append(UInt64(city.count), to: bytes, width: 4)
            bytes.append(contentsOf: city)
        }
    }

    /// Reads what `encode` wrote at `offset`, moving `offset` past it; nil when the bytes end early.
    static func decode(_ bytes: [UInt8], at offset: inout Int) -> FieldStats? {
        func word(_ width: Int) -> UInt64? {
            guard offset + width <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in 0..<width { value |= UInt64(bytes[offset + index]) << (8 * index) }
            offset += width
            return value
        }
        func city() -> [UInt8]? {
            guard let length = word(4), offset + Int(length) <= bytes.count else { return nil }
            defer { offset += Int(length) }
            return Array(bytes[offset..<(offset + Int(length))])
        }
        guard let count = word(8), let sum = word(8), let minimum = word(8), let maximum = word(8),
            let sine = word(8), let cosine = word(8), let minimumCity = city(), let maximumCity = city()
        else { return nil }
        var stats = FieldStats()
        stats.count = Int(count)
        (stats.sum, stats.minimum, stats.maximum) = (
            Double(bitPattern: sum), Double(bitPattern: minimum), Double(bitPattern: maximum)
        )
        (stats.sineSum, stats.cosineSum) = (Double(bitPattern: sine), Double(bitPattern: cosine))
        (stats.minimumCity, stats.maximumCity) = (minimumCity, maximumCity)
        return stats
    }

    private func append(_ value: UInt64, to bytes: ByteBuffer, width: Int = 8) {
        for index in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}

/// The writer thread's end of `SummaryFormat`: each piece's stats arrive as one write, in input
/// order, and are merged into one `FieldStats` per column.
package struct SummaryCollector: ByteOutput {
    package private(set) var fields: [FieldStats]

    package init(count: Int) {
        fields = Array(repeating: FieldStats(), count: count)
    }

    package mutating func write(bytes: UnsafeRawBufferPointer) {
        let piece = Array(bytes)
        var offset = 0
        for index in fields.indices {
            guard let stats = FieldStats.decode(piece, at: &offset) else { return }
            fields[index].merge(stats)
        }
    }
}
