package search

import (
	"strings"

	"github.com/cajeta-lang/skills/internal/lexicon"
	"github.com/cajeta-lang/skills/internal/match"
)

// Query is one search.
type Query struct {
	// Text is the name, title or phrase to search for.
	Text string
	// Exact keeps case-exact, distance-0 matches only: no folding, no
	// title words, no text stage.
	Exact bool
	// Keep says, per archive ordinal, whether the query sees that
	// archive; nil sees every one.
	Keep []bool
}

// candidateFuncs choose the keys a search scores: the index's candidate
// stages, or every key (what the tests hold the stages to).
type candidateFuncs struct {
	names  func(nameQuery, func(int32))
	titles func(match.Title, bool, func(int32))
}

// Search returns the skills q finds, one result per URI, best first: for
// every name the query matches (at distance 0 only when the query is a
// name of another ecosystem, see search), the skills bound to it, below
// it and to its nearest ancestor with skills; for every title it matches,
// that skill; the skills of what the query's nearest matching prefix
// names, unless the query holds whitespace and is not exact (a sentence is
// not a name: the names inside it go through the name stages in the text
// stage, see related); and up to MaxRelated skills whose text holds its
// words, when the query holds whitespace, or nothing else matched, or
// only fuzzy neighbours of a query whose words the skills use did (router:
// xpu's Route), or only a fuzzy neighbour of a prefix did (sd of
// sd.peekitem: SGD), or only a package or a member that the query's first
// segment names alone (time of time.Sleep, sync of sync.WaitGroup), or
// only a prefix that the query is a foreign name under (see foreign), or
// only a class whose skills hold neither the query nor its member while
// another skill lists the query whole (see listedElsewhere). No match is
// an empty result.
func (ix *Index) Search(q Query) []Result {
	walks := segWalks{}
	names := func(nq nameQuery, f func(int32)) { ix.names.candidates(nq, walks, f) }
	return ix.search(q, candidateFuncs{names, ix.titles.candidates})
}

func (ix *Index) search(q Query, cands candidateFuncs) []Result {
	s := &searcher{ix: ix, keep: q.Keep, out: merged{query: q.Text, best: map[string]Result{}}}
	if q.Text == "" {
		return []Result{}
	}
	sentence := strings.ContainsFunc(q.Text, isSpace)
	// A name of another ecosystem that the lexicon knows is spelled as
	// its authors spell it, not misspelled from a Cajeta name: of one
	// segment (hmatrix, hspec), it matches names and titles at distance 0
	// only (case aside), not Matrix and Aspect, and the text stage reads
	// it through the lexicon; of several (np.fft.fft, rand.Reader), so do
	// its prefixes (see queryAncestors), not Npy and Pred.and. A name of
	// several segments keeps its neighbours: File.readAllLines is near
	// File.readAllBytes.
	other := false
	if !sentence {
		_, other = lexicon.Words(q.Text)
	}
	spelled := other && len(match.Segments(q.Text)) == 1
	nq := newNameQuery(q.Text)
	near := false // some name or title matched at case-folded distance 0
	for _, m := range ix.names.match(nq, q.Exact, cands.names) {
		folded := ix.names.foldedDistance(nq, m)
		near = near || folded == 0
		if !spelled || folded == 0 {
			s.expandName(m)
		}
	}
	for _, m := range ix.titles.match(match.NewTitle(q.Text), q.Exact, cands.titles) {
		near = near || m.dist == 0
		if !spelled || m.dist == 0 {
			s.expandTitle(m)
		}
	}
	whole := len(s.out.best) > 0 && (near || !ix.text.index().Knows(q.Text))
	enclosed, module, prefix := false, false, ""
	if !sentence || q.Exact {
		enclosed, module, prefix = s.queryAncestors(q.Text, q.Exact, other, cands.names)
	}
	if !q.Exact && (!whole && (!enclosed || module || foreign(q.Text, prefix) || s.listedElsewhere(q.Text)) || sentence) {
		s.related(q.Text, cands.names)
	}
	return s.out.ordered()
}

// foreign reports whether a query that its prefix encloses is a name of
// another language rather than a member of what the prefix names: a call
// (System.currentTimeMillis(), Process.sleep(250)) or two segments or more
// after the prefix (System.IO.Path.Combine, wave.Wave_write.writeframes).
func foreign(query, prefix string) bool {
	return strings.ContainsRune(query, '(') || len(match.Segments(query[len(prefix):])) >= 2
}

// listedElsewhere reports whether a query that a class encloses is a name
// of another language that a skill lists whole while the enclosing class's
// skills hold neither it nor its member: System.cmd, which
// process-Command's keywords list, under lang-System; Math.floorMod,
// which language-operators' do, under lang-Math. A member of the class
// (System.exit, String.trim) is held by its skill, as an API member if
// nowhere else.
func (s *searcher) listedElsewhere(query string) bool {
	elsewhere, here := false, false
	s.ix.text.index().Holders(query, func(d int32, whole bool) {
		if !s.kept(d) {
			return
		}
		_, encloses := s.out.best[s.ix.docs[d].URI]
		here = here || encloses
		elsewhere = elsewhere || whole && !encloses
	})
	return elsewhere && !here
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
}
