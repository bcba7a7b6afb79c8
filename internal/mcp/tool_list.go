package mcp

import "github.com/cajeta-lang/skills/internal/catalog"

func listTool() *tool {
	return &tool{
		def: toolDef{
			Name:  "listSkills",
			Title: "List skills",
			Description: "List the skills bound to a canonical name and to every name below it (all skills when 'scope' is omitted), " +
				"ordered by URI, each with its bound names and title. No fuzzy matching: use searchSkills to find a name.",
			InputSchema: inputSchema(selectionProps(schema{
				"scope": stringSchema("Canonical name whose skills, and those of the names below it, are listed."),
			})),
			OutputSchema: objectSchema(schema{
				"skills": schema{"type": "array", "items": objectSchema(schema{
					"names": schema{"type": "array", "items": schema{"type": "string"}},
					"title": schema{"type": "string"},
					"uri":   schema{"type": "string"},
				}, "names", "title", "uri")},
			}, "skills"),
			Annotations: readOnly,
		},
		handle: listSkills,
	}
}

type listResult struct {
	Skills []catalog.Entry `json:"skills"`
}

func listSkills(s *Server, a *arguments) (any, error) {
	scope, err := a.optString("scope")
	if err != nil {
		return nil, err
	}
	sel, err := selection(a)
	if err != nil {
		return nil, err
	}
	entries, err := s.ctx.List(scope, sel)
	if err != nil {
		return nil, selectionError(err)
	}
	return listResult{Skills: entries}, nil
}
