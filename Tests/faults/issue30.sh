#!/usr/bin/env bash
# Evidence for the closing note of issue 30 ("No input, report or reject ever lost"): one command
# per numbered case (1 to 10, and the sub-cases of 10), each run in a fresh temporary folder,
# printing the command, its exit status, the first lines of what it said, and the sha256 of the
# files it could harm (input, old report, old rejects file) before and after. Cases that need a
# tool or privilege this machine lacks print SKIP with the reason.
#
# Not part of `make test`: the end-to-end tests (Tests/WXReportEndToEndTests) hold each case; this
# only prints the figures for a person to read.
#
# usage: Tests/faults/issue30.sh path/to/wxreport [files for case 8, default 100000]
set -u
binary=$(realpath "${1:?usage: issue30.sh path/to/wxreport [files]}")
files=${2:-100000}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/issue30.XXXXXX")
trap 'cd /; rm -rf "$work"' EXIT
export WX="$binary"

# A current-weather record for `city` (`temp` in kelvin).
record() { printf '{"name":"%s","main":{"temp":%s},"weather":[],"dt":1763900000}' "$1" "${2:-280}"; }

# sha256 of each file, or "absent".
checksums() {
    local file
    for file in "$@"; do
        if [ -e "$file" ]; then
            printf '  %-16s %s\n' "$file" "$(sha256sum <"$file" | cut -c1-64)"
        else
            printf '  %-16s absent\n' "$file"
        fi
    done
}

# Starts a case in a fresh folder with the old report, old rejects file and inputs it needs.
begin() {
    printf '\n=== case %s: %s\n' "$1" "$2"
    rm -rf "$work/case" && mkdir "$work/case" && cd "$work/case" || exit 1
    cp "$root/Samples/current-gent.json" a.json
    printf 'old report\n' >out.csv
    printf 'old rejects\n' >rej.ndjson
    # 40 good records around a bad one: a report over 1 KiB, one reject.
    { printf '{"cnt":41,"list":['; for index in $(seq 20); do record "Gent$index"; printf ','; done
      record Bad '"hot"'; for index in $(seq 20); do printf ','; record "Oslo$index"; done; printf ']}\n'; } >mixed.json
}

# Runs `command` (bash), then prints its status, its first lines on standard error (and on
# standard output with `show`), and the checksums of `files` before and after.
check() {
    local command=$1 show=$2
    shift 2
    printf -- '$ %s\n' "$command"
    printf 'before:\n'
    checksums "$@"
    bash -c "$command" >stdout.txt 2>stderr.txt
    printf 'exit status: %s; standard error: %s lines, %s bytes\n' "$?" "$(wc -l <stderr.txt)" "$(wc -c <stderr.txt)"
    head -c 2000 stderr.txt | head -n 3 | cut -c1-160 | sed 's/^/  stderr: /'
    [ "$show" = show ] && head -n 4 stdout.txt | cut -c1-160 | sed 's/^/  stdout: /'
    printf 'after:\n'
    checksums "$@"
    local left
    left=$(find . -maxdepth 1 \( -name '.wxreport*' -o -name 'core*' -o -name '*.tmp' \) | head -n 3)
    printf '  temporary files or cores left in the folder: %s\n' "${left:-none}"
    return 0
}

skip() { printf -- 'SKIP: %s\n' "$1"; }

begin 1 "standard output onto an input is refused, the input untouched"
check '"$WX" a.json >> a.json' quiet a.json
check '"$WX" a.json 1<> a.json' quiet a.json
check '"$WX" < a.json >> a.json' quiet a.json

begin 2 "a failed run keeps the old report and the old rejects file"
check '"$WX" --rejects rej.ndjson mixed.json > /dev/full' quiet mixed.json rej.ndjson
check '(ulimit -f 1; "$WX" -o out.csv --rejects rej.ndjson mixed.json)' quiet mixed.json out.csv rej.ndjson

begin 3 "--rejects naming the report however spelled is refused before either is created"
rm -f out.csv
mkdir sub
check '"$WX" -o out.csv --rejects ./out.csv mixed.json' quiet out.csv
check '"$WX" -o out.csv --rejects sub/../out.csv mixed.json' quiet out.csv
check '"$WX" -o out.csv --rejects "$PWD/out.csv" mixed.json' quiet out.csv

begin 4 "a CPU limit and fault signals end the run cleanly: old report kept, no core, no temporary file"
for _ in $(seq 20000); do record Gent; printf '\n'; done >big.jsonl
check 'ulimit -c unlimited; { while cat big.jsonl; do :; done; } 2>/dev/null | prlimit --cpu=1:60 "$WX" -o out.csv --rejects rej.ndjson -' \
    quiet out.csv rej.ndjson
mkfifo slow
for signal in SEGV ABRT BUS FPE ILL TRAP SYS; do
    check "ulimit -c unlimited; \"\$WX\" -o out.csv slow & sleep 1; kill -$signal \$!; wait \$!" quiet out.csv
done
if unshare -m true 2>/dev/null; then
    check "ulimit -c unlimited; unshare -m sh -c 'umount -l /proc && exec \"\$WX\" -o out.csv slow' & sleep 1; kill -VTALRM \$!; wait \$!" \
        quiet out.csv
else
    skip "unshare -m is not allowed here: the no-/proc signal case needs it"
fi

begin 5 "records complete before a problem are kept, whatever the envelope"
spaces=$(head -c $((17 << 20)) /dev/zero | tr '\0' ' ')
{ printf '{"cod":"200","list":[%s,{"name":"B","x":"' "$(record A)"; head -c $((17 << 20)) /dev/zero | tr '\0' 'y'; printf '"}],"city":{"name":"X"}}'; } >long-record.json
printf '{"cod":"200","list":%s[%s,%s]}' "$spaces" "$(record A)" "$(record B)" >key-space.json
printf '{"list":[%s,%s]%s}' "$(record A)" "$(record B)" "$spaces" >after-list.json
unset spaces
check '"$WX" --fields city long-record.json' show long-record.json
check '"$WX" --fields city key-space.json' show key-space.json
check '"$WX" --fields city after-list.json' show after-list.json

begin 6 "concatenated API responses are read as a sequence"
cat a.json a.json >day.json
check '"$WX" --fields city,temp day.json' show day.json

begin 7 "no formula through the other separator"
printf '{"name":"Gent;=1+1;x","main":{"temp":280},"weather":[],"dt":1}' >inject.json
check '"$WX" --locale en-US --fields city inject.json' show inject.json
check '"$WX" --locale nl-BE --fields city inject.json' show inject.json

begin 8 "memory with many files ($files one-record files, default --jobs)"
if [ -x /usr/bin/time ]; then
    mkdir many
    one=$(record Gent)
    for index in $(seq "$files"); do printf '%s\n' "$one" >"many/w$index.json"; done
    check '/usr/bin/time -f "peak RSS %M KB" "$WX" many > /dev/null' quiet a.json
else
    skip "/usr/bin/time is not installed: it measures the peak"
fi

begin 9 "out of memory: one message, nothing from the runtime"
if command -v prlimit >/dev/null; then
    { printf '{"cnt":15000,"list":['; for index in $(seq 15000); do [ "$index" = 1 ] || printf ','; record "City$index"; done; printf ']}'; } >big.json
    limit=""
    for megabytes in $(seq 70 4 200); do  # the least limit at which the run starts but runs out
        prlimit --as=$((megabytes * 1000000)) "$WX" --jobs 1 big.json >/dev/null 2>&1
        if [ $? = 71 ]; then limit=$((megabytes * 1000000)) && break; fi
    done
    if [ -n "$limit" ]; then
        check "prlimit --as=$limit \"\$WX\" --jobs 1 -o out.csv big.json" quiet big.json out.csv
    else
        skip "no limit from 70 to 200 MB ran out of memory (exit 71) on this build"
    fi
else
    skip "prlimit is not installed"
fi

begin 10a "--schema -o FILE writes the file"
check '"$WX" --schema -o schema.json' quiet schema.json

begin 10b "a long --locale value is cut in the message"
check '"$WX" --locale "$(head -c 130000 /dev/zero | tr "\0" x)" a.json' quiet a.json

begin 10c "a One Call file with an unknown IANA zone says so once"
sed 's#"America/Chicago"#"Mars/Olympus_Mons"#' "$root/Samples/products/onecall-chicago.json" >onecall.json
check '"$WX" onecall.json > /dev/null' quiet onecall.json

begin 10d "coord is checked whatever the fields"
printf '{"name":"Gent","coord":{"lat":999,"lon":3.7},"main":{"temp":280},"weather":[],"dt":1}' >coord.json
check '"$WX" --fields city coord.json' show coord.json
check '"$WX" --fields city,lat,lon coord.json' show coord.json
