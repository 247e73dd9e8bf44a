#!/usr/bin/env python3
"""Writes JSON Lines of the product shapes the owmgen group files never reach, for Tests/bench/run.sh,
made from the bundled Samples (standard units, as the API sends them by default):

    python3 Tests/bench/products.py KIND SIZE_BYTES OUTPUT

KIND is one of
    mixed        every document in Samples/*.json and Samples/products/*.json, one compact line
                 each (History Bulk exports and JSON Lines samples record by record), in turn,
                 as an archive of all the products a site fetches would hold
    bulk         History Bulk records (`Samples/bulk-cities.json`), one hour later each round
    day-summary  One Call day_summary documents (`Samples/products/onecall-day-summary.json`), one
                 day later each

Why: two decoder changes once made History Bulk 2x and day_summary 11x slower while every
group-file benchmark held. Stops at the first line that would pass SIZE_BYTES.
"""
import datetime
import glob
import json
import os
import sys

SAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "Samples")


def documents(path):
    """The file's documents: one JSON value, or JSON Lines (one value per non-empty line)."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def mixed():
    paths = sorted(glob.glob(os.path.join(SAMPLES, "*.json"))) + sorted(
        glob.glob(os.path.join(SAMPLES, "products", "*.json")))
    # An array document (the History Bulk export) goes line by line: JSON Lines hold objects.
    lines = [
        compact(value)
        for path in paths
        for document in documents(path)
        for value in (document if isinstance(document, list) else [document])
    ]
    while True:
        yield from lines


def bulk():
    records = documents(os.path.join(SAMPLES, "bulk-cities.json"))
    hour = 0
    while True:
        for record in records:
            yield compact({**record, "time": record["time"] + hour * 3600})
        hour += 1


def day_summary():
    (summary,) = documents(os.path.join(SAMPLES, "products", "onecall-day-summary.json"))
    first = datetime.date.fromisoformat(summary["date"])
    day = 0
    while True:
        yield compact({**summary, "date": (first + datetime.timedelta(days=day)).isoformat()})
        day += 1


def main():
    kinds = {"mixed": mixed, "bulk": bulk, "day-summary": day_summary}
    if len(sys.argv) != 4 or sys.argv[1] not in kinds:
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(kinds)} SIZE_BYTES OUTPUT")
    limit, written = int(sys.argv[2]), 0
    with open(sys.argv[3], "w", encoding="utf-8") as output:
        for line in kinds[sys.argv[1]]():
            size = len(line.encode()) + 1
            if written + size > limit:
                break
            output.write(line + "\n")
            written += size


if __name__ == "__main__":
    main()
