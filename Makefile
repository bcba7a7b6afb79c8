# The project's checks, as CI runs them. Go is all it needs.

GO ?= go

.PHONY: all build install test lint golden bench fuzz

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

# golden rewrites the golden sections of testdata/scripts/*.txtar to match
# the current output; review the diff before committing it.
golden:
	$(GO) test ./cmd/cajeta -update
