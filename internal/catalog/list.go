package catalog

import (
	"sort"

	"github.com/cajeta-lang/skills/internal/search"
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
	add := func(d *search.Doc) {
		if keep[d.Archive] && !seen[d.URI] {
			seen[d.URI] = true
			out = append(out, Entry{Names: d.Names, Title: d.Title, URI: d.URI})
		}
	}
	if scope == "" {
		docs := c.index.Docs()
		for i := range docs {
			add(&docs[i])
		}
	} else {
		c.index.Bound(scope, true, add)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].URI < out[j].URI })
	return out, nil
}

// Bound returns the URIs of the skills bound to name itself, in context
// order, among the archives sel keeps.
func (c *Context) Bound(name string, sel Selection) ([]string, error) {
	keep, err := c.keep(sel)
	if err != nil {
		return nil, err
	}
	var out []string
	c.index.Bound(name, false, func(d *search.Doc) {
		if keep[d.Archive] {
			out = append(out, d.URI)
		}
	})
	return out, nil
}
