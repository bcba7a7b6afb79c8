package catalog

import (
	"github.com/cajeta-lang/skills/internal/search"
	"github.com/cajeta-lang/skills/internal/text"
)

// Query is one searchSkills request.
type Query struct {
	Name string
	// Exact keeps case-exact, distance-0 matches only.
	Exact bool
	Selection
}

// Search finds the skills for q.Name among the archives q selects; see
// search.Index.Search for the rules. No match is an empty result.
func (c *Context) Search(q Query) ([]search.Result, error) {
	keep, err := c.keep(q.Selection)
	if err != nil {
		return nil, err
	}
	return c.index.Search(search.Query{Text: q.Name, Exact: q.Exact, Keep: keep}), nil
}

// buildIndex makes the search index of archives; segments are text
// indexes made beforehand for some of their skills.
func buildIndex(archives []*Archive, segments ...*text.Segment) *search.Index {
	n := 0
	for _, a := range archives {
		n += len(a.order)
	}
	docs := make([]search.Doc, 0, n)
	for ai, a := range archives {
		for _, s := range a.order {
			docs = append(docs, search.Doc{URI: s.uri, Title: s.Title, Description: s.Description, Names: s.Names,
				Keywords: s.Keywords, Archive: ai})
		}
	}
	return search.Build(docs, segments...)
}
