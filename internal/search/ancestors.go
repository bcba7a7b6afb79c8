package search

import (
	"slices"
	"strings"

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
// A query that is another ecosystem's name the lexicon knows (other:
// np.fft.fft, Files.deleteIfExists) is spelled as its authors spell it,
// and so are its prefixes: one matches only at case-folded distance 0
// (np is not Npy, Files is not File), else the next is tried. So does a
// prefix of one lowercase word the skills use, or of two letters (see
// variable): in a pasted call it is the writer's variable or another
// language's module (ms of ms.joinGroup(addr), unicode of Go's
// unicode.In), not a misspelled Cajeta name (Losses.mse,
// Encoder.encode); md5 of md5.digest is MD5, case aside, and mutx of
// mutx.lock, a word no skill uses, is still Mutex misspelled. And so does
// a prefix whose nearest names are all members: a method encloses
// nothing, and a name one edit from one (Resolv of Resolv.getaddresses,
// Path.resolve) is no misspelled enclosure.
//
// It reports whether that match was exact (case-folded distance 0): the
// query names something inside a name that exists; and whether the
// prefix was one segment that only names a library, package or concept
// (time of time.Sleep, slices of slices.SortStableFunc), or a member,
// which encloses nothing (sync of sync.WaitGroup: KernelStream.sync): the
// module of another language, which shares a package's name more often
// than it is one. The caller's text stage then runs too.
//
// Only prefixes that could match are tried: none with more segments than
// the longest key has, and none ending in a separator that merely repeats
// (a/ and a// are the same name), so a query of many segments costs time
// linear in its length, not quadratic.
func (s *searcher) queryAncestors(query string, exact, other bool, cands func(nameQuery, func(int32))) (enclosed, module bool, prefix string) {
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
		if best > 0 && (other || s.variable(prefix) || onlyMembers(s.ix.names.keys, matches, folded, best)) {
			continue
		}
		module = best == 0 && !strings.ContainsAny(prefix, "./") // one segment
		for i, m := range matches {
			if folded[i] != best {
				continue
			}
			key := s.ix.names.keys[m.key]
			module = module && m.suffix && (namesPackage(key) || namesMember(key))
			r := Result{Distance: m.dist, MatchedName: key, Tier: TierAncestorOverview,
				how: how{suffix: m.suffix, folded: m.folded}}
			s.addNearest(r.MatchedName, true, r)
		}
		return best == 0, module, prefix
	}
	return false, false, ""
}

// namesPackage reports whether the canonical name names a library, a
// package or a concept: none of its segments is capitalised, as a class's
// is.
func namesPackage(name string) bool {
	return !slices.ContainsFunc(match.Segments(name), func(seg string) bool {
		return 'A' <= seg[0] && seg[0] <= 'Z'
	})
}

// namesMember reports whether the canonical name names a member of a
// class (KernelStream.sync): its last segment follows a '.' after a
// capitalised one.
func namesMember(name string) bool {
	i := strings.LastIndexByte(name, '.')
	if i < 0 || strings.LastIndexByte(name, '/') > i {
		return false
	}
	segs := match.Segments(name[:i])
	last := segs[len(segs)-1]
	return 'A' <= last[0] && last[0] <= 'Z'
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

// variable reports whether prefix reads as the writer's variable or
// another language's module rather than a misspelled Cajeta name: one
// segment of lowercase ASCII letters, digits and underscores that is a
// word the skills use or of two letters at most (unicode, text, status;
// ms, sd), not an unknown word (strng and mutx are String and Mutex,
// misspelled and lowercased).
func (s *searcher) variable(prefix string) bool {
	return lowerWord(prefix) && (len(prefix) <= 2 || s.ix.text.index().Knows(prefix))
}

// lowerWord reports whether prefix is one segment of lowercase ASCII
// letters, digits and underscores.
func lowerWord(prefix string) bool {
	for i := 0; i < len(prefix); i++ {
		c := prefix[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return prefix != ""
}

// onlyMembers reports whether every match at distance best names a member.
func onlyMembers(keys []string, matches []nameMatch, folded []int, best int) bool {
	for i, m := range matches {
		if folded[i] == best && !namesMember(keys[m.key]) {
			return false
		}
	}
	return true
}
