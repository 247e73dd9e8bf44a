# wxreport — build, test, report, benchmark. Every target installs what it needs itself, so a
# fresh machine (Debian, Swift toolchain on PATH) works with no manual steps.

PREFIX ?= /usr/local
SWIFT ?= swift
LOCALE ?= nl-BE
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 20

RELEASE_FLAGS = -c release --static-swift-stdlib
RELEASE_BIN = .build/release/wxreport
BUILD_DIR ?= .build/release
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build test test-clients test-browser tools-browser report install install-files install-data generate clean bench bench-large \
	fuzz fuzz-smoke lint format test-tsan \
	tools-build tools-test tools-bench tools-clients test-spark tools-spark

all: build

## build: release binary at .build/release/wxreport, with the Swift runtime and Foundation linked
## in: it starts in about half the time (what a cron job of one small file mostly pays for), and
## runs on a machine or cluster node with no Swift toolchain (it needs only glibc and zlib)
build: tools-build
	$(SWIFT) build $(RELEASE_FLAGS) --product wxreport

## test: every unit, golden and end-to-end test (installs python3, jq and cmark-gfm for the CSV,
## JSON and Markdown reader checks, groff and mandoc for the man page lint, zsh and fish for the
## completions; a test whose tool is missing says so), then the fuzz smoke run
test: tools-test lint
	$(SWIFT) build --product wxreport
	$(SWIFT) test
	@$(MAKE) --no-print-directory fuzz-smoke

## lint: swift-format (shipped with the toolchain) checks Sources and Tests against .swift-format
## (4 spaces, 120 columns); `make format` rewrites them to it
lint:
	swift-format lint --strict -r Sources Tests Package.swift

format:
	swift-format format -i -r Sources Tests Package.swift

## test-tsan: the tests under ThreadSanitizer, in a build folder of their own (.build-tsan). Five
## tests are left out, for the sanitizer's runtime, not the code: under `ulimit -f` it dies of
## the limit under test (two tests), under an address-space limit it cannot map its shadow
## memory (two tests), and without /proc it warns that it cannot read the executable's name.
test-tsan: tools-test
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan \
		--skip aFileSizeLimitIsAWriteErrorNotADeath --skip aReportThatCannotBeWrittenLeavesTheOldRejectsFile \
		--skip runningOutPrintsOneLineAndNothingFromTheRuntime --skip aFolderOfManyFilesFitsInTheSpaceOfOneFileAnd16MB \
		--skip everythingWorksWithoutProc

## test-clients: real clients read --plain CSV and JSON: pandas, LibreOffice headless + openpyxl, jq,
## DuckDB and Polars (a folder of NDJSON from 11 locales as one typed table)
## (installs them: pip and apt; slow, so not part of `make test`)
test-clients: tools-clients
	$(SWIFT) build --product wxreport
	Tests/clients/run.sh .build/debug/wxreport

## test-browser: the HTML page in headless Chromium: nl-BE, ja-JP and ar-EG samples and the hostile
## strings, screenshots at 1400 and 390 px, DOM checks (cells, RTL, no element in a cell); installs chromium
test-browser: tools-browser
	$(SWIFT) build --product wxreport
	Tests/browser/run.sh .build/debug/wxreport $(BROWSER_OUT)

## test-spark: the Spark example (Samples/spark) in local[2] mode over 8 partitions of generated NDJSON
## shards with bad records, checked against one run of wxreport (installs Java 17 and PySpark when missing)
test-spark: tools-spark
	$(SWIFT) build --product wxreport
	Tests/spark/run.sh $$($(SWIFT) build --show-bin-path)/wxreport

## report: the README's example over the bundled samples, printed to the terminal
report: build
	$(RELEASE_BIN) Samples/*.json --locale $(LOCALE)

## install: copies the release binary (it stands alone: header titles are compiled in) to $(PREFIX)/bin, and the
## man page and completions (install-data)
install: build install-data
	@$(MAKE) --no-print-directory install-files

# The copying half of install, for a build that exists (the end-to-end tests install the debug build).
install-files:
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(BUILD_DIR)/wxreport "$(DESTDIR)$(PREFIX)/bin/wxreport"

## install-data: the man page and the bash, zsh and fish completions, where each looks by default
install-data:
	install -d "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)"
	install -m 0644 Sources/wxreport/man/wxreport.1 "$(DESTDIR)$(MANDIR)/man1/wxreport.1"
	install -m 0644 Sources/wxreport/completions/wxreport.bash "$(DESTDIR)$(BASHCOMPDIR)/wxreport"
	install -m 0644 Sources/wxreport/completions/_wxreport "$(DESTDIR)$(ZSHCOMPDIR)/_wxreport"
	install -m 0644 Sources/wxreport/completions/wxreport.fish "$(DESTDIR)$(FISHCOMPDIR)/wxreport.fish"

## generate: rewrites the man page and the completions (install-data's files) from the option
## table, Sources/WXReport/Tables/OptionTable*.swift, with `wxreport --generate`
generate:
	$(SWIFT) build --product wxreport
	$(eval GENERATE := $$(shell $(SWIFT) build --show-bin-path)/wxreport --generate)
	$(GENERATE) man > Sources/wxreport/man/wxreport.1
	$(GENERATE) complete-bash > Sources/wxreport/completions/wxreport.bash
	$(GENERATE) complete-zsh > Sources/wxreport/completions/_wxreport
	$(GENERATE) complete-fish > Sources/wxreport/completions/wxreport.fish

clean:
	rm -rf .build .build-tsan bench-data fuzz-build

## bench: wxreport vs jq, Python, pysimdjson, DuckDB and Polars on API-shaped inputs: 100 MB
## one-line, 100 MB record-per-line, the same through a pipe, 2000 one-city files, one city.
## Smaller for a quick check: make bench BENCH_SIZE=10MB BENCH_FILES=200
bench: tools-bench
	Tests/bench/run.sh

## bench-large: the same plus a 1 GB one-line group file
bench-large: tools-bench
	Tests/bench/run.sh --large

## fuzz: libFuzzer over the JSON reader and the transform for FUZZ_SECONDS (default 600)
fuzz:
	Tests/Fuzz/run.sh $(FUZZ_SECONDS)

## fuzz-smoke: the fuzz target built unoptimized (about 50 s) and run for FUZZ_SMOKE_SECONDS
## (default 20) on inputs up to 4 KiB, so its build cannot rot; part of `make test`
fuzz-smoke:
	Tests/Fuzz/run.sh $(FUZZ_SMOKE_SECONDS) -Onone 4096

# Tools some targets need, installed with apt (and pip for the Python yardsticks) when missing.
APT_INSTALL = (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1)) \
	|| echo "make: could not install $(1); the tests that need it will say they were skipped" >&2

# zlib's header for the CZlib module map (gzip input); on the Swift image already, apt otherwise.
tools-build:
	@test -f /usr/include/zlib.h || $(call APT_INSTALL,zlib1g-dev)

tools-test: tools-build
	@command -v python3 > /dev/null || $(call APT_INSTALL,python3)
	@command -v cmark-gfm > /dev/null || $(call APT_INSTALL,cmark-gfm)
	@command -v jq > /dev/null || $(call APT_INSTALL,jq)
	@command -v groff > /dev/null || $(call APT_INSTALL,groff-base)
	@command -v mandoc > /dev/null && command -v zsh > /dev/null && command -v fish > /dev/null \
		|| $(call APT_INSTALL,mandoc zsh fish)

# pip, retried with --break-system-packages where the system Python refuses (PEP 668).
PIP_INSTALL = python3 -m pip install -q $(1) 2> /dev/null \
	|| python3 -m pip install -q --break-system-packages $(1) \
	|| echo "make: could not install $(1) with pip; bench reports that yardstick as skipped" >&2

# pandas and openpyxl with pip, LibreOffice headless with apt; run.sh fails naming what is missing.
tools-clients: tools-test
	@python3 -c 'import pandas, openpyxl, duckdb, polars' 2> /dev/null \
		|| python3 -m pip install -q pandas openpyxl duckdb polars \
		|| python3 -m pip install -q --break-system-packages pandas openpyxl duckdb polars \
		|| echo "make: could not install pandas/openpyxl/duckdb/polars with pip" >&2
	@command -v soffice > /dev/null || $(call APT_INSTALL,libreoffice-calc-nogui)
	@command -v mlr > /dev/null || $(call APT_INSTALL,miller)

# Chromium and fonts for Latin, Arabic and CJK, so the screenshots show every script.
tools-browser: tools-test
	@command -v chromium > /dev/null || $(call APT_INSTALL,chromium fonts-noto-core fonts-noto-cjk)

# PySpark 4.0 runs on Java 17; pinned so the example's figures stay comparable.
# Unlike the yardsticks of bench, a failed install fails the target.
tools-spark: tools-build
	@command -v java > /dev/null || (apt-get update -qq \
		&& DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless)
	@python3 -m pip --version > /dev/null 2>&1 || (apt-get update -qq \
		&& DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pip)
	@python3 -c 'import pyspark' 2> /dev/null || python3 -m pip install -q pyspark==4.0.1 2> /dev/null \
		|| python3 -m pip install -q --break-system-packages pyspark==4.0.1

tools-bench:
	@command -v jq > /dev/null || $(call APT_INSTALL,jq)
	@test -x /usr/bin/time || $(call APT_INSTALL,time)
	@python3 -m pip --version > /dev/null 2>&1 || $(call APT_INSTALL,python3-pip)
	@python3 -c 'import simdjson' 2> /dev/null || $(call PIP_INSTALL,pysimdjson)
	@python3 -c 'import duckdb' 2> /dev/null || $(call PIP_INSTALL,duckdb)
	@python3 -c 'import polars' 2> /dev/null || $(call PIP_INSTALL,polars)
