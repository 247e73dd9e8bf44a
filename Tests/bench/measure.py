#!/usr/bin/env python3
"""Times one command for Tests/bench/run.sh: wall time and peak RSS of each run, output discarded.

    python3 Tests/bench/measure.py --runs N [--warmup K] [--stdin-from FILE [--feed-with PROGRAM]] -- COMMAND...

Prints one line, "SECONDS KILOBYTES": the median wall time of the N runs and the largest peak RSS
of the command. The RSS comes from GNU time (/usr/bin/time, Debian's package `time`): a process
forked from this script would report Python's own ~15 MB as its peak, since Linux keeps the
high-water mark across exec, while one forked from `time` starts small. --stdin-from feeds FILE through `cat` (or --feed-with,
say zcat) and a pipe, so the command reads a real pipe as in `cat FILE | COMMAND`; the time
covers both. --warmup runs
the command K times untimed first (small inputs, where a cold first run would dominate).
A run that fails ends the measurement: exit 1, with its exit status and the end of its
standard error on ours.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


TIME = "/usr/bin/time"


def run_once(command, stdin_from, feeder_program, errors, peak_file):
    """(seconds, peak RSS in KB, exit status) of one run."""
    errors.seek(0)
    errors.truncate()
    start = time.perf_counter_ns()
    feeder = None
    stdin = subprocess.DEVNULL
    if stdin_from:
        feeder = subprocess.Popen([feeder_program, stdin_from], stdout=subprocess.PIPE)
        stdin = feeder.stdout
    child = subprocess.Popen([TIME, "-f", "%M", "-o", peak_file, *command],
                             stdin=stdin, stdout=subprocess.DEVNULL, stderr=errors)
    if feeder:
        feeder.stdout.close()  # the command holds the read end now
    child.wait()
    if feeder:
        feeder.wait()
    seconds = (time.perf_counter_ns() - start) / 1e9
    with open(peak_file, encoding="utf-8") as handle:
        lines = handle.read().split()
    return seconds, int(lines[-1]) if lines and lines[-1].isdigit() else 0, child.returncode


def main():
    parser = argparse.ArgumentParser(description="time a command")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--warmup", type=int, default=0)
    parser.add_argument("--stdin-from")
    parser.add_argument("--feed-with", default="cat")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not command or options.runs < 1:
        parser.error("give --runs N >= 1 and a command after --")
    if not os.access(TIME, os.X_OK):
        sys.exit(f"measure.py: {TIME} not found (apt-get install time; make bench installs it)")
    times, peaks = [], []
    with tempfile.TemporaryFile(mode="w+b") as errors, tempfile.NamedTemporaryFile() as peak_file:
        for run in range(options.warmup + options.runs):
            seconds, peak, status = run_once(command, options.stdin_from, options.feed_with, errors,
                                             peak_file.name)
            if status != 0:
                errors.seek(0)
                tail = errors.read().decode("utf-8", "replace").splitlines()[-5:]
                print(f"failed with exit {status}:", *tail, sep="\n   ", file=sys.stderr)
                sys.exit(1)
            if run >= options.warmup:
                times.append(seconds)
                peaks.append(peak)
                print(f"   run {run - options.warmup + 1}: {seconds:.4f} s, {peak // 1024} MB", file=sys.stderr)
    print(f"{statistics.median(times):.6f} {max(peaks)}")


if __name__ == "__main__":
    main()
