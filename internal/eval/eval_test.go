package eval

import (
	"flag"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/catalog"
)

var misses = flag.Bool("misses", false, "log every query that misses its skills in the first three results")

// The retrieval benchmark, queries drawn from real Cajeta programs and
// docs of jklappenbach/cajeta, and the held-out queries of the kinds that
// are not names, which nothing is tuned against.
const (
	queriesFile = "../../testdata/eval/queries.tsv"
	heldOutFile = "../../testdata/eval/heldout.tsv"
)

// floors are the least hit@3 each kind must keep (the least quiet share,
// for a kind no skill answers); a change to search that falls below one
// fails.
var floors = map[string]float64{
	"class": 0.9, "method": 0.9, "import": 0.9, "bare": 0.9, "classmethod": 0.9, "lower": 0.9, "typo": 0.9,
	"phrase": 0.7,
}

// bench runs the benchmark file through our search and the FTS5 peer over
// the embedded corpus and logs both tables; make eval shows them.
func bench(t *testing.T, file string) (ours, peer []Row) {
	queries, err := Load(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx, err := catalog.Load(t.TempDir(), corpus.FS)
	if err != nil {
		t.Fatal(err)
	}
	if ours, err = Run(ctx, queries, Ours(ctx)); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if peer, err = Run(ctx, queries, fts5(t, corpus.FS)); err != nil {
		t.Fatalf("%s: FTS5: %v", file, err)
	}
	t.Logf("retrieval benchmark, %s:\n%s", file, Format(ours, "FTS5", peer))
	if *misses {
		engine := Ours(ctx)
		for _, r := range ours {
			for _, q := range r.Misses {
				if r.Kind != "all" {
					a, _ := engine(q.Text)
					t.Logf("miss %s %q want %v (line %d) got %v", q.Kind, q.Text, q.Want, q.Line, ids(a.URIs[:min(3, len(a.URIs))]))
				}
			}
		}
	}
	return ours, peer
}

// ids are the skill ids of uris, for a log line.
func ids(uris []string) []string {
	out := make([]string, len(uris))
	for i, u := range uris {
		out[i] = u[strings.LastIndexByte(u, '/')+1:]
	}
	return out
}

// TestRetrieval runs the benchmark and holds each kind to its floor.
func TestRetrieval(t *testing.T) {
	ours, _ := bench(t, queriesFile)
	seen := map[string]bool{}
	for _, r := range ours {
		seen[r.Kind] = true
		got := r.Hit3
		if !r.Answerable {
			got = r.Quiet
		}
		if floor, ok := floors[r.Kind]; ok && got < floor {
			t.Errorf("%s: %.3f is below its floor %.2f", r.Kind, got, floor)
		}
	}
	for k := range floors {
		if !seen[k] {
			t.Errorf("the benchmark has no %s queries", k)
		}
	}
}

// TestHeldOut runs the held-out queries; it only reports.
func TestHeldOut(t *testing.T) {
	bench(t, heldOutFile)
}
