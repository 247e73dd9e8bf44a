/// The header titles of the languages written in other scripts than Latin (Arabic, Devanagari,
/// Japanese, Hangul, Cyrillic, Chinese characters); see `HeaderTitleTables.swift` for how they
/// are used and `HEADERS.md` for where the words come from.
extension HeaderCatalog {
    // wxreport header titles, Arabic (ar).
    static let ar: [Column: String] = [
        .city: "المدينة", .country: "الدولة", .time: "التوقيت المحلي", .conditions: "حالة الطقس", .temp: "درجة الحرارة",
        .feelsLike: "درجة الحرارة المحسوسة", .tempMin: "درجة الحرارة الصغرى", .tempMax: "درجة الحرارة العظمى",
        .humidity: "الرطوبة", .pressure: "الضغط الجوي", .wind: "سرعة الرياح", .windDeg: "اتجاه الرياح",
        .gust: "هبات الرياح", .clouds: "الغطاء السحابي", .visibility: "مدى الرؤية", .rain1h: "أمطار آخر ساعة",
        .snow1h: "ثلوج آخر ساعة", .sunrise: "شروق الشمس", .sunset: "غروب الشمس", .timeUTC: "الوقت (UTC)",
        .kind: "النوع", .id: "معرف المدينة", .lat: "خط العرض", .lon: "خط الطول", .rain3h: "أمطار آخر ثلاث ساعات",
        .snow3h: "ثلوج آخر ثلاث ساعات", .rainDay: "الأمطار اليومية", .snowDay: "الثلوج اليومية",
        .precipitationDay: "الهطول اليومي", .pop: "احتمال الهطول", .dewPoint: "نقطة الندى",
        .uvi: "مؤشر الأشعة فوق البنفسجية", .seaLevel: "الضغط الجوي عند مستوى سطح البحر",
        .grndLevel: "الضغط الجوي عند سطح الأرض", .conditionID: "رمز حالة الطقس", .icon: "الأيقونة",
        .alerts: "التحذيرات", .localTime: "التوقيت المحلي (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Hindi (hi).
    static let hi: [Column: String] = [
        .city: "शहर", .country: "देश", .time: "स्थानीय समय", .conditions: "मौसम", .temp: "तापमान",
        .feelsLike: "महसूस होने वाला तापमान", .tempMin: "न्यूनतम तापमान", .tempMax: "अधिकतम तापमान", .humidity: "आर्द्रता",
        .pressure: "वायुदाब", .wind: "हवा की गति", .windDeg: "हवा की दिशा", .gust: "हवा के झोंके", .clouds: "बादल", .visibility: "दृश्यता",
        .rain1h: "वर्षा (1 घंटा)", .snow1h: "हिमपात (1 घंटा)", .sunrise: "सूर्योदय", .sunset: "सूर्यास्त", .timeUTC: "समय (UTC)",
        .kind: "प्रकार", .id: "शहर आईडी", .lat: "अक्षांश", .lon: "देशांतर", .rain3h: "वर्षा (3 घंटे)", .snow3h: "हिमपात (3 घंटे)",
        .rainDay: "वर्षा (दिन)", .snowDay: "हिमपात (दिन)", .precipitationDay: "वर्षण (दिन)", .pop: "वर्षण की संभावना", .dewPoint: "ओसांक",
        .uvi: "यूवी सूचकांक", .seaLevel: "वायुदाब (समुद्र तल)", .grndLevel: "वायुदाब (भूतल)", .conditionID: "मौसम कोड", .icon: "आइकन",
        .alerts: "चेतावनियाँ", .localTime: "स्थानीय समय (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Japanese (ja).
    static let ja: [Column: String] = [
        .city: "地点", .country: "国", .time: "現地時刻", .conditions: "天気", .temp: "気温", .feelsLike: "体感温度", .tempMin: "最低気温",
        .tempMax: "最高気温", .humidity: "湿度", .pressure: "気圧", .wind: "風速", .windDeg: "風向", .gust: "最大瞬間風速", .clouds: "雲量",
        .visibility: "視程", .rain1h: "1時間雨量", .snow1h: "1時間降雪量", .sunrise: "日の出", .sunset: "日の入り", .timeUTC: "時刻 (UTC)",
        .kind: "種別", .id: "地点ID", .lat: "緯度", .lon: "経度", .rain3h: "3時間雨量", .snow3h: "3時間降雪量", .rainDay: "日雨量",
        .snowDay: "日降雪量", .precipitationDay: "日降水量", .pop: "降水確率", .dewPoint: "露点温度", .uvi: "UVインデックス",
        .seaLevel: "海面気圧", .grndLevel: "現地気圧", .conditionID: "天気コード", .icon: "アイコン", .alerts: "警報・注意報",
        .localTime: "現地時刻 (ISO 8601)", .date: "日付", .tempMean: "平均気温", .popMax: "最大降水確率", .windMax: "最大風速",
        .gustMax: "最大瞬間風速", .humidityMean: "平均湿度", .pressureMean: "平均気圧", .hours: "対象時間数",
    ]

    // wxreport header titles, Korean (ko).
    static let ko: [Column: String] = [
        .city: "도시", .country: "국가", .time: "현지 시각", .conditions: "날씨", .temp: "기온", .feelsLike: "체감온도",
        .tempMin: "최저기온", .tempMax: "최고기온", .humidity: "습도", .pressure: "기압", .wind: "풍속", .windDeg: "풍향", .gust: "돌풍",
        .clouds: "운량", .visibility: "시정", .rain1h: "1시간 강우량", .snow1h: "1시간 강설량", .sunrise: "일출", .sunset: "일몰",
        .timeUTC: "시각 (UTC)", .kind: "종류", .id: "도시 ID", .lat: "위도", .lon: "경도", .rain3h: "3시간 강우량", .snow3h: "3시간 강설량",
        .rainDay: "일 강우량", .snowDay: "일 강설량", .precipitationDay: "일 강수량", .pop: "강수확률", .dewPoint: "이슬점온도",
        .uvi: "자외선지수", .seaLevel: "해면기압", .grndLevel: "현지기압", .conditionID: "날씨 코드", .icon: "아이콘", .alerts: "기상특보",
        .localTime: "현지 시각 (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Russian (ru).
    static let ru: [Column: String] = [
        .city: "Город", .country: "Страна", .time: "Местное время", .conditions: "Погода", .temp: "Температура",
        .feelsLike: "Ощущается как", .tempMin: "Минимальная температура", .tempMax: "Максимальная температура",
        .humidity: "Влажность", .pressure: "Давление", .wind: "Скорость ветра", .windDeg: "Направление ветра",
        .gust: "Порывы ветра", .clouds: "Облачность", .visibility: "Видимость", .rain1h: "Дождь (1 ч)",
        .snow1h: "Снег (1 ч)", .sunrise: "Восход", .sunset: "Закат", .timeUTC: "Время (UTC)", .kind: "Тип",
        .id: "ID города", .lat: "Широта", .lon: "Долгота", .rain3h: "Дождь (3 ч)", .snow3h: "Снег (3 ч)",
        .rainDay: "Дождь (сутки)", .snowDay: "Снег (сутки)", .precipitationDay: "Осадки (сутки)",
        .pop: "Вероятность осадков", .dewPoint: "Точка росы", .uvi: "УФ-индекс", .seaLevel: "Давление (уровень моря)",
        .grndLevel: "Давление (уровень земли)", .conditionID: "Код погоды", .icon: "Значок", .alerts: "Предупреждения",
        .localTime: "Местное время (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Ukrainian (uk).
    static let uk: [Column: String] = [
        .city: "Місто", .country: "Країна", .time: "Місцевий час", .conditions: "Погода", .temp: "Температура",
        .feelsLike: "Відчувається як", .tempMin: "Мінімальна температура", .tempMax: "Максимальна температура",
        .humidity: "Вологість", .pressure: "Тиск", .wind: "Швидкість вітру", .windDeg: "Напрямок вітру",
        .gust: "Пориви вітру", .clouds: "Хмарність", .visibility: "Видимість", .rain1h: "Дощ (1 год)",
        .snow1h: "Сніг (1 год)", .sunrise: "Схід сонця", .sunset: "Захід сонця", .timeUTC: "Час (UTC)", .kind: "Тип",
        .id: "ID міста", .lat: "Широта", .lon: "Довгота", .rain3h: "Дощ (3 год)", .snow3h: "Сніг (3 год)",
        .rainDay: "Дощ (доба)", .snowDay: "Сніг (доба)", .precipitationDay: "Опади (доба)", .pop: "Ймовірність опадів",
        .dewPoint: "Точка роси", .uvi: "УФ-індекс", .seaLevel: "Тиск (рівень моря)", .grndLevel: "Тиск (рівень землі)",
        .conditionID: "Код погоди", .icon: "Піктограма", .alerts: "Попередження", .localTime: "Місцевий час (ISO 8601)",
        .date: "Date", .tempMean: "Mean temperature", .popMax: "Highest chance of precipitation",
        .windMax: "Strongest wind", .gustMax: "Strongest gust", .humidityMean: "Mean humidity",
        .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Chinese, Simplified script (zh-Hans).
    static let zhHans: [Column: String] = [
        .city: "城市", .country: "国家", .time: "当地时间", .conditions: "天气", .temp: "气温", .feelsLike: "体感温度",
        .tempMin: "最低气温", .tempMax: "最高气温", .humidity: "湿度", .pressure: "气压", .wind: "风速", .windDeg: "风向", .gust: "阵风",
        .clouds: "云量", .visibility: "能见度", .rain1h: "1小时降雨量", .snow1h: "1小时降雪量", .sunrise: "日出", .sunset: "日落",
        .timeUTC: "时间 (UTC)", .kind: "类型", .id: "城市ID", .lat: "纬度", .lon: "经度", .rain3h: "3小时降雨量", .snow3h: "3小时降雪量",
        .rainDay: "日降雨量", .snowDay: "日降雪量", .precipitationDay: "日降水量", .pop: "降水概率", .dewPoint: "露点温度", .uvi: "紫外线指数",
        .seaLevel: "海平面气压", .grndLevel: "地面气压", .conditionID: "天气代码", .icon: "图标", .alerts: "气象预警",
        .localTime: "当地时间 (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]

    // wxreport header titles, Chinese, Traditional script (zh-Hant).
    static let zhHant: [Column: String] = [
        .city: "城市", .country: "國家", .time: "當地時間", .conditions: "天氣", .temp: "氣溫", .feelsLike: "體感溫度",
        .tempMin: "最低氣溫", .tempMax: "最高氣溫", .humidity: "濕度", .pressure: "氣壓", .wind: "風速", .windDeg: "風向", .gust: "陣風",
        .clouds: "雲量", .visibility: "能見度", .rain1h: "1小時雨量", .snow1h: "1小時降雪量", .sunrise: "日出", .sunset: "日落",
        .timeUTC: "時間 (UTC)", .kind: "類型", .id: "城市ID", .lat: "緯度", .lon: "經度", .rain3h: "3小時雨量", .snow3h: "3小時降雪量",
        .rainDay: "日雨量", .snowDay: "日降雪量", .precipitationDay: "日降水量", .pop: "降雨機率", .dewPoint: "露點溫度", .uvi: "紫外線指數",
        .seaLevel: "海平面氣壓", .grndLevel: "地面氣壓", .conditionID: "天氣代碼", .icon: "圖示", .alerts: "天氣警報",
        .localTime: "當地時間 (ISO 8601)", .date: "Date", .tempMean: "Mean temperature",
        .popMax: "Highest chance of precipitation", .windMax: "Strongest wind", .gustMax: "Strongest gust",
        .humidityMean: "Mean humidity", .pressureMean: "Mean pressure", .hours: "Hours covered",
    ]
}
