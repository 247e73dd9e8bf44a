/// The header titles of every language wxreport ships, compiled into the binary so it stands
/// alone (no resources folder beside it). Keyed by column (`Column`, whose raw value is the key
/// `--fields` takes), so a key that names no column does not compile; where the
/// wording of each language comes from: `HEADERS.md` beside this file.
/// `HeaderTitleTablesTests` checks every table has exactly one clean title per column.
extension HeaderCatalog {
    /// Language (`nl`, `zh-Hans`, as `LanguageTag.canonical` spells it) to its table.
    static let tables: [String: [Column: String]] = [
        "ar": ar,
        "cs": cs,
        "da": da,
        "de": de,
        "en": en,
        "es": es,
        "fi": fi,
        "fr": fr,
        "hi": hi,
        "it": it,
        "ja": ja,
        "ko": ko,
        "nb": nb,
        "nl": nl,
        "pl": pl,
        "pt": pt,
        "pt-PT": ptPT,
        "ru": ru,
        "sv": sv,
        "tr": tr,
        "uk": uk,
        "zh-Hans": zhHans,
        "zh-Hant": zhHant,
    ]

    // wxreport header titles, Czech (cs).
    private static let cs: [Column: String] = [
        .city: "Místo", .country: "Země", .time: "Místní čas", .conditions: "Počasí", .temp: "Teplota",
        .feelsLike: "Pocitová teplota", .tempMin: "Minimální teplota", .tempMax: "Maximální teplota",
        .humidity: "Vlhkost", .pressure: "Tlak vzduchu", .wind: "Rychlost větru", .windDeg: "Směr větru",
        .gust: "Nárazy větru", .clouds: "Oblačnost", .visibility: "Dohlednost", .rain1h: "Déšť (1 h)",
        .snow1h: "Sníh (1 h)", .sunrise: "Východ slunce", .sunset: "Západ slunce", .timeUTC: "Čas (UTC)", .kind: "Druh",
        .id: "ID místa", .lat: "Zeměpisná šířka", .lon: "Zeměpisná délka", .rain3h: "Déšť (3 h)", .snow3h: "Sníh (3 h)",
        .rainDay: "Déšť (den)", .snowDay: "Sníh (den)", .precipitationDay: "Srážky (den)",
        .pop: "Pravděpodobnost srážek", .dewPoint: "Rosný bod", .uvi: "UV index",
        .seaLevel: "Tlak vzduchu (hladina moře)", .grndLevel: "Tlak vzduchu (úroveň terénu)",
        .conditionID: "Kód počasí", .icon: "Ikona", .alerts: "Výstrahy", .localTime: "Místní čas (ISO 8601)",
        .date: "Date", .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation",
        .windMax: "Strongest wind", .gustMax: "Strongest gust", .humidityMean: "Mean humidity",
        .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Danish (da).
    private static let da: [Column: String] = [
        .city: "By", .country: "Land", .time: "Lokal tid", .conditions: "Vejr", .temp: "Temperatur",
        .feelsLike: "Føles som", .tempMin: "Laveste temperatur", .tempMax: "Højeste temperatur",
        .humidity: "Luftfugtighed", .pressure: "Lufttryk", .wind: "Vindhastighed", .windDeg: "Vindretning",
        .gust: "Vindstød", .clouds: "Skydække", .visibility: "Sigtbarhed", .rain1h: "Regn (1 t)", .snow1h: "Sne (1 t)",
        .sunrise: "Solopgang", .sunset: "Solnedgang", .timeUTC: "Tid (UTC)", .kind: "Type", .id: "By-ID",
        .lat: "Breddegrad", .lon: "Længdegrad", .rain3h: "Regn (3 t)", .snow3h: "Sne (3 t)", .rainDay: "Regn (døgn)",
        .snowDay: "Sne (døgn)", .precipitationDay: "Nedbør (døgn)", .pop: "Nedbørssandsynlighed", .dewPoint: "Dugpunkt",
        .uvi: "UV-indeks", .seaLevel: "Lufttryk (havniveau)", .grndLevel: "Lufttryk (jordniveau)",
        .conditionID: "Vejrkode", .icon: "Ikon", .alerts: "Varsler", .localTime: "Lokal tid (ISO 8601)", .date: "Date",
        .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation", .windMax: "Strongest wind",
        .gustMax: "Strongest gust", .humidityMean: "Mean humidity", .pressureMean: "Mean pressure",
        .hours: "Hours covered",
    ]

    // wxreport header titles, German (de).
    private static let de: [Column: String] = [
        .city: "Ort", .country: "Land", .time: "Ortszeit", .conditions: "Wetterzustand", .temp: "Temperatur",
        .feelsLike: "Gefühlte Temperatur", .tempMin: "Tiefsttemperatur", .tempMax: "Höchsttemperatur",
        .humidity: "Luftfeuchtigkeit", .pressure: "Luftdruck", .wind: "Windgeschwindigkeit", .windDeg: "Windrichtung",
        .gust: "Böen", .clouds: "Bewölkung", .visibility: "Sichtweite", .rain1h: "Regen (1 h)", .snow1h: "Schnee (1 h)",
        .sunrise: "Sonnenaufgang", .sunset: "Sonnenuntergang", .timeUTC: "Zeit (UTC)", .kind: "Art", .id: "Orts-ID",
        .lat: "Breitengrad", .lon: "Längengrad", .rain3h: "Regen (3 h)", .snow3h: "Schnee (3 h)",
        .rainDay: "Regen (Tag)", .snowDay: "Schnee (Tag)", .precipitationDay: "Niederschlag (Tag)",
        .pop: "Niederschlagswahrscheinlichkeit", .dewPoint: "Taupunkt", .uvi: "UV-Index",
        .seaLevel: "Luftdruck (Meeresniveau)", .grndLevel: "Luftdruck (Bodenniveau)", .conditionID: "Wettercode",
        .icon: "Symbol", .alerts: "Warnungen", .localTime: "Ortszeit (ISO 8601)", .date: "Datum",
        .tempMean: "Mitteltemperatur", .popMax: "Höchste Niederschlagswahrscheinlichkeit", .windMax: "Stärkster Wind",
        .gustMax: "Stärkste Böe", .humidityMean: "Mittlere Luftfeuchtigkeit", .pressureMean: "Mittlerer Luftdruck",
        .hours: "Erfasste Stunden",
    ]

    // wxreport header titles, English (en).
    private static let en: [Column: String] = [
        .city: "City", .country: "Country", .time: "Local time", .conditions: "Conditions", .temp: "Temperature",
        .feelsLike: "Feels like", .tempMin: "Min", .tempMax: "Max", .humidity: "Humidity", .pressure: "Pressure",
        .wind: "Wind speed", .windDeg: "Wind direction", .gust: "Gust", .clouds: "Clouds", .visibility: "Visibility",
        .rain1h: "Rain (1 h)", .snow1h: "Snow (1 h)", .sunrise: "Sunrise", .sunset: "Sunset", .timeUTC: "Time (UTC)",
        .kind: "Kind", .id: "City ID", .lat: "Latitude", .lon: "Longitude", .rain3h: "Rain (3 h)",
        .snow3h: "Snow (3 h)", .rainDay: "Rain (day)", .snowDay: "Snow (day)", .precipitationDay: "Precipitation (day)",
        .pop: "Chance of precipitation", .dewPoint: "Dew point", .uvi: "UV index", .seaLevel: "Pressure (sea level)",
        .grndLevel: "Pressure (ground level)", .conditionID: "Condition ID", .icon: "Icon", .alerts: "Alerts",
        .localTime: "Local time (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Spanish (es).
    private static let es: [Column: String] = [
        .city: "Localidad", .country: "País", .time: "Hora local", .conditions: "Estado del cielo",
        .temp: "Temperatura", .feelsLike: "Sensación térmica", .tempMin: "Temperatura mínima",
        .tempMax: "Temperatura máxima", .humidity: "Humedad", .pressure: "Presión", .wind: "Velocidad del viento",
        .windDeg: "Dirección del viento", .gust: "Rachas", .clouds: "Nubosidad", .visibility: "Visibilidad",
        .rain1h: "Lluvia (1 h)", .snow1h: "Nieve (1 h)", .sunrise: "Salida del sol", .sunset: "Puesta del sol",
        .timeUTC: "Hora (UTC)", .kind: "Tipo", .id: "ID de la localidad", .lat: "Latitud", .lon: "Longitud",
        .rain3h: "Lluvia (3 h)", .snow3h: "Nieve (3 h)", .rainDay: "Lluvia (día)", .snowDay: "Nieve (día)",
        .precipitationDay: "Precipitación (día)", .pop: "Probabilidad de precipitación", .dewPoint: "Punto de rocío",
        .uvi: "Índice UV", .seaLevel: "Presión (nivel del mar)", .grndLevel: "Presión (nivel del suelo)",
        .conditionID: "Código del estado del cielo", .icon: "Icono", .alerts: "Avisos",
        .localTime: "Hora local (ISO 8601)", .date: "Fecha", .tempMean: "Temperatura media",
        .popMax: "Probabilidad de precipitación máxima", .windMax: "Viento más fuerte", .gustMax: "Racha más fuerte",
        .humidityMean: "Humedad media", .pressureMean: "Presión media", .hours: "Horas cubiertas",
    ]

    // wxreport header titles, Finnish (fi).
    private static let fi: [Column: String] = [
        .city: "Paikkakunta", .country: "Maa", .time: "Paikallinen aika", .conditions: "Sää", .temp: "Lämpötila",
        .feelsLike: "Tuntuu kuin", .tempMin: "Alin lämpötila", .tempMax: "Ylin lämpötila", .humidity: "Ilmankosteus",
        .pressure: "Ilmanpaine", .wind: "Tuulen nopeus", .windDeg: "Tuulen suunta", .gust: "Puuskat",
        .clouds: "Pilvisyys", .visibility: "Näkyvyys", .rain1h: "Sade (1 h)", .snow1h: "Lumisade (1 h)",
        .sunrise: "Auringonnousu", .sunset: "Auringonlasku", .timeUTC: "Aika (UTC)", .kind: "Tyyppi",
        .id: "Paikkakunnan tunnus", .lat: "Leveysaste", .lon: "Pituusaste", .rain3h: "Sade (3 h)",
        .snow3h: "Lumisade (3 h)", .rainDay: "Sade (vrk)", .snowDay: "Lumisade (vrk)",
        .precipitationDay: "Sademäärä (vrk)", .pop: "Sateen todennäköisyys", .dewPoint: "Kastepiste",
        .uvi: "UV-indeksi", .seaLevel: "Ilmanpaine (merenpinta)", .grndLevel: "Ilmanpaine (maanpinta)",
        .conditionID: "Sääkoodi", .icon: "Kuvake", .alerts: "Varoitukset", .localTime: "Paikallinen aika (ISO 8601)",
        .date: "Date", .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation",
        .windMax: "Strongest wind", .gustMax: "Strongest gust", .humidityMean: "Mean humidity",
        .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, French (fr).
    private static let fr: [Column: String] = [
        .city: "Ville", .country: "Pays", .time: "Heure locale", .conditions: "Conditions météo", .temp: "Température",
        .feelsLike: "Température ressentie", .tempMin: "Température minimale", .tempMax: "Température maximale",
        .humidity: "Humidité", .pressure: "Pression", .wind: "Vitesse du vent", .windDeg: "Direction du vent",
        .gust: "Rafales", .clouds: "Nébulosité", .visibility: "Visibilité", .rain1h: "Pluie (1 h)",
        .snow1h: "Neige (1 h)", .sunrise: "Lever du soleil", .sunset: "Coucher du soleil", .timeUTC: "Heure (UTC)",
        .kind: "Type", .id: "Identifiant de la ville", .lat: "Latitude", .lon: "Longitude", .rain3h: "Pluie (3 h)",
        .snow3h: "Neige (3 h)", .rainDay: "Pluie (jour)", .snowDay: "Neige (jour)",
        .precipitationDay: "Précipitations (jour)", .pop: "Probabilité de précipitations", .dewPoint: "Point de rosée",
        .uvi: "Indice UV", .seaLevel: "Pression (niveau de la mer)", .grndLevel: "Pression (niveau du sol)",
        .conditionID: "Code météo", .icon: "Icône", .alerts: "Alertes", .localTime: "Heure locale (ISO 8601)",
        .date: "Date", .tempMean: "Température moyenne", .popMax: "Probabilité de précipitations maximale",
        .windMax: "Vent le plus fort", .gustMax: "Rafale la plus forte", .humidityMean: "Humidité moyenne",
        .pressureMean: "Pression moyenne", .hours: "Heures couvertes",
    ]

    // wxreport header titles, Italian (it).
    private static let it: [Column: String] = [
        .city: "Località", .country: "Paese", .time: "Ora locale", .conditions: "Condizioni meteo",
        .temp: "Temperatura", .feelsLike: "Temperatura percepita", .tempMin: "Temperatura minima",
        .tempMax: "Temperatura massima", .humidity: "Umidità", .pressure: "Pressione", .wind: "Velocità del vento",
        .windDeg: "Direzione del vento", .gust: "Raffiche", .clouds: "Nuvolosità", .visibility: "Visibilità",
        .rain1h: "Pioggia (1 h)", .snow1h: "Neve (1 h)", .sunrise: "Alba", .sunset: "Tramonto", .timeUTC: "Ora (UTC)",
        .kind: "Tipo", .id: "ID località", .lat: "Latitudine", .lon: "Longitudine", .rain3h: "Pioggia (3 h)",
        .snow3h: "Neve (3 h)", .rainDay: "Pioggia (giorno)", .snowDay: "Neve (giorno)",
        .precipitationDay: "Precipitazioni (giorno)", .pop: "Probabilità di precipitazioni",
        .dewPoint: "Punto di rugiada", .uvi: "Indice UV", .seaLevel: "Pressione (livello del mare)",
        .grndLevel: "Pressione (livello del suolo)", .conditionID: "Codice meteo", .icon: "Icona", .alerts: "Allerte",
        .localTime: "Ora locale (ISO 8601)", .date: "Data", .tempMean: "Temperatura media",
        .popMax: "Probabilità di precipitazioni massima", .windMax: "Vento più forte", .gustMax: "Raffica più forte",
        .humidityMean: "Umidità media", .pressureMean: "Pressione media", .hours: "Ore coperte",
    ]

    // wxreport header titles, Norwegian Bokmål (nb).
    private static let nb: [Column: String] = [
        .city: "Sted", .country: "Land", .time: "Lokal tid", .conditions: "Vær", .temp: "Temperatur",
        .feelsLike: "Føles som", .tempMin: "Laveste temperatur", .tempMax: "Høyeste temperatur",
        .humidity: "Luftfuktighet", .pressure: "Lufttrykk", .wind: "Vindhastighet", .windDeg: "Vindretning",
        .gust: "Vindkast", .clouds: "Skydekke", .visibility: "Sikt", .rain1h: "Regn (1 t)", .snow1h: "Snø (1 t)",
        .sunrise: "Soloppgang", .sunset: "Solnedgang", .timeUTC: "Tid (UTC)", .kind: "Type", .id: "Steds-ID",
        .lat: "Breddegrad", .lon: "Lengdegrad", .rain3h: "Regn (3 t)", .snow3h: "Snø (3 t)", .rainDay: "Regn (døgn)",
        .snowDay: "Snø (døgn)", .precipitationDay: "Nedbør (døgn)", .pop: "Nedbørssannsynlighet",
        .dewPoint: "Duggpunkt", .uvi: "UV-indeks", .seaLevel: "Lufttrykk (havnivå)",
        .grndLevel: "Lufttrykk (bakkenivå)", .conditionID: "Værkode", .icon: "Ikon", .alerts: "Farevarsler",
        .localTime: "Lokal tid (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Dutch (nl).
    private static let nl: [Column: String] = [
        .city: "Plaats", .country: "Land", .time: "Lokale tijd", .conditions: "Weerbeeld", .temp: "Temperatuur",
        .feelsLike: "Gevoelstemperatuur", .tempMin: "Minimumtemperatuur", .tempMax: "Maximumtemperatuur",
        .humidity: "Luchtvochtigheid", .pressure: "Luchtdruk", .wind: "Windsnelheid", .windDeg: "Windrichting",
        .gust: "Windstoten", .clouds: "Bewolking", .visibility: "Zicht", .rain1h: "Regen (1 u)",
        .snow1h: "Sneeuw (1 u)", .sunrise: "Zonsopgang", .sunset: "Zonsondergang", .timeUTC: "Tijd (UTC)",
        .kind: "Soort", .id: "Plaats-ID", .lat: "Breedtegraad", .lon: "Lengtegraad", .rain3h: "Regen (3 u)",
        .snow3h: "Sneeuw (3 u)", .rainDay: "Regen (dag)", .snowDay: "Sneeuw (dag)", .precipitationDay: "Neerslag (dag)",
        .pop: "Neerslagkans", .dewPoint: "Dauwpunt", .uvi: "UV-index", .seaLevel: "Luchtdruk (zeeniveau)",
        .grndLevel: "Luchtdruk (grondniveau)", .conditionID: "Weercode", .icon: "Icoon", .alerts: "Waarschuwingen",
        .localTime: "Lokale tijd (ISO 8601)", .date: "Datum", .tempMean: "Gemiddelde temperatuur",
        .popMax: "Hoogste neerslagkans", .windMax: "Sterkste wind", .gustMax: "Sterkste windstoot",
        .humidityMean: "Gemiddelde luchtvochtigheid", .pressureMean: "Gemiddelde luchtdruk", .hours: "Gedekte uren",
    ]

    // wxreport header titles, Polish (pl).
    private static let pl: [Column: String] = [
        .city: "Miejscowość", .country: "Kraj", .time: "Czas lokalny", .conditions: "Pogoda", .temp: "Temperatura",
        .feelsLike: "Temperatura odczuwalna", .tempMin: "Temperatura minimalna", .tempMax: "Temperatura maksymalna",
        .humidity: "Wilgotność", .pressure: "Ciśnienie", .wind: "Prędkość wiatru", .windDeg: "Kierunek wiatru",
        .gust: "Porywy wiatru", .clouds: "Zachmurzenie", .visibility: "Widzialność", .rain1h: "Deszcz (1 h)",
        .snow1h: "Śnieg (1 h)", .sunrise: "Wschód słońca", .sunset: "Zachód słońca", .timeUTC: "Czas (UTC)",
        .kind: "Rodzaj", .id: "ID miejscowości", .lat: "Szerokość geograficzna", .lon: "Długość geograficzna",
        .rain3h: "Deszcz (3 h)", .snow3h: "Śnieg (3 h)", .rainDay: "Deszcz (doba)", .snowDay: "Śnieg (doba)",
        .precipitationDay: "Opady (doba)", .pop: "Prawdopodobieństwo opadów", .dewPoint: "Temperatura punktu rosy",
        .uvi: "Indeks UV", .seaLevel: "Ciśnienie (poziom morza)", .grndLevel: "Ciśnienie (poziom gruntu)",
        .conditionID: "Kod pogody", .icon: "Ikona", .alerts: "Ostrzeżenia", .localTime: "Czas lokalny (ISO 8601)",
        .date: "Date", .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation",
        .windMax: "Strongest wind", .gustMax: "Strongest gust", .humidityMean: "Mean humidity",
        .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Portuguese, as written in Brazil (CLDR's pt) (pt).
    private static let pt: [Column: String] = [
        .city: "Cidade", .country: "País", .time: "Hora local", .conditions: "Condição do tempo", .temp: "Temperatura",
        .feelsLike: "Sensação térmica", .tempMin: "Temperatura mínima", .tempMax: "Temperatura máxima",
        .humidity: "Umidade", .pressure: "Pressão", .wind: "Velocidade do vento", .windDeg: "Direção do vento",
        .gust: "Rajadas", .clouds: "Nebulosidade", .visibility: "Visibilidade", .rain1h: "Chuva (1 h)",
        .snow1h: "Neve (1 h)", .sunrise: "Nascer do sol", .sunset: "Pôr do sol", .timeUTC: "Hora (UTC)", .kind: "Tipo",
        .id: "ID da cidade", .lat: "Latitude", .lon: "Longitude", .rain3h: "Chuva (3 h)", .snow3h: "Neve (3 h)",
        .rainDay: "Chuva (dia)", .snowDay: "Neve (dia)", .precipitationDay: "Precipitação (dia)",
        .pop: "Probabilidade de precipitação", .dewPoint: "Ponto de orvalho", .uvi: "Índice UV",
        .seaLevel: "Pressão (nível do mar)", .grndLevel: "Pressão (nível do solo)", .conditionID: "Código do tempo",
        .icon: "Ícone", .alerts: "Alertas", .localTime: "Hora local (ISO 8601)", .date: "Date",
        .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation", .windMax: "Strongest wind",
        .gustMax: "Strongest gust", .humidityMean: "Mean humidity", .pressureMean: "Mean pressure",
        .hours: "Hours covered",
    ]

    // wxreport header titles, Portuguese, as written in Portugal (pt-PT).
    private static let ptPT: [Column: String] = [
        .city: "Cidade", .country: "País", .time: "Hora local", .conditions: "Estado do tempo", .temp: "Temperatura",
        .feelsLike: "Sensação térmica", .tempMin: "Temperatura mínima", .tempMax: "Temperatura máxima",
        .humidity: "Humidade", .pressure: "Pressão", .wind: "Velocidade do vento", .windDeg: "Direção do vento",
        .gust: "Rajadas", .clouds: "Nebulosidade", .visibility: "Visibilidade", .rain1h: "Chuva (1 h)",
        .snow1h: "Neve (1 h)", .sunrise: "Nascer do sol", .sunset: "Pôr do sol", .timeUTC: "Hora (UTC)", .kind: "Tipo",
        .id: "ID da cidade", .lat: "Latitude", .lon: "Longitude", .rain3h: "Chuva (3 h)", .snow3h: "Neve (3 h)",
        .rainDay: "Chuva (dia)", .snowDay: "Neve (dia)", .precipitationDay: "Precipitação (dia)",
        .pop: "Probabilidade de precipitação", .dewPoint: "Ponto de orvalho", .uvi: "Índice UV",
        .seaLevel: "Pressão (nível do mar)", .grndLevel: "Pressão (nível do solo)", .conditionID: "Código do tempo",
        .icon: "Ícone", .alerts: "Avisos", .localTime: "Hora local (ISO 8601)", .date: "Date",
        .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation", .windMax: "Strongest wind",
        .gustMax: "Strongest gust", .humidityMean: "Mean humidity", .pressureMean: "Mean pressure",
        .hours: "Hours covered",
    ]

    // wxreport header titles, Swedish (sv).
    private static let sv: [Column: String] = [
        .city: "Ort", .country: "Land", .time: "Lokal tid", .conditions: "Väder", .temp: "Temperatur",
        .feelsLike: "Upplevd temperatur", .tempMin: "Lägsta temperatur", .tempMax: "Högsta temperatur",
        .humidity: "Luftfuktighet", .pressure: "Lufttryck", .wind: "Vindhastighet", .windDeg: "Vindriktning",
        .gust: "Byvind", .clouds: "Molnighet", .visibility: "Sikt", .rain1h: "Regn (1 h)", .snow1h: "Snö (1 h)",
        .sunrise: "Soluppgång", .sunset: "Solnedgång", .timeUTC: "Tid (UTC)", .kind: "Typ", .id: "Ort-ID",
        .lat: "Latitud", .lon: "Longitud", .rain3h: "Regn (3 h)", .snow3h: "Snö (3 h)", .rainDay: "Regn (dygn)",
        .snowDay: "Snö (dygn)", .precipitationDay: "Nederbörd (dygn)", .pop: "Nederbördssannolikhet",
        .dewPoint: "Daggpunkt", .uvi: "UV-index", .seaLevel: "Lufttryck (havsnivå)", .grndLevel: "Lufttryck (marknivå)",
        .conditionID: "Väderkod", .icon: "Ikon", .alerts: "Varningar", .localTime: "Lokal tid (ISO 8601)",
        .date: "Date", .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation",
        .windMax: "Strongest wind", .gustMax: "Strongest gust", .humidityMean: "Mean humidity",
        .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Turkish (tr).
    private static let tr: [Column: String] = [
        .city: "Şehir", .country: "Ülke", .time: "Yerel saat", .conditions: "Hava durumu", .temp: "Sıcaklık",
        .feelsLike: "Hissedilen sıcaklık", .tempMin: "En düşük sıcaklık", .tempMax: "En yüksek sıcaklık",
        .humidity: "Nem", .pressure: "Basınç", .wind: "Rüzgar hızı", .windDeg: "Rüzgar yönü", .gust: "Rüzgar hamlesi",
        .clouds: "Bulutluluk", .visibility: "Görüş mesafesi", .rain1h: "Yağmur (1 sa)", .snow1h: "Kar (1 sa)",
        .sunrise: "Gün doğumu", .sunset: "Gün batımı", .timeUTC: "Saat (UTC)", .kind: "Tür", .id: "Şehir kimliği",
        .lat: "Enlem", .lon: "Boylam", .rain3h: "Yağmur (3 sa)", .snow3h: "Kar (3 sa)", .rainDay: "Yağmur (gün)",
        .snowDay: "Kar (gün)", .precipitationDay: "Yağış (gün)", .pop: "Yağış olasılığı", .dewPoint: "Çiy noktası",
        .uvi: "UV indeksi", .seaLevel: "Basınç (deniz seviyesi)", .grndLevel: "Basınç (yer seviyesi)",
        .conditionID: "Hava durumu kodu", .icon: "Simge", .alerts: "Uyarılar", .localTime: "Yerel saat (ISO 8601)",
        .date: "Date", .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation",
        .windMax: "Strongest wind", .gustMax: "Strongest gust", .humidityMean: "Mean humidity",
        .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

}
