#!/bin/sh
# Fuzzes the JSON reader and the transform stage with libFuzzer for $1 seconds (default 600),
# built with $2 (default -O) on inputs of at most $3 bytes (default 65536). The smoke run of
# `make test` passes -Onone, which builds in less than half the time, and 4096 bytes: 64 KiB
# of `[` fed a byte per read take 10 s unoptimized, which libFuzzer would call a hang.
# The corpus starts from Samples/ and the JSONTestSuite files; crashes are written to
# fuzz-build/crashes/. Copy each crash input into Tests/WXReportTestSupport/Fixtures/fuzz/ so
# FuzzRegressionTests replays it forever. `make test` runs it for a few seconds (`make
# fuzz-smoke`), so a module the library gains and this build lacks fails there, not months later.
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-600}
optimization=${2:--O}
max_length=${3:-65536}
out=fuzz-build
mkdir -p "$out/corpus" "$out/crashes"
cp Samples/*.json Samples/*/*.json "$out/corpus/"
cp Tests/WXReportTestSupport/Fixtures/JSONTestSuite/test_parsing/*.json "$out/corpus/"
cp Tests/WXReportTestSupport/Fixtures/fuzz/* "$out/corpus/" 2> /dev/null || true

# The package's C modules: every system-library module map (CZlib, CMalloc, …) by its folder,
# and each C target compiled here, as SwiftPM would.
includes=""
objects=""
for module in Sources/C*; do
    if [ -d "$module/include" ]; then
        includes="$includes -I $module/include"
        for source in "$module"/*.c; do
            object="$out/$(basename "$module")-$(basename "$source" .c).o"
            clang -O2 -fsanitize=address -I "$module/include" -c "$source" -o "$object"
            objects="$objects $object"
        done
    else
        includes="$includes -I $module"
    fi
done

# The test-support files the target uses (the JSON validator, documents held in memory), compiled
# into the same module: copied without their `import WXReport`, which names that module.
support=""
for file in JSONValidator SourceDocument+Memory; do
    sed '/^import WXReport$/d' "Tests/WXReportTestSupport/$file.swift" > "$out/$file.swift"
    support="$support $out/$file.swift"
done
# -swift-version 6 is the package's language mode (swift-tools-version 6.0): the module compiles
# here as SwiftPM compiles it (regex literals, for one, need it).
# shellcheck disable=SC2086 # the lists are split on purpose
swiftc "$optimization" -swift-version 6 -sanitize=fuzzer,address -parse-as-library -module-name WXReport -package-name wxreport \
    $includes -l_FoundationICU -lz $(find Sources/WXReport -name '*.swift') $support Tests/Fuzz/FuzzTarget.swift \
    $objects -o "$out/fuzz-wxreport"

"$out/fuzz-wxreport" -max_total_time="$seconds" -max_len="$max_length" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 "$out/corpus"
