#!/bin/sh
# Fuzzes the JSON reader and the transform stage with libFuzzer for $1 seconds (default 600).
# The corpus starts from Samples/ and the JSONTestSuite files; crashes are written to
# fuzz-build/crashes/. Copy each crash input into Tests/WXReportTests/Fixtures/fuzz/ so
# FuzzRegressionTests replays it forever.
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-600}
out=fuzz-build
mkdir -p "$out/corpus" "$out/crashes"
cp Samples/*.json Samples/*/*.json "$out/corpus/"
suite=../shared/testdata/JSONTestSuite/test_parsing
[ -d "$suite" ] && cp "$suite"/*.json "$out/corpus/"
cp Tests/WXReportTests/Fixtures/fuzz/* "$out/corpus/" 2> /dev/null || true

swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name WXReport -package-name wxreport \
    -I Sources/CZlib -l_FoundationICU $(find Sources/WXReport -name '*.swift') Tests/Fuzz/FuzzTarget.swift -o "$out/fuzz-wxreport"

"$out/fuzz-wxreport" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 "$out/corpus"
