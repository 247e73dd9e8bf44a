"""openpyxl reads the xlsx LibreOffice made from a --plain --bom CSV: the header is the UTF-8
text (no byte order mark in A1, `°` not `Â°`), every non-empty cell of every numeric column is
a number, and no cell is a formula."""
import sys

import openpyxl

NUMERIC = range(5, 18)  # 1-based: temp … snow_1h

path = sys.argv[1]
sheet = openpyxl.load_workbook(path).active
problems = []
header = [cell.value or "" for cell in sheet[1]]
if header[0].startswith("\ufeff") or header[0].startswith("ï»¿") or any("Â" in title for title in header):
    problems.append(f"header read in the wrong character set: {header[:5]!r}")
if not any("°" in title for title in header):
    problems.append(f"no ° in the header: {header[:5]!r}")
for row in sheet.iter_rows(min_row=2):
    for cell in row:
        if cell.data_type == "f":
            problems.append(f"{cell.coordinate}: formula {cell.value!r}")
        if cell.column in NUMERIC and cell.value is not None and not isinstance(cell.value, (int, float)):
            problems.append(f"{cell.coordinate}: {cell.value!r} is text")
numbers = sum(1 for row in sheet.iter_rows(min_row=2) for cell in row
              if cell.column in NUMERIC and isinstance(cell.value, (int, float)))
columns_with_numbers = {cell.column for row in sheet.iter_rows(min_row=2) for cell in row
                        if cell.column in NUMERIC and isinstance(cell.value, (int, float))}
problems += [f"column {column}: no number at all" for column in NUMERIC if column not in columns_with_numbers]
if problems:
    print(f"FAIL openpyxl {path}: " + "; ".join(problems[:10]), file=sys.stderr)
    sys.exit(1)
print(f"ok   LibreOffice+openpyxl {path.rsplit('/', 1)[-1]}: {numbers} numeric cells in "
      f"{len(columns_with_numbers)} columns, no formulas")
