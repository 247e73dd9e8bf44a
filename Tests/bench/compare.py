#!/usr/bin/env python3
"""Checks that a yardstick printed the same rows as the reference (Tests/bench/pycsv.py).

    python3 Tests/bench/compare.py REFERENCE.csv PEER.csv [NAME]

Both files are parsed as CSV, so what is compared is the cells, in order, all 19 columns of
every row, header included. That normalises only what CSV writers may legitimately differ in:
quoting (pycsv and jq quote every cell; DuckDB and Polars quote only where needed), line endings,
and a missing value written as nothing or as "" (DuckDB writes NULL as an empty field). Numbers,
units, decimal commas and times must match as text. Exit 0 when they agree; else 1, with the
row count of each and the first differing rows on standard error.
"""
import csv
import sys


def rows(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.reader(handle))


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: compare.py REFERENCE.csv PEER.csv [NAME]")
    reference, peer = rows(sys.argv[1]), rows(sys.argv[2])
    name = sys.argv[3] if len(sys.argv) == 4 else sys.argv[2]
    problems = []
    if len(reference) != len(peer):
        problems.append(f"{len(peer) - 1} rows, the reference has {len(reference) - 1}")
    for number, (want, got) in enumerate(zip(reference, peer)):
        if want != got:
            where = "header" if number == 0 else f"row {number}"
            cells = [f"{col}: {w!r} != {g!r}" for col, (w, g) in enumerate(zip(want, got)) if w != g]
            if len(want) != len(got):
                cells.append(f"{len(got)} columns, the reference has {len(want)}")
            problems.append(f"{where}: " + "; ".join(cells))
        if len(problems) >= 5:
            break
    if problems:
        print(f"{name}: differs from the reference:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        sys.exit(1)
    print(f"{name}: {len(peer) - 1} rows, the same as the reference")


if __name__ == "__main__":
    main()
