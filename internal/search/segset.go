package search

import "github.com/cajeta-lang/skills/internal/match"

// shortSeg is the longest segment segSet finds through deletions: up to
// it the allowance is at most 2, so each entry has few deletion variants.
const shortSeg = 15

// segSet finds every distinct lowercased name segment within nameAllow of
// a query segment. Short entries are found through their deletion
// neighbourhoods: an entry within k edits of the query (a transposition
// counting one) shares with it a string that each reaches by deleting at
// most k bytes, so looking up the query's own deletions finds every such
// entry, and each candidate is then checked with the real distance. A trie
// walk, which must visit nearly every node near the root when entries are
// short, costs far more here. Longer entries, rarer and with wider
// allowances, stay in a trie (dict).
type segSet struct {
	entries []string
	// variants maps each deletion variant of a short entry (the entry
	// itself included) to the entries that reach it.
	variants map[string][]int32
	// long holds the entries longer than shortSeg; longID maps its entry
	// numbers to entries'.
	long   *dict
	longID []int32
}

// newSegSet indexes entries, which must be sorted and distinct.
func newSegSet(entries []string) *segSet {
	s := &segSet{entries: entries, variants: map[string][]int32{}}
	var long []string
	for i, e := range entries {
		if len(e) > shortSeg {
			long = append(long, e)
			s.longID = append(s.longID, int32(i))
			continue
		}
		deletions(e, nameAllow(len(e)), func(v []byte) {
			list := s.variants[string(v)]
			if len(list) == 0 || list[len(list)-1] != int32(i) {
				s.variants[string(v)] = append(list, int32(i))
			}
		})
	}
	s.long = newDict(long)
	return s
}

// deletions calls f with s and every string made by deleting up to k of
// its bytes, each set of deleted positions once (a string may still come
// twice when s repeats a byte). f must not keep its argument: it is
// scratch space, reused for the next call.
func deletions(s string, k int, f func([]byte)) {
	buf := make([]byte, 0, len(s)*(k+1))
	deleteFrom(append(buf, s...), 0, k, f)
}

// deleteFrom calls f with cur, then deletes each byte at or after start in
// turn and recurses, keeping the deleted positions increasing.
func deleteFrom(cur []byte, start, k int, f func([]byte)) {
	f(cur)
	if k == 0 {
		return
	}
	next := cur[len(cur):]
	for i := start; i < len(cur); i++ {
		next = append(append(next[:0], cur[:i]...), cur[i+1:]...)
		deleteFrom(next, i, k-1, f)
	}
}

// within calls visit, once each, for every entry e with
// OSA(q, e) <= nameAllow(len(e)).
func (s *segSet) within(q string, visit func(entry int32)) {
	if len(q) <= shortSeg+nameAllow(shortSeg) {
		// An entry of up to shortSeg bytes allows at most
		// nameAllow(shortSeg) edits, so the query needs no more deletions.
		seen := map[int32]bool{}
		deletions(q, nameAllow(shortSeg), func(v []byte) {
			for _, e := range s.variants[string(v)] {
				if seen[e] {
					continue
				}
				seen[e] = true
				if _, ok := match.Within(q, s.entries[e], nameAllow(len(s.entries[e]))); ok {
					visit(e)
				}
			}
		})
	}
	// A long entry of L bytes is at least L-nameAllow(L) from a shorter
	// query, and that grows with L: skip the trie when even the shortest
	// long entry is out of reach.
	if len(q) >= shortSeg+1-nameAllow(shortSeg+1) {
		s.long.within(q, nameAllow, func(e int32) { visit(s.longID[e]) })
	}
}
