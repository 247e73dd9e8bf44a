# wxreport — build, test, report, benchmark. Every target installs what it needs itself, so a
# fresh machine (Debian, Swift toolchain on PATH) works with no manual steps.

PREFIX ?= /usr/local
SWIFT ?= swift
LOCALE ?= nl-BE
FUZZ_SECONDS ?= 600

RELEASE_BIN = .build/release/wxreport
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build test report install install-data clean bench bench-large fuzz tools-build tools-test tools-bench

all: build

## build: release binary at .build/release/wxreport
build: tools-build
	$(SWIFT) build -c release --product wxreport

## test: every unit, golden and end-to-end test (installs cmark-gfm for the Markdown check,
## groff for the man page lint)
test: tools-test
	$(SWIFT) build --product wxreport
	$(SWIFT) test

## report: the README's example over the bundled samples, printed to the terminal
report: build
	$(RELEASE_BIN) Samples/*.json --locale $(LOCALE)

## install: the release binary to $(PREFIX)/bin, plus the man page and completions (install-data)
install: build install-data
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/wxreport"

## install-data: the man page and the bash, zsh and fish completions, where each looks by default
install-data:
	install -d "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)"
	install -m 0644 docs/wxreport.1 "$(DESTDIR)$(MANDIR)/man1/wxreport.1"
	install -m 0644 completions/wxreport.bash "$(DESTDIR)$(BASHCOMPDIR)/wxreport"
	install -m 0644 completions/_wxreport "$(DESTDIR)$(ZSHCOMPDIR)/_wxreport"
	install -m 0644 completions/wxreport.fish "$(DESTDIR)$(FISHCOMPDIR)/wxreport.fish"

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

# zlib's header for the CZlib module map (gzip input); on the Swift image already, apt otherwise.
tools-build:
	@test -f /usr/include/zlib.h || $(call APT_INSTALL,zlib1g-dev)

tools-test: tools-build
	@command -v cmark-gfm > /dev/null || $(call APT_INSTALL,cmark-gfm)
	@command -v groff > /dev/null || $(call APT_INSTALL,groff-base)

tools-bench:
	@command -v jq > /dev/null || $(call APT_INSTALL,jq)
	@python3 -c 'import simdjson' 2> /dev/null || python3 -m pip install -q pysimdjson \
		|| echo "make: pysimdjson not installed; bench skips that yardstick" >&2
