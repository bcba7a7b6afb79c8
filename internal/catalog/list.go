package catalog

import (
	"sort"

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
	for i, a := range c.archives {
		if !keep[i] {
			continue
		}
		for _, s := range a.order {
			if seen[s.uri] || !inScope(s.Names, scope) {
				continue
			}
			seen[s.uri] = true
			out = append(out, Entry{Names: s.Names, Title: s.Title, URI: s.uri})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].URI < out[j].URI })
	return out, nil
}

func inScope(names []string, scope string) bool {
	if scope == "" {
		return true
	}
	for _, n := range names {
		if n == scope || match.IsDescendant(n, scope) {
			return true
		}
	}
	return false
}
