#!/usr/bin/env bash
# Times wxreport against jq, Python (json; pysimdjson), DuckDB and Polars doing the same row job
# on generated OWM group files in the API's shape, and prints one Markdown table.
#
#   Tests/bench/run.sh            the inputs below
#   Tests/bench/run.sh --large    also a 1 GB one-line file (wxreport only: every peer holds the whole
#                           document in memory, jq about 11 GB of it)
#
# Inputs, all metric (as most stored files are fetched); wxreport runs with --locale nl-BE
# --input-units metric, the peers with the same units:
#   SIZE one-line          the API's compact group file, one line, no final newline
#   SIZE record-per-line   the same records, one per line (owmgen --record-per-line)
#   SIZE one-line, stdin   the one-line file through a pipe: cat FILE | COMMAND -
#   N one-city files       the cron shape: one group file of one city per fetch
#   1-city file            startup
#   SIZE One Call archive  JSON Lines of One Call 3.0 responses (Tests/bench/onecall.py), kelvin,
#                          paired against a one-line group file of as many rows
#   SIZE KIND products     JSON Lines made from the Samples (Tests/bench/products.py): every product
#                          mixed, History Bulk records, One Call day_summary documents
# Rows for options that later work adds (--plain, --format ndjson, --sort temp, --summary, --daily,
# gzipped input beside `zcat | jq`) appear once the binary accepts them: see Tests/bench/commands.sh.
#
# Environment:
#   BENCH_SIZE=100MB BENCH_FILES=2000 BENCH_LARGE_SIZE=1GB   sizes (quick check: 10MB and 200)
#   RUNS=3            timed runs per command: median wall time, largest peak RSS
#   STARTUP_RUNS=20   timed runs on the 1-city file and on the one-city files (after a warm-up),
#                     and rounds of their paired ratios to jq
#   PAIRED_ROUNDS=10  rounds of the paired --jobs 1 / --jobs 2 ratio (jq's on the big file: RUNS)
#   PEERS="jq python simdjson duckdb polars"   yardsticks to run
#   WXREPORT=path     binary to time (default .build/release/wxreport, built here). A program not
#                     named wxreport* (say /bin/cat, to test this script) gets only file names.
#   OWMGEN=path       the generator (default .build/release/owmgen, built here)
#   BENCH_DATA=dir    where inputs are kept between runs (default bench-data); they are made
#                     again when Sources/owmgen changes
#
# Installs nothing (`make bench` does): jq, python3 and GNU time are needed; a Python peer whose
# package is missing is reported as skipped. Before timing, each peer's rows are compared with
# Tests/bench/pycsv.py's on small inputs (Tests/bench/compare.py); a peer that differs is reported and not
# timed. MB means 2^20 bytes. Outputs go to /dev/null.
set -euo pipefail

cd "$(dirname "$0")/../.."

large=false
for argument in "$@"; do
    case "$argument" in
        --large) large=true ;;
        -h|--help) sed -n '2,/^set -e/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "Tests/bench/run.sh: unknown argument '$argument' (try --help)" >&2; exit 64 ;;
    esac
done

SIZE=${BENCH_SIZE:-100MB}
FILES=${BENCH_FILES:-2000}
LARGE_SIZE=${BENCH_LARGE_SIZE:-1GB}
RUNS=${RUNS:-3}
PAIRED_ROUNDS=${PAIRED_ROUNDS:-10}
STARTUP_RUNS=${STARTUP_RUNS:-20}
read -r -a wanted_peers <<< "${PEERS:-jq python simdjson duckdb polars}"
WXREPORT=${WXREPORT:-}
OWMGEN=${OWMGEN:-}
DATA=${BENCH_DATA:-bench-data}

for tool in jq python3 cat; do
    command -v "$tool" > /dev/null || { echo "Tests/bench/run.sh: '$tool' not found (make bench installs it)" >&2; exit 69; }
done

# --- build ----------------------------------------------------------------------------------
if [[ -z "$OWMGEN" ]]; then
    echo "== building owmgen (release)" >&2
    swift build -c release --static-swift-stdlib --product owmgen >&2
    OWMGEN=.build/release/owmgen
fi
if [[ -z "$WXREPORT" ]]; then
    echo "== building wxreport (release)" >&2
    swift build -c release --static-swift-stdlib --product wxreport >&2
    WXREPORT=.build/release/wxreport
fi
[[ -x "$WXREPORT" ]] || { echo "Tests/bench/run.sh: '$WXREPORT' is not executable" >&2; exit 69; }
wx_is_real=true
if [[ "$(basename "$WXREPORT")" != wxreport* ]]; then
    wx_is_real=false
    echo "note: WXREPORT='$WXREPORT' is not wxreport: passing it file names only" >&2
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
source Tests/bench/inputs.sh
source Tests/bench/commands.sh

# --- inputs ---------------------------------------------------------------------------------
refresh_inputs
one_line=$(generate "$DATA/oneline-$SIZE.json" "$SIZE")
per_line=$(generate "$DATA/perline-$SIZE.json" "$SIZE" --record-per-line)
single=$(generate "$DATA/city-1.json" 1)
cities_dir=$(generate_files "$DATA/cities-$FILES" "$FILES")
cities=("$cities_dir"/group-*.json)

# --- peers: installed, and giving the reference's rows ----------------------------------------
check_file=$(generate "$DATA/check-oneline-256KB.json" 256KB --seed 7)
check_all_peers "$check_file" "${cities[@]:0:20}"

# --- timing ---------------------------------------------------------------------------------
results="$scratch/results.tsv"
: > "$results"

# time_row INPUT COMMAND_LABEL PEER_KEY BYTES ROWS [measure.py options] -- ARGV...
time_row() {
    local input=$1 label=$2 peer=$3 bytes=$4 rows=$5 figures seconds=failed kb=""
    shift 5
    local options=(--runs "$RUNS")
    while [[ $1 != -- ]]; do options+=("$1"); shift; done
    shift
    echo "== $label, $input" >&2
    if figures=$(python3 Tests/bench/measure.py "${options[@]}" -- "$@"); then
        read -r seconds kb <<< "$figures"
    else
        failures=$(( failures + 1 ))
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$input" "$label" "$peer" "$seconds" "$kb" "$bytes" "$rows" >> "$results"
}

# time_input INPUT BYTES ROWS [measure.py options] -- WXREPORT_FILES...: wxreport, then every
# peer that passed its check, on the same files (or '-' with --stdin-from).
time_input() {
    local input=$1 bytes=$2 rows=$3 key
    shift 3
    local options=()
    while [[ $1 != -- ]]; do options+=("$1"); shift; done
    shift
    wx_argv -- "$@"
    time_row "$input" "wxreport" "" "$bytes" "$rows" "${options[@]}" -- "${argv[@]}"
    for key in "${timed_peers[@]}"; do
        peer_argv "$key" "$@"
        time_row "$input" "${peer_label[$key]}" "$key" "$bytes" "$rows" "${options[@]}" -- "${argv[@]}"
    done
}

label_one_line="$SIZE one-line"
bytes=$(stat -c %s "$one_line")
rows=$(rows_of "$one_line")
for jobs in 1 2; do
    wx_argv --jobs "$jobs" -- "$one_line"
    time_row "$label_one_line" "wxreport --jobs $jobs" "" "$bytes" "$rows" -- "${argv[@]}"
done
time_input "$label_one_line" "$bytes" "$rows" -- "$one_line"
optional_rows "$label_one_line" "$bytes" "$rows" "$one_line"

time_input "$SIZE record-per-line" "$(stat -c %s "$per_line")" "$(rows_of "$per_line")" -- "$per_line"
time_input "$SIZE one-line, stdin pipe" "$bytes" "$rows" --stdin-from "$one_line" -- -
time_input "$FILES one-city files" "$(cat "${cities[@]}" | wc -c)" "$(rows_of "$cities_dir")" \
    --runs "$STARTUP_RUNS" --warmup 1 -- "${cities[@]}"
time_input "1-city file" "$(stat -c %s "$single")" 1 --runs "$STARTUP_RUNS" --warmup 2 -- "$single"
gzip_rows "$SIZE one-line, gzip" "$bytes" "$rows" "$one_line"

if $large; then
    big=$(generate "$DATA/oneline-$LARGE_SIZE.json" "$LARGE_SIZE")
    label_big="$LARGE_SIZE one-line"
    for jobs in 1 2; do
        wx_argv --jobs "$jobs" -- "$big"
        time_row "$label_big" "wxreport --jobs $jobs" "" "$(stat -c %s "$big")" "$(rows_of "$big")" -- "${argv[@]}"
    done
    if supports --sort temp; then
        wx_argv --sort temp -- "$big"
        time_row "$label_big" "wxreport --sort temp" "" "$(stat -c %s "$big")" "$(rows_of "$big")" -- "${argv[@]}"
    fi
fi

# --- issue 9's ratios, each from two commands run alternately -------------------------------
# The table's medians are taken minutes apart; on a shared machine that alone can move a ratio
# by a third, so the targets are judged from back-to-back pairs (Tests/bench/paired.py).
paired="$scratch/paired.tsv"
: > "$paired"

# pair_ratio TEXT TARGET DIRECTION ROUNDS WARMUP -- A... ';;' B...: A's time / B's, round by
# round, after WARMUP untimed rounds (none for the big file: the table's runs warmed the cache).
pair_ratio() {
    local text=$1 target=$2 direction=$3 rounds=$4 warmup=$5 figures
    shift 6
    echo "== paired: $text" >&2
    if figures=$(python3 Tests/bench/paired.py --rounds "$rounds" --warmup "$warmup" -- "$@"); then
        printf '%s\t%s\t%s\t%s\t%s\n' "$text" "$target" "$direction" "$rounds" "$figures" >> "$paired"
    else
        failures=$(( failures + 1 ))
    fi
}

if $wx_is_real; then
    wx_argv --jobs 1 -- "$one_line"
    jobs_one=("${argv[@]}")
    wx_argv --jobs 2 -- "$one_line"
    pair_ratio "$label_one_line, --jobs 1 time / --jobs 2 time" 1.7 ">=" "$PAIRED_ROUNDS" 0 -- "${jobs_one[@]}" ';;' "${argv[@]}"
    # Issue 28: the daily digest costs at most 1.2 times the plain report of the same file.
    if supports --daily; then
        wx_argv -- "$one_line"
        plain=("${argv[@]}")
        wx_argv --daily -- "$one_line"
        pair_ratio "$label_one_line, --daily time / plain report time" 1.2 "<=" "$PAIRED_ROUNDS" 0 -- "${argv[@]}" ';;' "${plain[@]}"
    fi
    if [[ " ${timed_peers[*]} " == *" jq "* ]]; then
        wx_argv -- "${cities[@]}"
        wx=("${argv[@]}")
        peer_argv jq "${cities[@]}"
        pair_ratio "$FILES one-city files, jq time / wxreport time" 4 ">=" "$STARTUP_RUNS" 1 -- "${argv[@]}" ';;' "${wx[@]}"
        wx_argv -- "$single"
        wx=("${argv[@]}")
        peer_argv jq "$single"
        pair_ratio "1-city file, wxreport time / jq time" 0.6 "<=" "$STARTUP_RUNS" 1 -- "${wx[@]}" ';;' "${argv[@]}"
        wx_argv -- "$one_line"
        wx=("${argv[@]}")
        peer_argv jq "$one_line"
        pair_ratio "$label_one_line, jq time / wxreport (default --jobs) time" 20 ">=" "$RUNS" 0 -- "${argv[@]}" ';;' "${wx[@]}"
    fi
    # Issue 19: a One Call archive (JSON Lines of responses, kelvin) against a one-line group
    # file of as many rows, made from the group file's bytes per row.
    onecall="$DATA/onecall-$SIZE.jsonl"
    if [[ ! -s "$onecall" || ! -s "$onecall.rows" ]]; then
        echo "== generating $onecall" >&2
        python3 Tests/bench/onecall.py "$(numfmt --from=iec "${SIZE%B}")" "$onecall" > "$onecall.rows"
    fi
    group_bytes=$(( $(stat -c %s "$one_line") * $(rows_of "$onecall") / $(rows_of "$one_line") ))
    same_rows=$(generate "$DATA/oneline-$(rows_of "$onecall")-rows.json" "$group_bytes")
    wx_argv -- "$onecall"  # wxreport only: the peers read the 2.5 group shape
    wx=("${argv[@]}")
    time_row "$SIZE One Call archive" "wxreport" "" "$(stat -c %s "$onecall")" "$(rows_of "$onecall")" -- "${wx[@]}"
    wx_argv -- "$same_rows"
    pair_ratio "$SIZE One Call archive time / group file of as many rows time" 1.3 "<=" "$PAIRED_ROUNDS" 0 -- "${wx[@]}" ';;' "${argv[@]}"
    # The other product shapes, made from the Samples (standard units, stated or found by `auto`):
    # the group files never reach their decoding, where two changes once cost 2x and 11x unseen.
    for kind in mixed bulk day-summary; do
        products="$DATA/products-$kind-$SIZE.jsonl"
        if [[ ! -s "$products" ]]; then
            echo "== generating $products" >&2
            python3 Tests/bench/products.py "$kind" "$(numfmt --from=iec "${SIZE%B}")" "$products"
        fi
        wx=("$WXREPORT" --locale nl-BE "$products")
        time_row "$SIZE $kind products" "wxreport" "" "$(stat -c %s "$products")" \
            "$("${wx[@]}" --format ndjson | wc -l)" -- "${wx[@]}"
    done
fi

# --- report ---------------------------------------------------------------------------------
echo
echo "wxreport benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'): $(nproc) cores ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1))"
echo "binary: $WXREPORT ($($wx_is_real && "$WXREPORT" --version 2> /dev/null || echo "not wxreport"))"
echo "inputs: owmgen --units metric --seed 1, in $DATA; runs: median of $RUNS ($STARTUP_RUNS for the 1-city file and the one-city files), peak RSS the largest"
echo "peers: ${peer_report[*]}"
echo
python3 Tests/bench/report.py "$results" "$paired"
if [[ $SIZE != 100MB || $FILES != 2000 ]]; then
    echo "(the targets are set for 100MB and 2000 files: at BENCH_SIZE=$SIZE, BENCH_FILES=$FILES they only show the plumbing)"
fi

if [[ $failures -gt 0 ]]; then
    echo "Tests/bench/run.sh: $failures command(s) failed" >&2
    exit 1
fi
