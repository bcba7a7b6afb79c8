package mcp

import (
	"errors"
	"sort"
	"strconv"

	"github.com/cajeta-lang/skills/internal/agentskill"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// SkillsExtension is the MCP Skills extension's identifier (SEP-2640).
const SkillsExtension = "io.modelcontextprotocol/skills"

// pageSize is the most entries one page of skills/list or resources/list
// holds.
const pageSize = 500

// agentSkill is one skill of the context as an Agent Skill, at
// skill://<library>/<version>/<name>/SKILL.md.
type agentSkill struct {
	uri   string // the skill:// URI of its SKILL.md
	skill agentskill.Skill
	// doc is its SKILL.md once generated.
	doc []byte
}

// skillSet is every skill of the context as an Agent Skill, ordered by
// skill:// URI, made once, at the first request that needs it.
type skillSet struct {
	list  []*agentSkill
	byURI map[string]*agentSkill
}

// skills returns the server's skill set, building it on first use.
func (s *Server) skills() (*skillSet, error) {
	if s.skillSet != nil {
		return s.skillSet, nil
	}
	archives, err := s.ctx.Archives()
	if err != nil {
		return nil, err
	}
	set := &skillSet{byURI: map[string]*agentSkill{}}
	for _, a := range archives {
		ids := make([]*catalog.Skill, len(a.Skills()))
		copy(ids, a.Skills())
		sort.Slice(ids, func(i, j int) bool { return ids[i].ID < ids[j].ID })
		for _, sk := range ids {
			name := agentskill.Name(sk.ID)
			uri := "skill://" + a.Library + "/" + a.Version + "/" + name + "/SKILL.md"
			if name == "" || set.byURI[uri] != nil {
				continue // two ids of one library with one name: the first by id keeps it
			}
			as := &agentSkill{uri: uri, skill: agentskill.Skill{
				URI: sk.URI(), ID: sk.ID, Title: sk.Title, Description: sk.Description, Names: sk.Names}}
			set.list = append(set.list, as)
			set.byURI[uri] = as
		}
	}
	sort.Slice(set.list, func(i, j int) bool { return set.list[i].uri < set.list[j].uri })
	s.skillSet = set
	return set, nil
}

// skillAt returns the skill whose SKILL.md is at uri; an unknown one is a
// -32602 error whose message starts with what.
func (s *Server) skillAt(uri, what string) (*agentSkill, error) {
	set, err := s.skills()
	if err != nil {
		return nil, err
	}
	as := set.byURI[uri]
	if as == nil {
		return nil, notFound(uri, "%s: %s", what, uri)
	}
	return as, nil
}

// document returns the SKILL.md of as, reading the skill's payload once.
func (s *Server) document(as *agentSkill) ([]byte, error) {
	if as.doc != nil {
		return as.doc, nil
	}
	payload, err := s.ctx.Fetch(as.skill.URI)
	if err != nil {
		if errors.Is(err, catalog.ErrTooLarge) {
			return nil, errorf(CodeInternalError, "%s: %v", as.uri, err)
		}
		return nil, invalidParams("%s: %v", as.uri, err)
	}
	as.skill.Body = skilldoc.Body(payload)
	as.doc = as.skill.Document()
	return as.doc, nil
}

// page cuts n items at cursor, an offset written as a decimal number, and
// returns the range and the next page's cursor ("" on the last page).
func page(cursor string, n, size int) (start, end int, next string, err error) {
	if cursor != "" {
		start, err = strconv.Atoi(cursor)
		if err != nil || start < 0 || start > n {
			return 0, 0, "", invalidParams("invalid cursor '%s'", cursor)
		}
	}
	end = min(start+size, n)
	if end < n {
		next = strconv.Itoa(end)
	}
	return start, end, next, nil
}
