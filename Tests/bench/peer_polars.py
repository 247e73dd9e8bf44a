#!/usr/bin/env python3
"""The Polars yardstick for Tests/bench/run.sh: read_json, explode the group's list, the same row job as
Tests/bench/pycsv.py in expressions, write_csv to standard output.

    python3 Tests/bench/peer_polars.py [--input-units standard|metric|imperial] FILE...   ('-': stdin)

Reads group files ({"cnt":N,"list":[…]}), the shape the benchmark generates. The schema is given
explicitly, for the reason Tests/bench/peer_duckdb.py gives. Exits 3 when Polars is not installed.
"""
import io
import os
import sys

try:
    import polars as pl
except ImportError:
    print("peer_polars.py: skipped: Polars is not installed (python3 -m pip install polars)", file=sys.stderr)
    sys.exit(3)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peer_args import parse_arguments  # noqa: E402

F = pl.Float64
RECORD = pl.Struct({
    "dt": pl.Int64, "name": pl.String, "timezone": pl.Int64,
    "sys": pl.Struct({"country": pl.String, "timezone": pl.Int64, "sunrise": pl.Int64, "sunset": pl.Int64}),
    "weather": pl.List(pl.Struct({"description": pl.String})),
    "main": pl.Struct({"temp": F, "feels_like": F, "temp_min": F, "temp_max": F, "pressure": F, "humidity": F}),
    "visibility": F,
    "wind": pl.Struct({"speed": F, "deg": F, "gust": F}),
    "clouds": pl.Struct({"all": F}),
    "rain": pl.Struct({"1h": F}),
    "snow": pl.Struct({"1h": F}),
})
SCHEMA = {"list": pl.List(RECORD)}

TO_CELSIUS = {"standard": lambda e: e - 273.15, "metric": lambda e: e, "imperial": lambda e: (e - 32) * 5 / 9}
TO_KMH = {"standard": lambda e: e * 3.6, "metric": lambda e: e * 3.6, "imperial": lambda e: e * 1.609344}


def rnd(e):
    """Round half away from zero, as Tests/bench/pycsv.py's rnd; Int64 so -0 prints as 0."""
    return pl.when(e < 0).then(-((-e + 0.5).floor())).otherwise((e + 0.5).floor()).cast(pl.Int64)


def num(e):
    """A number as jq prints it (no '.0' on whole values), with a decimal comma."""
    text = pl.when(e == e.floor()).then(e.cast(pl.Int64).cast(pl.String)).otherwise(e.cast(pl.String))
    return text.str.replace(".", ",", literal=True)


def kilometres(tenths):
    """Whole tenths of a km as num() would print tenths / 10, by digits: Polars divides by 10 as
    a multiplication by 0.1, which prints 61 / 10 as 6.1000000000000005."""
    tail = tenths % 10
    text = (tenths // 10).cast(pl.String)
    return pl.when(tail == 0).then(text).otherwise(text + "," + tail.cast(pl.String))


def stamp(seconds, pattern):
    return pl.from_epoch(seconds, time_unit="s").dt.strftime(pattern)


def clock(t, off):
    return pl.when(t.fill_null(0) == 0).then(None).otherwise(stamp(t + off.fill_null(0), "%H:%M"))


def suffix(e, unit):
    return e.cast(pl.String) + unit


def rows(frame, units):
    celsius, kmh = TO_CELSIUS[units], TO_KMH[units]
    r = pl.col("list")
    main, wind, system = r.struct.field("main"), r.struct.field("wind"), r.struct.field("sys")
    off = pl.coalesce(system.struct.field("timezone"), r.struct.field("timezone"))
    dt = r.struct.field("dt")
    temp = lambda key: suffix(rnd(celsius(main.struct.field(key))), " °C")  # noqa: E731
    return frame.select(pl.col("list").explode()).select(
        r.struct.field("name").fill_null("").alias("City"),
        system.struct.field("country").fill_null("").alias("Country"),
        pl.when(off.is_null()).then(stamp(dt, "%Y-%m-%d %H:%M") + " UTC")
        .otherwise(stamp(dt + off, "%Y-%m-%d %H:%M")).alias("Local time"),
        r.struct.field("weather").list.eval(pl.element().struct.field("description").fill_null(""))
        .list.join(", ").fill_null("").alias("Conditions"),
        temp("temp").alias("Temperature"),
        temp("feels_like").alias("Feels like"),
        temp("temp_min").alias("Min"),
        temp("temp_max").alias("Max"),
        suffix(rnd(main.struct.field("humidity")), "%").alias("Humidity"),
        suffix(rnd(main.struct.field("pressure")), " hPa").alias("Pressure"),
        suffix(rnd(kmh(wind.struct.field("speed"))), " km/u").alias("Wind speed"),
        suffix(rnd(wind.struct.field("deg")), "°").alias("Wind direction"),
        suffix(rnd(kmh(wind.struct.field("gust"))), " km/u").alias("Gust"),
        suffix(rnd(r.struct.field("clouds").struct.field("all")), "%").alias("Clouds"),
        (kilometres(rnd(r.struct.field("visibility") / 100)) + " km").alias("Visibility"),
        (num(r.struct.field("rain").struct.field("1h")) + " mm").alias("Rain (1 h)"),
        (num(r.struct.field("snow").struct.field("1h")) + " mm").alias("Snow (1 h)"),
        clock(system.struct.field("sunrise"), off).alias("Sunrise"),
        clock(system.struct.field("sunset"), off).alias("Sunset"),
    )


def main():
    units, paths = parse_arguments("peer_polars.py")
    frames = [pl.read_json(io.BytesIO(sys.stdin.buffer.read()) if path == "-" else path, schema=SCHEMA)
              for path in paths]
    frame = frames[0] if len(frames) == 1 else pl.concat(frames)
    rows(frame, units).write_csv(sys.stdout)


if __name__ == "__main__":
    main()
