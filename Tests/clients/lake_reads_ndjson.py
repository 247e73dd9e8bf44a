"""DuckDB and Polars read a folder of NDJSON reports from several locales (all --units metric)
as one typed table: one key set, so DuckDB's union_by_name gives exactly the schema's columns,
and with the types from `wxreport --schema` every numeric column is DOUBLE (Float64), also in a
file where a column is null in every row.
Usage: lake_reads_ndjson.py FOLDER SCHEMA.json ROWS"""
import glob
import json
import sys

import duckdb
import polars as pl

folder, schema_path, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
schema = json.load(open(schema_path, encoding="utf-8"))["properties"]
problems = []


def duckdb_type(member):
    types = member["type"] if isinstance(member["type"], list) else [member["type"]]
    if "number" in types:
        return "DOUBLE"
    if "integer" in types:
        return "BIGINT"
    return "TIMESTAMPTZ" if member.get("format") == "date-time" else "VARCHAR"


con = duckdb.connect()
pattern = f"{folder}/*.ndjson"
inferred = con.sql(f"DESCRIBE SELECT * FROM read_ndjson('{pattern}', union_by_name = true)").fetchall()
inferred_keys = [row[0] for row in inferred]
# The default columns come first; from time_utc on, the fields appear only when --fields names them.
defaults = list(schema)[: list(schema).index("time_utc")]
expected_keys = defaults
if inferred_keys != expected_keys:
    problems.append(f"duckdb union_by_name columns {inferred_keys} != schema {expected_keys}")

columns = "{" + ", ".join(f"'{key}': '{duckdb_type(member)}'" for key, member in schema.items()) + "}"
described = {row[0]: row[1] for row in con.sql(f"DESCRIBE SELECT * FROM read_ndjson('{pattern}', columns = {columns})").fetchall()}
for key, member in schema.items():
    want = duckdb_type(member)
    got = described.get(key, "missing")
    if not got.startswith(want) and not (want == "TIMESTAMPTZ" and got == "TIMESTAMP WITH TIME ZONE"):
        problems.append(f"duckdb {key}: {got}, schema says {want}")
count = con.sql(f"SELECT count(*) FROM read_ndjson('{pattern}', columns = {columns})").fetchall()[0][0]
if count != rows:
    problems.append(f"duckdb: {count} rows, expected {rows}")

polars_types = {"DOUBLE": pl.Float64, "BIGINT": pl.Int64}
polars_schema = {
    key: polars_types.get(duckdb_type(member), pl.String) for key, member in schema.items() if key in defaults
}
frames = [pl.read_ndjson(path, schema=polars_schema) for path in sorted(glob.glob(pattern))]
frame = pl.concat(frames)
if frame.height != rows or any(frame.schema[key] != pl.Float64 for key, kind in polars_schema.items() if kind == pl.Float64):
    problems.append(f"polars: {frame.height} rows, schema {frame.schema}")

if problems:
    print("FAIL lake: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"ok   duckdb + polars: {len(frames)} NDJSON files, {count} rows, {len(inferred_keys)} columns, one key set")
