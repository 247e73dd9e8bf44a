"""Issue 26: spreadsheet users get real date cells from `--fields …,local_time`. LibreOffice
headless imports the --plain CSV of nl-BE and en-US (the filter options of run.sh); every row
whose time has an offset must give a date cell holding the wall-clock time of `time`, every
temperature a number; a time with no offset stays `…Z` text, never a UTC time passed off as local.
Usage: local_time_is_a_date.py WXREPORT WORK_FOLDER"""
import datetime
import json
import os
import subprocess
import sys

import openpyxl

binary, work = sys.argv[1], sys.argv[2]
samples = sorted(f"Samples/{name}" for name in os.listdir("Samples") if name.endswith(".json"))
problems = []
for locale, code, language in [("nl-BE", 59, 2067), ("en-US", 44, 1033)]:
    folder = os.path.join(work, f"local-{locale}")
    os.makedirs(folder, exist_ok=True)
    csv = os.path.join(folder, "report.csv")
    fields = "city,local_time,time,temp"
    with open(csv, "wb") as out:
        subprocess.run([binary, "--plain", "--bom", "--locale", locale, "--fields", fields, *samples], stdout=out, check=True)
    lines = subprocess.run([binary, "--format", "ndjson", "--fields", fields, *samples], capture_output=True, check=True)
    rows = [json.loads(line) for line in lines.stdout.splitlines()]
    subprocess.run(["soffice", "--headless", "--norestore", f"-env:UserInstallation=file://{work}/profile",
                    f"--infilter=CSV:{code},34,76,1,,{language},false,true", "--convert-to", "xlsx",
                    "--outdir", folder, csv], capture_output=True, check=True)
    sheet = openpyxl.load_workbook(os.path.join(folder, "report.xlsx")).active
    cells = list(sheet.iter_rows(min_row=2, values_only=True))
    if len(cells) != len(rows):
        problems.append(f"{locale}: {len(cells)} rows in the sheet, {len(rows)} in the report")
    dates = texts = numbers = 0
    for (city, local, time, temp), row in zip(cells, rows):
        if row["time"].endswith("Z"):
            texts += isinstance(local, str) and local == row["local_time"]
        else:
            wall = datetime.datetime.fromisoformat(row["time"]).replace(tzinfo=None)
            if local != wall:
                problems.append(f"{locale} {city}: local_time {local!r}, want the date {wall}")
            dates += 1
        numbers += isinstance(temp, (int, float))
    offsetless = sum(row["time"].endswith("Z") for row in rows)
    if texts != offsetless or numbers != len(rows):
        problems.append(f"{locale}: {texts} of {offsetless} UTC times kept as text, {numbers} of {len(rows)} numbers")
    print(f"ok   LibreOffice {locale}: local_time gives {dates} date cells, {texts} UTC texts, {numbers} numbers")

if problems:
    print("FAIL local_time: " + "; ".join(problems[:10]), file=sys.stderr)
    sys.exit(1)
