// Package eval measures search quality: it runs a retrieval benchmark,
// queries drawn from real Cajeta programs and docs each with the skills a
// good answer contains (or none, for a query the corpus cannot answer),
// through a search engine over a discovery context, and reports per kind
// of query how often the first result, or one of the first three, is such
// a skill, how often the answer is empty or free of text-stage guesses,
// and how many bytes an agent reads to get it.
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

// NoAnswer is the want of a query that no skill answers: the right answer
// is empty, or only what the name stages find.
const NoAnswer = "-"

// Query is one benchmark query.
type Query struct {
	Kind string
	Text string
	// Want are the skills a good answer contains, any one of them a hit:
	// "@<canonical name>" for the skills bound to that name, or, when none
	// is, to its nearest enclosing name that has skills; "<library>/<id>"
	// for one skill of the embedded corpus. Nil for a query no skill
	// answers (written NoAnswer).
	Want []string
	// Source is the upstream program or document the query comes from.
	Source string
	Line   int
}

// Answerable reports whether some skill answers q.
func (q Query) Answerable() bool { return q.Want != nil }

// Load reads a benchmark file: one query per line, its kind, text, wanted
// skills (space-separated, or NoAnswer) and source separated by tabs; '#'
// lines are comments.
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
		q := Query{Kind: cols[0], Text: cols[1], Source: cols[3], Line: n}
		if want := strings.Fields(cols[2]); !slices.Equal(want, []string{NoAnswer}) {
			if slices.Contains(want, NoAnswer) {
				return nil, fmt.Errorf("%s:%d: want %q mixes %s with skills", path, n, cols[2], NoAnswer)
			}
			q.Want = want
		}
		out = append(out, q)
	}
	return out, sc.Err()
}

// Answer is what an engine returned for one query.
type Answer struct {
	// URIs are the skills, best first.
	URIs []string
	// Guesses are how many of them the text stage found on its own: not
	// the name stages, nor a name inside the query (SPEC 4.2 lets a query
	// no skill answers have "only what the name stages find").
	Guesses int
	// Bytes is the size of the answer as an agent receives it, 0 when the
	// engine does not say.
	Bytes int
}

// Engine answers one query.
type Engine func(query string) (Answer, error)

// Ours is the project's own search over ctx, its answer measured as the
// JSON items searchSkills returns.
func Ours(ctx *catalog.Context) Engine {
	return func(query string) (Answer, error) {
		res, err := ctx.Search(catalog.Query{Name: query})
		if err != nil {
			return Answer{}, err
		}
		a := Answer{URIs: make([]string, len(res))}
		for i, r := range res {
			a.URIs[i] = r.URI
			if !r.ByName() {
				a.Guesses++
			}
			a.Bytes += jsonSize(r)
		}
		return a, nil
	}
}

// Row is the outcome of the queries of one kind, or of every answerable
// query (Kind "all").
type Row struct {
	Kind string
	N    int
	// Answerable says the kind's queries have wanted skills; Hit1 and
	// Hit3 are then the shares with a wanted skill first, and among the
	// first three.
	Answerable bool
	Hit1, Hit3 float64
	// Empty is the share of queries with no result; Quiet the share with
	// no text-stage guess among them.
	Empty, Quiet float64
	// AnswerBytes is the mean size of the answer; Fetch the mean size of
	// the payloads of the first three results, what an agent that fetches
	// them all reads; FetchFit the same for an agent that fetches only the
	// results whose title fits (those among the wanted skills).
	AnswerBytes, Fetch, FetchFit float64
	// Misses are the queries with no wanted skill among the first three,
	// or, for a kind no skill answers, those with a text-stage guess.
	Misses []Query
}

// Run runs queries through engine over ctx and returns one row per kind,
// in order of first appearance, then the row of all answerable queries.
func Run(ctx *catalog.Context, queries []Query, engine Engine) ([]Row, error) {
	sizes := map[string]int{}
	size := func(u string) int {
		if _, ok := sizes[u]; !ok {
			sizes[u] = len(ctx.Get([]string{u})[0].Payload)
		}
		return sizes[u]
	}
	rows := map[string]*Row{}
	var kinds []string
	all := &Row{Kind: "all", Answerable: true}
	for _, q := range queries {
		want, err := resolve(ctx, q)
		if err != nil {
			return nil, err
		}
		a, err := engine(q.Text)
		if err != nil {
			return nil, err
		}
		top := a.URIs[:min(3, len(a.URIs))]
		wanted := func(u string) bool { return slices.Contains(want, u) }
		var fetch, fit int
		for _, u := range top {
			fetch += size(u)
			if wanted(u) {
				fit += size(u)
			}
		}
		r := rows[q.Kind]
		if r == nil {
			r = &Row{Kind: q.Kind, Answerable: q.Answerable()}
			rows[q.Kind] = r
			kinds = append(kinds, q.Kind)
		}
		if r.Answerable != q.Answerable() {
			return nil, fmt.Errorf("line %d: kind %s mixes queries with and without wanted skills", q.Line, q.Kind)
		}
		targets := []*Row{r}
		if q.Answerable() {
			targets = append(targets, all)
		}
		hit3 := slices.ContainsFunc(top, wanted)
		for _, r := range targets {
			r.N++
			r.Hit1 += b2f(len(top) > 0 && wanted(top[0]))
			r.Hit3 += b2f(hit3)
			r.Empty += b2f(len(a.URIs) == 0)
			r.Quiet += b2f(a.Guesses == 0)
			r.AnswerBytes += float64(a.Bytes)
			r.Fetch += float64(fetch)
			r.FetchFit += float64(fit)
			if q.Answerable() && !hit3 || !q.Answerable() && a.Guesses > 0 {
				r.Misses = append(r.Misses, q)
			}
		}
	}
	out := make([]Row, 0, len(kinds)+1)
	for _, k := range kinds {
		out = append(out, *rows[k])
	}
	if all.N > 0 {
		out = append(out, *all)
	}
	for i := range out {
		r := &out[i]
		n := float64(r.N)
		for _, v := range []*float64{&r.Hit1, &r.Hit3, &r.Empty, &r.Quiet, &r.AnswerBytes, &r.Fetch, &r.FetchFit} {
			*v /= n
		}
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
