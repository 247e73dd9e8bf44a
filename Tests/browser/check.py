"""Checks the facts probe.html left in each dumped DOM, and the screenshots' sizes (run.sh)."""
import glob, html, json, os, re, struct, sys

out, corpus_path = sys.argv[1], sys.argv[2]
samples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Samples")
failures = []

def facts(page, width):
    text = open(f"{out}/{page}.{width}.dom.html", encoding="utf-8").read()
    found = re.search(r'<pre id="probe">(.*?)</pre>', text, re.S)
    if not found:
        failures.append(f"{page} at {width}px: no probe output (the page did not load)")
        return None
    return json.loads(html.unescape(found.group(1)))

def png_size(path):
    with open(path, "rb") as png:
        header = png.read(24)
    return struct.unpack(">II", header[16:24])

def shown(text):
    """What a cell's DOM text is: controls become U+FFFD; the HTML parser reads CR LF and CR as LF."""
    text = "".join("\ufffd" if (ord(ch) < 0x20 and ch not in "\t\n\r") or ord(ch) == 0x7F else ch for ch in text)
    return text.replace("\r\n", "\n").replace("\r", "\n")

def charts(page):
    text = open(f"{out}/{page}.html", encoding="utf-8").read()
    found = re.search(r'<section class="charts">.*?</section>', text, re.S)
    return found.group(0) if found else ""

def observed_places(folder):
    """The distinct city ids of the observations (current weather, group, find, bulk lines) in the
    samples: what the temperature bars must count, one bar per place whatever its spelling."""
    ids = set()
    for path in sorted(glob.glob(f"{folder}/*.json")):
        text = open(path, encoding="utf-8").read()
        try:
            documents = [json.loads(text)]
        except json.JSONDecodeError:
            documents = [json.loads(line) for line in text.splitlines() if line.strip()]
        for document in documents:
            for record in document.get("list", [document]):  # a forecast's list items have no id
                place = record.get("id", record.get("city", {}).get("id"))
                if place is not None and "main" in record:
                    ids.add(place)
    return len(ids)

# Issue 29, point 1: the same charts for any file split, file order, --jobs and with --sort; one
# line for the archive.
for page, same in [("archive-lines.nl-BE", "archive.nl-BE"), ("archive-split.nl-BE", "archive.nl-BE"),
                   ("samples-sorted.nl-BE", "samples.nl-BE"), ("products-reversed.nl-BE", "products.nl-BE")]:
    if charts(page) != charts(same) or not charts(same):
        failures.append(f"{page}: not the charts of {same}")
# The words a Dutch chart may show besides the table's own (its titles, places, dates and
# conditions): the report's Dutch words (Tables/ReportWords.swift, "nl"), CLDR's step words of a
# forecast series ("per uur", "per 3 uur", "per dag") and the id column's title.
# Any other word, English or not, is reported: a list of English words would miss the next one.
dutch = set("""per uur dag Weerbericht andere Eén balk plaats de
    laatste waarneming De warmste en koudste van plaatsen Tijdreeksen Tijdreeks eerste op naam tabel bevat elke rij
    het donkerste blad gemiddeld Geldende waarschuwingen Plaats ID
    NB ZB OL WL""".split())  # the last line: CLDR's Dutch hemisphere marks (ICU.coordinatePatterns)

known = {"samples.nl-BE": "1.004 hPa", "samples.ja-JP": "東京", "samples.ar-EG": "٨°\u200fم"}
pages = ["samples.nl-BE", "samples.ja-JP", "samples.ar-EG", "hostile", "archive.nl-BE", "products.nl-BE",
         "products.ja-JP", "products.ar-EG"]
for page in pages:
    for width, height in [(1400, 1000), (390, 844)]:
        size = png_size(f"{out}/{page}.{width}.png")
        if size != (width, height):
            failures.append(f"{page}: screenshot is {size}, not {(width, height)}")
        page_facts = facts(page, width)
        if page_facts is None:
            continue
        if page_facts["height"] <= 0:
            failures.append(f"{page} at {width}px: page height {page_facts['height']}")
        if page_facts["overflowX"]:
            failures.append(f"{page} at {width}px: horizontal scrollbar")
        if page_facts["elementsInCells"] or page_facts["rowsWithWrongCellCount"]:
            failures.append(f"{page} at {width}px: {page_facts['elementsInCells']} elements in cells, "
                            f"{page_facts['rowsWithWrongCellCount']} rows with the wrong cell count")
        if page_facts["charts"] < (1 if page.startswith("archive") else 2):
            failures.append(f"{page} at {width}px: {page_facts['charts']} charts")
        rtl = page.endswith("ar-EG")
        if page_facts["dir"] != ("rtl" if rtl else "ltr") or page_facts["firstColumnOnTheRight"] != rtl:
            failures.append(f"{page} at {width}px: dir {page_facts['dir']}, first column on the right: "
                            f"{page_facts['firstColumnOnTheRight']}")
        if page in known and not any(known[page] in cell for cell in page_facts["cells"]):
            failures.append(f"{page}: no cell holds {known[page]!r}")
        allowed = {"html", "head", "meta", "title", "style", "body", "main", "table", "thead", "tbody", "tr",
                   "th", "td", "div", "section", "figure", "header", "aside", "ul", "li", "h1", "h2", "bdi", "p", "svg", "g", "line", "text", "rect", "circle",
                   "path", "polyline", "polygon", "span", "script", "pre"}  # script and pre: the probe's own
        if set(page_facts["elements"]) - allowed:
            failures.append(f"{page}: unexpected elements {sorted(set(page_facts['elements']) - allowed)}")
        for word in page_facts["brokenHeaderWords"]:
            failures.append(f"{page} at {width}px: header word {word!r} broken inside")
        for text in page_facts["narrowHeaders"]:
            failures.append(f"{page} at {width}px: header cell narrower than its word: {text}")
        for text in page_facts["clippedText"]:
            failures.append(f"{page} at {width}px: chart text cut off at the chart's edge: {text!r}")
        for pair in page_facts["overlappingText"]:
            failures.append(f"{page} at {width}px: chart texts on top of each other: {pair!r}")
        if page.startswith("samples") and len(page_facts["barPlaces"]) != observed_places(samples):
            failures.append(f"{page} at {width}px: {len(page_facts['barPlaces'])} bars for "
                            f"{observed_places(samples)} places: {page_facts['barPlaces']}")
        # Namesakes (two Paris (US) in find-paris.json) are told apart by their coordinates.
        if len(set(page_facts["barPlaces"])) != len(page_facts["barPlaces"]):
            failures.append(f"{page} at {width}px: two bars with one label: {page_facts['barPlaces']}")
        for text in page_facts["brokenValues"][:5]:
            failures.append(f"{page} at {width}px: number or time on two lines: {text!r}")
        if not page_facts["heading"] or page_facts["title"] != page_facts["heading"]:
            failures.append(f"{page} at {width}px: heading {page_facts['heading']!r}, title {page_facts['title']!r}")
        if not page_facts["titleInHead"]:
            failures.append(f"{page} at {width}px: the <title> is not in document.head")
        for title in page_facts["unisolatedSeriesTitles"]:
            failures.append(f"{page} at {width}px: series title without its place isolated: {title!r}")
        if page.startswith("archive") and page_facts["polylines"] != 1:
            failures.append(f"{page} at {width}px: {page_facts['polylines']} lines, not one")
        # Point 8: a phone keeps the conditions column.
        if page.startswith("samples.nl-BE") and "Weerbeeld" not in page_facts["headers"]:
            failures.append(f"{page} at {width}px: no conditions column ({page_facts['headers']})")
        if page.startswith("products") and page_facts["alerts"] < 1:
            failures.append(f"{page} at {width}px: no alerts banner (One Call Chicago has a Flood Watch)")
        # The payload's texts in the banner are isolated (<bdi>); the line runs in the page's direction.
        flood = [["Flood Watch", "isolate"], ["NWS Shreveport (Arkansas, Louisiana, Oklahoma and Texas)", "isolate"]]
        for alert in page_facts["alertIsolates"]:
            if alert["isolated"] != flood or alert["direction"] != ("rtl" if rtl else "ltr"):
                failures.append(f"{page} at {width}px: alert payload texts not isolated: {alert}")
        if page.endswith("nl-BE"):
            table = {w for text in page_facts["cells"] + page_facts["allHeaders"] for w in re.findall(r"[^\W\d_]+", text)}
            words = {w for text in page_facts["chartText"] for w in re.findall(r"[^\W\d_]+", text)}
            if words - table - dutch:
                failures.append(f"{page}: words in the chart text neither Dutch nor the table's: "
                                f"{sorted(words - table - dutch)}")
        if page == "hostile":
            corpus = [entry["text"] for entry in json.load(open(corpus_path, encoding="utf-8"))]
            # Columns: city, country, time, conditions, ...: city is cell 0, conditions 3.
            columns = page_facts["columnCount"]
            rows = [page_facts["cells"][i:i + columns] for i in range(0, len(page_facts["cells"]), columns)]
            for row, text in zip(rows, corpus):
                if row[0] != shown(text) or row[3] != shown(text):
                    failures.append(f"hostile: {text!r} shows as {row[0]!r} / {row[3]!r}")
            if len(rows) != len(corpus):
                failures.append(f"hostile: {len(rows)} rows for {len(corpus)} strings")

for failure in failures:
    print("browser test:", failure, file=sys.stderr)
sys.exit(1 if failures else 0)
