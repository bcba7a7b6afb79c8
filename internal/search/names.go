package search

import (
	"cmp"
	"slices"
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
	var ix nameIndex
	ix.keys, ix.bound = bindings(docs)
	ix.segStart = make([]int32, 1, len(ix.keys)+1)
	most := 0 // a bound on the segments of all keys: separators, plus one
	for _, n := range ix.keys {
		most += 1 + strings.Count(n, "/") + strings.Count(n, ".")
	}
	ix.segs = make([]string, 0, most)
	for _, n := range ix.keys {
		before := len(ix.segs)
		ix.segs = appendSegments(ix.segs, n)
		ix.maxSegs = max(ix.maxSegs, len(ix.segs)-before)
		ix.segStart = append(ix.segStart, int32(len(ix.segs)))
	}
	ix.lowerSegments()
	// byLast, packed in two passes: the count of keys ending in each
	// entry, then the keys.
	ix.byLast.start = make([]int32, len(ix.lowerSegs)+1)
	ix.forEachLast(func(k, last int32) { ix.byLast.start[last+1]++ })
	for i := 1; i < len(ix.byLast.start); i++ {
		ix.byLast.start[i] += ix.byLast.start[i-1]
	}
	ix.byLast.items = make([]int32, ix.byLast.start[len(ix.lowerSegs)])
	next := slices.Clone(ix.byLast.start[:len(ix.lowerSegs)])
	ix.forEachLast(func(k, last int32) {
		ix.byLast.items[next[last]] = k
		next[last]++
	})
	ix.segDict = newSegSet(ix.lowerSegs)
	return ix
}

// bindings returns every name bound to docs, sorted and distinct, and, per
// name, the docs bound to it in doc order.
func bindings(docs []Doc) ([]string, csr) {
	type binding struct {
		name string
		doc  int32
	}
	n := 0
	for _, d := range docs {
		n += len(d.Names)
	}
	all := make([]binding, 0, n)
	for i, d := range docs {
		for _, name := range d.Names {
			all = append(all, binding{name, int32(i)})
		}
	}
	slices.SortFunc(all, func(a, b binding) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		return cmp.Compare(a.doc, b.doc)
	})
	var keys []string
	bound := csr{items: make([]int32, 0, len(all))}
	for i, b := range all {
		switch {
		case i == 0 || b.name != all[i-1].name:
			keys = append(keys, b.name)
			bound.start = append(bound.start, int32(len(bound.items)))
		case b.doc == all[i-1].doc:
			continue // a doc that lists the name twice
		}
		bound.items = append(bound.items, b.doc)
	}
	bound.start = append(bound.start, int32(len(bound.items)))
	return keys, bound
}

// appendSegments appends the segments of name (match.Segments) to segs.
func appendSegments(segs []string, name string) []string {
	for name != "" {
		i := strings.IndexAny(name, "/.")
		if i < 0 {
			return append(segs, name)
		}
		if i > 0 {
			segs = append(segs, name[:i])
		}
		name = name[i+1:]
	}
	return segs
}

// lowerSegments sets lowerSegs, every distinct lowercased segment of a
// scored key, sorted, and lowerID, the entry of each segment of segs in it
// (0 for a segment of a key not scored). Sorted keys share their leading
// segments with the key before them, whose entries are taken over without
// lowercasing or hashing them again.
func (ix *nameIndex) lowerSegments() {
	ix.lowerID = make([]int32, len(ix.segs))
	// first numbers the entries in order of first sight; they are renumbered
	// in sorted order once all are known.
	first := map[string]int32{}
	var entries []string
	prev := int32(-1)
	for k := range ix.keys {
		if !scored(ix.keys[k]) {
			continue
		}
		segs, kids := ix.segsOf(int32(k)), ix.lowerOf(int32(k))
		same := 0
		if prev >= 0 {
			ps, pids := ix.segsOf(prev), ix.lowerOf(prev)
			for same < len(segs) && same < len(ps) && segs[same] == ps[same] {
				kids[same] = pids[same]
				same++
			}
		}
		for i := same; i < len(segs); i++ {
			l := strings.ToLower(segs[i])
			id, ok := first[l]
			if !ok {
				id = int32(len(entries))
				first[l] = id
				entries = append(entries, l)
			}
			kids[i] = id
		}
		prev = int32(k)
	}
	order := make([]int32, len(entries))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int { return strings.Compare(entries[a], entries[b]) })
	rank := make([]int32, len(entries))
	sorted := make([]string, len(entries))
	for r, e := range order {
		rank[e] = int32(r)
		sorted[r] = entries[e]
	}
	for k := range ix.keys {
		if scored(ix.keys[k]) {
			ids := ix.lowerOf(int32(k))
			for i, id := range ids {
				ids[i] = rank[id]
			}
		}
	}
	ix.lowerSegs = sorted
}

// forEachLast calls f with every scored key that has segments and the entry
// of its last lowercased segment, in key order.
func (ix *nameIndex) forEachLast(f func(k, last int32)) {
	for k := range ix.keys {
		if ids := ix.lowerOf(int32(k)); scored(ix.keys[k]) && len(ids) > 0 {
			f(int32(k), ids[len(ids)-1])
		}
	}
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
