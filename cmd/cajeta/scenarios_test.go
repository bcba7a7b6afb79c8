package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var scenarioName = regexp.MustCompile(`^[a-z0-9]+_[a-z0-9_]+\.txtar$`)

// TestScenarioNames: every golden scenario is named <area>_<case>.txtar and
// opens with a '#' sentence saying what it shows, so that the directory
// reads as the contract's table of contents.
func TestScenarioNames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "scripts", "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		if !scenarioName.MatchString(name) {
			t.Errorf("%s: not named <area>_<case>.txtar", name)
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(string(data), "\n"); !strings.HasPrefix(first, "# ") || len(first) < 12 {
			t.Errorf("%s: does not open with a '# ' sentence saying what it shows", name)
		}
	}
}
