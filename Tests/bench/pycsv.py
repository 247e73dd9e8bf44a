#!/usr/bin/env python3
"""The "Python doing the same job" yardstick for Tests/bench/run.sh: json + csv from the standard library.

Prints wxreport's default columns as CSV, converted like Tests/bench/owm.jq (byte-identical output):
    python3 Tests/bench/pycsv.py [--input-units standard|metric|imperial] FILE...
Reads current, group, find and forecast documents, a JSON array of records, or JSON Lines (bulk);
'-' is standard input. --input-units says what the numbers are, as wxreport's option of that name
(default standard: K and m/s).
"""
import csv
import json
import math
import sys
import time

HEADER = ["City", "Country", "Local time", "Conditions", "Temperature", "Feels like", "Min", "Max",
          "Humidity", "Pressure", "Wind speed", "Wind direction", "Gust", "Clouds", "Visibility",
          "Rain (1 h)", "Snow (1 h)", "Sunrise", "Sunset"]


def rnd(x):
    """Round half away from zero, like jq's `rnd` and C's round()."""
    return -math.floor(-x + 0.5) if x < 0 else math.floor(x + 0.5)


def num(x):
    """A number as jq prints it: whole values without '.0'."""
    if isinstance(x, float) and x.is_integer() and abs(x) < 1e17:
        return str(int(x))
    return repr(x)


# What the input's temperatures and speeds are in, per OWM's `units` parameter; main() sets it.
TO_CELSIUS = {
    "standard": lambda k: k - 273.15,
    "metric": lambda c: c,
    "imperial": lambda f: (f - 32) * 5 / 9,
}
TO_KMH = {
    "standard": lambda v: v * 3.6,
    "metric": lambda v: v * 3.6,
    "imperial": lambda v: v * 1.609344,
}
UNITS = "standard"


def celsius(x):
    return "" if x is None else f"{rnd(TO_CELSIUS[UNITS](x))} °C"


def kmh(x):
    return "" if x is None else f"{rnd(TO_KMH[UNITS](x))} km/u"


def percent(x):
    return "" if x is None else f"{rnd(x)}%"


def mm(x):
    return "" if x is None else num(x).replace(".", ",") + " mm"


def clock(t, off):
    return "" if not t else time.strftime("%H:%M", time.gmtime(t + (off or 0)))


def local_time(t, off):
    if off is None:
        return time.strftime("%Y-%m-%d %H:%M", time.gmtime(t)) + " UTC"
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(t + off))


def member(obj, key):
    """obj[key] when obj is an object, else None (absent, null)."""
    return obj.get(key) if obj else None


def row(rec, place, off, sunrise, sunset):
    main = rec.get("main") or {}
    wind = rec.get("wind")
    vis = rec.get("visibility")
    t = rec.get("dt")
    if t is None:
        t = rec.get("time")
    return [
        member(place, "name") or "",
        member(place, "country") or "",
        local_time(t, off),
        ", ".join(w.get("description") or "" for w in (rec.get("weather") or [])),
        celsius(main.get("temp")),
        celsius(main.get("feels_like")),
        celsius(main.get("temp_min")),
        celsius(main.get("temp_max")),
        percent(main.get("humidity")),
        "" if main.get("pressure") is None else f"{rnd(main.get('pressure'))} hPa",
        kmh(member(wind, "speed")),
        "" if member(wind, "deg") is None else f"{rnd(wind.get('deg'))}°",
        kmh(member(wind, "gust")),
        percent(member(rec.get("clouds"), "all")),
        "" if vis is None else num(rnd(vis / 100) / 10).replace(".", ",") + " km",
        mm(member(rec.get("rain"), "1h")),
        mm(member(rec.get("snow"), "1h")),
        clock(sunrise, off),
        clock(sunset, off),
    ]


def first(*values):
    """jq's `a // b`: the first value that is not None (or False)."""
    for value in values:
        if value is not None and value is not False:
            return value
    return None


def records(doc):
    if "list" in doc and "city" in doc:
        city = doc.get("city")
        for rec in doc.get("list"):
            yield row(rec, city, city.get("timezone"), city.get("sunrise"), city.get("sunset"))
    elif "list" in doc:
        for rec in doc.get("list"):
            sys_ = rec.get("sys")
            yield row(rec, {"name": rec.get("name"), "country": member(sys_, "country")},
                      first(member(sys_, "timezone"), rec.get("timezone")),
                      member(sys_, "sunrise"), member(sys_, "sunset"))
    elif "city" in doc and "time" in doc:
        yield row(doc, doc.get("city"), None, doc.get("sunrise"), doc.get("sunset"))
    else:
        sys_ = doc.get("sys")
        yield row(doc, {"name": doc.get("name"), "country": member(sys_, "country")},
                  first(doc.get("timezone"), member(sys_, "timezone")),
                  member(sys_, "sunrise"), member(sys_, "sunset"))


def documents(data, loads):
    """One document, an array of records, or JSON Lines."""
    try:
        docs = [loads(data)]
    except ValueError:
        docs = (loads(line) for line in data.splitlines() if line.strip())
    for doc in docs:
        if not hasattr(doc, "get"):  # a list, or simdjson's Array
            for item in doc:
                yield item
        else:
            yield doc


def main(loads=json.loads, name="pycsv.py"):
    global UNITS
    paths = sys.argv[1:]
    if paths[:1] == ["--input-units"] and len(paths) > 1:
        UNITS, paths = paths[1], paths[2:]
    if not paths or UNITS not in TO_CELSIUS:
        sys.exit(f"usage: {name} [--input-units standard|metric|imperial] FILE...")
    out = csv.writer(sys.stdout, quoting=csv.QUOTE_ALL, lineterminator="\n")
    out.writerow(HEADER)
    for path in paths:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as handle:
                data = handle.read()
        for doc in documents(data, loads):
            out.writerows(records(doc))


if __name__ == "__main__":
    main()
