// Package catalog is the discovery context: every skill archive the process
// can answer from (the embedded corpus, then the resolved dependencies of the
// project's cajeta.lock), built once at start, and the three queries served
// over it: Search, List and Get.
package catalog

import (
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/skillindex"
	"github.com/cajeta-lang/skills/internal/skilluri"
)

// EmbeddedVersion is the version of every embedded library.
const EmbeddedVersion = "1.0"

// Skill is one skill of an archive.
type Skill struct {
	ID          string
	Title       string
	Description string
	// Keywords are the skill's keywords (SPEC 4.2): what its archive's
	// index lists, for the text stage; nil for an embedded skill, whose
	// text index is made beforehand.
	Keywords []string
	Member   string
	// Names are the canonical names bound to the skill, sorted and unique.
	Names []string
	uri   string
}

// URI is the skill's cja-skill:// URI.
func (s *Skill) URI() string { return s.uri }

// Archive is the skills of one version of one library.
type Archive struct {
	Library string
	Version string
	// Source names the archive in errors: its path relative to the project
	// directory, or corpus/<library> for an embedded library.
	Source   string
	Embedded bool
	// Modules are the workspace modules whose resolution chose this archive.
	Modules []string
	skills  map[string]*Skill
	// order is the skills by id.
	order []*Skill
	// read returns the bytes of an archive member; ok is false when the
	// archive has no such member.
	read func(member string) (data []byte, ok bool, err error)
}

// newArchive makes an empty archive whose members come from read.
func newArchive(library, version, source string, read func(string) ([]byte, bool, error)) *Archive {
	return &Archive{
		Library: library, Version: version, Source: source,
		skills: map[string]*Skill{}, read: read,
	}
}

// add records a skill and binds it to names. The archive's first skill with
// an id wins; names of a skill are deduplicated.
func (a *Archive) add(id string, e skillindex.Entry, names []string) {
	if _, dup := a.skills[id]; dup {
		return
	}
	s := &Skill{ID: id, Title: e.Title, Description: e.Description, Keywords: e.Keywords, Member: e.Member,
		uri: skilluri.URI{Library: a.Library, Version: a.Version, ID: id}.String()}
	a.skills[id] = s
	a.order = append(a.order, s)
	if len(names) == 0 {
		return
	}
	for _, n := range slices.Compact(slices.Sorted(slices.Values(names))) {
		a.bindNext(s, n)
	}
}

// bindNext binds s to name, which sorts at or after every name s carries
// already: binding a skill's names in order costs O(1) each, where keeping
// them sorted on every insert cost O(n) each (200,000 names bound to one
// skill took 65 s).
func (a *Archive) bindNext(s *Skill, name string) {
	if k := len(s.Names); k > 0 && s.Names[k-1] == name {
		return
	}
	s.Names = append(s.Names, name)
}

// finish orders the archive's skills by id once all are added, dropping any
// skill that no name binds.
func (a *Archive) finish() {
	a.order = slices.DeleteFunc(a.order, func(s *Skill) bool {
		if len(s.Names) == 0 {
			delete(a.skills, s.ID)
			return true
		}
		return false
	})
	byID := func(x, y *Skill) int { return strings.Compare(x.ID, y.ID) }
	if !slices.IsSortedFunc(a.order, byID) {
		slices.SortFunc(a.order, byID)
	}
}

// Skills returns the archive's skills ordered by id.
func (a *Archive) Skills() []*Skill { return a.order }
