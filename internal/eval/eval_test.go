package eval

import (
	"flag"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/catalog"
)

var misses = flag.Bool("misses", false, "log every query that misses its skills in the first three results")

// queriesFile is the retrieval benchmark: queries drawn from real Cajeta
// programs of jklappenbach/cajeta.
const queriesFile = "../../testdata/eval/queries.tsv"

// floors are the least hit@3 each kind must keep; a change to search that
// falls below one fails.
var floors = map[string]float64{
	"class": 0.9, "method": 0.9, "import": 0.9, "bare": 0.9, "classmethod": 0.9, "lower": 0.9, "typo": 0.9,
	"phrase": 0.7,
}

// TestRetrieval runs the benchmark over the embedded corpus, logs its
// table (make eval shows it) and holds each kind to its floor.
func TestRetrieval(t *testing.T) {
	queries, err := Load(queriesFile)
	if err != nil {
		t.Fatal(err)
	}
	if len(queries) < 300 {
		t.Fatalf("%d queries; the benchmark needs at least 300", len(queries))
	}
	ctx, err := catalog.Load(t.TempDir(), corpus.FS)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Run(ctx, queries)
	if err != nil {
		t.Fatalf("%s: %v", queriesFile, err)
	}
	t.Logf("retrieval benchmark, %s:\n%s", queriesFile, Format(rows))
	seen := map[string]bool{}
	for _, r := range rows {
		seen[r.Kind] = true
		if *misses {
			for _, q := range r.Misses {
				if r.Kind != "all" {
					t.Logf("miss %s %q want %v (line %d)", q.Kind, q.Text, q.Want, q.Line)
				}
			}
		}
		if floor, ok := floors[r.Kind]; ok && r.Hit3 < floor {
			t.Errorf("%s: hit@3 %.3f is below its floor %.2f", r.Kind, r.Hit3, floor)
		}
	}
	for k := range floors {
		if !seen[k] {
			t.Errorf("the benchmark has no %s queries", k)
		}
	}
}
