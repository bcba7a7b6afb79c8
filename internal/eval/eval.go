// Package eval measures search quality: it runs a retrieval benchmark,
// queries drawn from real Cajeta programs each with the skills a good
// answer contains, over a discovery context, and reports per kind of query
// how often the first result, or one of the first three, is such a skill,
// how often the answer is empty, and how many bytes an agent fetching the
// first three results would read.
package eval

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/match"
	"github.com/cajeta-lang/skills/internal/skilluri"
)

// Query is one benchmark query.
type Query struct {
	Kind string
	Text string
	// Want are the skills a good answer contains, any one of them a hit:
	// "@<canonical name>" for the skills bound to that name, or, when none
	// is, to its nearest enclosing name that has skills; "<library>/<id>"
	// for one skill of the embedded corpus.
	Want []string
	// Source is the upstream program the query comes from.
	Source string
	Line   int
}

// Load reads a benchmark file: one query per line, its kind, text, wanted
// skills (space-separated) and source separated by tabs; '#' lines are
// comments.
func Load(path string) ([]Query, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Query
	seen := map[[2]string]int{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 4 || cols[0] == "" || cols[1] == "" || strings.TrimSpace(cols[2]) == "" || cols[3] == "" {
			return nil, fmt.Errorf("%s:%d: want 4 tab-separated columns: kind, query, want, source", path, n)
		}
		key := [2]string{cols[0], cols[1]}
		if first, dup := seen[key]; dup {
			return nil, fmt.Errorf("%s:%d: %s query %q repeats line %d", path, n, cols[0], cols[1], first)
		}
		seen[key] = n
		out = append(out, Query{Kind: cols[0], Text: cols[1], Want: strings.Fields(cols[2]), Source: cols[3], Line: n})
	}
	return out, sc.Err()
}

// Row is the outcome of the queries of one kind (or of all, Kind "all").
type Row struct {
	Kind string
	N    int
	// Hit1 and Hit3 are the shares of queries with a wanted skill first,
	// and among the first three; Empty the share with no result at all.
	Hit1, Hit3, Empty float64
	// Bytes is the mean size of the payloads of the first three results.
	Bytes float64
	// Misses are the queries with no wanted skill among the first three.
	Misses []Query
}

// Run runs queries over ctx and returns one row per kind, in order of
// first appearance, then the row of all.
func Run(ctx *catalog.Context, queries []Query) ([]Row, error) {
	sizes := map[string]int{}
	rows := map[string]*Row{}
	var kinds []string
	all := &Row{Kind: "all"}
	for _, q := range queries {
		want, err := resolve(ctx, q)
		if err != nil {
			return nil, err
		}
		res, err := ctx.Search(catalog.Query{Name: q.Text})
		if err != nil {
			return nil, err
		}
		top := make([]string, 0, 3)
		for _, r := range res[:min(3, len(res))] {
			top = append(top, r.URI)
		}
		bytes := 0
		for _, u := range top {
			if _, ok := sizes[u]; !ok {
				f := ctx.Get([]string{u})[0]
				sizes[u] = len(f.Payload)
			}
			bytes += sizes[u]
		}
		hit1 := len(top) > 0 && slices.Contains(want, top[0])
		hit3 := slices.ContainsFunc(top, func(u string) bool { return slices.Contains(want, u) })
		r := rows[q.Kind]
		if r == nil {
			r = &Row{Kind: q.Kind}
			rows[q.Kind] = r
			kinds = append(kinds, q.Kind)
		}
		for _, r := range []*Row{r, all} {
			r.N++
			r.Hit1 += b2f(hit1)
			r.Hit3 += b2f(hit3)
			r.Empty += b2f(len(res) == 0)
			r.Bytes += float64(bytes)
			if !hit3 {
				r.Misses = append(r.Misses, q)
			}
		}
	}
	out := make([]Row, 0, len(kinds)+1)
	for _, k := range kinds {
		out = append(out, *rows[k])
	}
	out = append(out, *all)
	for i := range out {
		n := float64(out[i].N)
		out[i].Hit1, out[i].Hit3, out[i].Empty, out[i].Bytes = out[i].Hit1/n, out[i].Hit3/n, out[i].Empty/n, out[i].Bytes/n
	}
	return out, nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// resolve turns q's wanted skills into URIs.
func resolve(ctx *catalog.Context, q Query) ([]string, error) {
	var out []string
	for _, w := range q.Want {
		if name, ok := strings.CutPrefix(w, "@"); ok {
			uris, err := nearestBound(ctx, name)
			if err != nil {
				return nil, err
			}
			if len(uris) == 0 {
				return nil, fmt.Errorf("line %d: no skill is bound to %s or to a name above it", q.Line, name)
			}
			out = append(out, uris...)
			continue
		}
		lib, id, ok := strings.Cut(w, "/")
		if !ok {
			return nil, fmt.Errorf("line %d: want %q is neither @<name> nor <library>/<id>", q.Line, w)
		}
		u := skilluri.URI{Library: lib, Version: catalog.EmbeddedVersion, ID: id}.String()
		if f := ctx.Get([]string{u})[0]; !f.OK {
			return nil, fmt.Errorf("line %d: want %s: %s", q.Line, w, f.Error)
		}
		out = append(out, u)
	}
	return out, nil
}

// nearestBound returns the skills bound to name or, when none is, to its
// nearest ancestor that has skills.
func nearestBound(ctx *catalog.Context, name string) ([]string, error) {
	for n, ok := name, true; ok; n, ok = match.Parent(n) {
		uris, err := ctx.Bound(n, catalog.Selection{})
		if err != nil || len(uris) > 0 {
			return uris, err
		}
	}
	return nil, nil
}

// Format renders rows as a Markdown table.
func Format(rows []Row) string {
	var b strings.Builder
	b.WriteString("| kind | queries | hit@1 | hit@3 | empty | bytes (top 3) |\n|---|---:|---:|---:|---:|---:|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %d | %.3f | %.3f | %.3f | %.0f |\n", r.Kind, r.N, r.Hit1, r.Hit3, r.Empty, r.Bytes)
	}
	return b.String()
}
