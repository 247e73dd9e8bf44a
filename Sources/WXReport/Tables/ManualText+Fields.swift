extension ManualText {
    /// What FIELD KEYS says of each field after its titles (`Column.title`), by the keys it
    /// describes together, in the order listed; `ManualPage.fields` lays them out.
    static let fields: [(keys: [String], text: String)] = [
        (
            ["city"],
            #"""
            the place's name
            .RB ( name ;
            bulk and forecast files:
            .BR city.name ).
            """#
        ),
        (
            ["country"],
            #"""
            the ISO 3166 code in
            .BR sys.country .
            """#
        ),
        (
            ["time"],
            #"""
            .B dt
            in the city's own UTC offset, as the locale's short date and time;
            .B UTC
            is appended when the payload has no offset.
            In the hour a zone's clocks go back (One Call and other inputs that name an
            IANA zone), the time occurs twice, and both rows name their offset as the
            locale writes it
            .RB ( "2/11/2025, 01:00 GMT\-5" " and " "01:00 GMT\-6" ).
            """#
        ),
        (
            ["conditions"],
            #"""
            every
            .BR weather[].description ,
            joined with a comma and a space.
            In the
            .B markdown
            and
            .B html
            formats a description OWM gave in English is shown in the locale's language
            (the 23 languages of the headers), found by its condition id;
            a description fetched in another language, an unknown id
            and the machine formats keep the payload's text.
            """#
        ),
        (
            ["temp", "feels_like", "temp_min", "temp_max"],
            #"""
            CLDR usage
            .I weather
            at 20\(deC, whole degrees.
            """#
        ),
        (
            ["humidity", "clouds"],
            #"""
            whole percent.
            """#
        ),
        (
            ["pressure"],
            #"""
            CLDR usage
            .I baromtrc
            at 1013.25 hPa: whole hPa, mbar or mmHg, or three significant digits in inHg.
            """#
        ),
        (
            ["wind", "gust"],
            #"""
            CLDR usage
            .I wind
            at 5 m/s, whole units.
            """#
        ),
        (
            ["wind_deg"],
            #"""
            whole degrees.
            """#
        ),
        (
            ["visibility"],
            #"""
            CLDR usage
            .I visiblty
            at 10 km, whole units but two significant digits
            .RB ( "6.2 mi" ", " "0.87 mi" ).
            """#
        ),
        (
            ["rain_1h", "snow_1h"],
            #"""
            the last hour's amounts, CLDR usage
            .I rainfall
            at 1 mm for both: OWM's snow amount is precipitation in millimetres of water,
            not a depth, so it is shown as the precipitation it is, in the rain unit (mm or
            in), never as centimetres of snow.
            One decimal in mm, two in inches; a non\-zero amount keeps one significant digit
            .RB ( "0,02 mm" ),
            zero is
            .BR 0 .
            """#
        ),
        (
            ["sunrise", "sunset"],
            #"""
            like
            .BR time .
            """#
        ),
        (
            ["time_utc"],
            #"""
            .B dt
            in UTC, in ISO 8601 with
            .B Z
            in the formats for machines (for readers that cannot mix offsets in one
            column).
            Only when named in
            .BR \-\-fields .
            """#
        ),
        (
            ["kind"],
            #"""
            what the row is, the same in every locale:
            .BR current ", " hourly ", " daily ", " forecast " (3-hour slots), " history " or " summary
            (a One Call day summary).
            Markdown and HTML write a forecast row's step instead, in CLDR's
            words for the locale (nl: per uur, per 3 uur, per dag), and nothing
            for an observation.
            """#
        ),
        (
            ["id", "condition_id"],
            #"""
            OpenWeatherMap's city id and the first condition's
            code, as digits, never grouped.
            """#
        ),
        (
            ["lat", "lon"],
            #"""
            degrees, two decimals.
            """#
        ),
        (
            ["rain_3h", "snow_3h"],
            #"""
            the last 3 hours, or a forecast's 3\-hour slot
            .RB ( rain.3h ", " snow.3h ),
            like
            .BR rain_1h .
            """#
        ),
        (
            ["rain_day", "snow_day", "precipitation_day"],
            #"""
            amounts of a whole day (daily
            forecasts, day summaries), like
            .B rain_1h
            (precipitation as rain).
            """#
        ),
        (
            ["pop"],
            #"""
            whole percent.
            """#
        ),
        (
            ["dew_point"],
            #"""
            like
            .BR temp .
            """#
        ),
        (
            ["uvi"],
            #"""
            whole.
            """#
        ),
        (
            ["sea_level", "grnd_level"],
            #"""
            like
            .BR pressure .
            """#
        ),
        (
            ["icon"],
            #"""
            the first condition's icon code, such as
            .BR 10d .
            """#
        ),
        (
            ["alerts"],
            #"""
            One Call weather alerts in force at the row's time (for a daily row, at
            some time of its day), their event names joined with a comma and a space.
            """#
        ),
        (
            ["local_time"],
            #"""
            .B time
            as ISO 8601 without its offset
            .RB ( 2025\-11\-23T13:16:51 ),
            the same text in every format: the form LibreOffice and Excel import from a CSV
            as a date cell, so
            .B "\-\-plain \-\-fields city,local_time,temp"
            gives spreadsheet users real dates while
            .B time
            keeps the offset. A payload with no offset gives UTC with its
            .BR Z ,
            which stays text, never a UTC time passed off as local.
            """#
        ),
        (
            ["date"],
            #"""
            the local day, as weekday and date in the locale's style (ISO 8601 in JSON,
            NDJSON and with
            .BR \-\-plain ).
            """#
        ),
        (
            ["temp_mean", "humidity_mean", "pressure_mean"],
            #"""
            means over the hours of the day the rows cover.
            """#
        ),
        (
            ["pop_max", "wind_max", "gust_max"],
            #"""
            the day's highest chance of precipitation, strongest wind and gust.
            """#
        ),
        (
            ["hours"],
            #"""
            the hours of the day the data covers (the whole day with a daily row).
            """#
        ),
    ]
}
