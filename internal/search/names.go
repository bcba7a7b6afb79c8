package search

import (
	"slices"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
)

// nameIndex holds every bound canonical name (a name key), sorted, with its
// segments and the docs bound to it, and finds the keys a query can match
// by their last two segments: a query's last segment always pairs with a
// key's last segment, and its second-to-last with the key's, so a key
// either of whose segments is out of reach cannot match.
type nameIndex struct {
	keys []string
	// segs of key i are segs[segStart[i]:segStart[i+1]]; lowerID holds,
	// for each, its lowercased form as an entry of segDict.
	segStart []int32
	segs     []string
	lowerID  []int32
	// bound lists, per key, the docs bound to it, in doc order.
	bound csr
	// segDict is every distinct lowercased segment of a scored key, and
	// lowerSegs its entries; byLast lists, per entry, the keys ending in it.
	segDict   *segSet
	lowerSegs []string
	byLast    csr
	// maxSegs is the most segments any key has.
	maxSegs int
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
	ix.segStart = make([]int32, 1, len(ix.keys)+1)
	distinct := map[string]int32{}
	for k, n := range ix.keys {
		bound[k] = byName[n]
		segs := match.Segments(n)
		ix.maxSegs = max(ix.maxSegs, len(segs))
		ix.segs = append(ix.segs, segs...)
		ix.segStart = append(ix.segStart, int32(len(ix.segs)))
		for _, seg := range segs {
			if scored(n) {
				distinct[strings.ToLower(seg)] = 0
			}
		}
	}
	ix.bound = csrOf(bound)
	ix.lowerSegs = make([]string, 0, len(distinct))
	for l := range distinct {
		ix.lowerSegs = append(ix.lowerSegs, l)
	}
	sort.Strings(ix.lowerSegs)
	for i, l := range ix.lowerSegs {
		distinct[l] = int32(i)
	}
	ix.lowerID = make([]int32, len(ix.segs))
	lists := make([][]int32, len(ix.lowerSegs))
	for k, n := range ix.keys {
		if !scored(n) {
			continue
		}
		ids := ix.lowerID[ix.segStart[k]:ix.segStart[k+1]]
		for i, seg := range ix.segsOf(int32(k)) {
			ids[i] = distinct[strings.ToLower(seg)]
		}
		if len(ids) > 0 {
			last := ids[len(ids)-1]
			lists[last] = append(lists[last], int32(k))
		}
	}
	ix.segDict = newSegSet(ix.lowerSegs)
	ix.byLast = csrOf(lists)
	return ix
}

// segsOf returns the segments of key k.
func (ix *nameIndex) segsOf(k int32) []string { return ix.segs[ix.segStart[k]:ix.segStart[k+1]] }

// lowerOf returns the lowercased segment ids of key k.
func (ix *nameIndex) lowerOf(k int32) []int32 { return ix.lowerID[ix.segStart[k]:ix.segStart[k+1]] }

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
// lowercased last segment is within its allowance of q's and, when q has
// two segments or more, whose second-to-last is within its allowance of
// q's; and, for a query too long to score, the key equal to it.
func (ix *nameIndex) candidates(q nameQuery, walks segWalks, f func(k int32)) {
	if k, found := ix.find(q.text); found && !scored(q.text) {
		f(k)
	}
	n := len(q.lower)
	if !scored(q.text) || n == 0 {
		return
	}
	var penult map[int32]bool
	if n >= 2 {
		near := walks.within(ix.segDict, q.lower[n-2])
		if len(near) == 0 {
			return
		}
		penult = make(map[int32]bool, len(near))
		for _, e := range near {
			penult[e] = true
		}
	}
	for _, e := range walks.within(ix.segDict, q.lower[n-1]) {
		for _, k := range ix.byLast.at(e) {
			if n >= 2 {
				ids := ix.lowerOf(k)
				if len(ids) < 2 || !penult[ids[len(ids)-2]] {
					continue
				}
			}
			f(k)
		}
	}
}

// segWalks remembers, for one search, the segment-dictionary entries within
// the allowance of each lowercased query segment: the query ancestors stage
// asks again for the segments the names stage asked for.
type segWalks map[string][]int32

// within returns the entries of d within nameAllow of seg.
func (w segWalks) within(d *segSet, seg string) []int32 {
	if got, ok := w[seg]; ok {
		return got
	}
	var out []int32
	d.within(seg, func(e int32) { out = append(out, e) })
	w[seg] = out
	return out
}

// score matches q against key k: case-exact first, then, unless exact,
// with both sides ASCII-lowercased. Under exact only a case-exact match at
// distance 0 counts. A name or query too long to score matches only when
// equal. It is match.NameDistance on both forms in one pass: lowercasing
// never adds edits, so a segment pair out of reach folded is out of reach
// both ways, and a pair already lowercase is scored once.
func (ix *nameIndex) score(q nameQuery, k int32, exact bool) (nameMatch, bool) {
	key := ix.keys[k]
	if !scored(key) || !scored(q.text) {
		return nameMatch{key: k}, key == q.text
	}
	ks, kl := ix.segsOf(k), ix.lowerOf(k)
	n := len(q.segs)
	if n == 0 || n > len(ks) {
		return nameMatch{}, false
	}
	ks, kl = ks[len(ks)-n:], kl[len(kl)-n:]
	exactOK, exactDist, foldDist := true, 0, 0
	for i := n - 1; i >= 0; i-- {
		allow := match.Allowance(len(ks[i]))
		if d := len(q.segs[i]) - len(ks[i]); d > allow || -d > allow {
			return nameMatch{}, false
		}
		lower := ix.lowerSegs[kl[i]]
		same := q.segs[i] == q.lower[i] && ks[i] == lower // both lowercase already
		if exactOK || same {
			d, ok := match.Within(q.segs[i], ks[i], allow)
			if exactOK {
				exactOK = ok && (!exact || d == 0)
				exactDist += d
			}
			if same {
				if !ok {
					return nameMatch{}, false
				}
				foldDist += d
				continue
			}
		}
		if exact && !exactOK {
			return nameMatch{}, false
		}
		d, ok := match.Within(q.lower[i], lower, allow)
		if !ok {
			return nameMatch{}, false
		}
		foldDist += d
	}
	if exact && !exactOK {
		return nameMatch{}, false
	}
	suffix := n < len(ix.segsOf(k))
	if exactOK {
		return nameMatch{key: k, dist: exactDist, suffix: suffix}, true
	}
	return nameMatch{key: k, dist: foldDist, suffix: suffix, folded: true}, true
}

// foldedDistance is the distance of match m once both sides are ASCII-
// lowercased: what tells a name that differs only in case from a fuzzy
// neighbour.
func (ix *nameIndex) foldedDistance(q nameQuery, m nameMatch) int {
	if m.folded || m.dist == 0 || !scored(q.text) {
		return m.dist
	}
	lower := make([]string, 0, len(ix.lowerOf(m.key)))
	for _, id := range ix.lowerOf(m.key) {
		lower = append(lower, ix.lowerSegs[id])
	}
	d, _, _ := match.NameDistance(q.lower, lower)
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
