/// OWM's weather conditions in the languages of wxreport written in the Latin script other than
/// those of `ConditionTexts.swift`; see that file for how they are used and `CONDITIONS.md` for
/// the source of each text.
extension ConditionTexts {
    /// Spanish: 612, 615 and 616 have no source and keep the payload's text.
    static let es: [Int64: String] = [
        200: "tormenta con lluvia ligera", 201: "tormenta con lluvia", 202: "tormenta con lluvia intensa",
        210: "ligera tormenta", 211: "tormenta", 212: "fuerte tormenta", 221: "tormenta irregular",
        230: "tormenta con llovizna ligera", 231: "tormenta con llovizna", 232: "tormenta con llovizna intensa",
        300: "llovizna ligera", 301: "llovizna", 302: "llovizna de gran intensidad", 310: "lluvia y llovizna ligera",
        311: "lluvia y llovizna", 312: "lluvia y llovizna de gran intensidad", 313: "spew lluvia y llovizna",
        314: "lluvia y lluvia fuerte", 321: "chubasco", 500: "lluvia ligera", 501: "lluvia moderada",
        502: "lluvia de gran intensidad", 503: "lluvia muy fuerte", 504: "lluvia muy fuerte", 511: "lluvia helada",
        520: "chubasco de ligera intensidad", 521: "chubasco", 522: "chubasco de gran intensidad",
        531: "chubascos ocasionales", 600: "nevada ligera", 601: "nieve", 602: "nevada intensa", 611: "aguanieve",
        613: "lluvia de aguanieve", 620: "lluvia ligera", 621: "chubasco de nieve", 622: "fuerte lluvia de nieve",
        701: "niebla", 711: "humo", 721: "niebla", 731: "torbellinos de arena/polvo", 741: "bruma", 751: "arena",
        761: "polvo", 762: "ceniza volcánica", 771: "ráfagas", 781: "tornado", 800: "cielo claro", 801: "algo de nubes",
        802: "nubes dispersas", 803: "muy nuboso", 804: "nubes",
    ]

    /// Italian: 612, 615 and 616 have no source and keep the payload's text.
    static let it: [Int64: String] = [
        200: "temporale con pioggerella", 201: "temporale con pioggia", 202: "temporale con pioggia forte",
        210: "temporale", 211: "temporale", 212: "temporale forte", 221: "temporale", 230: "temporale con pioggerella",
        231: "temporale con pioggerella", 232: "temporale con pioggerella", 300: "pioggerella", 301: "pioggerella",
        302: "pioggerella", 310: "pioggerella", 311: "pioggerella", 312: "forte pioggerella",
        313: "doccia a pioggia e pioggia", 314: "doccia a pioggia pesante e pioggerellina", 321: "acquazzone",
        500: "pioggia leggera", 501: "pioggia moderata", 502: "forte pioggia", 503: "pioggia fortissima",
        504: "pioggia estrema", 511: "pioggia gelata", 520: "pioggerella", 521: "acquazzone", 522: "acquazzone",
        531: "occasionali rovesci", 600: "neve", 601: "neve", 602: "forte nevicata", 611: "nevischio",
        613: "doccia nevischio", 620: "doccia di neve leggera", 621: "forte nevicata", 622: "doccia di neve pesante",
        701: "foschia", 711: "fumo", 721: "foschia", 731: "mulinelli di sabbia/polvere", 741: "nebbia", 751: "sabbia",
        761: "la polvere", 762: "cenere vulcanica", 771: "bufere", 781: "tornado", 800: "cielo sereno",
        801: "poche nuvole", 802: "nubi sparse", 803: "nubi sparse", 804: "cielo coperto",
    ]

    /// Portuguese (Brazil, OWM `pt_br`): 612 has no source and keeps the payload's text.
    static let pt: [Int64: String] = [
        200: "trovoada com chuva fraca", 201: "trovoada com chuva", 202: "trovoada com chuva forte",
        210: "tempestade com raios", 211: "trovoadas", 212: "tempestades", 221: "trovoadas",
        230: "trovoada com leve garoa", 231: "trovoada com garoa", 232: "trovoada com forte garoa",
        300: "garoa de leve intensidade", 301: "chuviscos", 302: "chuvas", 310: "garoa leve", 311: "chuva",
        312: "chuva forte", 313: "chuva e chuviscos", 314: "chuva forte e chuviscos", 321: "chuviscos",
        500: "chuva leve", 501: "chuva moderada", 502: "chuva forte", 503: "chuva muito forte", 504: "chuva extrema",
        511: "chuva congelante", 520: "chuviscos com intensidade de raios", 521: "chuvas", 522: "chuvas fortes",
        531: "chuva irregular", 600: "pouca neve", 601: "neve", 602: "nevasca", 611: "granizo", 613: "chuva de granizo",
        615: "chuva leve e neve", 616: "chuva e neve", 620: "garoa e neve", 621: "neve", 622: "forte neve",
        701: "névoa", 711: "fumaça", 721: "neblina", 731: "areia,turbilhões de poeira", 741: "névoa",
        751: "chuva de areia", 761: "poeira", 762: "cinza vulcanica", 771: "rajadas", 781: "tornado", 800: "céu limpo",
        801: "algumas nuvens", 802: "nuvens dispersas", 803: "nublado", 804: "nublado",
    ]

    /// Portuguese (Portugal, OWM `pt`): 612 has no source and keeps the payload's text.
    static let ptPT: [Int64: String] = [
        200: "trovoada com chuva fraca", 201: "trovoada com chuva", 202: "trovoada com chuva forte",
        210: "trovoada leve", 211: "trovoada", 212: "trovoada forte", 221: "trovoada irregular",
        230: "trovoada com chuvisco fraco", 231: "trovoada com chuvisco", 232: "trovoada com chuvisco forte",
        300: "chuvisco fraco", 301: "chuvisco", 302: "chuvisco forte", 310: "chuvisco e chuva fraca",
        311: "chuvisco e chuva", 312: "chuvisco e chuva forte", 313: "aguaceiros e chuvisco",
        314: "aguaceiros fortes chuva e chuvisco", 321: "aguaceiros e chuvisco", 500: "chuva fraca",
        501: "chuva moderada", 502: "chuva forte", 503: "chuva muito forte", 504: "chuva extrema",
        511: "chuva com congelamento", 520: "aguaceiros fracos", 521: "aguaceiros", 522: "aguaceiros fortes",
        531: "aguaceiros ocasionais", 600: "neve fraca", 601: "neve", 602: "neve forte", 611: "chuva com neve",
        613: "aguaceiros com neve", 615: "chuva fraca e neve", 616: "chuva e neve", 620: "neve fraca intermitente",
        621: "neve intermitente", 622: "neve forte intermitente", 701: "nevoeiro", 711: "fumo", 721: "névoa",
        731: "turbilhões de areia/poeira", 741: "neblina", 751: "areia", 761: "poeira", 762: "cinzas vulcânicas",
        771: "fumo", 781: "tornado", 800: "céu limpo", 801: "céu pouco nublado", 802: "nuvens dispersas",
        803: "nuvens quebradas", 804: "nublado",
    ]

    /// Czech: 612 has no source and keeps the payload's text.
    static let cs: [Int64: String] = [
        200: "bouřka se slabým deštěm", 201: "bouřka a déšť", 202: "bouřka se silným deštěm", 210: "slabší bouřka",
        211: "bouřka", 212: "silná bouřka", 221: "bouřková přeháňka", 230: "bouřka se slabým mrholením",
        231: "bouřka s mrholením", 232: "bouřka se silným mrholením", 300: "slabé mrholení", 301: "mrholení",
        302: "silné mrholení", 310: "slabé mrholení a déšť", 311: "mrholení s deštěm", 312: "silné mrholení a déšť",
        313: "mrholení a přeháňky", 314: "mrholení a silné přeháňky", 321: "občasné mrholení", 500: "slabý déšť",
        501: "déšť", 502: "prudký déšť", 503: "přívalový déšť", 504: "průtrž mračen", 511: "mrznoucí déšť",
        520: "slabé přeháňky", 521: "přeháňky", 522: "silné přeháňky", 531: "občasné přeháňky", 600: "mírné sněžení",
        601: "sněžení", 602: "husté sněžení", 611: "zmrzlý déšť", 613: "smíšené přeháňky", 615: "slabý déšť se sněhem",
        616: "déšť se sněhem", 620: "slabé sněhové přeháňky", 621: "sněhové přeháňky", 622: "silné sněhové přeháňky",
        701: "mlha", 711: "kouř", 721: "opar", 731: "písečné či prachové víry", 741: "hustá mlha", 751: "písek",
        761: "prašno", 762: "sopečný popel", 771: "prudké bouře", 781: "tornádo", 800: "jasno", 801: "skoro jasno",
        802: "polojasno", 803: "oblačno", 804: "zataženo",
    ]

    /// Danish: 612 has no source and keeps the payload's text.
    static let da: [Int64: String] = [
        200: "torden med let regn", 201: "torden med regn", 202: "torden med kraftig regn", 210: "svag torden",
        211: "torden", 212: "kraftig torden", 221: "uregelmæssig torden", 230: "torden med let støvregn",
        231: "torden med støvregn", 232: "torden med kraftig støvregn", 300: "let støvregn", 301: "støvregn",
        302: "kraftig støvregn", 310: "let finregn", 311: "finregn", 312: "kraftig finregn",
        313: "regnbyger og støvregn", 314: "kraftige regnbyger og støvregn", 321: "byger med støvregn", 500: "let regn",
        501: "regn", 502: "kraftig regn", 503: "meget kraftig regn", 504: "skybrud", 511: "risiko for islag",
        520: "lette regnbyger", 521: "regnbyger", 522: "kraftige regnbyger", 531: "uregelmæssige regnbyger",
        600: "let snevejr", 601: "snevejr", 602: "kraftigt snevejr", 611: "slud", 613: "sludbyger",
        615: "let regn og snevejr", 616: "regn og snevejr", 620: "lette snebyger", 621: "snebyger",
        622: "kraftige snebyger", 701: "dis", 711: "røg", 721: "dårlig sigtbarhed", 731: "sand- og støvskyer",
        741: "tåge", 751: "sand", 761: "støv", 762: "vulkansk aske", 771: "rulleskyer", 781: "tornado",
        800: "klar himmel", 801: "få skyer", 802: "spredte skyer", 803: "spredt skydække", 804: "skydække",
    ]

    /// Finnish: 612, 615 and 616 have no source and keep the payload's text.
    static let fi: [Int64: String] = [
        200: "ukkosmyrsky ja kevyt sade", 201: "ukkosmyrsky ja sade", 202: "ukkosmyrsky ja kova sade",
        210: "pieni ukkosmyrsky", 211: "ukkosmyrsky", 212: "kova ukkosmyrsky", 221: "lievä ukkosmyrsky",
        230: "ukkosmyrsky ja kevyt tihkusade", 231: "ukkosmyrsky ja tihkusade", 232: "ukkosmyrsky ja kova tihkusade",
        300: "lievä tihuttainen", 301: "tihuttaa", 302: "kova tihuttainen", 310: "lievä tihkusade", 311: "tihkusade",
        312: "kova tihkusade", 313: "sadesuihkun ja tihkusadetta", 314: "raskas sadesuihkun ja tihkusadetta",
        321: "tihkusade", 500: "pieni sade", 501: "kohtalainen sade", 502: "kova sade",
        503: "erittäin runsasta sadetta", 504: "kova sade", 511: "jäätävä sade", 520: "lievä tihkusade",
        521: "tihkusade", 522: "kova sade", 531: "satunnaiset suihkut", 600: "pieni lumisade", 601: "lumi",
        602: "paljon lunta", 611: "räntä", 613: "räntä suhku", 620: "kevyt lumi suihku", 621: "lumikuuro",
        622: "raskas lumi suihku", 701: "sumu", 711: "savu", 721: "sumu", 731: "hiekka/pöly pyörre", 741: "sumu",
        751: "hiekka", 761: "pöly", 762: "vulkaanista tuhkaa", 771: "puuskaista tuulta", 781: "tornado",
        800: "taivas on selkeä", 801: "vähän pilviä", 802: "ajoittaisia pilviä", 803: "hajanaisia pilviä",
        804: "pilvinen",
    ]

    /// Norwegian Bokmål (OWM `no`): 612 has no source and keeps the payload's text.
    static let nb: [Int64: String] = [
        200: "lyn og torden med lett regn", 201: "lyn og torden med regn", 202: "lyn og torden med kraftig regn",
        210: "lett lyn og torden", 211: "lyn og torden", 212: "kraftig lyn og torden",
        221: "voldsomme byger med lyn og torden", 230: "lyn og torden med lett yr", 231: "lyn og torden med yr",
        232: "lyn og torden med kraftig yr", 300: "lett yr", 301: "yr", 302: "kraftig yr", 310: "lett yr og regn",
        311: "yr og regn", 312: "kraftig yr og regn", 313: "yr- og regnbyger", 314: "kraftige yr- og regnbyger",
        321: "yrbyger", 500: "lett regn", 501: "moderat regn", 502: "kraftig regn", 503: "svært kraftig regn",
        504: "ekstremt regn", 511: "regn som fryser", 520: "lette regnbyger", 521: "regnbyger",
        522: "kraftige regnbyger", 531: "voldsomme regnbyger", 600: "lett snø", 601: "snø", 602: "kraftig snø",
        611: "sludd", 613: "sluddbyger", 615: "lett regn og snø", 616: "regn og snø", 620: "lette snøbyger",
        621: "snøbyger", 622: "kraftige snøbyger", 701: "tåke", 711: "røyk", 721: "dis", 731: "sand- eller støvskyer",
        741: "tåke", 751: "sand", 761: "støv", 762: "vulkansk aske", 771: "stormbyger", 781: "tornado", 800: "klart",
        801: "enkelte skyer", 802: "spredte skyer", 803: "spredt skydekke", 804: "overskyet",
    ]

    /// Polish: 612, 615 and 616 have no source and keep the payload's text.
    static let pl: [Int64: String] = [
        200: "burza z lekkimi opadami deszczu", 201: "burza z opadami deszczu",
        202: "burza z intensywnymi opadami deszczu", 210: "lekka burza", 211: "burza", 212: "silna burza", 221: "burza",
        230: "burza z lekką mżawką", 231: "burza z mżawka", 232: "burza z intensywną mżawką", 300: "lekka mżawka",
        301: "mżawka", 302: "intensywna mżawka", 310: "lekkie opady drobnego deszczu", 311: "deszcz / mżawka",
        312: "intensywny deszcz / mżawka", 313: "ulewny deszcz i mżawka", 314: "gęsty ulewny deszcz i mżawka",
        321: "silna mżawka", 500: "słabe opady deszczu", 501: "umiarkowane opady deszczu", 502: "silne opady deszczu",
        503: "bardzo silne opady deszczu", 504: "ulewa", 511: "marznący deszcz", 520: "słabe, przelotne opady deszczu",
        521: "deszcz", 522: "silne, przelotne opady deszczu", 531: "okazjonalne opady deszczu",
        600: "słabe opady śniegu", 601: "śnieg", 602: "silne opady śniegu", 611: "deszcz ze śniegiem",
        613: "przelotne opady deszczu ze śniegiem", 620: "słabe przelotne opady śniegu", 621: "przelotne opady śniegu",
        622: "silne opady śniegu", 701: "zamglenie", 711: "dym", 721: "zamglenia", 731: "zamieć piaskowa", 741: "mgła",
        751: "piasek", 761: "pył", 762: "pył wulkaniczny", 771: "szkwał", 781: "tornado", 800: "bezchmurnie",
        801: "lekkie zachmurzenie", 802: "rozproszone chmury", 803: "zachmurzenie umiarkowane",
        804: "zachmurzenie duże",
    ]

    /// Swedish: 612 has no source and keeps the payload's text.
    static let sv: [Int64: String] = [
        200: "åskväder med lätt regn", 201: "åskväder med regn", 202: "åskväder med kraftigt regn",
        210: "svagt åskväder", 211: "åskväder", 212: "kraftigt åskväder", 221: "visst åskväder",
        230: "åskväder med lätt duggregn", 231: "åskväder med duggregn", 232: "åskväder med kraftigt duggregn",
        300: "lätt duggregn", 301: "duggregn", 302: "kraftigt duggregn", 310: "lätt duggregn", 311: "duggregn",
        312: "kraftigt duggregn", 313: "regnskurar och duggregn", 314: "kraftiga regnskurar och duggregn",
        321: "skurar med duggregn", 500: "lätt regn", 501: "något regn", 502: "måttligt regn", 503: "kraftigt regn",
        504: "rikligt med regn", 511: "underkylt regn", 520: "lätta regnskurar", 521: "regnskurar",
        522: "kraftiga regnskurar", 531: "enstaka regnskurar", 600: "lätt snöfall", 601: "snöfall",
        602: "kraftigt snöfall", 611: "snöblandat regn", 613: "skurar med snöblandat regn", 615: "lätt regn och snö",
        616: "regn och snö", 620: "lätta snöbyar", 621: "snöbyar", 622: "kraftiga snöbyar", 701: "dimma", 711: "smogg",
        721: "dis", 731: "sandstorm", 741: "dimma", 751: "sand", 761: "damm", 762: "vulkanisk aska", 771: "vindstötar",
        781: "tromb", 800: "klar himmel", 801: "lätt molnighet", 802: "växlande molnighet", 803: "molnigt",
        804: "mulet",
    ]

    /// Turkish: 612, 615 and 616 have no source and keep the payload's text.
    static let tr: [Int64: String] = [
        200: "gök gürültülü hafif yağmurlu", 201: "gök gürültülü yağmurlu", 202: "gök gürültülü sağanak yağışlı",
        210: "hafif sağanak", 211: "sağanak", 212: "şiddetli sağanak", 221: "aralıklı sağanak",
        230: "gök gürültülü hafif yağışlı", 231: "gök gürültülü yağışlı", 232: "gök gürültülü şiddetli yağışlı",
        300: "yer yer hafif yoğunluklu yağış", 301: "yer yer yağışlı", 302: "yer yer yoğun yağışlı",
        310: "yer yer hafif yağışlı", 311: "yer yer yağışlı", 312: "yer yer yoğun yağışlı", 313: "yağmur ve çiselemek",
        314: "yoğun yağışlı duş ve yağmur", 321: "yer yer sağanak yağışlı", 500: "hafif yağmur",
        501: "orta şiddetli yağmur", 502: "şiddetli yağmur", 503: "çok şiddetli yağmur", 504: "aşırı yağmur",
        511: "yağışlı ve soğuk hava", 520: "kısa süreli hafif yoğunluklu yağmur", 521: "kısa süreli yağmur",
        522: "kısa süreli şiddetli yağmur", 531: "ara sıra duşlar", 600: "hafif kar yağışlı", 601: "kar yağışlı",
        602: "yoğun kar yağışlı", 611: "karla karışık yağmurlu", 613: "karışık duş", 620: "hafif kar duşu",
        621: "kısa sürelü kar yağışı", 622: "ağır kar duşu", 701: "sisli", 711: "sisli", 721: "hafif sisli",
        731: "kum/toz fırtınası", 741: "sisli", 751: "kum", 761: "toz", 762: "volkanik kül", 771: "feryat figan",
        781: "kasırga", 800: "açık", 801: "az bulutlu", 802: "parçalı az bulutlu", 803: "parçalı bulutlu",
        804: "kapalı",
    ]
}
