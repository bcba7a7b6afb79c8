# The project's checks, as CI runs them. Go is all it needs.

GO ?= go

.PHONY: all build install test lint golden bench eval fuzz

all: lint test

build:
	$(GO) build -o bin/cajeta ./cmd/cajeta

install:
	$(GO) install ./cmd/cajeta

test:
	$(GO) test ./...

lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

# golden rewrites corpus/index.go from the skill files and the golden
# sections of testdata/scripts/*.txtar to match the current output; review
# the diff before committing it.
golden:
	$(GO) test ./corpus -run TestIndexUpToDate -update
	$(GO) test ./cmd/cajeta -update

# bench runs the benchmarks (docs/performance.md has the numbers and how to
# read them); BENCHFLAGS adds flags, e.g. BENCHFLAGS='-benchtime=200ms'.
BENCHFLAGS ?=

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./internal/skillindex ./internal/catalog ./internal/mcp ./cmd/cajeta $(BENCHFLAGS)

# eval runs the retrieval benchmark (testdata/eval/queries.tsv) and prints
# hit rates per kind of query; docs/retrieval.md says how to read them.
# EVALFLAGS='-args -misses' also lists every query that missed.
EVALFLAGS ?=

eval:
	$(GO) test -count=1 -v -run '^Test(Retrieval|HeldOut)$$' ./internal/eval $(EVALFLAGS)

# fuzz runs every fuzz target for FUZZTIME each, one after another (go test
# fuzzes one target at a time). A failing input is written to the package's
# testdata/fuzz/<Target>/; keep it as a regression seed once minimized.
# FUZZFLAGS passes more flags, e.g. FUZZFLAGS='-parallel 1 -fuzzminimizetime 5s'
# (minimizing each new input for the default 60s can eat most of a short run).
FUZZTIME ?= 60s
FUZZFLAGS ?=

fuzz:
	$(GO) test ./internal/mcp -run '^$$' -fuzz '^FuzzHandleLine$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/mcp -run '^$$' -fuzz '^FuzzServe$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/skilldoc -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/skilluri -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/cja -run '^$$' -fuzz '^FuzzRead$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/skillindex -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/lockfile -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/lockfile -run '^$$' -fuzz '^FuzzAddPackage$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/text -run '^$$' -fuzz '^FuzzAnalyse$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
	$(GO) test ./internal/search -run '^$$' -fuzz '^FuzzSearchComplete$$' -fuzztime $(FUZZTIME) $(FUZZFLAGS)
