/// Place-days in input order of their first row, found by place and day: a piece's result
/// (`DailyStage.Rows`) and, merged piece by piece on the writer thread, the whole run's.
/// Its size is the number of place-days, not of rows.
package struct DailyDigest: PieceResult {
    private struct Key: Hashable {
        var place: PlaceKey
        var day: Int64
    }

    private(set) var days: [PlaceDay] = []
    private var index: [Key: Int] = [:]

    /// Room for `capacity` place-days: a piece of a group file holds nearly one per row.
    init(capacity: Int = 0) {
        days.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    package var heldBytes: Int { days.count * (MemoryLayout<PlaceDay>.stride + 512) }

    /// Folds in a later piece's place-days: known ones merge, new ones go after these.
    mutating func merge(_ later: consuming DailyDigest) {
        for placeDay in later.days { merge(placeDay) }
    }

    /// Folds in a later place-day: into the same place and day when known, else after the others.
    mutating func merge(_ placeDay: PlaceDay) {
        let key = Key(place: placeDay.place, day: placeDay.day)
        if let position = index[key] {
            days[position].merge(placeDay)
        } else {
            index[key] = days.count
            days.append(placeDay)
        }
    }
}
