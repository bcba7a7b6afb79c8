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

func (s *Server) skillEntry(as *agentSkill) (skillEntry, error) {
	doc, err := s.document(as)
	if err != nil {
		return skillEntry{}, err
	}
	return skillEntry{
		Frontmatter: as.skill.Frontmatter(),
		Resources:   []skillFile{{Digest: agentskill.Digest(doc), Size: len(doc), URI: as.uri}},
		URI:         as.uri,
	}, nil
}

// skillsList answers skills/list: a page of skill entries.
func (s *Server) skillsList(params json.RawMessage) (map[string]any, error) {
	cursor, err := stringParam(params, "skills/list", "cursor", false)
	if err != nil {
		return nil, err
	}
	set, err := s.skills()
	if err != nil {
		return nil, err
	}
	start, end, next, err := page(cursor, len(set.list), pageSize)
	if err != nil {
		return nil, err
	}
	entries := make([]skillEntry, 0, end-start)
	for _, as := range set.list[start:end] {
		e, err := s.skillEntry(as)
		if err != nil {
			return nil, err
		}
		entries = append(entries, e)
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
	e, err := s.skillEntry(as)
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
