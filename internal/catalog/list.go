package catalog

import (
	"slices"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
)

// Entry is one skill listed by List. Its JSON form is the item of the
// listSkills result and of list-skills --json.
type Entry struct {
	Names []string `json:"names"`
	Title string   `json:"title"`
	URI   string   `json:"uri"`
}

// List returns the skills bound to scope or to a name below it (every skill
// when scope is empty), ordered by URI. There is no fuzziness.
func (c *Context) List(scope string, sel Selection) ([]Entry, error) {
	keep, err := c.keep(sel)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	out := []Entry{}
	add := func(b binding) {
		if keep[b.arch] && !seen[b.skill.uri] {
			seen[b.skill.uri] = true
			out = append(out, Entry{Names: b.skill.Names, Title: b.skill.Title, URI: b.skill.uri})
		}
	}
	if scope == "" {
		for i, a := range c.archives {
			for _, s := range a.order {
				add(binding{i, s})
			}
		}
	} else {
		for _, b := range c.keys.byName[scope] {
			add(b)
		}
		c.keys.below(scope, add)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].URI < out[j].URI })
	return out, nil
}

// below calls f for every binding of the names below name, found by binary
// search in the sorted names.
func (ix *keyIndex) below(name string, f func(binding)) {
	for i, _ := slices.BinarySearch(ix.names, name); i < len(ix.names) && strings.HasPrefix(ix.names[i], name); i++ {
		if match.IsDescendant(ix.names[i], name) {
			for _, b := range ix.byName[ix.names[i]] {
				f(b)
			}
		}
	}
}
