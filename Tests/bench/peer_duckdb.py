#!/usr/bin/env python3
"""The DuckDB yardstick for Tests/bench/run.sh: read_json, unnest the group's list, the same row job as
Tests/bench/pycsv.py in SQL, COPY to CSV on standard output.

    python3 Tests/bench/peer_duckdb.py [--input-units standard|metric|imperial] FILE...   ('-': stdin)

Reads group files ({"cnt":N,"list":[…]}), the shape the benchmark generates. The record type is
given explicitly: inference would parse a one-line file twice, and a file without, say, any snow
would give a type without `snow` and the query would fail. Exits 3 when DuckDB is not installed.
"""
import os
import sys

try:
    import duckdb
except ImportError:
    print("peer_duckdb.py: skipped: DuckDB is not installed (python3 -m pip install duckdb)", file=sys.stderr)
    sys.exit(3)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peer_args import parse_arguments  # noqa: E402

RECORD = """STRUCT(
    dt BIGINT, name VARCHAR, timezone BIGINT,
    sys STRUCT(country VARCHAR, timezone BIGINT, sunrise BIGINT, sunset BIGINT),
    weather STRUCT(description VARCHAR)[],
    main STRUCT("temp" DOUBLE, feels_like DOUBLE, temp_min DOUBLE, temp_max DOUBLE,
                pressure DOUBLE, humidity DOUBLE),
    visibility DOUBLE,
    wind STRUCT(speed DOUBLE, deg DOUBLE, gust DOUBLE),
    clouds STRUCT("all" DOUBLE),
    rain STRUCT("1h" DOUBLE),
    snow STRUCT("1h" DOUBLE))"""

# x in the input's units to °C and km/h, as SQL over a column expression.
TO_CELSIUS = {"standard": "({} - 273.15)", "metric": "({})", "imperial": "(({} - 32) * 5 / 9)"}
TO_KMH = {"standard": "({} * 3.6)", "metric": "({} * 3.6)", "imperial": "({} * 1.609344)"}

MACROS = """
-- Round half away from zero, as Tests/bench/pycsv.py's rnd; BIGINT so -0 prints as 0.
CREATE MACRO rnd(x) AS CAST(CASE WHEN x < 0 THEN -floor(-x + 0.5) ELSE floor(x + 0.5) END AS BIGINT);
-- A number as jq prints it (no '.0' on whole values), with a decimal comma.
CREATE MACRO num(x) AS replace(CASE WHEN x = floor(x) THEN CAST(CAST(x AS BIGINT) AS VARCHAR)
                                    ELSE CAST(x AS VARCHAR) END, '.', ',');
CREATE MACRO instant(t) AS make_timestamp(t * 1000000);
CREATE MACRO clock(t, off) AS CASE WHEN coalesce(t, 0) = 0 THEN NULL
                                   ELSE strftime(instant(t + coalesce(off, 0)), '%H:%M') END;
"""


def query(units):
    celsius = TO_CELSIUS[units]
    kmh = TO_KMH[units]
    return f"""
    WITH records AS (
        SELECT r, coalesce(r.sys.timezone, r.timezone) AS off
        FROM (SELECT unnest(list) AS r FROM read_json($files, format = 'auto',
              maximum_object_size = $max_object, columns = {{list: '{RECORD}[]'}}))
    )
    SELECT
        coalesce(r.name, '') AS "City",
        coalesce(r.sys.country, '') AS "Country",
        CASE WHEN off IS NULL THEN strftime(instant(r.dt), '%Y-%m-%d %H:%M') || ' UTC'
             ELSE strftime(instant(r.dt + off), '%Y-%m-%d %H:%M') END AS "Local time",
        array_to_string([coalesce(w.description, '') FOR w IN coalesce(r.weather, [])], ', ') AS "Conditions",
        rnd({celsius.format('r.main.temp')}) || ' °C' AS "Temperature",
        rnd({celsius.format('r.main.feels_like')}) || ' °C' AS "Feels like",
        rnd({celsius.format('r.main.temp_min')}) || ' °C' AS "Min",
        rnd({celsius.format('r.main.temp_max')}) || ' °C' AS "Max",
        rnd(r.main.humidity) || '%' AS "Humidity",
        rnd(r.main.pressure) || ' hPa' AS "Pressure",
        rnd({kmh.format('r.wind.speed')}) || ' km/u' AS "Wind speed",
        rnd(r.wind.deg) || '°' AS "Wind direction",
        rnd({kmh.format('r.wind.gust')}) || ' km/u' AS "Gust",
        rnd(r.clouds."all") || '%' AS "Clouds",
        num(rnd(r.visibility / 100) / 10) || ' km' AS "Visibility",
        num(r.rain."1h") || ' mm' AS "Rain (1 h)",
        num(r.snow."1h") || ' mm' AS "Snow (1 h)",
        clock(r.sys.sunrise, off) AS "Sunrise",
        clock(r.sys.sunset, off) AS "Sunset"
    FROM records
    """


def main():
    units, paths = parse_arguments("peer_duckdb.py")
    files = ["/dev/stdin" if path == "-" else path for path in paths]
    # One document per file, so the largest object is the largest file; standard input's size
    # is unknown, so it gets DuckDB's ceiling.
    sizes = [os.path.getsize(f) for f in files if f != "/dev/stdin"]
    max_object = 4_294_967_295 if "/dev/stdin" in files else max([16 << 20] + [s + 1 for s in sizes])
    con = duckdb.connect()
    con.execute("SET TimeZone = 'UTC'")
    con.execute(MACROS)
    sys.stdout.flush()
    con.execute(f"COPY ({query(units)}) TO '/dev/stdout' (FORMAT csv, HEADER)",
                {"files": files, "max_object": max_object})


if __name__ == "__main__":
    main()
