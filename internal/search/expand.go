package search

import (
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
)

// searcher is the state of one search: the query, which archives it sees,
// and the results so far.
type searcher struct {
	ix   *Index
	keep []bool
	out  merged
}

// kept reports whether doc d's archive is seen.
func (s *searcher) kept(d int32) bool {
	a := s.ix.docs[d].Archive
	return s.keep == nil || a < len(s.keep) && s.keep[a]
}

// add adds r as the result of doc d: its URI, title and description.
func (s *searcher) add(d int32, r Result) {
	doc := &s.ix.docs[d]
	r.URI, r.Title, r.Description = doc.URI, doc.Title, doc.Description
	s.out.add(r)
}

// addDocs adds r for each kept doc of ds, and reports whether there was any.
func (s *searcher) addDocs(ds []int32, r Result) bool {
	any := false
	for _, d := range ds {
		if s.kept(d) {
			s.add(d, r)
			any = true
		}
	}
	return any
}

// expandName adds the tiers of a matched name: the skills bound to it
// (exact), to names below it (descendant), and to its nearest ancestor
// with skills (ancestorOverview), each with the match's distance. A root
// name, of one segment (cajeta), names a whole namespace: it gives no
// descendant tier, which would be every skill of the namespace
// (listSkills browses it).
func (s *searcher) expandName(m nameMatch) {
	names := &s.ix.names
	r := Result{Distance: m.dist, MatchedName: names.keys[m.key], how: how{suffix: m.suffix, folded: m.folded}}
	r.Tier = TierExact
	s.addDocs(names.bound.at(m.key), r)
	r.Tier = TierDescendant
	if !isRoot(r.MatchedName) {
		names.below(r.MatchedName, func(k int32) { s.addDocs(names.bound.at(k), r) })
	}
	r.Tier = TierAncestorOverview
	s.addNearest(r.MatchedName, false, r)
}

// isRoot reports whether name is one segment: it holds no separator.
func isRoot(name string) bool { return !strings.ContainsAny(name, "/.") }

// addNearest adds r for the skills bound to name itself (when self) or
// else to its nearest ancestor with kept skills.
func (s *searcher) addNearest(name string, self bool, r Result) {
	names := &s.ix.names
	if !self {
		name, self = match.Parent(name)
	}
	for ; self; name, self = match.Parent(name) {
		if k, found := names.find(name); found && s.addDocs(names.bound.at(k), r) {
			return
		}
	}
}

// expandTitle adds a title match: tier exact for each skill with the
// title, matchedName the skill's first bound name.
func (s *searcher) expandTitle(m titleMatch) {
	for _, d := range s.ix.titles.docs.at(m.title) {
		if s.kept(d) {
			s.add(d, Result{Distance: m.dist, MatchedName: s.ix.docs[d].Names[0], Tier: TierExact,
				how: how{title: true, words: m.words}})
		}
	}
}
