"""The command line the Python yardsticks share: [--input-units standard|metric|imperial] FILE..."""
import sys

UNITS = ("standard", "metric", "imperial")


def parse_arguments(name):
    """(units, paths) from sys.argv; exits 64 with a usage line when they are wrong."""
    paths = sys.argv[1:]
    units = "standard"
    if paths[:1] == ["--input-units"] and len(paths) > 1:
        units, paths = paths[1], paths[2:]
    if not paths or units not in UNITS:
        print(f"usage: {name} [--input-units {'|'.join(UNITS)}] FILE...  ('-': standard input)",
              file=sys.stderr)
        sys.exit(64)
    return units, paths
