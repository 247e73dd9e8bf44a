# Benchmark inputs for Tests/bench/run.sh (sourced): generated once with owmgen, kept in $DATA with a
# FILE.rows beside each holding its record count (one-line files cannot be counted with wc -l).

# refresh_inputs: forgets the kept inputs when the generator's sources changed since they were made.
refresh_inputs() {
    local stamp
    stamp=$(cat Sources/owmgen/*.swift | cksum | cut -d ' ' -f 1)
    mkdir -p "$DATA"
    if [[ "$(cat "$DATA/owmgen.stamp" 2> /dev/null)" != "$stamp" ]]; then
        rm -rf "$DATA"/*.json "$DATA"/*.json.gz "$DATA"/*.rows "$DATA"/cities-*
        echo "$stamp" > "$DATA/owmgen.stamp"
    fi
}

# generate FILE SIZE [owmgen options...]: makes FILE (metric, seed 1 unless given) unless it is
# there, and prints its name.
generate() {
    local file=$1 size=$2
    shift 2
    if [[ ! -s "$file" || ! -s "$file.rows" ]]; then
        echo "== generating $file" >&2
        "$OWMGEN" --size "$size" --seed 1 --units metric "$@" -o "$file" 2> "$scratch/owmgen" \
            || { cat "$scratch/owmgen" >&2; return 1; }
        records_written < "$scratch/owmgen" > "$file.rows"
    fi
    echo "$file"
}

# generate_files DIR COUNT: COUNT one-city group files in DIR, unless there; prints DIR.
generate_files() {
    local dir=$1 count=$2
    if [[ ! -s "$dir.rows" ]]; then
        echo "== generating $dir ($count one-city files)" >&2
        rm -rf "$dir"
        "$OWMGEN" --size 1 --seed 1 --units metric --files "$count" --dir "$dir" 2> "$scratch/owmgen" \
            || { cat "$scratch/owmgen" >&2; return 1; }
        records_written < "$scratch/owmgen" > "$dir.rows"
    fi
    echo "$dir"
}

# The record count from owmgen's "owmgen: wrote N records, …" line.
records_written() {
    sed -n 's/^owmgen: wrote \([0-9]*\) records.*/\1/p'
}

# rows_of FILE_OR_DIR: its record count, kept when it was generated.
rows_of() {
    cat "$1.rows"
}
