package mcp

import (
	"encoding/json"
	"errors"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/search"
)

func searchTool() *tool {
	return &tool{
		def: toolDef{
			Name:  "searchSkills",
			Title: "Search skills",
			Description: "Find the skills (hand-written implementation guides) for cajeta code. 'name' is a canonical name " +
				"(cajeta/io/file/File.open) or a trailing part of one (File.open), any case, typos tolerated; or a title, a task, " +
				"a question, another language's name or code for the thing (Vec, dict, $\"{x}\"), an error or a sigil (#=). Each result has the " +
				"skill's URI for getSkills, title and description, the name it matched, and its tier: exact (bound to that name), " +
				"descendant (below it), ancestorOverview (its class's or package's skill) or related (its text answers the words). " +
				"Best first; no good match is an empty list.",
			InputSchema: inputSchema(selectionProps(schema{
				"name":  stringSchema("A canonical name or a trailing part of one, any case; or a title, phrase or question."),
				"exact": schema{"type": "boolean", "description": "Keep only case-exact matches at distance 0 (no phrase search)."},
			}), "name"),
			OutputSchema: objectSchema(schema{
				"results": schema{"type": "array", "items": objectSchema(schema{
					"description": schema{"type": "string"},
					"distance":    schema{"type": "integer", "minimum": 0},
					"matchedName": schema{"type": "string"},
					"tier":        schema{"type": "string", "enum": search.Tiers},
					"title":       schema{"type": "string"},
					"uri":         schema{"type": "string"},
				}, "description", "distance", "matchedName", "tier", "title", "uri")},
			}, "results"),
			Annotations: readOnly,
		},
		handle: searchSkills,
	}
}

type searchResult struct {
	Results []search.Result `json:"results"`
}

func searchSkills(s *Server, a *arguments) (any, error) {
	var name string
	if !a.present("name") || json.Unmarshal(a.m["name"], &name) != nil {
		return nil, a.fail("searchSkills requires a string 'name'")
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
