"""Writes the cron archive of issue 29 from one current-weather file: 40 hourly files
gent-00.json ... gent-39.json (temperature and wind varying), the same records as gent.jsonl, and
split again into four JSON Lines files of ten, part-0.jsonl ... part-3.jsonl."""
import json, os, sys

source, folder = sys.argv[1], sys.argv[2]
os.makedirs(folder, exist_ok=True)
record = json.load(open(source, encoding="utf-8"))
lines = []
for hour in range(40):
    record["dt"] += 3600
    record["main"]["temp"] = round(276 + 4 * ((hour * 7) % 12) / 11, 2)
    record["wind"]["speed"] = 2 + hour % 6
    record["wind"]["deg"] = (200 + hour * 9) % 360
    text = json.dumps(record, ensure_ascii=False)
    with open(f"{folder}/gent-{hour:02}.json", "w", encoding="utf-8") as file:
        file.write(text + "\n")
    lines.append(text)
with open(f"{folder}/gent.jsonl", "w", encoding="utf-8") as file:
    file.write("\n".join(lines) + "\n")
for part in range(4):
    with open(f"{folder}/part-{part}.jsonl", "w", encoding="utf-8") as file:
        file.write("\n".join(lines[part * 10:part * 10 + 10]) + "\n")
