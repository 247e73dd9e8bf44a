"""pandas reads a wxreport --plain CSV: numeric dtypes for the numeric columns (and every value
a float), datetimes for the time columns. Columns are found by position: wxreport's default
column order (Column.allCases), so the check does not depend on the header's language."""
import sys

import pandas as pd

NUMERIC = range(4, 17)  # temp … snow_1h
TIMES = [2, 17, 18]  # time, sunrise, sunset

path, sep, decimal = sys.argv[1:4]
frame = pd.read_csv(path, sep=sep, decimal=decimal, encoding="utf-8")
problems = []
for index in NUMERIC:
    column = frame.columns[index]
    if not pd.api.types.is_numeric_dtype(frame[column]):
        problems.append(f"{column}: dtype {frame[column].dtype}")
    elif not pd.api.types.is_float_dtype(frame[column].astype(float)):
        problems.append(f"{column}: not floats")
for index in TIMES:
    column = frame.columns[index]
    parsed = pd.to_datetime(frame[column], utc=True, format="ISO8601")
    if not pd.api.types.is_datetime64_any_dtype(parsed) or parsed.notna().sum() != frame[column].notna().sum():
        problems.append(f"{column}: not all datetimes")
means = frame[frame.columns[4]].mean()
if problems:
    print(f"FAIL pandas {path}: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
dtypes = sorted({str(frame[frame.columns[i]].dtype) for i in NUMERIC})
print(f"ok   pandas {path.rsplit('/', 1)[-1]}: {len(frame)} rows, numeric dtypes {dtypes}, "
      f"{len(TIMES)} datetime columns, mean {frame.columns[4]} = {means:.2f}")
