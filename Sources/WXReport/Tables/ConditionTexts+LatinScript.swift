/// OWM's weather conditions in the languages of wxreport written in the Latin script other than
/// those of `ConditionTexts.swift`; see that file for how they are used.
///
/// The source of each language's words, code by code, is listed in `CONDITIONS.md`.
extension ConditionTexts {
    /// The languages of `latinScriptTable`, in the order of each row.
    static let latinScript = ["cs", "da", "fi", "it", "nb", "pl", "pt", "pt-PT", "sv", "tr"]

    /// Per code: one text per language of `latinScript`.
    static let latinScriptTable: [Int64: [String]] = [
        200: [
            "bouřka se slabým deštěm", "torden med let regn", "ukkosta ja heikkoa vesisadetta",
            "temporale con pioggia debole", "torden med lett regn", "burza z piorunami niewielkie opady",
            "trovoada com chuva fraca", "trovoada com chuva fraca", "åska med lätt regn",
            "hafif yağmurlu gök gürültülü fırtına",
        ],
        201: [
            "bouřka s deštěm", "torden med regn", "ukkosta ja vesisadetta", "temporale con pioggia", "torden med regn",
            "burza z piorunami umiarkowane opady", "trovoada com chuva", "trovoada com chuva", "åska med regn",
            "yağmurlu gök gürültülü fırtına",
        ],
        202: [
            "bouřka se silným deštěm", "torden med kraftig regn", "ukkosta ja voimakasta vesisadetta",
            "temporale con pioggia forte", "torden med kraftig regn", "burza z piorunami silne opady",
            "trovoada com chuva forte", "trovoada com chuva forte", "åska med kraftigt regn",
            "kuvvetli yağmurlu gök gürültülü fırtına",
        ],
        210: [
            "slabá bouřka", "let torden", "heikkoa ukkosta", "temporale debole", "lett torden",
            "przelotna burza z piorunami", "trovoada fraca", "trovoada fraca", "lätt åska",
            "hafif gök gürültülü fırtına",
        ],
        211: [
            "bouřka", "torden", "ukkosta", "temporale", "torden", "burza z piorunami", "trovoada", "trovoada", "åska",
            "gök gürültülü fırtına",
        ],
        212: [
            "silná bouřka", "kraftig torden", "voimakasta ukkosta", "temporale forte", "kraftig torden",
            "silna burza z piorunami", "trovoada forte", "trovoada forte", "kraftig åska",
            "kuvvetli gök gürültülü fırtına",
        ],
        221: [
            "místy bouřky", "spredt torden", "paikoin ukkosta", "temporali sparsi", "spredt torden",
            "oberwanie chmury wyładowania atmosferyczne", "trovoadas isoladas", "trovoadas dispersas",
            "spridda åskskurar", "yer yer gök gürültülü fırtına",
        ],
        230: [
            "bouřka se slabým mrholením", "torden med let støvregn", "ukkosta ja heikkoa tihkusadetta",
            "temporale con pioviggine debole", "torden med lett yr", "burza z piorunami niewielka mżawka",
            "trovoada com garoa fraca", "trovoada com chuvisco fraco", "åska med lätt duggregn",
            "hafif çiseli gök gürültülü fırtına",
        ],
        231: [
            "bouřka s mrholením", "torden med støvregn", "ukkosta ja tihkusadetta", "temporale con pioviggine",
            "torden med yr", "burza z piorunami mżawka", "trovoada com garoa", "trovoada com chuvisco",
            "åska med duggregn", "çiseli gök gürültülü fırtına",
        ],
        232: [
            "bouřka se silným mrholením", "torden med kraftig støvregn", "ukkosta ja voimakasta tihkusadetta",
            "temporale con pioviggine forte", "torden med kraftig yr", "burza z piorunami silna mżawka",
            "trovoada com garoa forte", "trovoada com chuvisco forte", "åska med kraftigt duggregn",
            "yoğun çiseli gök gürültülü fırtına",
        ],
        300: [
            "slabé mrholení", "let støvregn", "heikkoa tihkusadetta", "pioggerella", "lett yr", "niewielka mżawka",
            "garoa fraca", "chuvisco fraco", "lätt duggregn", "hafif çisenti",
        ],
        301: [
            "mrholení", "støvregn", "tihkusadetta", "pioviggine", "yr", "mżawka", "garoa", "chuvisco", "duggregn",
            "çisenti",
        ],
        302: [
            "silné mrholení", "kraftig støvregn", "voimakasta tihkusadetta", "pioviggine forte", "kraftig yr",
            "gęsta mżawka", "garoa forte", "chuvisco forte", "kraftigt duggregn", "yoğun çisenti",
        ],
        310: [
            "slabé mrholení s deštěm", "let støvregn og regn", "heikkoa tihku- ja vesisadetta",
            "pioviggine e pioggia deboli", "lett yr og regn", "mżący deszcz", "garoa e chuva fracas",
            "chuvisco e chuva fracos", "lätt duggregn och regn", "hafif çisenti ve yağmur",
        ],
        311: [
            "mrholení s deštěm", "støvregn og regn", "tihku- ja vesisadetta", "pioviggine e pioggia", "yr og regn",
            "mżawka", "garoa e chuva", "chuvisco e chuva", "duggregn och regn", "çisenti ve yağmur",
        ],
        312: [
            "silné mrholení s deštěm", "kraftig støvregn og regn", "voimakasta tihku- ja vesisadetta",
            "pioviggine e pioggia forti", "kraftig yr og regn", "gęsty mżący deszcz", "garoa e chuva fortes",
            "chuvisco e chuva fortes", "kraftigt duggregn och regn", "yoğun çisenti ve yağmur",
        ],
        313: [
            "dešťové přeháňky a mrholení", "regnbyger og støvregn", "sadekuuroja ja tihkusadetta",
            "rovesci di pioggia e pioviggine", "regnbyger og yr", "przelotne opady z mżawką",
            "pancadas de chuva e garoa", "aguaceiros e chuvisco", "regnskurar och duggregn",
            "sağanak yağmur ve çisenti",
        ],
        314: [
            "silné dešťové přeháňky a mrholení", "kraftige regnbyger og støvregn",
            "voimakkaita sadekuuroja ja tihkusadetta", "forti rovesci di pioggia e pioviggine",
            "kraftige regnbyger og yr", "silne przelotne opady z mżawką", "fortes pancadas de chuva e garoa",
            "aguaceiros fortes e chuvisco", "kraftiga regnskurar och duggregn", "kuvvetli sağanak yağmur ve çisenti",
        ],
        321: [
            "přeháňky mrholení", "støvregnbyger", "tihkukuuroja", "rovesci di pioviggine", "yrbyger",
            "przelotna mżawka", "pancadas de garoa", "aguaceiros de chuvisco", "duggregnsskurar", "sağanak çisenti",
        ],
        500: [
            "slabý déšť", "let regn", "pieni sade", "pioggia leggera", "lett regn", "niewielkie opady", "chuva leve",
            "chuva fraca", "lätt regn", "hafif yağmur",
        ],
        501: [
            "mírný déšť", "moderat regn", "kohtalainen sade", "pioggia moderata", "moderat regn", "umiarkowane opady",
            "chuva moderada", "chuva moderada", "måttligt regn", "orta şiddetli yağmur",
        ],
        502: [
            "silný déšť", "kraftig regn", "voimakasta vesisadetta", "pioggia forte", "kraftig regn", "gęste opady",
            "chuva forte", "chuva forte", "kraftigt regn", "kuvvetli yağmur",
        ],
        503: [
            "velmi silný déšť", "meget kraftig regn", "erittäin voimakasta vesisadetta", "pioggia molto forte",
            "svært kraftig regn", "bardzo silne opady", "chuva muito forte", "chuva muito forte",
            "mycket kraftigt regn", "çok kuvvetli yağmur",
        ],
        504: [
            "extrémní déšť", "ekstrem regn", "äärimmäisen voimakasta vesisadetta", "pioggia estrema",
            "ekstremt kraftig regn", "ulewne opady", "chuva extrema", "chuva extrema", "extremt kraftigt regn",
            "aşırı yağmur",
        ],
        511: [
            "mrznoucí déšť", "underafkølet regn", "jäätävää vesisadetta", "pioggia congelantesi", "underkjølt regn",
            "marznące opady", "chuva congelante", "chuva gelada", "underkylt regn", "donan yağmur",
        ],
        520: [
            "slabé dešťové přeháňky", "lette regnbyger", "heikkoja sadekuuroja", "deboli rovesci di pioggia",
            "lette regnbyger", "rzadkie przelotne opady", "pancadas de chuva fracas", "aguaceiros fracos",
            "lätta regnskurar", "hafif sağanak yağmur",
        ],
        521: [
            "dešťové přeháňky", "regnbyger", "sadekuuroja", "rovesci di pioggia", "regnbyger", "przelotne opady",
            "pancadas de chuva", "aguaceiros", "regnskurar", "sağanak yağmur",
        ],
        522: [
            "silné dešťové přeháňky", "kraftige regnbyger", "voimakkaita sadekuuroja", "forti rovesci di pioggia",
            "kraftige regnbyger", "gęste przelotne opady", "pancadas de chuva fortes", "aguaceiros fortes",
            "kraftiga regnskurar", "kuvvetli sağanak yağmur",
        ],
        531: [
            "místy dešťové přeháňky", "spredte regnbyger", "paikoin sadekuuroja", "rovesci sparsi", "spredte regnbyger",
            "przelotne oberwanie chmury", "pancadas de chuva isoladas", "aguaceiros dispersos", "spridda regnskurar",
            "yer yer sağanak yağmur",
        ],
        600: [
            "slabé sněžení", "let sne", "heikkoa lumisadetta", "neve debole", "lett snø", "niewielkie opady śniegu",
            "neve fraca", "neve fraca", "lätt snöfall", "hafif kar",
        ],
        601: ["sněžení", "sne", "lumisadetta", "neve", "snø", "opady śniegu", "neve", "neve", "snöfall", "kar"],
        602: [
            "silné sněžení", "kraftigt snefald", "voimakasta lumisadetta", "forti nevicate", "kraftig snø",
            "silne opady śniegu", "neve forte", "neve forte", "kraftigt snöfall", "yoğun kar",
        ],
        611: [
            "déšť se sněhem", "slud", "räntäsadetta", "pioggia mista a neve", "sludd", "opady śniegu z deszczem",
            "chuva com neve", "água-neve", "snöblandat regn", "karla karışık yağmur",
        ],
        612: [
            "slabé přeháňky deště se sněhem", "lette sludbyger", "heikkoja räntäkuuroja",
            "deboli rovesci di pioggia mista a neve", "lette sluddbyger", "przelotne opady śniegu z deszczem",
            "pancadas fracas de chuva com neve", "aguaceiros fracos de água-neve", "lätta byar av snöblandat regn",
            "hafif karla karışık sağanak",
        ],
        613: [
            "přeháňky deště se sněhem", "sludbyger", "räntäkuuroja", "rovesci di pioggia mista a neve", "sluddbyger",
            "przelotny deszcz ze śniegiem", "pancadas de chuva com neve", "aguaceiros de água-neve",
            "byar av snöblandat regn", "karla karışık sağanak",
        ],
        615: [
            "slabý déšť a sníh", "let regn og sne", "heikkoa vesi- ja lumisadetta", "pioggia e neve deboli",
            "lett regn og snø", "lekkie opady śniegu z deszczem", "chuva e neve fracas", "chuva e neve fracas",
            "lätt regn och snö", "hafif yağmur ve kar",
        ],
        616: [
            "déšť a sníh", "regn og sne", "vesi- ja lumisadetta", "pioggia e neve", "regn og snø",
            "opady śniegu z deszczem", "chuva e neve", "chuva e neve", "regn och snö", "yağmur ve kar",
        ],
        620: [
            "slabé sněhové přeháňky", "lette snebyger", "heikkoja lumikuuroja", "deboli rovesci di neve",
            "lette snøbyger", "niewielkie przelotne opady śniegu", "pancadas de neve fracas",
            "aguaceiros de neve fracos", "lätta snöbyar", "hafif kar sağanağı",
        ],
        621: [
            "sněhové přeháňky", "snebyger", "lumikuuroja", "rovesci di neve", "snøbyger", "przelotne opady śniegu",
            "pancadas de neve", "aguaceiros de neve", "snöbyar", "kar sağanağı",
        ],
        622: [
            "silné sněhové přeháňky", "kraftige snebyger", "voimakkaita lumikuuroja", "forti rovesci di neve",
            "kraftige snøbyger", "silne przelotne opady śniegu", "pancadas de neve fortes", "aguaceiros de neve fortes",
            "kraftiga snöbyar", "yoğun kar sağanağı",
        ],
        701: ["kouřmo", "dis", "utua", "foschia", "dis", "mgiełka", "névoa", "neblina", "dis", "pus"],
        711: ["kouř", "røg", "savua", "fumo", "røyk", "zadymienie", "fumaça", "fumo", "rök", "duman"],
        721: [
            "zákal", "tørdis", "auerta", "caligine", "tørrdis", "zamglenie", "névoa seca", "névoa seca", "torrdis",
            "kuru pus",
        ],
        731: [
            "písečné a prachové víry", "sand- og støvhvirvler", "hiekka- ja pölypyörteitä",
            "turbini di sabbia e polvere", "sand- og støvvirvler", "burza piaskowa", "redemoinhos de areia e poeira",
            "remoinhos de areia e poeira", "sand- och dammvirvlar", "kum ve toz hortumları",
        ],
        741: ["mlha", "tåge", "sumua", "nebbia", "tåke", "mgła", "nevoeiro", "nevoeiro", "dimma", "sis"],
        751: ["písek", "sand", "hiekkaa", "sabbia", "sand", "piasek", "areia", "areia", "sand", "kum"],
        761: ["prach", "støv", "pölyä", "polvere", "støv", "pył", "poeira", "poeira", "damm", "toz"],
        762: [
            "sopečný popel", "vulkansk aske", "vulkaanista tuhkaa", "cenere vulcanica", "vulkansk aske",
            "pył wulkaniczny", "cinzas vulcânicas", "cinza vulcânica", "vulkanaska", "volkanik kül",
        ],
        771: [
            "húlavy", "kraftige vindstød", "voimakkaita tuulenpuuskia", "groppi", "kraftige vindkast", "szkwał",
            "rajadas de vento", "rajadas de vento", "kraftiga vindbyar", "bora",
        ],
        781: [
            "tornádo", "tornado", "trombi", "tornado", "tornado", "trąba powietrzna", "tornado", "tornado", "tromb",
            "hortum",
        ],
        800: [
            "jasno", "klart vejr", "taivas on selkeä", "cielo sereno", "klarvær", "czyste niebo", "céu limpo",
            "céu limpo", "klar himmel", "açık",
        ],
        801: [
            "skoro jasno", "let skyet", "vähän pilviä", "poche nuvole", "lettskyet", "pogodnie", "algumas nuvens",
            "céu pouco nublado", "lätt molnighet", "az bulutlu",
        ],
        802: [
            "polojasno", "halvskyet", "ajoittaisia pilviä", "nubi sparse", "delvis skyet", "małe zachmurzenie",
            "nuvens dispersas", "nuvens dispersas", "växlande molnighet", "parçalı az bulutlu",
        ],
        803: [
            "oblačno", "skyet", "hajanaisia pilviä", "nubi sparse", "skyet", "zachmurzenie umiarkowane", "nublado",
            "nuvens quebradas", "molnigt", "parçalı bulutlu",
        ],
        804: [
            "zataženo", "overskyet", "pilvinen", "cielo coperto", "overskyet", "zachmurzenie duże", "nublado",
            "céu encoberto", "mulet", "kapalı",
        ],
    ]
}
