package catalog

import (
	"sort"

	"github.com/cajeta-lang/skills/internal/match"
)

// keyIndex holds every search key of a context: each bound canonical name
// once, and each distinct skill title once, with the trigram postings that
// prefilter them.
type keyIndex struct {
	keys []key
	// grams maps a gram to the keys that hold it, ascending.
	grams map[string][]int32
	// byName maps a bound canonical name to its bindings, archives in
	// context order.
	byName map[string][]binding
	// names is every bound canonical name, sorted, for descendant scans.
	names []string
}

type key struct {
	text string
	// segs are the name's segments; nil for a title.
	segs []string
	// title is the title prepared for matching, and titled the skills
	// with this title; nil for a name.
	title  match.Title
	titled []binding
}

// binding is one skill of the archive at index arch.
type binding struct {
	arch  int
	skill *Skill
}

func buildKeys(archives []*Archive) *keyIndex {
	ix := &keyIndex{grams: map[string][]int32{}, byName: map[string][]binding{}}
	titles := map[string]int{}
	for ai, a := range archives {
		for _, name := range sortedKeys(a.names) {
			if _, seen := ix.byName[name]; !seen {
				ix.names = append(ix.names, name)
				ix.addKey(key{text: name, segs: match.Segments(name)})
			}
			for _, s := range a.names[name] {
				ix.byName[name] = append(ix.byName[name], binding{ai, s})
			}
		}
		for _, s := range a.order {
			if s.Title == "" {
				continue
			}
			k, seen := titles[s.Title]
			if !seen {
				k = ix.addKey(key{text: s.Title, title: match.NewTitle(s.Title)})
				titles[s.Title] = k
			}
			ix.keys[k].titled = append(ix.keys[k].titled, binding{ai, s})
		}
	}
	sort.Strings(ix.names)
	return ix
}

// addKey appends k and its grams' postings, returning its index.
func (ix *keyIndex) addKey(k key) int {
	id := int32(len(ix.keys))
	ix.keys = append(ix.keys, k)
	var buf [64]string
	for _, g := range match.Grams(buf[:0], k.text) {
		p := ix.grams[g]
		if n := len(p); n == 0 || p[n-1] != id {
			ix.grams[g] = append(p, id)
		}
	}
	return int(id)
}

// candidates returns the keys that share a gram with query, in no
// particular order (Search's merge does not depend on it); every key when
// prefilter is false.
func (ix *keyIndex) candidates(query string, prefilter bool) []int32 {
	if !prefilter {
		all := make([]int32, len(ix.keys))
		for i := range all {
			all[i] = int32(i)
		}
		return all
	}
	var buf [64]string
	seen := make([]uint64, (len(ix.keys)+63)/64)
	var out []int32
	for _, g := range match.Grams(buf[:0], query) {
		for _, k := range ix.grams[g] {
			if w, b := k/64, uint64(1)<<(k%64); seen[w]&b == 0 {
				seen[w] |= b
				out = append(out, k)
			}
		}
	}
	return out
}
