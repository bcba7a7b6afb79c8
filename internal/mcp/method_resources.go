package mcp

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/skilluri"
)

const markdown = "text/markdown"

// resource is a Resource of resources/list.
type resource struct {
	Description string `json:"description,omitempty"`
	MimeType    string `json:"mimeType"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	URI         string `json:"uri"`
}

// resourcesList answers resources/list: every skill twice, its SKILL.md and
// its cja-skill:// file, in pages (see page).
func (s *Server) resourcesList(params json.RawMessage) (map[string]any, error) {
	cursor, err := stringParam(params, "resources/list", "cursor", false)
	if err != nil {
		return nil, err
	}
	set, err := s.skills()
	if err != nil {
		return nil, err
	}
	out, next, err := s.page(set, cursor, func(as *agentSkill) ([]any, int, error) {
		fm := as.skill.Frontmatter()
		return []any{
			resource{Description: fm.Description, MimeType: markdown, Name: fm.Name, URI: as.uri},
			resource{MimeType: markdown, Name: as.skill.ID, Title: as.skill.Title, URI: as.skill.URI},
		}, 0, nil
	})
	if err != nil {
		return nil, err
	}
	res := map[string]any{"resources": out}
	if next != "" {
		res["nextCursor"] = next
	}
	return res, nil
}

type resourceTemplate struct {
	Description string `json:"description"`
	MimeType    string `json:"mimeType"`
	Name        string `json:"name"`
	URITemplate string `json:"uriTemplate"`
}

// resourcesTemplates answers resources/templates/list.
func (s *Server) resourcesTemplates() map[string]any {
	return map[string]any{"resourceTemplates": []resourceTemplate{
		{Description: "A Cajeta skill file, byte for byte, as getSkills returns it.", MimeType: markdown,
			Name: "cajeta-skill", URITemplate: "cja-skill://{library}@{version}/{id}"},
		{Description: "A Cajeta skill as an Agent Skill (MCP Skills extension).", MimeType: markdown,
			Name: "agent-skill", URITemplate: "skill://{library}/{version}/{name}/SKILL.md"},
	}}
}

type resourceContents struct {
	MimeType string `json:"mimeType"`
	Text     string `json:"text"`
	URI      string `json:"uri"`
}

// resourcesRead answers resources/read {uri} for a skill:// SKILL.md or a
// cja-skill:// file; any other URI is -32602.
func (s *Server) resourcesRead(params json.RawMessage) (map[string]any, error) {
	uri, err := stringParam(params, "resources/read", "uri", true)
	if err != nil {
		return nil, err
	}
	var text string
	switch {
	case strings.HasPrefix(uri, "skill://"):
		as, err := s.skillAt(uri, "resource not found")
		if err != nil {
			return nil, err
		}
		doc, err := s.document(as)
		if err != nil {
			return nil, err
		}
		text = string(doc)
	case strings.HasPrefix(uri, skilluri.Scheme):
		payload, err := s.ctx.Fetch(uri)
		if err != nil {
			return nil, unservable(uri, err)
		}
		text = string(payload)
	default:
		return nil, notFound(uri, "resource not found: %s", uri)
	}
	return map[string]any{"contents": []resourceContents{{MimeType: markdown, Text: text, URI: uri}}}, nil
}

// unservable is the error of a skill URI whose payload err kept from being
// read: -32603 when the skill is there but too large for any answer, and
// else -32602, the URI naming nothing servable.
func unservable(uri string, err error) *Error {
	if errors.Is(err, catalog.ErrTooLarge) {
		e := errorf(CodeInternalError, "resource too large to serve: %s: %v", uri, err)
		e.Data = map[string]string{"uri": uri}
		return e
	}
	return notFound(uri, "resource not found: %s: %v", uri, err)
}

// notFound is the -32602 error for a URI that names nothing, with the URI
// in its data, as MCP asks (SEP-2164).
func notFound(uri, format string, args ...any) *Error {
	e := invalidParams(format, args...)
	e.Data = map[string]string{"uri": uri}
	return e
}
