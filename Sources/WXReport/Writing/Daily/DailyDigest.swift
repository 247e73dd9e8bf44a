/// Place-days in input order of their first row, found by place and day: a piece's result
/// (`DailyStage.Rows`) and, merged piece by piece on the writer thread, the whole run's.
/// Its size is the number of place-days, not of rows.
package struct DailyDigest: PieceResult {
    /// A place-day's key. Hashed by FNV-1a rather than by `Hasher`, which costs several times
    /// more on the worker's path of every row (the dictionary's seed still applies).
    private struct Key: Hashable {
        var place: PlaceKey
        var day: Int64

        func hash(into hasher: inout Hasher) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bitPattern: day)
            switch place {
            case .id(let id): hash = (hash ^ UInt64(bitPattern: id)) &* 0x100_0000_01b3
            case .name(let bytes): for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            hasher.combine(hash)
        }
    }

    private(set) var days: [PlaceDay] = []
    private var index: [Key: Int] = [:]

    /// Room for `capacity` place-days: a piece of a group file holds nearly one per row.
    init(capacity: Int = 0) {
        days.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    package var heldBytes: Int { days.count * (MemoryLayout<PlaceDay>.stride + 512) }

    /// The place-days held.
    package var count: Int { days.count }

    /// Counts `reading`, whose place is `place`, in its local day.
    mutating func add(_ reading: DailyReading, place: PlaceKey) {
        guard let moment = reading.moment else { return }
        let day = LocalDay.day(of: moment.instant, offset: moment.offset)
        let key = Key(place: place, day: day)
        if let position = index[key] {
            days[position].add(reading, at: moment)
        } else {
            var placeDay = PlaceDay(place: place, day: day, reading: reading, at: moment)
            placeDay.add(reading, at: moment)
            index[key] = days.count
            days.append(placeDay)
        }
    }

    /// Folds in a later piece's place-days: known ones merge, new ones go after these.
    mutating func merge(_ later: consuming DailyDigest) {
        for placeDay in later.days {
            let key = Key(place: placeDay.place, day: placeDay.day)
            if let position = index[key] {
                days[position].merge(placeDay)
            } else {
                index[key] = days.count
                days.append(placeDay)
            }
        }
    }
}
