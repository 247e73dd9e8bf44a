#!/bin/sh
# Renders wxreport's HTML page in headless Chromium (`make test-browser`): the samples in nl-BE,
# ja-JP and ar-EG at 1400×1000 and 390×844 (PNG screenshots), and the hostile-string corpus as
# city and conditions. Checks, from the DOM after layout (probe.html, appended to a copy of each
# page: the pages themselves carry no script): the page has height and no horizontal scrollbar,
# no console error, every row has one cell per column and no cell holds an element, the page
# holds no element but the format's own (the hostile names in chart labels stay text), known cells
# are found, ar-EG's table runs right to left (first column on the right), the hostile texts
# come back as exactly their characters; and for issue 29: no header word broken or wider than
# its cell, no number or time cell on two lines, a heading and title, one line for a 40-file
# hourly archive, the same charts for any file split (40 files, one, four in reverse order), file
# order and --jobs and with --sort, the alerts banner, no word in the nl-BE chart text that is
# neither Dutch nor the table's, no chart text cut off at its chart's edge or on top of another,
# one temperature bar per place (by city id, however the files spell it); the <title> in document.head, the alert banner's event and sender
# and each series title's place isolated (<bdi>).
# Usage: Tests/browser/run.sh path/to/wxreport [output folder, default: a temporary one]
set -eu
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$(mktemp -d)}
mkdir -p "$out"
chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || { echo "browser test: chromium is not installed (make test-browser installs it)" >&2; exit 1; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
browse() {  # browse WIDTH,HEIGHT PAGE [--screenshot=FILE | --dump-dom]
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
        --enable-logging=stderr --v=0 --window-size="$1" --virtual-time-budget=2000 "$3" "file://$2" \
        2> "$out/chromium.log"
    if grep -E 'CONSOLE.*(ERROR|error)|Uncaught' "$out/chromium.log"; then
        echo "browser test: console errors in $2" >&2
        exit 1
    fi
}
python3 "$here/make-hostile.py" "$here/../WXReportTestSupport/Fixtures/hostile-strings.json" > "$out/hostile.json"
for locale in nl-BE ja-JP ar-EG; do
    "$bin" --jobs 2 --locale "$locale" -o "$out/samples.$locale.html" "$here"/../../Samples/*.json
done
"$bin" --locale en-GB --input-units metric -o "$out/hostile.html" "$out/hostile.json"
# Issue 29: the cron archive (40 hourly current-weather files of one city, and the same as one
# JSON Lines file), the samples sorted, and every product (One Call's Flood Watch) per locale.
python3 "$here/make-archive.py" "$here/../../Samples/current-gent.json" "$out/archive"
"$bin" --jobs 2 --locale nl-BE -o "$out/archive.nl-BE.html" "$out"/archive/gent-*.json
"$bin" --jobs 1 --locale nl-BE -o "$out/archive-lines.nl-BE.html" "$out/archive/gent.jsonl"
"$bin" --jobs 2 --locale nl-BE -o "$out/archive-split.nl-BE.html" "$out"/archive/part-3.jsonl \
    "$out"/archive/part-2.jsonl "$out"/archive/part-1.jsonl "$out"/archive/part-0.jsonl
"$bin" --jobs 2 --locale nl-BE --sort -temp -o "$out/samples-sorted.nl-BE.html" "$here"/../../Samples/*.json
for locale in nl-BE ja-JP ar-EG; do
    "$bin" --jobs 2 --locale "$locale" -o "$out/products.$locale.html" "$here"/../../Samples/products/*.json
done
# The products in reverse order, on one worker.
"$bin" --jobs 1 --locale nl-BE -o "$out/products-reversed.nl-BE.html" $(ls -r "$here"/../../Samples/products/*.json)
for page in samples.nl-BE samples.ja-JP samples.ar-EG hostile archive.nl-BE products.nl-BE products.ja-JP \
    products.ar-EG; do
    cat "$out/$page.html" "$here/probe.html" > "$out/$page.probe.html"
    for size in 1400,1000 390,844; do
        browse "$size" "$out/$page.html" --screenshot="$out/$page.${size%,*}.png"
        browse "$size" "$out/$page.probe.html" --dump-dom > "$out/$page.${size%,*}.dom.html"
    done
done
python3 "$here/check.py" "$out" "$here/../WXReportTestSupport/Fixtures/hostile-strings.json"
echo "browser test: passed; screenshots in $out"
