#!/usr/bin/env python3
"""The wxreport report of a folder of NDJSON shards, made by Spark: each partition's lines are
piped through wxreport (RDD.pipe), the rows are collected in order under one header, and the
rejected records of every task are gathered into one rejects file.

usage: report.py SHARDS_DIR OUT_DIR [--wxreport PATH] [--master local[2]] [--partitions-per-shard 2]
                 [--args '--locale nl-BE']

Writes OUT_DIR/report.csv and OUT_DIR/rejects.ndjson, and prints the partitions, rows, rejects
and wall time. Needs pyspark (pip) and Java 17.
"""
import argparse
import glob
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shards")
    parser.add_argument("out")
    parser.add_argument("--wxreport", default=shutil.which("wxreport") or "wxreport")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--partitions-per-shard", type=int, default=2)
    parser.add_argument("--args", default="--locale nl-BE", help="more wxreport options, one string")
    arguments = parser.parse_args()
    wxreport = os.path.abspath(arguments.wxreport) if os.sep in arguments.wxreport else arguments.wxreport
    os.makedirs(arguments.out, exist_ok=True)

    from pyspark import SparkConf, SparkContext  # imported late: --help works without pyspark

    started = time.monotonic()
    conf = SparkConf().setMaster(arguments.master).setAppName("wxreport").set("spark.ui.showConsoleProgress", "false")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    rejects_dir = tempfile.mkdtemp(prefix="rejects.", dir=arguments.out)
    try:
        # One textFile per shard, in name order: the collected rows follow the shards' order,
        # whatever order a folder listing would give.
        shards = sorted(glob.glob(os.path.join(arguments.shards, "*.ndjson")))
        lines = sc.union([sc.textFile(path, minPartitions=arguments.partitions_per_shard) for path in shards])
        # PySpark starts the piped command with exactly this environment (none by default).
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "WXREPORT": wxreport,
               "WXREPORT_REJECTS_DIR": rejects_dir, "WXREPORT_ARGS": arguments.args}
        # checkCode: a task whose wxreport fails (an output error, not a bad record) fails the job.
        rows = lines.pipe(os.path.join(HERE, "wxreport-task.sh"), env=env, checkCode=True).collect()
        partitions = lines.getNumPartitions()
    finally:
        sc.stop()

    header = subprocess.run([wxreport, *shlex.split(arguments.args), "-"], input=b"[]", capture_output=True,
                            check=True).stdout.decode("utf-8")
    with open(os.path.join(arguments.out, "report.csv"), "w", encoding="utf-8", newline="") as out:
        out.write(header)
        out.writelines(row + "\n" for row in rows)
    rejects = 0
    with open(os.path.join(arguments.out, "rejects.ndjson"), "wb") as out:
        for path in sorted(glob.glob(os.path.join(rejects_dir, "*.ndjson"))):
            with open(path, "rb") as part:
                data = part.read()
            rejects += data.count(b"\n")
            out.write(data)
    shutil.rmtree(rejects_dir)
    seconds = time.monotonic() - started
    print("spark: %d shards, %d partitions, %d rows, %d rejects, %.1f s wall"
          % (len(shards), partitions, len(rows), rejects, seconds))


if __name__ == "__main__":
    sys.exit(main())
