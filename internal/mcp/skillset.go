package mcp

import (
	"errors"
	"sort"

	"github.com/cajeta-lang/skills/internal/agentskill"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// SkillsExtension is the MCP Skills extension's identifier (SEP-2640).
const SkillsExtension = "io.modelcontextprotocol/skills"

// agentSkill is one skill of the context as an Agent Skill, at
// skill://<library>/<version>/<name>/SKILL.md.
type agentSkill struct {
	uri   string // the skill:// URI of its SKILL.md
	skill agentskill.Skill
	// file is what skills/list says of its SKILL.md, once made: its digest
	// and size, or why it can not be served (fileErr). The SKILL.md itself
	// is never kept: it is made again for each read.
	file    *skillFile
	fileErr error
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

// document makes the SKILL.md of as from the skill's payload, read anew:
// the caller writes it and lets it go, so that reading many large skills
// holds one at a time. A skill too large for any answer is -32603; one
// whose payload can not be read otherwise (a member missing from its
// archive), -32602.
func (s *Server) document(as *agentSkill) ([]byte, error) {
	payload, err := s.ctx.Fetch(as.skill.URI)
	if err != nil {
		if errors.Is(err, catalog.ErrTooLarge) {
			return nil, errorf(CodeInternalError, "%s: %v", as.uri, err)
		}
		return nil, invalidParams("%s: %v", as.uri, err)
	}
	sk := as.skill
	sk.Body = skilldoc.Body(payload)
	return sk.Document(), nil
}

// fileOf returns what skills/list and skills/get say of the SKILL.md of as,
// its digest and size, making the file once to learn them, and read, the
// payload bytes that took (none when known already; a failed read counts
// as a whole answer's worth, which it may have cost).
func (s *Server) fileOf(as *agentSkill) (f skillFile, read int, err error) {
	if as.file == nil && as.fileErr == nil {
		doc, err := s.document(as)
		if err != nil {
			as.fileErr, read = err, catalog.MaxAnswer
		} else {
			as.file, read = &skillFile{Digest: agentskill.Digest(doc), Size: len(doc), URI: as.uri}, len(doc)
		}
	}
	if as.fileErr != nil {
		return skillFile{}, read, as.fileErr
	}
	return *as.file, read, nil
}
