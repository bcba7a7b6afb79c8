package search

import (
	"slices"

	"github.com/cajeta-lang/skills/internal/match"
)

// queryAncestors walks the query up: it cuts the query at its last '/' or
// '.' and matches the prefix as a name, until a prefix matches. For each
// name the nearest matching prefix matched at its lowest case-folded
// distance (a fuzzy neighbour of the prefix, Tile for File, is not the
// query's enclosure; file and Json are, for File and json), the skills
// bound to that name
// (or, when none is kept, to its nearest ancestor with skills) are added
// with tier ancestorOverview at that match's distance, matchedName the
// name. So a method of a class that has a skill, or a class with none of
// its own, leads to the skill of its nearest named enclosure.
func (s *searcher) queryAncestors(query string, exact bool, cands func(nameQuery, func(int32))) {
	for prefix, ok := match.Parent(query); ok; prefix, ok = match.Parent(prefix) {
		matches := s.ix.names.match(newNameQuery(prefix), exact, cands)
		if len(matches) == 0 {
			continue
		}
		q := newNameQuery(prefix)
		folded := make([]int, len(matches))
		for i, m := range matches {
			folded[i] = s.ix.names.foldedDistance(q, m)
		}
		best := slices.Min(folded)
		for i, m := range matches {
			if folded[i] != best {
				continue
			}
			r := Result{Distance: m.dist, MatchedName: s.ix.names.keys[m.key], Tier: TierAncestorOverview,
				how: how{suffix: m.suffix, folded: m.folded}}
			s.addNearest(r.MatchedName, true, r)
		}
		return
	}
}
