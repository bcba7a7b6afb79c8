// Package search answers searchSkills: it finds the skills of a discovery
// context that a query names, the way agents ask (a canonical name, a
// suffix, a method of a class, a lowercase name, a typo, a title, a short
// task phrase). A query goes down these stages once, each in its own file:
//
//  1. candidates (names.go, titles.go, dict.go): the name keys whose last
//     segment lies within the allowances of the query's, found by walking a
//     trie of distinct segments with a bounded edit-distance row; the titles
//     that pass a trigram count filter or hold a match for every query word.
//     Every key within the allowances is a candidate: none is lost.
//  2. scoring (names.go, titles.go, over the match package): each
//     candidate's distance, case-exact first and ASCII-folded second.
//  3. tier expansion (expand.go): a matched name gives the skills bound to
//     it, below it, and to its nearest ancestor with skills.
//  4. query ancestors (ancestors.go): the query is cut at its last separator
//     and matched again, until a prefix matches.
//  5. text (text.go): the query's words against a BM25 index of every
//     skill's title, description, names and body, when the query holds
//     whitespace or nothing above matched.
//  6. merge and order (result.go): one result per URI, totally ordered.
package search

// csr is a list of lists of int32 in one slice: list i is
// items[start[i]:start[i+1]].
type csr struct {
	start []int32
	items []int32
}

// at returns list i.
func (c *csr) at(i int32) []int32 { return c.items[c.start[i]:c.start[i+1]] }

// csrOf packs lists.
func csrOf(lists [][]int32) csr {
	c := csr{start: make([]int32, len(lists)+1)}
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	c.items = make([]int32, 0, n)
	for i, l := range lists {
		c.items = append(c.items, l...)
		c.start[i+1] = int32(len(c.items))
	}
	return c
}
