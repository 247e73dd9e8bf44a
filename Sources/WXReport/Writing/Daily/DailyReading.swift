/// One row as the daily stage reads it from the transform's typed cells (`DailyStage.Rows`):
/// numbers in their column's unit, kept by the record member the column table says they come
/// from, times as instants with the row's offset, text as UTF-8. Reused from row to row; `nil`
/// is an empty cell.
struct DailyReading {
    var kind: RecordKind?
    /// By `RecordMember.rawValue`.
    private var numbers = [Double?](repeating: nil, count: RecordMember.allCases.count)
    var city: [UInt8] = []
    var country: [UInt8] = []
    var conditions: [UInt8] = []
    var alerts: [UInt8] = []
    /// The row's time, and the sunrise and sunset it gives.
    var moment: DayMoment?
    var sunrise: DayMoment?
    var sunset: DayMoment?

    /// The columns the transform writes for the daily stage, in this order.
    static let columns: [Column] = [
        .kind, .id, .city, .country, .lat, .lon, .time, .conditionID, .conditions, .temp, .tempMin, .tempMax, .humidity,
        .pressure, .wind, .gust, .pop, .rain1h, .snow1h, .rain3h, .snow3h, .rainDay, .snowDay, .precipitationDay,
        .sunrise, .sunset, .alerts,
    ]

    /// Per column of `columns`: the record member its number cells hold (the column table's).
    static let members: [RecordMember?] = columns.map { column in
        if case .number(let member) = column.definition.value { member } else { nil }
    }

    /// The value of a numeric member; nil when its cell was empty.
    subscript(_ member: RecordMember) -> Double? {
        get { numbers[member.rawValue] }
        set { numbers[member.rawValue] = newValue }
    }

    /// Empties every value, keeping the buffers' capacity.
    mutating func clear() {
        (kind, moment, sunrise, sunset) = (nil, nil, nil, nil)
        for position in numbers.indices { numbers[position] = nil }
        city.removeAll(keepingCapacity: true)
        country.removeAll(keepingCapacity: true)
        conditions.removeAll(keepingCapacity: true)
        alerts.removeAll(keepingCapacity: true)
    }

    mutating func set(_ column: Column, text: UnsafeBufferPointer<UInt8>) {
        switch column {
        case .kind: kind = RecordKind(rawValue: String(decoding: text, as: UTF8.self))
        case .city: city.append(contentsOf: text)
        case .country: country.append(contentsOf: text)
        case .conditions: conditions.append(contentsOf: text)
        case .alerts: alerts.append(contentsOf: text)
        default: break
        }
    }

    mutating func set(_ column: Column, time: TimeCell) {
        let moment = DayMoment(instant: time.instant, offset: time.offset)
        switch column {
        case .time: self.moment = moment
        case .sunrise: sunrise = moment
        case .sunset: sunset = moment
        default: break
        }
    }

    /// What identifies the row's place: OWM's city id when it has one (not 0), else its name
    /// and country, else the city cell's coordinates (One Call's place), built in `bytes`.
    func place(in bytes: inout [UInt8]) -> PlaceKey {
        if let id = self[.id], id != 0, let whole = Int64(exactly: id) { return .id(whole) }
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: city)
        bytes.append(0)
        bytes.append(contentsOf: country)
        return .name(bytes)
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

/// What identifies a place (`DailyReading.place`): an id needs no bytes of its own, so the
/// place-days of a group file's cities cost no allocation for their keys.
enum PlaceKey: Equatable {
    case id(Int64)
    case name([UInt8])
}

/// An instant with the offset its row gave.
struct DayMoment: Equatable {
    var instant: Int64
    var offset: Int?
}
