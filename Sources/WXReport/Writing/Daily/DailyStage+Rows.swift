extension DailyStage {
    /// Adds up one piece's rows per place-day (`DailyDigest`). Each row is read from the
    /// transform's typed cells into the fields below, reused from row to row (`nil` is an empty
    /// cell): numbers in their column's unit, kept by the record member the column table says
    /// they come from; times as instants with the row's offset; text as UTF-8.
    package struct Rows: RowWriter {
        /// The columns the transform writes for the daily stage, in this order: texts, times, numbers.
        static let columns: [Column] = [
            .kind, .city, .country, .conditions, .alerts, .time, .sunrise, .sunset, .id, .lat, .lon, .conditionID,
            .temp, .tempMin, .tempMax, .humidity, .pressure, .wind, .gust, .pop, .rain1h, .snow1h, .rain3h, .snow3h,
            .rainDay, .snowDay, .precipitationDay,
        ]

        /// Per column of `columns`: the record member its number cells hold (the column table's).
        private static let members: [RecordMember?] = columns.map { column in
            if case .number(let member) = column.definition.value { member } else { nil }
        }

        /// The texts of the first columns, by position; then the times (the row's own, its
        /// sunrise and its sunset), by position after the texts.
        private var texts = [[UInt8]](repeating: [], count: 5)
        private var times = [DayMoment?](repeating: nil, count: 3)
        /// By `RecordMember.rawValue`.
        private var numbers = [Double?](repeating: nil, count: RecordMember.allCases.count)
        /// The column of the next cell.
        private var index = 0
        private var digest: DailyDigest
        /// The bytes of a named place's key, reused from row to row.
        private var placeName: [UInt8] = []

        /// `capacity` is the bytes a piece's text would take: about 250 a row.
        init(capacity: Int) {
            digest = DailyDigest(capacity: capacity / 256)
        }

        var kind: RecordKind? { RecordKind(rawValue: String(decoding: texts[0], as: UTF8.self)) }
        var city: [UInt8] { texts[1] }
        var country: [UInt8] { texts[2] }
        var conditions: [UInt8] { texts[3] }
        var alerts: [UInt8] { texts[4] }
        var sunrise: DayMoment? { times[1] }
        var sunset: DayMoment? { times[2] }

        package var needs: CellNeeds { .values }

        package mutating func beginRow() {
            index = 0
            for position in texts.indices { texts[position].removeAll(keepingCapacity: true) }
            for position in times.indices { times[position] = nil }
            for position in numbers.indices { numbers[position] = nil }
        }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            if index < texts.count { texts[index].append(contentsOf: text) }
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            if index < Self.members.count, cell.value.isFinite, let member = Self.members[index] {
                numbers[member.rawValue] = cell.value
            }
            index += 1
        }

        package mutating func time(_ cell: TimeCell) {
            let position = index - texts.count
            if times.indices.contains(position) {
                times[position] = DayMoment(instant: cell.instant, offset: cell.offset)
            }
            index += 1
        }

        package mutating func emptyCell() { index += 1 }

        /// Counts the row in its place's local day.
        package mutating func endRow() {
            guard let moment = times[0] else { return }
            let day = LocalDay.day(of: moment.instant, offset: moment.offset)
            digest.merge(PlaceDay(place: placeKey(), day: day, row: self, at: moment))
        }

        package mutating func finish() -> DailyDigest { digest }

        /// The value of a numeric member; nil when its cell was empty.
        subscript(_ member: RecordMember) -> Double? { numbers[member.rawValue] }

        /// What identifies the row's place: OWM's city id when it has one (not 0), else its name
        /// and country, else the city cell's coordinates (One Call's place).
        private mutating func placeKey() -> PlaceKey {
            if let id = self[.id], id != 0, let whole = Int64(exactly: id) { return .id(whole) }
            placeName.removeAll(keepingCapacity: true)
            placeName.append(contentsOf: city)
            placeName.append(0)
            placeName.append(contentsOf: country)
            return .name(placeName)
        }

        /// The coordinates of a place with no name, whose city cell spells them for machines (the
        /// stage reads no formatted text): the daily row lays them out in the locale's numbers.
        var unnamedCoordinates: (latitude: Double, longitude: Double)? {
            // Only such a cell ends in the hemisphere letter of the longitude.
            guard let latitude = self[.latitude], let longitude = self[.longitude],
                city.last == UInt8(ascii: "E") || city.last == UInt8(ascii: "W")
            else {
                return nil
            }
            let spelled = WeatherTransform.coordinatesText(latitude, longitude)
            return city.elementsEqual(spelled.utf8) ? (latitude, longitude) : nil
        }

        /// Hours the row stands for: an hour for observations and hourly forecasts, three for a
        /// 3-hour forecast slot, none for a daily row (it stands for the whole day: `PlaceDay`).
        var periodHours: Int {
            switch kind {
            case .forecast: 3
            case .daily, .summary: 0
            default: 1
            }
        }
    }
}

/// What identifies a place (`DailyStage.Rows.placeKey`): an id needs no bytes of its own, so the
/// place-days of a group file's cities cost no allocation for their keys.
enum PlaceKey: Hashable {
    case id(Int64)
    case name([UInt8])
}

/// An instant with the offset its row gave.
struct DayMoment: Equatable {
    var instant: Int64
    var offset: Int?
}
