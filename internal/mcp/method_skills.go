package mcp

import (
	"encoding/json"

	"github.com/cajeta-lang/skills/internal/agentskill"
)

// skillEntry is a Skill of the Skills extension: its SKILL.md URI, its front
// matter as a JSON object, and the manifest of its one file.
type skillEntry struct {
	Frontmatter agentskill.Frontmatter `json:"frontmatter"`
	Resources   []skillFile            `json:"resources"`
	URI         string                 `json:"uri"`
}

type skillFile struct {
	Digest string `json:"digest"`
	Size   int    `json:"size"`
	URI    string `json:"uri"`
}

// skillEntry is the entry of as, and the payload bytes read to make it
// (see fileOf).
func (s *Server) skillEntry(as *agentSkill) (skillEntry, int, error) {
	f, read, err := s.fileOf(as)
	if err != nil {
		return skillEntry{}, read, err
	}
	return skillEntry{Frontmatter: as.skill.Frontmatter(), Resources: []skillFile{f}, URI: as.uri}, read, nil
}

// skillsList answers skills/list: a page of skill entries (see page). A
// skill that can not be served is left out of it; skills/get of it says
// why.
func (s *Server) skillsList(params json.RawMessage) (map[string]any, error) {
	cursor, err := stringParam(params, "skills/list", "cursor", false)
	if err != nil {
		return nil, err
	}
	set, err := s.skills()
	if err != nil {
		return nil, err
	}
	entries, next, err := s.page(set, cursor, func(as *agentSkill) ([]any, int, error) {
		e, read, err := s.skillEntry(as)
		return []any{e}, read, err
	})
	if err != nil {
		return nil, err
	}
	res := map[string]any{"skills": entries}
	if next != "" {
		res["nextCursor"] = next
	}
	return res, nil
}

// skillsGet answers skills/get {uri}: the entry of the skill whose SKILL.md
// is at uri.
func (s *Server) skillsGet(params json.RawMessage) (map[string]any, error) {
	uri, err := stringParam(params, "skills/get", "uri", true)
	if err != nil {
		return nil, err
	}
	as, err := s.skillAt(uri, "unknown skill")
	if err != nil {
		return nil, err
	}
	e, _, err := s.skillEntry(as)
	if err != nil {
		return nil, err
	}
	return map[string]any{"skill": e}, nil
}

// stringParam reads the string member key of params; a missing one is an
// error only when required.
func stringParam(params json.RawMessage, method, key string, required bool) (string, error) {
	raw := member(params, key)
	if raw == nil || string(raw) == "null" {
		if required {
			return "", invalidParams("%s requires a string '%s'", method, key)
		}
		return "", nil
	}
	var v string
	if json.Unmarshal(raw, &v) != nil {
		return "", invalidParams("%s '%s' must be a string", method, key)
	}
	return v, nil
}
