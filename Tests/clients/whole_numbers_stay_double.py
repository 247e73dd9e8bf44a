"""Issue 26: a folder of 40 one-city NDJSON reports whose first 39 hold whole values (7.0 °C,
6 km) and whose last holds 7.22 °C and 6.2 km. DuckDB (`read_json`) and Polars (`scan_ndjson`)
with default options infer each column's type from the first rows: every measured value is
written with a fraction, so both must give DOUBLE/Float64 and keep 7.22 and 6.2, while the
counts and codes (humidity, wind_deg, clouds) are integers.
Usage: whole_numbers_stay_double.py WXREPORT WORK_FOLDER"""
import json
import os
import subprocess
import sys

import duckdb
import polars as pl

binary, work = sys.argv[1], sys.argv[2]
inputs, reports = os.path.join(work, "whole-in"), os.path.join(work, "whole-out")
os.makedirs(inputs, exist_ok=True)
os.makedirs(reports, exist_ok=True)
for hour in range(40):
    last = hour == 39
    payload = {
        "coord": {"lon": 3.7167, "lat": 51.05}, "weather": [{"id": 500, "main": "Rain", "description": "light rain", "icon": "10d"}],
        "main": {"temp": 7.22 if last else 7, "feels_like": 4, "temp_min": 6, "temp_max": 8, "pressure": 1003, "humidity": 91},
        "visibility": 6200 if last else 6000, "wind": {"speed": 5, "deg": 240}, "clouds": {"all": 100},
        "dt": 1763900000 + 3600 * hour, "sys": {"country": "BE", "sunrise": 1763882502, "sunset": 1763912553},
        "timezone": 3600, "id": 2797656, "name": "Gent", "cod": 200,
    }
    path = os.path.join(inputs, f"gent-{hour:02}.json")
    with open(path, "w") as f:
        json.dump(payload, f, separators=(",", ":"))
    with open(os.path.join(reports, f"gent-{hour:02}.ndjson"), "w") as out:
        subprocess.run([binary, "--input-units", "metric", "--units", "metric", "--format", "ndjson", path], stdout=out, check=True)

pattern = os.path.join(reports, "*.ndjson")
problems = []
con = duckdb.connect()
types = {row[0]: row[1] for row in con.sql(f"DESCRIBE SELECT * FROM read_json('{pattern}')").fetchall()}
for key, want in [("temp_celsius", "DOUBLE"), ("visibility_kilometer", "DOUBLE"), ("humidity", "BIGINT"), ("wind_deg", "BIGINT")]:
    if types.get(key) != want:
        problems.append(f"duckdb {key}: {types.get(key)}, want {want}")
top = con.sql(f"SELECT max(temp_celsius), max(visibility_kilometer) FROM read_json('{pattern}')").fetchall()[0]
if top != (7.22, 6.2):
    problems.append(f"duckdb max temp, visibility: {top}, want (7.22, 6.2)")

try:
    frame = pl.scan_ndjson(pattern).collect()
    if frame.schema["temp_celsius"] != pl.Float64 or frame["temp_celsius"].max() != 7.22 or frame["visibility_kilometer"].max() != 6.2:
        problems.append(f"polars: {frame.schema['temp_celsius']}, max {frame['temp_celsius'].max()}")
    if frame.schema["humidity"] != pl.Int64:
        problems.append(f"polars humidity: {frame.schema['humidity']}")
except Exception as error:  # Polars raises on a type it inferred wrong ("cannot parse '7.22' as Int64")
    problems.append(f"polars: {error}")

if problems:
    print("FAIL whole numbers: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
print("ok   duckdb + polars defaults: 40 NDJSON files, 39 whole first, temp DOUBLE with 7.22, visibility 6.2, humidity BIGINT")
