package text_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/apifile"
	"github.com/cajeta-lang/skills/internal/askedfile"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/eval"
	"github.com/cajeta-lang/skills/internal/text"
)

var sweep = flag.Bool("sweep", false, "print how the retrieval benchmark moves with the ranking and evidence constants")

// rebuilt is the embedded corpus with its text index made again under the
// constants in use.
type rebuilt struct {
	corpus.Indexed
	seg *text.Segment
}

func (r rebuilt) TextIndex() *text.Segment { return r.seg }

// sweepContext loads the embedded corpus, its text index made anew.
func sweepContext(t *testing.T) *catalog.Context {
	t.Helper()
	libs, err := catalog.ParseEmbedded(corpus.FS)
	if err != nil {
		t.Fatal(err)
	}
	files, err := apifile.ParseDir(os.DirFS("../../corpus/api"))
	if err != nil {
		t.Fatal(err)
	}
	asked, err := askedfile.ParseDir(os.DirFS("../../corpus/asked"))
	if err != nil {
		t.Fatal(err)
	}
	seg, err := catalog.EmbeddedText(corpus.FS, libs, apifile.MemberNames(files), asked)
	if err != nil {
		t.Fatal(err)
	}
	ctx, err := catalog.Load(t.TempDir(), rebuilt{corpus.FS, seg})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

// kinds are the benchmark's kinds the text stage answers, and the columns
// the sweep prints: hit@1 and hit@3 of each, the quiet share of no-answer
// and the empty share of garbage.
var kinds = []string{"phrase", "question", "porting", "error", "concept", "no-answer", "garbage"}

// outcome runs the benchmark's text kinds and returns one cell per kind.
func outcome(t *testing.T, ctx *catalog.Context, queries []eval.Query) string {
	t.Helper()
	rows, err := eval.Run(ctx, queries, eval.Ours(ctx))
	if err != nil {
		t.Fatal(err)
	}
	cells := map[string]string{}
	for _, r := range rows {
		switch {
		case r.Kind == "garbage":
			cells[r.Kind] = fmt.Sprintf("%.2f", r.Empty)
		case !r.Answerable:
			cells[r.Kind] = fmt.Sprintf("%.3f", r.Quiet)
		default:
			cells[r.Kind] = fmt.Sprintf("%.3f %.3f", r.Hit1, r.Hit3)
		}
	}
	var b strings.Builder
	for _, k := range kinds {
		fmt.Fprintf(&b, " %s |", cells[k])
	}
	return b.String()
}

// TestSweep prints, with -sweep, how the benchmark's text kinds move with
// the evidence thresholds and with each field's weight: the tables behind
// the constants of params.go (docs/retrieval.md).
func TestSweep(t *testing.T) {
	if !*sweep {
		t.Skip("run with -args -sweep")
	}
	// The benchmark, not the held-out set: that measures what was chosen
	// here (docs/retrieval.md).
	all, err := eval.Load("../../testdata/eval/queries.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var queries []eval.Query
	for _, q := range all {
		if strings.Contains(strings.Join(kinds, " "), q.Kind) {
			queries = append(queries, q)
		}
	}
	base := text.CurrentParams()
	defer text.SetParams(base)
	// head is a table's heading: its first columns, then one per kind
	// (hit@1 and hit@3, or the share of empty or quiet answers).
	head := func(first ...string) string {
		cols := append(first, kinds...)
		return "| " + strings.Join(cols, " | ") + " |\n|" + strings.Repeat("---|", len(cols)) + "\n"
	}
	ctx := sweepContext(t)
	var b strings.Builder
	b.WriteString(head("minReach", "maxUnknown"))
	for _, minReach := range []float64{0.2, 0.25, 0.3, 0.35, 0.4, 0.5} {
		for _, maxUnknown := range []float64{0.1, 0.2, 0.3, 1} {
			p := base
			p.MinReach, p.MaxUnknown = minReach, maxUnknown
			text.SetParams(p)
			fmt.Fprintf(&b, "| %.2f | %.1f |%s\n", minReach, maxUnknown, outcome(t, ctx, queries))
		}
	}
	text.SetParams(base)
	b.WriteString("\n" + head("the other constants, one at a time"))
	for _, v := range []struct {
		name string
		set  func(*text.Params)
	}{
		{"k1 1", func(p *text.Params) { p.K1 = 1 }},
		{"k1 4", func(p *text.Params) { p.K1 = 4 }},
		{"rankK1 4", func(p *text.Params) { p.RankK1 = 4 }},
		{"rankK1 16", func(p *text.Params) { p.RankK1 = 16 }},
		{"nameShare 0.15", func(p *text.Params) { p.NameShare = 0.15 }},
		{"nameShare 0.6", func(p *text.Params) { p.NameShare = 0.6 }},
		{"codeShare 0.4", func(p *text.Params) { p.CodeShare = 0.4 }},
		{"codeShare 1.6", func(p *text.Params) { p.CodeShare = 1.6 }},
		{"partShare 0", func(p *text.Params) { p.PartShare = 0 }},
		{"partShare 0.6", func(p *text.Params) { p.PartShare = 0.6 }},
		{"commonShare 0.1", func(p *text.Params) { p.CommonShare = 0.1 }},
		{"commonShare 0.5", func(p *text.Params) { p.CommonShare = 0.5 }},
		{"refFreq 2", func(p *text.Params) { p.RefFreq = 2 }},
		{"refFreq 8", func(p *text.Params) { p.RefFreq = 8 }},
		{"strongReach 2", func(p *text.Params) { p.StrongReach = 2 }},
		{"strongReach 2.5", func(p *text.Params) { p.StrongReach = 2.5 }},
		{"strongReach 4", func(p *text.Params) { p.StrongReach = 4 }},
		{"strongReach off", func(p *text.Params) { p.StrongReach = 1e9 }},
		{"coverWords 5", func(p *text.Params) { p.CoverWords = 5 }},
		{"coverWords 6", func(p *text.Params) { p.CoverWords = 6 }},
		{"coverWords off", func(p *text.Params) { p.CoverWords = 65 }},
		{"tellingWords 3", func(p *text.Params) { p.TellingWords = 3 }},
		{"tellingWords 4", func(p *text.Params) { p.TellingWords = 4 }},
		{"tellingWords 6", func(p *text.Params) { p.TellingWords = 6 }},
		{"tellingWords 8", func(p *text.Params) { p.TellingWords = 8 }},
		{"tellingWords 64 (every word)", func(p *text.Params) { p.TellingWords = 64 }},
		{"rankByTopic false (rank idf over every holder)", func(p *text.Params) { p.RankByTopic = false }},
		{"flatShare 0 (no plain opinion)", func(p *text.Params) { p.FlatShare = 0 }},
		{"flatShare 0.25", func(p *text.Params) { p.FlatShare = 0.25 }},
		{"flatShare 1", func(p *text.Params) { p.FlatShare = 1 }},
		{"longFlatShare 0.75 (as short queries)", func(p *text.Params) { p.LongFlatShare = 0.75 }},
		{"longFlatShare 1.5", func(p *text.Params) { p.LongFlatShare = 1.5 }},
		{"longFlatShare 3", func(p *text.Params) { p.LongFlatShare = 3 }},
		{"longWords 4", func(p *text.Params) { p.LongWords = 4 }},
		{"longWords 7", func(p *text.Params) { p.LongWords = 7 }},
		{"flatK1 2", func(p *text.Params) { p.FlatK1 = 2 }},
		{"flatB 0.5", func(p *text.Params) { p.FlatB = 0.5 }},
		{"flatB 0.9", func(p *text.Params) { p.FlatB = 0.9 }},
	} {
		p := base
		v.set(&p)
		text.SetParams(p)
		fmt.Fprintf(&b, "| %s |%s\n", v.name, outcome(t, sweepContext(t), queries))
	}
	text.SetParams(base)
	b.WriteString("\n" + head("field weights, each times 0.5 and 2"))
	fmt.Fprintf(&b, "| as chosen |%s\n", outcome(t, ctx, queries))
	for f := range text.Fields {
		for _, m := range []float64{0.5, 2} {
			p := base
			p.Weight[f] *= m
			text.SetParams(p)
			fmt.Fprintf(&b, "| %v x%v |%s\n", text.FieldName(f), m, outcome(t, sweepContext(t), queries))
		}
	}
	t.Log("\n" + b.String())
}
