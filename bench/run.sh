#!/usr/bin/env bash
# Times wxreport against jq and Python doing the same job (bench/owm.jq, bench/pycsv.py,
# bench/pysimdjson.py) on generated OWM group files, and prints a table.
#
#   bench/run.sh            100 MB file, 100 × 1 MB files, 1-city startup
#   bench/run.sh --large    also a 1 GB file (wxreport only: jq would need ~11 GB of memory)
#
# Environment:
#   RUNS=3            timed runs per command; the table shows the median
#   STARTUP_RUNS=10   runs of the 1-city startup comparison
#   WXREPORT=path     binary to time (default .build/release/wxreport, built here). A program
#                     not named wxreport* (say /bin/cat, to test this script's plumbing) is
#                     given only the file names and is not built.
#
# Installs nothing: jq and python3 must be on PATH; pysimdjson is used when importable
# (python3 -m pip install pysimdjson). MB means 2^20 bytes. Outputs go to /dev/null.
set -euo pipefail

cd "$(dirname "$0")/.."

large=false
for argument in "$@"; do
    case "$argument" in
        --large) large=true ;;
        -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench/run.sh: unknown argument '$argument' (try --help)" >&2; exit 64 ;;
    esac
done

RUNS=${RUNS:-3}
STARTUP_RUNS=${STARTUP_RUNS:-10}
WXREPORT=${WXREPORT:-}
OWMGEN=.build/release/owmgen
DATA=bench-data
TIME=/usr/bin/time

for tool in jq python3 "$TIME"; do
    command -v "$tool" > /dev/null || { echo "bench/run.sh: '$tool' not found" >&2; exit 69; }
done

# --- build ----------------------------------------------------------------------------------
echo "== building (release)"
swift build -c release --product owmgen
if [[ -z "$WXREPORT" ]]; then
    swift build -c release --product wxreport
    WXREPORT=.build/release/wxreport
fi
[[ -x "$WXREPORT" ]] || { echo "bench/run.sh: '$WXREPORT' is not executable" >&2; exit 69; }
wx_is_real=true
if [[ "$(basename "$WXREPORT")" != wxreport* ]]; then
    wx_is_real=false
    echo "note: WXREPORT='$WXREPORT' is not wxreport: passing it file names only"
fi

# wxreport's command line for the given options and files ("$@": options, then --, then files).
wx_command() {
    local options=()
    while [[ $# -gt 0 && "$1" != "--" ]]; do options+=("$1"); shift; done
    shift
    if $wx_is_real; then
        printf '%s\0' "$WXREPORT" "${options[@]}" "$@"
    else
        printf '%s\0' "$WXREPORT" "$@"
    fi
}

# --- data -----------------------------------------------------------------------------------
mkdir -p "$DATA"
generate() {  # generate FILE SIZE: one group file, unless it is already there
    [[ -s "$1" ]] || { echo "== generating $1"; "$OWMGEN" --size "$2" --seed 1 -o "$1"; }
}
generate "$DATA/group-100MB.json" 100MB
generate "$DATA/group-1city.json" 1
if [[ $(find "$DATA/files" -name 'group-*.json' 2>/dev/null | wc -l) -ne 100 ]]; then
    echo "== generating $DATA/files (100 × 1 MB)"
    rm -rf "$DATA/files"
    "$OWMGEN" --files 100 --size 1MB --seed 1 --dir "$DATA/files"
fi
$large && generate "$DATA/group-1GB.json" 1GB
files=("$DATA"/files/group-*.json)

# owmgen writes one record per line between a '{"list":[' line and a '],"cnt":N}' line, so
# rows = lines - 2 per file; far cheaper than jq '.list|length' on 100 MB.
rows_of() {
    local lines
    lines=$(cat "$@" | wc -l)
    echo $(( lines - 2 * $# ))
}
bytes_of() {
    cat "$@" | wc -c
}

# --- measuring ------------------------------------------------------------------------------
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0

median() {  # median of the numbers given as arguments
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# measure NAME INPUT_LABEL BYTES ROWS -- COMMAND...: runs COMMAND $RUNS times under
# /usr/bin/time and prints one tab-separated result line (name, input, seconds, KB, bytes, rows).
measure() {
    local name=$1 label=$2 bytes=$3 rows=$4
    shift 5
    local seconds=() memory=() run status
    echo "== $name on $label ($RUNS runs)" >&2
    for (( run = 1; run <= RUNS; run++ )); do
        status=0
        "$TIME" -f '%e %M' -o "$scratch/time" "$@" > /dev/null 2> "$scratch/stderr" || status=$?
        if [[ $status -ne 0 ]]; then
            echo "   failed with exit $status:" >&2
            tail -n 5 "$scratch/stderr" | sed 's/^/   /' >&2
            failures=$(( failures + 1 ))
            printf '%s\t%s\tfailed\t\t%s\t%s\n' "$name" "$label" "$bytes" "$rows"
            return
        fi
        read -r s kb < <(tail -n 1 "$scratch/time")
        echo "   run $run: ${s} s, $(( kb / 1024 )) MB" >&2
        seconds+=("$s")
        memory+=("$kb")
    done
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$label" "$(median "${seconds[@]}")" \
        "$(median "${memory[@]}")" "$bytes" "$rows"
}

# startup NAME COMMAND...: median wall time in milliseconds of $STARTUP_RUNS runs.
startup() {
    local name=$1 times=() run start end
    shift
    for (( run = 1; run <= STARTUP_RUNS; run++ )); do
        start=$(date +%s%N)
        "$@" > /dev/null 2> "$scratch/stderr" || { echo "$name: failed"; return; }
        end=$(date +%s%N)
        times+=("$(( (end - start) / 1000 ))")
    done
    awk -v us="$(median "${times[@]}")" -v n="$name" 'BEGIN { printf "%s: %.1f ms\n", n, us / 1000 }'
}

run_wx() {  # run_wx NAME LABEL BYTES ROWS OPTIONS... -- FILES...
    local name=$1 label=$2 bytes=$3 rows=$4 command=()
    shift 4
    mapfile -d '' command < <(wx_command "$@")
    measure "$name" "$label" "$bytes" "$rows" -- "${command[@]}"
}

big="$DATA/group-100MB.json"
big_bytes=$(bytes_of "$big")
big_rows=$(rows_of "$big")
files_bytes=$(bytes_of "${files[@]}")
files_rows=$(rows_of "${files[@]}")

results="$scratch/results"
{
    run_wx "wxreport --jobs 1" "100 MB" "$big_bytes" "$big_rows" --locale nl-BE --jobs 1 -- "$big"
    run_wx "wxreport" "100 MB" "$big_bytes" "$big_rows" --locale nl-BE -- "$big"
    run_wx "wxreport" "100 x 1 MB" "$files_bytes" "$files_rows" --locale nl-BE -- "${files[@]}"
    if $large; then
        large_bytes=$(bytes_of "$DATA/group-1GB.json")
        large_rows=$(rows_of "$DATA/group-1GB.json")
        run_wx "wxreport --jobs 1" "1 GB" "$large_bytes" "$large_rows" --locale nl-BE --jobs 1 -- "$DATA/group-1GB.json"
        run_wx "wxreport" "1 GB" "$large_bytes" "$large_rows" --locale nl-BE -- "$DATA/group-1GB.json"
    fi
    measure "jq" "100 MB" "$big_bytes" "$big_rows" -- jq -r -f bench/owm.jq "$big"
    measure "python json+csv" "100 MB" "$big_bytes" "$big_rows" -- python3 bench/pycsv.py "$big"
    if python3 -c 'import simdjson' 2> /dev/null; then
        measure "python pysimdjson" "100 MB" "$big_bytes" "$big_rows" -- python3 bench/pysimdjson.py "$big"
    else
        echo "== pysimdjson not installed: skipped (python3 -m pip install pysimdjson)" >&2
    fi
} > "$results"

mapfile -d '' one_city < <(wx_command --locale nl-BE -- "$DATA/group-1city.json")
startup_wx=$(startup "wxreport" "${one_city[@]}")
startup_jq=$(startup "jq" jq -r -f bench/owm.jq "$DATA/group-1city.json")

# --- report ---------------------------------------------------------------------------------
echo
echo "wxreport benchmark: $(nproc) cores, median of $RUNS runs, MB = 2^20 bytes, output to /dev/null"
echo "vs jq: throughput (MB/s) relative to jq on the 100 MB file"
echo
awk -F '\t' '
    $1 == "jq" && $3 != "failed" && $3 > 0 { jq_rate = $5 / 1048576 / $3 }
    { line[NR] = $0 }
    END {
        printf "%-20s %-11s %9s %12s %13s %7s\n", "command", "input", "MB/s", "rows/s", "peak RSS MB", "vs jq"
        for (i = 1; i <= NR; i++) {
            split(line[i], f, "\t")
            if (f[3] == "failed") {
                printf "%-20s %-11s %9s\n", f[1], f[2], "failed"
                continue
            }
            s = f[3] > 0 ? f[3] : 0.01    # /usr/bin/time has 10 ms resolution
            rate = f[5] / 1048576 / s
            ratio = jq_rate > 0 ? sprintf("%.1f", rate / jq_rate) : "-"
            printf "%-20s %-11s %9.1f %12.0f %13.0f %7s\n", f[1], f[2], rate, f[6] / s, f[4] / 1024, ratio
        }
    }' "$results"
echo
echo "startup, 1-city group file (median of $STARTUP_RUNS runs):"
echo "  $startup_wx"
echo "  $startup_jq"

if [[ $failures -gt 0 ]]; then
    echo "bench/run.sh: $failures command(s) failed" >&2
    exit 1
fi
