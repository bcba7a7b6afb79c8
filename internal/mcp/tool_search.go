package mcp

import (
	"encoding/json"
	"errors"

	"github.com/cajeta-lang/skills/internal/catalog"
)

var searchTool = &tool{
	def: toolDef{
		Name:  "searchSkills",
		Title: "Search skills",
		Description: "Find the skills (hand-written implementation guides) for a cajeta library, package, class or method. " +
			"'name' is a canonical name (cajeta.io, cajeta/io/file, cajeta/io/file/File, cajeta/io/file/File.open), " +
			"a trailing part of one (File.open), or a skill title; matching tolerates typos. Each result gives the skill's URI for getSkills, " +
			"the name it matched, and its tier: exact (bound to that name), descendant (bound to a name below it) or ancestorOverview " +
			"(the overview of the nearest enclosing name). Results are ordered best first; no match is an empty list.",
		InputSchema: objectSchema(selectionProps(schema{
			"name":  stringSchema("Canonical name, suffix of one, or skill title to search for."),
			"exact": schema{"type": "boolean", "description": "Keep only matches at distance 0."},
		}), "name"),
		OutputSchema: objectSchema(schema{
			"results": schema{"type": "array", "items": objectSchema(schema{
				"distance":    schema{"type": "integer", "minimum": 0},
				"matchedName": schema{"type": "string"},
				"tier":        schema{"type": "string", "enum": []string{"exact", "descendant", "ancestorOverview"}},
				"uri":         schema{"type": "string"},
			}, "distance", "matchedName", "tier", "uri")},
		}, "results"),
		Annotations: readOnly,
	},
	handle: searchSkills,
}

type searchResult struct {
	Results []catalog.Result `json:"results"`
}

func searchSkills(s *Server, a *arguments) (any, error) {
	var name string
	if !a.present("name") || json.Unmarshal(a.m["name"], &name) != nil {
		return nil, invalidParams("searchSkills requires a string 'name'")
	}
	sel, err := selection(a)
	if err != nil {
		return nil, err
	}
	exact, err := a.optBool("exact")
	if err != nil {
		return nil, err
	}
	results, err := s.ctx.Search(catalog.Query{Name: name, Exact: exact, Selection: sel})
	if err != nil {
		return nil, selectionError(err)
	}
	return searchResult{Results: results}, nil
}

// selection reads the version and from arguments.
func selection(a *arguments) (catalog.Selection, error) {
	version, err := a.optString("version")
	if err != nil {
		return catalog.Selection{}, err
	}
	from, err := a.optString("from")
	return catalog.Selection{Version: version, From: from}, err
}

// selectionError makes an unknown 'from' module an invalid-params error.
func selectionError(err error) error {
	if errors.Is(err, catalog.ErrUnknownModule) {
		return invalidParams("%v", err)
	}
	return err
}
