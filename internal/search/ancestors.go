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
//
// It reports whether that match was exact (case-folded distance 0): the
// query names something inside a name that exists.
//
// Only prefixes that could match are tried: none with more segments than
// the longest key has, and none ending in a separator that merely repeats
// (a/ and a// are the same name), so a query of many segments costs time
// linear in its length, not quadratic.
func (s *searcher) queryAncestors(query string, exact bool, cands func(nameQuery, func(int32))) (enclosed bool) {
	for _, prefix := range s.ix.names.prefixes(query) {
		q := newNameQuery(prefix)
		matches := s.ix.names.match(q, exact, cands)
		if len(matches) == 0 {
			continue
		}
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
		return best == 0
	}
	return false
}

// prefixes returns the prefixes of query that queryAncestors tries, nearest
// first: query cut before each separator that follows a non-separator,
// keeping those of at most maxSegs segments.
func (ix *nameIndex) prefixes(query string) []string {
	var out []string
	segs := 0
	for i := 1; i < len(query); i++ {
		if !match.IsSeparator(query[i]) || match.IsSeparator(query[i-1]) {
			continue
		}
		segs++ // query[:i] ends a segment
		if segs > ix.maxSegs {
			break
		}
		out = append(out, query[:i])
	}
	slices.Reverse(out)
	return out
}
