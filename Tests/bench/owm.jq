# The "jq doing the same job" yardstick for Tests/bench/run.sh: wxreport's default columns as CSV,
# converted roughly as a nl-BE report would be (°C and km/h as integers, local time from
# dt + offset, descriptions joined with ", ", decimal comma for millimetres).
#
#   jq -r -f Tests/bench/owm.jq FILE            one document: current, group, find or forecast
#   jq -rn -f Tests/bench/owm.jq FILE...        several files, or JSON Lines: -n so the header prints once
#   jq -r --arg units metric -f Tests/bench/owm.jq FILE
#                                         what the input holds, as wxreport's --input-units:
#                                         standard (K, m/s; the default), metric, imperial
#
# Tests/bench/pycsv.py prints byte-identical output, so the two check each other.

# Round half away from zero, as C's round() and ICU's half-up do for these values.
def rnd: if . < 0 then 0 - ((-.) + 0.5 | floor) else (. + 0.5 | floor) end;  # 0 - 0 avoids "-0"
def opt(f): if . == null then "" else f end;
def units: $ARGS.named.units // "standard";
def tocelsius:
  if units == "metric" then . elif units == "imperial" then (. - 32) * 5 / 9 else . - 273.15 end;
def tokmh: if units == "imperial" then . * 1.609344 else . * 3.6 end;
def celsius: opt(tocelsius | rnd | tostring + " °C");
def kmh: opt(tokmh | rnd | tostring + " km/u");
def percent: opt(rnd | tostring + "%");
def decimal: tostring | split(".") | join(",");
def mm: opt(decimal + " mm");
def clock($off): if . == null or . == 0 then "" else . + ($off // 0) | strftime("%H:%M") end;
def localtime($off):
  if $off == null then strftime("%Y-%m-%d %H:%M") + " UTC" else . + $off | strftime("%Y-%m-%d %H:%M") end;

def header:
  ["City", "Country", "Local time", "Conditions", "Temperature", "Feels like", "Min", "Max", "Humidity",
   "Pressure", "Wind speed", "Wind direction", "Gust", "Clouds", "Visibility", "Rain (1 h)", "Snow (1 h)",
   "Sunrise", "Sunset"];

# One record; $place {name, country}, $off seconds east of UTC or null, $sun [sunrise, sunset].
def row($place; $off; $sun):
  [ ($place.name // ""),
    ($place.country // ""),
    ((.dt // .time) | localtime($off)),
    ([.weather[]?.description] | join(", ")),
    (.main.temp | celsius),
    (.main.feels_like | celsius),
    (.main.temp_min | celsius),
    (.main.temp_max | celsius),
    (.main.humidity | percent),
    (.main.pressure | opt(rnd | tostring + " hPa")),
    (.wind.speed | kmh),
    (.wind.deg | opt(rnd | tostring + "°")),
    (.wind.gust | kmh),
    (.clouds.all | percent),
    (.visibility | opt(. / 100 | rnd | . / 10 | decimal + " km")),
    ((.rain // {})["1h"] | mm),
    ((.snow // {})["1h"] | mm),
    ($sun[0] | clock($off)),
    ($sun[1] | clock($off)) ];

def records:
  if has("list") and has("city") then
    .city as $c | .list[] | row($c; $c.timezone; [$c.sunrise, $c.sunset])
  elif has("list") then
    .list[] | row({name, country: .sys.country}; .sys.timezone // .timezone; [.sys.sunrise, .sys.sunset])
  elif has("city") and has("time") then
    row(.city; null; [.sunrise, .sunset])
  else
    row({name, country: .sys.country}; .timezone // .sys.timezone; [.sys.sunrise, .sys.sunset])
  end;

def document: if type == "array" then .[] | records else records end;

if . == null then (header, (inputs | document)) else (header, document) end | @csv
