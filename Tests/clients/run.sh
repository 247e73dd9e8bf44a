#!/bin/sh
# make test-clients: real clients read wxreport's machine output.
#   pandas reads the --plain CSV of nl-BE, en-US, de-DE and ja-JP: numeric dtypes for every
#     numeric column (and every value a float), datetimes for every time column;
#   LibreOffice headless converts the same CSVs (with --bom) to xlsx, and openpyxl finds the
#     UTF-8 header, numbers in every numeric column and no formula cell; and the default import
#     (no filter options) still misreads them, which is why MachineOutput.md (WXReport.docc) names the charset;
#   jq reads the JSON array and the NDJSON;
#   Miller sums a column of the NDJSON and of the --plain --header keys CSV with a decimal
#     point to the same total as Python's decimal arithmetic (and a decimal-comma CSV does not);
#   DuckDB and Polars read a folder of NDJSON reports from 11 locales (--units metric) as one
#     table: one key set, and with the types of `wxreport --schema` every number a DOUBLE.
# Usage: Tests/clients/run.sh [path/to/wxreport]   (from the package root; `make test-clients`)
set -eu
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/wxreport}
here=Tests/clients
work=$(mktemp -d "${TMPDIR:-/tmp}/wxreport-clients.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'rm -rf "$work"; exit 130' INT TERM

missing=""
python3 -c 'import pandas' 2> /dev/null || missing="$missing pandas"
python3 -c 'import openpyxl' 2> /dev/null || missing="$missing openpyxl"
python3 -c 'import duckdb' 2> /dev/null || missing="$missing duckdb"
python3 -c 'import polars' 2> /dev/null || missing="$missing polars"
command -v soffice > /dev/null || missing="$missing soffice(libreoffice-calc-nogui)"
command -v jq > /dev/null || missing="$missing jq"
command -v mlr > /dev/null || missing="$missing mlr(miller)"
if [ -n "$missing" ]; then
    echo "test-clients: missing:$missing (make test-clients installs them)" >&2
    exit 1
fi

# LibreOffice's CSV filter: separator, quote (34), UTF-8 (76), first line 1, no column formats,
# the locale's language id (for the decimal separator), then "detect special numbers". The
# charset must be named: LibreOffice 7.4 reads a CSV without filter options as Windows-1252 with
# ',' whatever the file holds (a byte order mark shows as `ï»¿` in A1, a `sep=;` line is a cell),
# and with an empty charset as the process's LANG, again ignoring the byte order mark.
language() {
    case $1 in nl-BE) echo 2067 ;; en-US) echo 1033 ;; de-DE) echo 1031 ;; ja-JP) echo 1041 ;; esac
}

status=0
for locale in nl-BE en-US de-DE ja-JP; do
    csv="$work/$locale.csv"
    "$bin" --plain --bom --locale "$locale" Samples/*.json > "$csv"
    case $locale in nl-BE | de-DE) sep=';' decimal=',' code=59 ;; *) sep=',' decimal='.' code=44 ;; esac
    python3 "$here/pandas_reads_plain_csv.py" "$csv" "$sep" "$decimal" || status=1
    mkdir -p "$work/$locale"
    soffice --headless --norestore -env:UserInstallation="file://$work/profile" \
        --infilter="CSV:$code,34,76,1,,$(language "$locale"),false,true" \
        --convert-to xlsx --outdir "$work/$locale" "$csv" > "$work/soffice.log" 2>&1 \
        || { cat "$work/soffice.log" >&2; status=1; continue; }
    python3 "$here/openpyxl_reads_xlsx.py" "$work/$locale/$locale.xlsx" || status=1
done

# LibreOffice's default import does not detect UTF-8, byte order mark or not: if this starts to
# pass, the recipe of MachineOutput.md (WXReport.docc) can be simplified.
mkdir -p "$work/default"
soffice --headless --norestore -env:UserInstallation="file://$work/profile" \
    --convert-to xlsx --outdir "$work/default" "$work/nl-BE.csv" > "$work/soffice.log" 2>&1
if python3 "$here/openpyxl_reads_xlsx.py" "$work/default/nl-BE.xlsx" > /dev/null 2>&1; then
    echo "NOTE LibreOffice's default CSV import now reads the --bom file right: simplify MachineOutput.md" >&2
else
    echo "ok   LibreOffice without filter options still misreads a --bom CSV (MachineOutput.md names the charset)"
fi

"$bin" --locale nl-BE --format json Samples/*.json > "$work/r.json"
"$bin" --locale nl-BE --format ndjson Samples/*.json > "$work/r.ndjson"
array=$(jq 'length' "$work/r.json")
lines=$(jq -c '.' "$work/r.ndjson" | wc -l | tr -d ' ')
# jq writes each number its own way (1003.0 as 1003), so both sides go through it.
jq -c '.[]' "$work/r.json" > "$work/r-array.jq"
jq -c '.' "$work/r.ndjson" > "$work/r-lines.jq"
same=$(cmp -s "$work/r-array.jq" "$work/r-lines.jq" && echo yes || echo no)
if [ "$array" = 35 ] && [ "$lines" = 35 ] && [ "$same" = yes ]; then
    echo "ok   jq: JSON array of $array objects, NDJSON of $lines lines, the same objects"
else
    echo "FAIL jq: array $array, lines $lines, same $same" >&2
    status=1
fi
# Miller: numbers with a decimal point (NDJSON, or --plain in a locale that writes one) sum right.
"$bin" --units metric --format ndjson Samples/*.json > "$work/m.ndjson"
"$bin" --units metric --plain --header keys --locale en-US Samples/*.json > "$work/m.csv"
"$bin" --units metric --plain --header keys --locale nl-BE Samples/*.json > "$work/m-comma.csv"
want=$(python3 -c 'import json, sys, decimal
print(sum(decimal.Decimal(str(json.loads(line)["temp_celsius"])) for line in open(sys.argv[1])))' "$work/m.ndjson")
sum_of() { # FILE MILLER-INPUT-FLAGS...
    file=$1
    shift
    mlr "$@" --onidx stats1 -a sum -f temp_celsius then put '$temp_celsius_sum = fmtnum($temp_celsius_sum, "%.6f")' "$file"
}
from_json=$(sum_of "$work/m.ndjson" --ijsonl)
from_csv=$(sum_of "$work/m.csv" --icsv)
from_comma=$(sum_of "$work/m-comma.csv" --icsv --ifs ';')
want=$(printf '%.6f' "$want")
if [ "$from_json" = "$want" ] && [ "$from_csv" = "$want" ] && [ "$from_comma" != "$want" ]; then
    echo "ok   miller: temp_celsius sums to $want from NDJSON and from en-US --plain (nl-BE's decimal comma: $from_comma)"
else
    echo "FAIL miller: want $want, NDJSON $from_json, en-US CSV $from_csv, nl-BE CSV $from_comma" >&2
    status=1
fi

# A small data lake: a day's NDJSON per locale, plus one file where snow is null in every row.
mkdir -p "$work/lake"
for locale in nl-BE en-GB en-US de-DE fr-FR ja-JP ru-RU ar-EG sv-SE nb-NO pt-BR; do
    "$bin" --units metric --locale "$locale" --format ndjson Samples/*.json > "$work/lake/$locale.ndjson"
done
"$bin" --units metric --format ndjson Samples/current-gent.json > "$work/lake/gent.ndjson"
"$bin" --schema --units metric > "$work/schema.json"
python3 "$here/lake_reads_ndjson.py" "$work/lake" "$work/schema.json" $((11 * 35 + 1)) || status=1
python3 "$here/whole_numbers_stay_double.py" "$bin" "$work" || status=1
python3 "$here/local_time_is_a_date.py" "$bin" "$work" || status=1

[ $status -eq 0 ] && echo "test-clients: all passed" || echo "test-clients: FAILED" >&2
exit $status
