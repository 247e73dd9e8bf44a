#!/bin/sh
# Rewrites the golden reports from the current binary. Run only after checking by eye that a
# change in the output is intended (open the .csv in a spreadsheet, render the .md), then
# review `git diff` before committing: these files are the expected values of GoldenTests.
set -eu
cd "$(dirname "$0")/../../../.."
swift build --product wxreport
bin=.build/debug/wxreport
out=Tests/WXReportTestSupport/Fixtures/golden
for locale in nl-BE en-US de-DE ja-JP fr-FR; do
    $bin --jobs 1 --locale "$locale" Samples/*.json > "$out/samples.$locale.csv"
    $bin --jobs 1 --locale "$locale" --format markdown Samples/*.json > "$out/samples.$locale.md"
    $bin --jobs 1 --locale "$locale" --input-units metric Samples/metric/*.json > "$out/metric.$locale.csv"
    $bin --jobs 1 --locale "$locale" --input-units imperial Samples/imperial/*.json > "$out/imperial.$locale.csv"
done
# The HTML page (open it in a browser): a left-to-right and a right-to-left locale.
for locale in nl-BE ar-EG; do
    $bin --jobs 1 --locale "$locale" --format html Samples/*.json > "$out/samples.$locale.html"
done
# Every OWM product (Samples/products), with the fields that show what each one carries.
products="kind,city,time,conditions,temp,temp_min,temp_max,humidity,wind,rain_1h,rain_3h,snow_3h,rain_day,snow_day"
products="$products,precipitation_day,pop,dew_point,uvi,sunrise,alerts"
for locale in nl-BE en-US ja-JP; do
    $bin --jobs 1 --locale "$locale" --fields "$products" Samples/products/*.json > "$out/products.$locale.csv"
done
# --daily over every product: one row per place and local day.
for locale in nl-BE en-US ja-JP; do
    $bin --jobs 1 --locale "$locale" --daily --format markdown Samples/products/*.json > "$out/daily.$locale.md"
done
