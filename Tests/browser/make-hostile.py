"""A current-weather group document whose city names and conditions are the hostile strings."""
import json, sys

corpus = [entry["text"] for entry in json.load(open(sys.argv[1], encoding="utf-8"))]
records = [
    {"name": text, "sys": {"country": "XX"}, "weather": [{"description": text}],
     "main": {"temp": index % 30}, "wind": {"speed": 3, "deg": index * 10 % 360}, "dt": 1700000000}
    for index, text in enumerate(corpus)
]
print(json.dumps({"cnt": len(records), "list": records}, ensure_ascii=False))
