# Command lines for Tests/bench/run.sh (sourced): wxreport's, the peers', the check that each peer
# gives the reference's rows, and the rows for options the binary may not have yet.
# Each *_argv function leaves its command in the array `argv`.

declare -A peer_label=([jq]="jq" [python]="python json+csv" [simdjson]="python pysimdjson"
                       [duckdb]="duckdb" [polars]="polars")
# The Python module each optional peer imports, and the pip distribution that provides it.
declare -A peer_module=([simdjson]=simdjson [duckdb]=duckdb [polars]=polars)
declare -A peer_package=([simdjson]=pysimdjson [duckdb]=duckdb [polars]=polars)
timed_peers=()
peer_report=()

# wx_argv OPTIONS... -- FILES...: wxreport on metric input, in nl-BE, all columns.
wx_argv() {
    local options=()
    while [[ $1 != -- ]]; do options+=("$1"); shift; done
    shift
    if $wx_is_real; then
        argv=("$WXREPORT" --locale nl-BE --input-units metric "${options[@]}" "$@")
    else
        argv=("$WXREPORT" "$@")
    fi
}

# peer_argv KEY FILES...: the peer doing the same job on metric input ('-': standard input).
# jq runs with -n so that several files give one header.
peer_argv() {
    local key=$1
    shift
    case "$key" in
        jq) argv=(jq -rn --arg units metric -f Tests/bench/owm.jq) ;;
        python) argv=(python3 Tests/bench/pycsv.py --input-units metric) ;;
        simdjson) argv=(python3 Tests/bench/pysimdjson.py --input-units metric) ;;
        duckdb) argv=(python3 Tests/bench/peer_duckdb.py --input-units metric) ;;
        polars) argv=(python3 Tests/bench/peer_polars.py --input-units metric) ;;
        *) echo "Tests/bench/run.sh: unknown peer '$key' in PEERS" >&2; exit 64 ;;
    esac
    argv+=("$@")
}

# peer_version KEY: what is installed, or nothing when the peer cannot run.
peer_version() {
    case "$1" in
        jq) jq --version ;;
        python) python3 -c 'import platform; print("Python", platform.python_version())' ;;
        *) python3 -c "import importlib.metadata, ${peer_module[$1]}
print('${peer_package[$1]}', importlib.metadata.version('${peer_package[$1]}'))" 2> /dev/null ;;
    esac
}

# check_all_peers FILE ONE_CITY_FILES...: runs each wanted peer on FILE, on FILE through a pipe
# and on the one-city files, and keeps in timed_peers those whose rows equal Tests/bench/pycsv.py's
# (Tests/bench/compare.py says what is compared). Also checks wxreport's row count on FILE.
check_all_peers() {
    local file=$1 key version case status
    shift
    peer_argv python "$file" && "${argv[@]}" > "$scratch/reference-file.csv"
    peer_argv python - && "${argv[@]}" < "$file" > "$scratch/reference-stdin.csv"
    peer_argv python "$@" && "${argv[@]}" > "$scratch/reference-files.csv"
    echo "== checking the peers against python json+csv ($file, $# one-city files, stdin)" >&2
    for key in "${wanted_peers[@]}"; do
        if ! version=$(peer_version "$key") || [[ -z "$version" ]]; then
            peer_report+=("$key: not installed, skipped;")
            continue
        fi
        status=ok
        for case in file stdin files; do
            case "$case" in
                file) peer_argv "$key" "$file"; "${argv[@]}" > "$scratch/$key-$case.csv" 2> "$scratch/$key.err" || status="failed" ;;
                stdin) peer_argv "$key" -; "${argv[@]}" < "$file" > "$scratch/$key-$case.csv" 2> "$scratch/$key.err" || status="failed" ;;
                files) peer_argv "$key" "$@"; "${argv[@]}" > "$scratch/$key-$case.csv" 2> "$scratch/$key.err" || status="failed" ;;
            esac
            [[ $status == ok ]] || { sed 's/^/   /' "$scratch/$key.err" >&2; break; }
            python3 Tests/bench/compare.py "$scratch/reference-$case.csv" "$scratch/$key-$case.csv" "$key ($case)" >&2 \
                || { status="rows differ"; break; }
        done
        if [[ $status == ok ]]; then
            timed_peers+=("$key")
            peer_report+=("$version ok;")
        else
            peer_report+=("$version: $status on the check ($case), NOT TIMED;")
        fi
    done
    if $wx_is_real; then
        wx_argv -- "$file"
        local want got
        want=$(( $(python3 -c 'import csv, sys; print(sum(1 for _ in csv.reader(sys.stdin)))' < "$scratch/reference-file.csv") - 1 ))
        got=$(( $("${argv[@]}" | python3 -c 'import csv, sys; print(sum(1 for _ in csv.reader(sys.stdin, delimiter=";")))') - 1 ))
        if [[ $want -ne $got ]]; then
            echo "Tests/bench/run.sh: wxreport gives $got rows on $file, the reference $want" >&2
            failures=$(( failures + 1 ))
        fi
        peer_report+=("wxreport: $got rows on the check file (reference $want)")
    fi
}

# supports OPTIONS...: the binary accepts OPTIONS on a small file. Rows for features that land
# later are timed only then, so this script runs with older binaries too.
supports() {
    $wx_is_real || return 1
    wx_argv "$@" -- "$check_file"
    "${argv[@]}" > /dev/null 2>&1
}

# optional_rows INPUT BYTES ROWS FILE: the reports-for-machines options (issue 12), each when
# the binary has it. Add a row here for a new option.
optional_rows() {
    local input=$1 bytes=$2 rows=$3 file=$4 option words
    local -a variants=("--plain" "--format ndjson" "--sort temp" "--summary" "--daily")
    for option in "${variants[@]}"; do
        read -r -a words <<< "$option"
        if supports "${words[@]}"; then
            wx_argv "${words[@]}" -- "$file"
            time_row "$input" "wxreport $option" "" "$bytes" "$rows" -- "${argv[@]}"
        else
            echo "== wxreport $option: not supported by this binary, row skipped" >&2
        fi
    done
}

# gzip_rows INPUT BYTES ROWS FILE: wxreport on FILE gzipped beside `zcat | jq` (issue 13), when
# the binary reads gzip. BYTES and ROWS are the uncompressed file's.
gzip_rows() {
    local input=$1 bytes=$2 rows=$3 file=$4
    gzip -c "$check_file" > "$scratch/check.json.gz"
    wx_argv -- "$scratch/check.json.gz"
    if ! $wx_is_real || ! "${argv[@]}" > /dev/null 2>&1; then
        echo "== wxreport on gzip input: not supported by this binary, rows skipped" >&2
        return
    fi
    [[ -s "$file.gz" ]] || { echo "== compressing $file" >&2; gzip -c "$file" > "$file.gz"; }
    wx_argv -- "$file.gz"
    time_row "$input" "wxreport" "" "$bytes" "$rows" -- "${argv[@]}"
    if [[ " ${timed_peers[*]} " == *" jq "* ]]; then
        peer_argv jq -
        time_row "$input" "zcat | jq" "jq" "$bytes" "$rows" --stdin-from "$file.gz" --feed-with zcat -- "${argv[@]}"
    fi
}
