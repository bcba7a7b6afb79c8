package catalog

import (
	"sort"

	"github.com/cajeta-lang/skills/internal/match"
)

// Tier says how a search result relates to the name it matched.
type Tier string

// The tiers, best first.
const (
	// TierExact: the skill is bound to the matched name.
	TierExact Tier = "exact"
	// TierDescendant: the skill is bound to a name below the matched name.
	TierDescendant Tier = "descendant"
	// TierAncestorOverview: the skill is bound to the nearest ancestor of
	// the matched name that has any skill.
	TierAncestorOverview Tier = "ancestorOverview"
)

func (t Tier) rank() int {
	switch t {
	case TierExact:
		return 0
	case TierDescendant:
		return 1
	}
	return 2
}

// Query is one searchSkills request.
type Query struct {
	Name string
	// Exact keeps distance-0 matches only.
	Exact bool
	Selection
}

// Result is one skill found by Search. Its JSON form is the item of the
// searchSkills result and of search-skill --json.
type Result struct {
	Distance    int    `json:"distance"`
	MatchedName string `json:"matchedName"`
	Tier        Tier   `json:"tier"`
	URI         string `json:"uri"`
	// suffix: the name matched only the key's last segments.
	suffix bool
	// title: the query matched the skill's title, not a name.
	title bool
}

// better reports whether r should replace s for the same URI: lower
// distance, a full-path match over a suffix one, a lower tier, a name over a
// title, then the matched name that is the query itself or sorts first.
func (r Result) better(s Result, query string) bool {
	if c := compareRank(r, s); c != 0 {
		return c < 0
	}
	if (r.MatchedName == query) != (s.MatchedName == query) {
		return r.MatchedName == query
	}
	return r.MatchedName < s.MatchedName
}

// compareRank orders results by distance, full path before suffix, tier,
// and name before title.
func compareRank(r, s Result) int {
	switch {
	case r.Distance != s.Distance:
		return r.Distance - s.Distance
	case r.suffix != s.suffix:
		return boolRank(r.suffix) - boolRank(s.suffix)
	case r.Tier != s.Tier:
		return r.Tier.rank() - s.Tier.rank()
	case r.title != s.title:
		return boolRank(r.title) - boolRank(s.title)
	}
	return 0
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Search finds the skills for q.Name: for every bound name it matches, the
// skills bound to that name, to names below it, and to its nearest ancestor
// with skills; and the skills whose title it matches. Results are merged by
// URI and ordered by distance, tier, name before title, then URI. No match
// is an empty result.
func (c *Context) Search(q Query) ([]Result, error) {
	keep, err := c.keep(q.Selection)
	if err != nil {
		return nil, err
	}
	if q.Name == "" {
		return []Result{}, nil
	}
	s := searcher{c: c, keep: keep, query: q.Name, best: map[string]Result{}}
	qsegs, qtitle := match.Segments(q.Name), match.NewTitle(q.Name)
	for _, k := range c.keys.candidates(q.Name, usePrefilter) {
		key := &c.keys.keys[k]
		if key.segs == nil {
			if d, ok := match.TitleDistance(qtitle, key.title); ok && (!q.Exact || d == 0) {
				s.addTitled(key.titled, d)
			}
			continue
		}
		if d, suffix, ok := match.NameDistance(qsegs, key.segs); ok && (!q.Exact || d == 0) {
			s.addName(key.text, d, suffix)
		}
	}
	out := make([]Result, 0, len(s.best))
	for _, r := range s.best {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool {
		if c := compareRank(out[i], out[j]); c != 0 {
			return c < 0
		}
		return out[i].URI < out[j].URI
	})
	return out, nil
}

// usePrefilter is false only in benchmarks that measure what the trigram
// prefilter saves.
var usePrefilter = true

// searcher gathers the results of one search.
type searcher struct {
	c     *Context
	keep  []bool
	query string
	best  map[string]Result
}

func (s *searcher) add(r Result) {
	if old, ok := s.best[r.URI]; !ok || r.better(old, s.query) {
		s.best[r.URI] = r
	}
}

// addName adds the results for the matched name m.
func (s *searcher) addName(m string, d int, suffix bool) {
	ix := s.c.keys
	r := Result{Distance: d, MatchedName: m, suffix: suffix}
	r.Tier = TierExact
	s.addBound(ix.byName[m], r)
	r.Tier = TierDescendant
	ix.below(m, func(b binding) { s.addOne(b, r) })
	r.Tier = TierAncestorOverview
	for p, ok := match.Parent(m); ok; p, ok = match.Parent(p) {
		if s.addBound(ix.byName[p], r) {
			break
		}
	}
}

// addBound adds r for each kept skill of bs, and reports whether there was any.
func (s *searcher) addBound(bs []binding, r Result) bool {
	any := false
	for _, b := range bs {
		any = s.addOne(b, r) || any
	}
	return any
}

// addOne adds r for b's skill if its archive is kept, and reports whether it was.
func (s *searcher) addOne(b binding, r Result) bool {
	if !s.keep[b.arch] {
		return false
	}
	r.URI = b.skill.uri
	s.add(r)
	return true
}

// addTitled adds a title match for each kept skill of bs.
func (s *searcher) addTitled(bs []binding, d int) {
	for _, b := range bs {
		if s.keep[b.arch] {
			s.add(Result{Distance: d, MatchedName: b.skill.Names[0], Tier: TierExact, URI: b.skill.uri, title: true})
		}
	}
}
