#!/usr/bin/env python3
"""The pysimdjson yardstick for Tests/bench/run.sh: Tests/bench/pycsv.py with simdjson's parser.

    python3 Tests/bench/pysimdjson.py [--input-units standard|metric|imperial] FILE...
Exits 3 with a message when pysimdjson is not installed (`python3 -m pip install pysimdjson`).
"""
import os
import sys

try:
    import simdjson
except ImportError:
    print("pysimdjson.py: skipped: pysimdjson is not installed (python3 -m pip install pysimdjson)",
          file=sys.stderr)
    sys.exit(3)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pycsv  # noqa: E402



def loads(data):
    """Parses with simdjson's lazy proxies. A parser cannot be reused while proxies of its last
    document are alive (the previous file, the previous JSON Lines line), so each gets its own."""
    return simdjson.Parser().parse(data)


if __name__ == "__main__":
    pycsv.main(loads=loads, name="pysimdjson.py")
