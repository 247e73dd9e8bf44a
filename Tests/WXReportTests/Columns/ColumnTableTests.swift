import Testing

import WXReport

/// The column table says, per column, what other code used to list in switches: these are the
/// lists it must still give, written out by hand so a misplaced entry fails here.
@Suite struct ColumnTableTests {
    @Test func givesTheDefaultColumnsInTheirOrder() {
        let keys =
            "city country time conditions temp feels_like temp_min temp_max humidity pressure wind"
            + " wind_deg gust clouds visibility rain_1h snow_1h sunrise sunset"
        #expect(Column.defaults.map(\.rawValue) == keys.split(separator: " ").map(String.init))
        #expect(Column.peoplesDefaults == [.rain3h, .snow3h, .rainDay, .snowDay, .precipitationDay, .pop])
    }

    @Test func givesTheDailyColumnsInTheirOrder() {
        let keys =
            "date city conditions temp_min temp_max temp_mean rain_day snow_day precipitation_day pop_max"
            + " wind_max gust_max humidity_mean pressure_mean sunrise sunset alerts hours"
        #expect(Column.daily.map(\.rawValue) == keys.split(separator: " ").map(String.init))
        let dailyOnly = Column.allCases.filter(\.isDailyOnly)
        #expect(dailyOnly == [.date, .tempMean, .popMax, .windMax, .gustMax, .humidityMean, .pressureMean, .hours])
    }

    @Test func saysTheKindOfEachCell() {
        #expect(Column.allCases.filter(\.isWholeNumber) == [.humidity, .windDeg, .clouds, .id, .conditionID])
        let notNumbers: [Column] = [
            .city, .country, .time, .conditions, .sunrise, .sunset, .timeUTC, .kind, .icon, .alerts, .localTime, .date,
        ]
        #expect(Column.allCases.filter { !$0.isNumeric } == notNumbers)
        #expect(Column.snow1h.quantity == .rainfall)
        #expect(Column.hours.quantity == .identifier)
        #expect(Column.pop.quantity == .percent && !Column.pop.isWholeNumber)
    }

    @Test func namesTheMembersTheDecoderMustParse() {
        #expect(DecodedValues(columns: Column.defaults) == [.condition])
        #expect(DecodedValues(columns: [.temp, .icon, .id]) == [.condition, .cityID])
        #expect(DecodedValues(columns: [.grndLevel]) == [.pressureLevels])
        #expect(DecodedValues(columns: [.temp, .lat]) == [])
    }

    @Test func ranksTheColumnsOfTheHTMLPage() {
        let first = Column.allCases.filter { $0.definition.htmlPriority == 1 }
        let second = Column.allCases.filter { $0.definition.htmlPriority == 2 }
        #expect(first == [.city, .time, .conditions, .temp, .date])
        #expect(second == [.country, .humidity, .pressure, .wind, .rain1h, .kind, .precipitationDay])
    }
}
