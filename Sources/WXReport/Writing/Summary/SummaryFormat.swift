import Foundation

/// The `--summary` stage's format, in front of the report's own format `Base`: instead of laying
/// out rows it keeps, per numeric column, the count, sum, minimum and maximum (with the city of
/// each) of the piece's values, and hands them over as the piece's result (`PieceStats`). Its
/// assembly merges them in input order on the writer thread, so the summary is the same for
/// every `--jobs`, and memory stays constant: one `FieldStats` per column per piece, whatever
/// the input size. At the end `Base` lays the table out (`TextFormat.summary`).
///
/// This is the seam `RowWriter` promises: the transform hands the same typed cells, and this
/// writer reads `NumberCell.value` (in the column's unit, unrounded) and the city's text, asking
/// for neither formatted text nor decimals (`needs`).
package struct SummaryFormat<Base: TextFormat>: ReportFormat {
    package let base: Base
    /// The run's formatters, for the values of the table.
    let catalog: FormatterCatalog

    package init(base: Base, catalog: FormatterCatalog) {
        self.base = base
        self.catalog = catalog
    }

    /// `columns` must be `.city` followed by the numeric columns to summarise.
    package func makeRowWriter(columns: [Column], capacity: Int) -> Rows {
        precondition(columns.first == .city, "the summary's first column names the row's city")
        return Rows(count: columns.count - 1)
    }

    package func makeAssembly(columns: [Column]) -> Assembly {
        Assembly(format: self, columns: Array(columns.dropFirst()))
    }

    package struct Rows: RowWriter {
        private var stats: PieceStats
        private var city: [UInt8] = []
        private var index = 0

        init(count: Int) {
            stats = PieceStats(fields: Array(repeating: FieldStats(), count: count))
        }

        package var needs: CellNeeds { .values }

        package mutating func beginRow() { index = 0 }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index == 0 { city.replaceSubrange(city.indices, with: text) }
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            if index > 0, cell.value.isFinite {
                stats.fields[index - 1].add(cell.value, city: city, circular: cell.quantity == .direction)
            }
            index += 1
        }

        package mutating func time(_ cell: TimeCell) { index += 1 }
        package mutating func emptyCell() { index += 1 }
        package mutating func endRow() {}
        package mutating func finish() -> PieceStats { stats }
    }

    /// The writer thread's end: merges each piece's stats, and writes the table at the end.
    package struct Assembly: ReportAssembly {
        let format: SummaryFormat
        /// The numeric columns summarised.
        let columns: [Column]
        package private(set) var fields: [FieldStats]

        init(format: SummaryFormat, columns: [Column]) {
            self.format = format
            self.columns = columns
            fields = Array(repeating: FieldStats(), count: columns.count)
        }

        /// Nothing: the table's header is written with its rows, at the end.
        package func begin(to output: inout some ByteOutput) {}

        package mutating func add(
            _ piece: PieceStats, rowsBefore rows: Int, count: Int, to output: inout some ByteOutput
        ) {
            for index in fields.indices where index < piece.fields.count { fields[index].merge(piece.fields[index]) }
        }

        package func end(rowCount: Int, to output: inout some ByteOutput) {
            let bytes = ByteBuffer()
            format.base.summary(ReportSummary(columns: columns, stats: fields, catalog: format.catalog), into: bytes)
            bytes.withBytes { output.write(bytes: $0) }
        }
    }
}

/// One piece's stats, a `FieldStats` per summarised column.
package struct PieceStats: PieceResult {
    package var fields: [FieldStats]
    package var heldBytes: Int { fields.count * MemoryLayout<FieldStats>.stride }
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
    package mutating func add(_ value: Double, city: [UInt8], circular: Bool = false) {
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
}
