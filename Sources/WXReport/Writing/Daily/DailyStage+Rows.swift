extension DailyStage {
    /// Adds up one piece's rows per place-day (`DailyDigest`). Each row is read from the
    /// transform's typed cells into the fields below, reused from row to row (`nil` is an empty
    /// cell): numbers in their column's unit, kept by the record member the column table says
    /// they come from; times as instants with the row's offset; text as UTF-8.
    package struct Rows: RowWriter {
        /// The columns the transform writes for the daily stage, in this order.
        static let columns: [Column] = [
            .kind, .id, .city, .country, .lat, .lon, .time, .conditionID, .conditions, .temp, .tempMin, .tempMax,
            .humidity, .pressure, .wind, .gust, .pop, .rain1h, .snow1h, .rain3h, .snow3h, .rainDay, .snowDay,
            .precipitationDay, .sunrise, .sunset, .alerts,
        ]

        /// Per column of `columns`: the record member its number cells hold (the column table's).
        private static let members: [RecordMember?] = columns.map { column in
            if case .number(let member) = column.definition.value { member } else { nil }
        }

        private(set) var kind: RecordKind?
        /// By `RecordMember.rawValue`.
        private var numbers = [Double?](repeating: nil, count: RecordMember.allCases.count)
        private(set) var city: [UInt8] = []
        private(set) var country: [UInt8] = []
        private(set) var conditions: [UInt8] = []
        private(set) var alerts: [UInt8] = []
        /// The row's time, and the sunrise and sunset it gives.
        private(set) var moment: DayMoment?
        private(set) var sunrise: DayMoment?
        private(set) var sunset: DayMoment?
        /// The column of the next cell.
        private var index = 0
        private var digest: DailyDigest
        /// The bytes of a named place's key, reused from row to row.
        private var placeName: [UInt8] = []

        /// `capacity` is the bytes a piece's text would take: about 250 a row.
        init(capacity: Int) {
            digest = DailyDigest(capacity: capacity / 256)
        }

        package var needs: CellNeeds { .values }

        package mutating func beginRow() {
            (kind, moment, sunrise, sunset, index) = (nil, nil, nil, nil, 0)
            for position in numbers.indices { numbers[position] = nil }
            city.removeAll(keepingCapacity: true)
            country.removeAll(keepingCapacity: true)
            conditions.removeAll(keepingCapacity: true)
            alerts.removeAll(keepingCapacity: true)
        }

        package mutating func cell(utf8 text: UnsafeBufferPointer<UInt8>) {
            switch column {
            case .kind: kind = RecordKind(rawValue: String(decoding: text, as: UTF8.self))
            case .city: city.append(contentsOf: text)
            case .country: country.append(contentsOf: text)
            case .conditions: conditions.append(contentsOf: text)
            case .alerts: alerts.append(contentsOf: text)
            default: break
            }
            index += 1
        }

        package mutating func number(_ cell: NumberCell) {
            if index < Self.members.count, cell.value.isFinite, let member = Self.members[index] {
                numbers[member.rawValue] = cell.value
            }
            index += 1
        }

        package mutating func time(_ cell: TimeCell) {
            let moment = DayMoment(instant: cell.instant, offset: cell.offset)
            switch column {
            case .time: self.moment = moment
            case .sunrise: sunrise = moment
            case .sunset: sunset = moment
            default: break
            }
            index += 1
        }

        package mutating func emptyCell() { index += 1 }

        /// Counts the row in its place's local day.
        package mutating func endRow() {
            guard let moment else { return }
            let day = LocalDay.day(of: moment.instant, offset: moment.offset)
            digest.merge(PlaceDay(place: placeKey(), day: day, row: self, at: moment))
        }

        package mutating func finish() -> DailyDigest { digest }

        private var column: Column? { index < Self.columns.count ? Self.columns[index] : nil }

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
