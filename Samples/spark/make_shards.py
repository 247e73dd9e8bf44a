#!/usr/bin/env python3
"""Writes NDJSON shards of OpenWeatherMap records (one record a line, standard units), with a few
bad records mixed in, for the Spark example and its tests. Deterministic: the same arguments
always give the same bytes.

usage: make_shards.py DIR [--shards N] [--lines N] [--bad N]

Writes DIR/shard-00.ndjson ... and DIR/bad-records.txt, the bad lines in shard order (what a
rejects file should hold). Bad lines never come first in a shard, and each ends with '}', so
every shard and every Spark partition starts as JSON Lines.
"""
import argparse
import json
import os
import random

CITIES = [
    ("Gent", "BE", 3600), ("Lisboa", "PT", 0), ("Tokyo", "JP", 32400), ("Chicago", "US", -21600),
    ("Zürich", "CH", 3600), ("São Paulo", "BR", -10800), ("Reykjavík", "IS", 0), ("Sydney", "AU", 39600),
]
CONDITIONS = ["clear sky", "few clouds", "light rain", "overcast clouds", "snow", "mist"]

# Each is a record a report cannot use: broken JSON or a broken schema, all ending with '}'.
BAD = [
    '{"dt":1700000000,"name":"Bad temp","main":{"temp":"warm"},"weather":[{"description":"clear"}]}',
    '{"dt":1700000000,"name":"No main","weather":[{"description":"clear"}]}',
    '{"dt":1700000000,"name":"Trailing comma","main":{"temp":281.5,},"weather":[]}',
    '{"dt":1700000000 "name":"Missing comma","main":{"temp":281.5},"weather":[]}',
    '{"dt":1.5,"name":"Half a second","main":{"temp":281.5},"weather":[]}',
    '{"dt":1700000000,"name":"Bad escape \\u12","main":{"temp":281.5},"weather":[]}',
]


def record(rng, index):
    city, country, offset = CITIES[rng.randrange(len(CITIES))]
    return json.dumps({
        "dt": 1_700_000_000 + 600 * index,
        "name": city,
        "sys": {"country": country, "sunrise": 1_699_990_000, "sunset": 1_700_025_000},
        "timezone": offset,
        "main": {"temp": round(rng.uniform(250, 310), 2), "feels_like": round(rng.uniform(250, 310), 2),
                 "humidity": rng.randrange(10, 100), "pressure": rng.randrange(980, 1040)},
        "wind": {"speed": round(rng.uniform(0, 20), 1), "deg": rng.randrange(360)},
        "clouds": {"all": rng.randrange(101)},
        "weather": [{"description": CONDITIONS[rng.randrange(len(CONDITIONS))]}],
    }, ensure_ascii=False, separators=(",", ":"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--lines", type=int, default=5000, help="good records per shard")
    parser.add_argument("--bad", type=int, default=6, help="bad records in all")
    arguments = parser.parse_args()
    rng = random.Random(13)
    os.makedirs(arguments.dir, exist_ok=True)
    # Which shard and after which good line each bad record goes (never before the first).
    places = sorted((rng.randrange(arguments.shards), rng.randrange(1, arguments.lines), n) for n in range(arguments.bad))
    bad_lines = []
    index = 0
    for shard in range(arguments.shards):
        with open(os.path.join(arguments.dir, "shard-%02d.ndjson" % shard), "w", encoding="utf-8") as out:
            for line in range(arguments.lines):
                out.write(record(rng, index) + "\n")
                index += 1
                for place in places:
                    if place[0] == shard and place[1] == line + 1:
                        bad = BAD[place[2] % len(BAD)]
                        out.write(bad + "\n")
                        bad_lines.append(bad)
    with open(os.path.join(arguments.dir, "bad-records.txt"), "w", encoding="utf-8") as out:
        out.writelines(line + "\n" for line in bad_lines)


if __name__ == "__main__":
    main()
