/// Place-days in input order of their first row, found by place and day: a piece's result
/// (`DailyStage.Rows`) and, merged piece by piece on the writer thread, the whole run's.
/// Its size is the number of place-days, not of rows.
package struct DailyDigest: PieceResult {
    /// A place-day's key. Hashed by FNV-1a rather than by `Hasher` (the dictionary's seed still
    /// applies). Measured with `DayHours`' inline first claim, callgrind, `--jobs 1`: `Hasher`
    /// and an array of claims cost 2.25 % more on `--daily` of the 10 MB group file (808.5 M
    /// against 790.7 M) and 0.66 % on 2000 one-city files (245.4 M against 243.8 M); kept, as
    /// without both `--daily` was 3.4 % slower than before the trim of issue 27.
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
