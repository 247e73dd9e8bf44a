#!/usr/bin/env python3
"""Times two commands alternately for Tests/bench/run.sh, for the ratios issue 9 sets as targets.

    python3 Tests/bench/paired.py --rounds N [--warmup K] -- COMMAND_A... ';;' COMMAND_B...

Each round runs A, then B, outputs discarded, and takes the ratio of A's wall time to B's. Prints
one line, "MEDIAN LOWEST HIGHEST" of those per-round ratios. On a shared machine, whose speed
drifts by a third between minutes, two medians taken minutes apart can differ by more than a
target's margin; a ratio of two runs made back to back cannot, so this is what the targets are
judged by. A run that fails ends the measurement: exit 1, with its status and standard error.
"""
import argparse
import statistics
import subprocess
import sys
import time


def run_once(command):
    start = time.perf_counter_ns()
    done = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = (time.perf_counter_ns() - start) / 1e9
    if done.returncode != 0:
        tail = done.stderr.decode("utf-8", "replace").splitlines()[-5:]
        print(f"failed with exit {done.returncode}: {' '.join(command[:3])} …", *tail, sep="\n   ", file=sys.stderr)
        sys.exit(1)
    return seconds


def main():
    parser = argparse.ArgumentParser(description="time two commands alternately")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("commands", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    words = options.commands[1:] if options.commands[:1] == ["--"] else options.commands
    if ";;" not in words or options.rounds < 1:
        parser.error("give --rounds N >= 1, then COMMAND_A ';;' COMMAND_B after --")
    split = words.index(";;")
    first, second = words[:split], words[split + 1:]
    if not first or not second:
        parser.error("both commands must be given")
    for _ in range(options.warmup):
        run_once(first)
        run_once(second)
    ratios = []
    for round_number in range(options.rounds):
        a, b = run_once(first), run_once(second)
        ratios.append(a / b)
        print(f"   round {round_number + 1}: {a:.4f} s / {b:.4f} s = {a / b:.2f}", file=sys.stderr)
    print(f"{statistics.median(ratios):.4f} {min(ratios):.4f} {max(ratios):.4f}")


if __name__ == "__main__":
    main()
