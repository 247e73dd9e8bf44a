#!/bin/bash
# make test-spark: the Spark example (Samples/spark) in local[2] mode over generated NDJSON shards
# with bad records mixed in, checked against one single-machine run of wxreport over the same shards:
#   - the job succeeds;
#   - the collected rows equal, in order, those of `wxreport --no-header shard-*.ndjson`;
#   - the rejects hold exactly the bad records.
# Prints the partitions, rows, rejects and wall time. usage: Tests/spark/run.sh WXREPORT [SHARDS LINES]
set -euo pipefail
wxreport=$(realpath "${1:?usage: Tests/spark/run.sh path/to/wxreport [shards lines-per-shard]}")
shards=${2:-4}
lines=${3:-5000}
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/wxreport-spark.XXXXXX")
trap 'rm -rf "$work"' EXIT
args="--locale nl-BE"

python3 "$here/Samples/spark/make_shards.py" "$work/shards" --shards "$shards" --lines "$lines" --bad 6

# The single-machine run: every shard in name order, rejects kept.
# shellcheck disable=SC2086
if ! "$wxreport" --no-header --no-progress $args --rejects "$work/single-rejects.ndjson" "$work"/shards/shard-*.ndjson \
    > "$work/single.csv" 2> "$work/single.log"; then
    cat "$work/single.log" >&2
    echo "test-spark: FAILED: the single-machine run failed" >&2
    exit 1
fi

# The job's own log (Spark's and every task's stderr) goes to a file, shown when it fails.
if ! python3 "$here/Samples/spark/report.py" "$work/shards" "$work/out" --wxreport "$wxreport" \
    --partitions-per-shard 2 --args "$args" > "$work/spark.out" 2> "$work/spark.log"; then
    tail -n 40 "$work/spark.log" >&2
    echo "test-spark: FAILED: the Spark job did not succeed" >&2
    exit 1
fi
cat "$work/spark.out"

failed=0
# The collected rows, less the header the example puts on top, against the single run.
if ! tail -n +2 "$work/out/report.csv" | cmp -s - "$work/single.csv"; then
    echo "test-spark: FAILED: the Spark rows differ from the single-machine run:" >&2
    diff <(tail -n +2 "$work/out/report.csv") "$work/single.csv" | head -n 10 >&2
    failed=1
fi
# The rejects of all tasks (in no particular order) against the bad records; the single run's in order.
python3 - "$work" <<'PY' || failed=1
import json, sys
work = sys.argv[1]
bad = open(work + "/shards/bad-records.txt", encoding="utf-8").read().splitlines()
def records(name):
    with open(work + "/" + name, encoding="utf-8") as rejects:
        return [json.loads(line)["record"] for line in rejects]
spark, single = records("out/rejects.ndjson"), records("single-rejects.ndjson")
ok = True
if sorted(spark) != sorted(bad):
    print("test-spark: FAILED: the Spark rejects are not the bad records:", spark, bad, sep="\n", file=sys.stderr)
    ok = False
if single != bad:
    print("test-spark: FAILED: the single run's rejects are not the bad records:", single, bad, sep="\n", file=sys.stderr)
    ok = False
sys.exit(0 if ok else 1)
PY
rows=$(wc -l < "$work/single.csv")
if [ "$failed" -ne 0 ]; then
    echo "test-spark: 0 passed, 1 failed"
    exit 1
fi
echo "test-spark: rows equal the single-machine run ($rows rows), rejects equal the $(wc -l < "$work/shards/bad-records.txt") bad records"
echo "test-spark: 1 passed, 0 failed"
