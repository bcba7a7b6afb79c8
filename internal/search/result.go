package search

import "sort"

// Tier says how a result relates to the name or words it matched.
type Tier string

// The tiers, best first.
const (
	// TierExact: the skill is bound to the matched name (or its title
	// matched).
	TierExact Tier = "exact"
	// TierDescendant: the skill is bound to a name below the matched name.
	TierDescendant Tier = "descendant"
	// TierAncestorOverview: the skill is bound to the nearest ancestor of
	// the matched name that has any skill, or to what the query's nearest
	// matching prefix matched.
	TierAncestorOverview Tier = "ancestorOverview"
	// TierRelated: the skill's text holds words of the query.
	TierRelated Tier = "related"
)

// Tiers are the tiers, best first, as the output schema lists them.
var Tiers = []Tier{TierExact, TierDescendant, TierAncestorOverview, TierRelated}

func (t Tier) rank() int {
	for i, x := range Tiers {
		if t == x {
			return i
		}
	}
	return len(Tiers)
}

// Result is one skill found by Search. Its JSON form is the item of the
// searchSkills result and of search-skill --json; Title and Description
// are the skill's own (empty when it has none), so that an agent can pass
// over a result before it fetches it.
type Result struct {
	Description string `json:"description"`
	Distance    int    `json:"distance"`
	MatchedName string `json:"matchedName"`
	Tier        Tier   `json:"tier"`
	Title       string `json:"title"`
	URI         string `json:"uri"`
	// how says how the match was made, for ranking.
	how how
}

// how is what ranks results of the same tier and distance beyond it.
type how struct {
	// suffix: the name matched only the key's last segments; folded: only
	// once both sides were ASCII-lowercased; title: a title matched, not a
	// name; words: the query's tokens matched title words, not the whole
	// title.
	suffix, folded, title, words bool
	// rank is a related result's place in the text stage's order; named:
	// a name inside the query led to it (SPEC 4.2).
	rank  int
	named bool
}

// ByName reports whether the name stages found r: a result of any tier
// but related, or a related one that a name inside the query led to
// (ArrayList in "ArrayList remove while iterating"). The others are the
// text stage's own guesses.
func (r Result) ByName() bool { return r.Tier != TierRelated || r.how.named }

// quality orders the kinds of match at the same distance: a case-exact
// name or a whole title, then a folded name, then title words.
func (h how) quality() int {
	switch {
	case h.words:
		return 2
	case h.folded:
		return 1
	}
	return 0
}

// compareRank orders results: every other tier before related, which keep
// the text stage's order; then distance; case-exact before folded before
// title words; full path before suffix; tier; name before title.
func compareRank(r, s Result) int {
	rr, sr := r.Tier == TierRelated, s.Tier == TierRelated
	switch {
	case rr != sr:
		return boolRank(rr) - boolRank(sr)
	case rr:
		return r.how.rank - s.how.rank
	case r.Distance != s.Distance:
		return r.Distance - s.Distance
	case r.how.quality() != s.how.quality():
		return r.how.quality() - s.how.quality()
	case r.how.suffix != s.how.suffix:
		return boolRank(r.how.suffix) - boolRank(s.how.suffix)
	case r.Tier != s.Tier:
		return r.Tier.rank() - s.Tier.rank()
	case r.how.title != s.how.title:
		return boolRank(r.how.title) - boolRank(s.how.title)
	}
	return 0
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// better reports whether r should replace s for the same URI: the better
// rank, then the matched name that shares the longer prefix with the query
// (the query itself, or the prefix of it that matched), then the one that
// sorts first.
func (r Result) better(s Result, query string) bool {
	if c := compareRank(r, s); c != 0 {
		return c < 0
	}
	if rp, sp := commonPrefix(r.MatchedName, query), commonPrefix(s.MatchedName, query); rp != sp {
		return rp > sp
	}
	return r.MatchedName < s.MatchedName
}

// commonPrefix returns the length of the longest common prefix of a and b.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// merged gathers results, one per URI, keeping the better.
type merged struct {
	query string
	best  map[string]Result
}

func (m *merged) add(r Result) {
	if old, ok := m.best[r.URI]; !ok || r.better(old, m.query) {
		m.best[r.URI] = r
	}
}

// ordered returns the results in rank order, then by URI.
func (m *merged) ordered() []Result {
	out := make([]Result, 0, len(m.best))
	for _, r := range m.best {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool {
		if c := compareRank(out[i], out[j]); c != 0 {
			return c < 0
		}
		return out[i].URI < out[j].URI
	})
	return out
}
