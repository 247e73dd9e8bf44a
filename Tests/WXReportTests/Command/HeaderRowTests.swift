import Testing
import WXReport
import WXReportTestSupport

/// The header row: titles in the locale's language (with units in plain mode), field keys, or
/// none; and what Markdown does with `--no-header`.
@Suite struct HeaderRowTests {
    let gent = "\(packageRoot)/Samples/current-gent.json"
    let columns: [Column] = [.city, .time, .temp, .feelsLike, .gust, .visibility]

    func header(_ locale: String, plain: Bool = false, header: HeaderChoice = .titles) throws -> String {
        let run = try runReport(
            source: FileSource(paths: [gent]), locale: locale, columns: columns, plain: plain, header: header)
        return String(run.report.prefix { $0 != "\n" })
    }

    @Test(arguments: [
        ("nl-BE", "Plaats;Lokale tijd;Temperatuur;Gevoelstemperatuur;Windstoten;Zicht"),
        ("en-US", "City,Local time,Temperature,Feels like,Gust,Visibility"),
        ("de-DE", "Ort;Ortszeit;Temperatur;Gefühlte Temperatur;Böen;Sichtweite"),
        ("fr-FR", "Ville;Heure locale;Température;Température ressentie;Rafales;Visibilité"),
        ("ja-JP", "地点,現地時刻,気温,体感温度,最大瞬間風速,視程"),
        ("es-ES", "Localidad;Hora local;Temperatura;Sensación térmica;Rachas;Visibilidad"),
        ("zh-CN", "城市,当地时间,气温,体感温度,阵风,能见度"),
        ("de-AT", "Ort;Ortszeit;Temperatur;Gefühlte Temperatur;Böen;Sichtweite"),  // region → language
        ("sw-KE", "City,Local time,Temperature,Feels like,Gust,Visibility"),  // no table: English
    ])
    func titlesInTheLocalesLanguage(_ locale: String, _ expected: String) throws {
        #expect(try header(locale) == expected)
    }

    @Test(arguments: [
        // The fixed metric units whatever CLDR's choice for the locale (km/u in nl-BE).
        ("nl-BE", "Plaats;Lokale tijd;Temperatuur (°C);Gevoelstemperatuur (°C);Windstoten (m/s);Zicht (km)"),
        ("en-US", "City,Local time,Temperature (°F),Feels like (°F),Gust (mph),Visibility (mi)"),
        ("ja-JP", "地点,現地時刻,気温 (°C),体感温度 (°C),最大瞬間風速 (m/s),視程 (km)"),
    ])
    func plainTitlesCarryTheUnit(_ locale: String, _ expected: String) throws {
        #expect(try header(locale, plain: true) == expected)
    }

    @Test func keysAreTheSameEverywhereAndNameTheirUnit() throws {
        for locale in ["nl-BE", "en-GB", "ja-JP"] {
            let delimiter = locale == "nl-BE" ? ";" : ","
            let expected = [
                "city", "time", "temp_celsius", "feels_like_celsius", "gust_meter_per_second", "visibility_kilometer",
            ]
            .joined(separator: delimiter)
            #expect(try header(locale, header: .keys) == expected)
            #expect(try header(locale, plain: true, header: .keys) == expected)
        }
    }

    @Test func noHeaderLeavesOnlyTheRows() throws {
        let run = try runReport(
            source: FileSource(paths: [gent]), locale: "nl-BE", columns: [.city, .temp], noHeader: true)
        #expect(run.report == "Gent;7\u{A0}°C\n")
    }

    @Test func markdownKeepsItsHeaderRowAndSaysSo() throws {
        let run = try runReport(
            source: FileSource(paths: [gent]), locale: "nl-BE", format: .markdown, columns: [.city, .temp],
            header: .keys, noHeader: true)
        #expect(run.report == "| city | temp\\_celsius |\n| --- | ---: |\n| Gent | 7\u{A0}°C |\n")
        var options = ReportOptions(jobs: 1)
        (options.format, options.noHeader, options.locale) = (.markdown, true, "nl-BE")
        let configuration = try ReportConfiguration(options: options, environment: [:])
        #expect(configuration.warning == "--no-header does not apply to Markdown: a table needs its header row")
    }
}
