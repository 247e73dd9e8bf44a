#!/usr/bin/env python3
"""Prints Tests/bench/run.sh's results as one Markdown table, then the ratios issue 9 sets as targets.

    python3 Tests/bench/report.py RESULTS.tsv [PAIRED.tsv]

RESULTS.tsv has one line per timed command: input, command, peer key (jq, python, simdjson,
duckdb, polars; empty for wxreport), median seconds or "failed", peak RSS in KB, input bytes,
rows. "vs X" is X's wall time over this row's, on the same input: above 1 means faster than X.
MB means 2^20 bytes; MB/s counts the JSON bytes read (uncompressed, for a gzipped input).
PAIRED.tsv has one line per target ratio from Tests/bench/paired.py: text, target, ">=" or "<=",
rounds, then "MEDIAN LOWEST HIGHEST" of the per-round ratios.
"""
import sys

PEERS = ["jq", "python", "simdjson", "duckdb", "polars"]


def load(path):
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            name_input, command, peer, seconds, kb, size, count = line.rstrip("\n").split("\t")
            rows.append({"input": name_input, "command": command, "peer": peer,
                         "seconds": None if seconds == "failed" else float(seconds),
                         "kb": int(kb or 0), "bytes": int(size), "rows": int(count)})
    return rows


def wall(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def rate(megabytes_per_second):
    """Three significant digits or so: 312, 31.2, 0.031 (a 1-city file reads a few hundred bytes)."""
    if megabytes_per_second >= 100:
        return f"{megabytes_per_second:.0f}"
    return f"{megabytes_per_second:.1f}" if megabytes_per_second >= 1 else f"{megabytes_per_second:.3f}"


def table(rows):
    peers_seen = [p for p in PEERS if any(r["peer"] == p and r["seconds"] for r in rows)]
    head = ["input", "command", "wall", "MB/s", "rows/s", "peak RSS"] + [f"vs {p}" for p in peers_seen]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] * 2 + ["---:"] * (len(head) - 2)) + "|"]
    for row in rows:
        cells = [row["input"], row["command"]]
        if row["seconds"] is None:
            cells += ["failed"] + [""] * (len(head) - 3)
        else:
            s = max(row["seconds"], 1e-6)
            cells += [wall(s), rate(row["bytes"] / 1048576 / s), f"{row['rows'] / s:,.0f}",
                      f"{row['kb'] / 1024:.0f} MB"]
            for peer in peers_seen:
                theirs = time_of(rows, row["input"], peer)
                cells.append(f"{theirs / s:.2f}×" if theirs else "")
        lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
    return "\n".join(lines)


def time_of(rows, input_label, peer=None, command=None):
    for row in rows:
        if row["input"] == input_label and row["seconds"] is not None:
            if (peer is not None and row["peer"] == peer) or (command is not None and row["command"] == command):
                return row["seconds"]
    return None


def paired_targets(path):
    """Issue 9's ratios from Tests/bench/paired.py's alternated runs, each with its target."""
    out = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            text, target, direction, rounds, figures = line.rstrip("\n").split("\t")
            median, lowest, highest = (float(f) for f in figures.split())
            met = median >= float(target) if direction == ">=" else median <= float(target)
            sign = "≥" if direction == ">=" else "≤"
            out.append(f"- {text}: {median:.2f} ({lowest:.2f}–{highest:.2f} over {rounds} rounds; "
                       f"target {sign} {target}: {'met' if met else 'not met'})")
    return "\n".join(out)


def targets(rows):
    """Issue 9's ratios, each with its target, from the rows that carry them."""
    labels = [r["input"] for r in rows]  # in run order: the first one-line file is BENCH_SIZE's
    one_line = next((l for l in labels if l.endswith("one-line")), None)
    files = next((l for l in labels if l.endswith("one-city files")), None)
    single = next((l for l in labels if l == "1-city file"), None)
    out = []

    def ratio(text, num, den, target, better_high=True):
        if num and den:
            value = num / den
            met = value >= target if better_high else value <= target
            sign = "≥" if better_high else "≤"
            out.append(f"- {text}: {value:.2f} (target {sign} {target}: {'met' if met else 'not met'})")
        else:
            out.append(f"- {text}: not measured")

    ratio(f"{files}, jq time / wxreport time", time_of(rows, files, peer="jq"),
          time_of(rows, files, command="wxreport"), 4)
    ratio(f"{single}, wxreport time / jq time", time_of(rows, single, command="wxreport"),
          time_of(rows, single, peer="jq"), 0.6, better_high=False)
    ratio(f"{one_line}, jq time / wxreport (default --jobs) time", time_of(rows, one_line, peer="jq"),
          time_of(rows, one_line, command="wxreport"), 20)
    ratio(f"{one_line}, --jobs 1 time / --jobs 2 time", time_of(rows, one_line, command="wxreport --jobs 1"),
          time_of(rows, one_line, command="wxreport --jobs 2"), 1.7)
    fastest = min((r["seconds"] for r in rows if r["input"] == one_line and r["peer"] and r["seconds"]),
                  default=None)
    ratio(f"{one_line}, fastest peer's time / wxreport time (aim)", fastest,
          time_of(rows, one_line, command="wxreport"), 10)
    return "\n".join(out)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: report.py RESULTS.tsv [PAIRED.tsv]")
    rows = load(sys.argv[1])
    print(table(rows))
    print()
    print("Issue 9 ratios, from the table's medians:")
    print(targets(rows))
    if len(sys.argv) == 3:
        print()
        print("Issue 9 ratios, paired (the two commands alternated; median of the per-round ratios, range):")
        print(paired_targets(sys.argv[2]))


if __name__ == "__main__":
    main()
