# wxreport — build, test, report, benchmark. Every target installs what it needs itself, so a
# fresh machine (Debian, Swift toolchain on PATH) works with no manual steps.

PREFIX ?= /usr/local
SWIFT ?= swift
LOCALE ?= nl-BE
FUZZ_SECONDS ?= 600

RELEASE_BIN = .build/release/wxreport

.PHONY: all build test report install clean bench bench-large fuzz tools-test tools-bench

all: build

## build: release binary at .build/release/wxreport
build:
	$(SWIFT) build -c release --product wxreport

## test: every unit, golden and end-to-end test (installs python3 and cmark-gfm, which the
## CSV and Markdown reader checks run; without them those tests say they were skipped)
test: tools-test
	$(SWIFT) build --product wxreport
	$(SWIFT) test

## report: the README's example over the bundled samples, printed to the terminal
report: build
	$(RELEASE_BIN) Samples/*.json --locale $(LOCALE)

## install: copies the release binary to $(PREFIX)/bin
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/wxreport"

clean:
	rm -rf .build bench-data fuzz-build

## bench: wxreport vs jq and Python on a 100 MB group file and 100 files of 1 MB
bench: tools-bench
	bench/run.sh

## bench-large: the same plus a 1 GB group file
bench-large: tools-bench
	bench/run.sh --large

## fuzz: libFuzzer over the JSON reader and the transform for FUZZ_SECONDS (default 600)
fuzz:
	Tests/Fuzz/run.sh $(FUZZ_SECONDS)

# Tools some targets need, installed with apt when missing (and pip for the optional yardstick).
APT_INSTALL = (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1)) \
	|| echo "make: could not install $(1); the tests that need it will say they were skipped" >&2

tools-test:
	@command -v python3 > /dev/null || $(call APT_INSTALL,python3)
	@command -v cmark-gfm > /dev/null || $(call APT_INSTALL,cmark-gfm)

tools-bench:
	@command -v jq > /dev/null || $(call APT_INSTALL,jq)
	@python3 -c 'import simdjson' 2> /dev/null || python3 -m pip install -q pysimdjson \
		|| echo "make: pysimdjson not installed; bench skips that yardstick" >&2
