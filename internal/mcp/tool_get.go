package mcp

import (
	"encoding/json"

	"github.com/cajeta-lang/skills/internal/catalog"
)

func getTool() *tool {
	return &tool{
		def: toolDef{
			Name:  "getSkills",
			Title: "Get skills",
			Description: "Fetch skill payloads (Markdown with a YAML front matter) by cja-skill://<library>@<version>/<id> URI, " +
				"as searchSkills and listSkills return them. One result per URI, in order: ok with the payload, or the error for that URI.",
			InputSchema: inputSchema(schema{
				"uris": schema{"type": "array", "minItems": 1, "items": schema{"type": "string"},
					"description": "Skill URIs to fetch."},
			}, "uris"),
			OutputSchema: objectSchema(schema{
				"skills": schema{"type": "array", "items": objectSchema(schema{
					"error":   schema{"type": "string"},
					"ok":      schema{"type": "boolean"},
					"payload": schema{"type": "string"},
					"uri":     schema{"type": "string"},
				}, "ok", "uri")},
			}, "skills"),
			Annotations: readOnly,
		},
		handle: getSkills,
	}
}

type getResult struct {
	Skills []catalog.Fetched `json:"skills"`
}

func getSkills(s *Server, a *arguments) (any, error) {
	var raw []json.RawMessage
	if !a.present("uris") || json.Unmarshal(a.m["uris"], &raw) != nil {
		return nil, a.fail("getSkills requires a 'uris' array")
	}
	if len(raw) == 0 {
		return nil, a.fail("getSkills requires at least one string URI")
	}
	uris := make([]string, len(raw))
	for i, r := range raw {
		if json.Unmarshal(r, &uris[i]) != nil || string(r) == "null" {
			return nil, a.fail("getSkills 'uris' entry %d is not a string", i)
		}
	}
	return getResult{Skills: s.ctx.Get(uris)}, nil
}
