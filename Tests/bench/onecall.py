#!/usr/bin/env python3
"""Writes a One Call 3.0 archive for Tests/bench/run.sh: JSON Lines, one compact response per line, in
the API's shape and default units (kelvin, m/s), as a job that stores every fetch would keep it.

    python3 Tests/bench/onecall.py SIZE_BYTES OUTPUT [--seed N]

Each response has `current`, 61 `minutely` entries (precipitation only: bytes, no rows), 48
`hourly` and 8 `daily` entries, and one response in five carries an alert. Places and zones
cycle through a list of real cities; values follow a daily cycle with noise from a seeded
generator, so the same arguments give the same bytes. Prints the number of rows (records
wxreport reports) on standard output.
"""
import json
import random
import sys

PLACES = [
    (50.85, 4.35, "Europe/Brussels", 3600), (33.44, -94.04, "America/Chicago", -21600),
    (35.68, 139.69, "Asia/Tokyo", 32400), (-33.87, 151.21, "Australia/Sydney", 39600),
    (-23.55, -46.63, "America/Sao_Paulo", -10800), (28.61, 77.21, "Asia/Kolkata", 19800),
    (59.91, 10.75, "Europe/Oslo", 3600), (40.71, -74.01, "America/New_York", -18000),
    (30.04, 31.24, "Africa/Cairo", 7200), (-38.43, -71.88, "America/Santiago", -10800),
]
CONDITIONS = [
    (800, "Clear", "clear sky", "01"), (801, "Clouds", "few clouds", "02"), (803, "Clouds", "broken clouds", "04"),
    (804, "Clouds", "overcast clouds", "04"), (500, "Rain", "light rain", "10"), (501, "Rain", "moderate rain", "10"),
    (600, "Snow", "light snow", "13"), (701, "Mist", "mist", "50"),
]


def weather(rng, day):
    code, main, description, icon = rng.choice(CONDITIONS)
    return [{"id": code, "main": main, "description": description, "icon": icon + ("d" if day else "n")}]


def entry(rng, dt, base, hourly):
    temp = round(base + rng.uniform(-4, 4), 2)
    day = 6 <= (dt // 3600) % 24 <= 18
    item = {
        "dt": dt, "temp": temp, "feels_like": round(temp - rng.uniform(0, 4), 2),
        "pressure": rng.randint(990, 1035), "humidity": rng.randint(30, 100),
        "dew_point": round(temp - rng.uniform(1, 9), 2), "uvi": round(rng.uniform(0, 8), 2) if day else 0,
        "clouds": rng.randint(0, 100), "visibility": rng.choice([10000, 10000, 8000, 4500]),
        "wind_speed": round(rng.uniform(0, 12), 2), "wind_deg": rng.randint(0, 359),
        "wind_gust": round(rng.uniform(1, 20), 2), "weather": weather(rng, day),
    }
    if hourly:
        item["pop"] = round(rng.uniform(0, 1), 2)
    if item["weather"][0]["main"] == "Rain":
        item["rain"] = {"1h": round(rng.uniform(0.1, 4), 2)}
    elif item["weather"][0]["main"] == "Snow":
        item["snow"] = {"1h": round(rng.uniform(0.1, 2), 2)}
    return item


def daily(rng, dt, base):
    low, high = round(base - rng.uniform(2, 8), 2), round(base + rng.uniform(2, 8), 2)
    item = {
        "dt": dt, "sunrise": dt - 21000, "sunset": dt + 20000, "moonrise": dt + 3000, "moonset": dt - 30000,
        "moon_phase": round(rng.uniform(0, 1), 2), "summary": "There will be partly cloudy today",
        "temp": {"day": base, "min": low, "max": high, "night": round(low + 1, 2), "eve": round(high - 1, 2),
                 "morn": round(low + 0.5, 2)},
        "feels_like": {"day": round(base - 1, 2), "night": low, "eve": round(high - 2, 2), "morn": round(low - 1, 2)},
        "pressure": rng.randint(990, 1035), "humidity": rng.randint(30, 100), "dew_point": round(low - 2, 2),
        "wind_speed": round(rng.uniform(0, 12), 2), "wind_deg": rng.randint(0, 359),
        "wind_gust": round(rng.uniform(1, 20), 2), "weather": weather(rng, True), "clouds": rng.randint(0, 100),
        "pop": round(rng.uniform(0, 1), 2), "uvi": round(rng.uniform(0, 9), 2),
    }
    if item["weather"][0]["main"] == "Rain":
        item["rain"] = round(rng.uniform(0.2, 20), 2)
    return item


def response(rng, index):
    lat, lon, zone, offset = PLACES[index % len(PLACES)]
    start = 1_762_000_000 + 3600 * (index // len(PLACES))
    base = 273.15 + rng.uniform(-5, 28)
    body = {
        "lat": lat, "lon": lon, "timezone": zone, "timezone_offset": offset,
        "current": entry(rng, start, base, hourly=False),
        "minutely": [{"dt": start + 60 * minute, "precipitation": 0} for minute in range(61)],
        "hourly": [entry(rng, start + 3600 * hour, base, hourly=True) for hour in range(48)],
        "daily": [daily(rng, start - start % 86400 + 43200 + 86400 * day, round(base, 2)) for day in range(8)],
    }
    if index % 5 == 0:
        body["alerts"] = [{"sender_name": "National Weather Service", "event": "Wind Advisory", "start": start,
                           "end": start + 43200, "description": "Gusts up to 50 mph.", "tags": ["Wind"]}]
    return body


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    size, path = int(sys.argv[1]), sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    rng = random.Random(seed)
    written = rows = index = 0
    with open(path, "w", encoding="utf-8") as out:
        while written < size:
            line = json.dumps(response(rng, index), separators=(",", ":")) + "\n"
            out.write(line)
            written += len(line.encode())
            rows += 1 + 48 + 8
            index += 1
    print(rows)


if __name__ == "__main__":
    main()
