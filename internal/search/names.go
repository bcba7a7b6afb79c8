package search

import (
	"slices"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
)

// nameIndex holds every bound canonical name (a name key), sorted, with its
// segments and the docs bound to it, and finds the keys a query can match
// by their last segment: a query's last segment always pairs with a key's
// last segment, so a key whose last segment is out of reach cannot match.
type nameIndex struct {
	keys []string
	// segs of key i are segs[segStart[i]:segStart[i+1]].
	segStart []int32
	segs     []string
	// bound lists, per key, the docs bound to it, in doc order.
	bound csr
	// last is every distinct lowercased last segment of a key that is
	// scored; byLast lists, per entry of last, the keys ending in it.
	last   *dict
	byLast csr
}

func newNameIndex(docs []Doc) nameIndex {
	byName := map[string][]int32{}
	for i, d := range docs {
		for _, n := range d.Names {
			byName[n] = append(byName[n], int32(i))
		}
	}
	ix := nameIndex{keys: make([]string, 0, len(byName))}
	for n := range byName {
		ix.keys = append(ix.keys, n)
	}
	sort.Strings(ix.keys)
	bound := make([][]int32, len(ix.keys))
	lastOf := map[string][]int32{}
	ix.segStart = make([]int32, 1, len(ix.keys)+1)
	for k, n := range ix.keys {
		bound[k] = byName[n]
		segs := match.Segments(n)
		ix.segs = append(ix.segs, segs...)
		ix.segStart = append(ix.segStart, int32(len(ix.segs)))
		if scored(n) && len(segs) > 0 {
			l := strings.ToLower(segs[len(segs)-1])
			lastOf[l] = append(lastOf[l], int32(k))
		}
	}
	ix.bound = csrOf(bound)
	entries := make([]string, 0, len(lastOf))
	for l := range lastOf {
		entries = append(entries, l)
	}
	sort.Strings(entries)
	lists := make([][]int32, len(entries))
	for i, l := range entries {
		lists[i] = lastOf[l]
	}
	ix.last = newDict(entries)
	ix.byLast = csrOf(lists)
	return ix
}

// segsOf returns the segments of key k.
func (ix *nameIndex) segsOf(k int32) []string { return ix.segs[ix.segStart[k]:ix.segStart[k+1]] }

// find returns the key equal to name.
func (ix *nameIndex) find(name string) (int32, bool) {
	i, found := slices.BinarySearch(ix.keys, name)
	return int32(i), found
}

// below calls f for every key below name, in order.
func (ix *nameIndex) below(name string, f func(k int32)) {
	i, _ := slices.BinarySearch(ix.keys, name)
	for ; i < len(ix.keys) && strings.HasPrefix(ix.keys[i], name); i++ {
		if match.IsDescendant(ix.keys[i], name) {
			f(int32(i))
		}
	}
}

// nameQuery is a query prepared for name matching.
type nameQuery struct {
	text  string
	segs  []string
	lower []string
}

func newNameQuery(text string) nameQuery {
	segs := match.Segments(text)
	return nameQuery{text: text, segs: segs, lower: lowerAll(segs)}
}

// nameMatch is how a query matched a name key.
type nameMatch struct {
	key  int32
	dist int
	// suffix: the query matched the key's last segments only; folded: it
	// matched only once both were ASCII-lowercased.
	suffix, folded bool
}

// candidates calls f for every key that may match q: each key whose
// lowercased last segment is within its allowance of q's, and, for a query
// too long to score, the key equal to it.
func (ix *nameIndex) candidates(q nameQuery, f func(k int32)) {
	if k, found := ix.find(q.text); found && !scored(q.text) {
		f(k)
	}
	if !scored(q.text) || len(q.lower) == 0 {
		return
	}
	ix.last.within(q.lower[len(q.lower)-1], nameAllow, func(e int32) {
		for _, k := range ix.byLast.at(e) {
			f(k)
		}
	})
}

// score matches q against key k: case-exact first, then, unless exact,
// with both sides ASCII-lowercased. Under exact only a case-exact match at
// distance 0 counts. A name or query too long to score matches only when
// equal.
func (ix *nameIndex) score(q nameQuery, k int32, exact bool) (nameMatch, bool) {
	key := ix.keys[k]
	if !scored(key) || !scored(q.text) {
		return nameMatch{key: k}, key == q.text
	}
	ks := ix.segsOf(k)
	if d, suffix, ok := match.NameDistance(q.segs, ks); ok && (!exact || d == 0) {
		return nameMatch{key: k, dist: d, suffix: suffix}, true
	}
	if exact {
		return nameMatch{}, false
	}
	if d, suffix, ok := match.NameDistance(q.lower, lowerAll(ks)); ok {
		return nameMatch{key: k, dist: d, suffix: suffix, folded: true}, true
	}
	return nameMatch{}, false
}

// foldedDistance is the distance of match m once both sides are ASCII-
// lowercased: what tells a name that differs only in case from a fuzzy
// neighbour.
func (ix *nameIndex) foldedDistance(q nameQuery, m nameMatch) int {
	if m.folded || m.dist == 0 || !scored(q.text) {
		return m.dist
	}
	d, _, _ := match.NameDistance(q.lower, lowerAll(ix.segsOf(m.key)))
	return d
}

// match returns every key q matches, scoring the candidates given by
// cands (ix.candidates, or every key when checking it).
func (ix *nameIndex) match(q nameQuery, exact bool, cands func(nameQuery, func(int32))) []nameMatch {
	var out []nameMatch
	cands(q, func(k int32) {
		if m, ok := ix.score(q, k, exact); ok {
			out = append(out, m)
		}
	})
	return out
}

// allKeys is the candidate function that offers every key: what the
// indexed candidates must agree with.
func (ix *nameIndex) allKeys(_ nameQuery, f func(int32)) {
	for k := range ix.keys {
		f(int32(k))
	}
}
