package catalog

import (
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/skillindex"
	"github.com/cajeta-lang/skills/internal/skilluri"
	"github.com/cajeta-lang/skills/internal/text"
)

// Indexed is a corpus that carries its own indexes, made at build time from
// its files, so that the binary parses no YAML and reads no skill at start:
// SkillIndex must equal what ParseEmbedded reads from the files, and
// TextIndex what EmbeddedText makes of them.
type Indexed interface {
	fs.FS
	SkillIndex() []skilldoc.Library
	TextIndex() *text.Segment
}

// LoadEmbedded reads a corpus laid out as <library>/<id>.md in fsys into one
// archive per library, sorted by library name, each at EmbeddedVersion, and
// returns the text index of its skills. A corpus that is Indexed is not
// parsed; any other is, with ParseEmbedded and EmbeddedText.
func LoadEmbedded(fsys fs.FS) ([]*Archive, *text.Segment, error) {
	var libs []skilldoc.Library
	var text *text.Segment
	if ix, ok := fsys.(Indexed); ok {
		libs, text = ix.SkillIndex(), ix.TextIndex()
	} else {
		var err error
		if libs, err = ParseEmbedded(fsys); err != nil {
			return nil, nil, err
		}
		if text, err = EmbeddedText(fsys, libs, nil, nil); err != nil {
			return nil, nil, err
		}
	}
	archives := make([]*Archive, len(libs))
	for i, lib := range libs {
		archives[i] = embeddedArchive(fsys, lib)
	}
	return archives, text, nil
}

// EmbeddedText makes the text index of the skills libs describes, their
// bodies read from fsys; api gives the public members of classes by
// canonical name (corpus/api), each skill indexing those of the classes
// bound to it, and asked the questions each skill answers by
// "<library>/<id>" (corpus/asked) (nil: none). A question for a skill
// libs lacks is an error.
func EmbeddedText(fsys fs.FS, libs []skilldoc.Library, api, asked map[string][]string) (*text.Segment, error) {
	unused := maps.Clone(asked)
	var sources []text.Source
	for _, lib := range libs {
		for _, d := range lib.Docs {
			data, err := fs.ReadFile(fsys, lib.Name+"/"+d.ID+".md")
			if err != nil {
				return nil, fmt.Errorf("embedded corpus: %v", err)
			}
			names := slices.Compact(slices.Sorted(slices.Values(d.AppliesTo)))
			var members []string
			for _, n := range names {
				members = append(members, api[n]...)
			}
			key := lib.Name + "/" + d.ID
			delete(unused, key)
			sources = append(sources, text.Source{
				URI:   skilluri.URI{Library: lib.Name, Version: EmbeddedVersion, ID: d.ID}.String(),
				Title: d.Title, Description: d.Description, Names: names, Keywords: d.Keywords,
				API: members, Asked: asked[key], Body: skilldoc.Body(data),
			})
		}
	}
	if len(unused) > 0 {
		return nil, fmt.Errorf("embedded corpus: questions asked of no skill: %s", strings.Join(slices.Sorted(maps.Keys(unused)), ", "))
	}
	return text.Build(sources, nil), nil
}

// embeddedArchive makes the archive of lib, its payloads read from fsys.
func embeddedArchive(fsys fs.FS, lib skilldoc.Library) *Archive {
	a := newArchive(lib.Name, EmbeddedVersion, "corpus/"+lib.Name, func(member string) ([]byte, bool, error) {
		name, ok := strings.CutPrefix(member, "skills/")
		if !ok || !fs.ValidPath(name) {
			return nil, false, nil
		}
		data, err := fs.ReadFile(fsys, lib.Name+"/"+name)
		if err != nil {
			return nil, false, nil
		}
		return data, true, nil
	})
	a.Embedded = true
	for _, d := range lib.Docs {
		a.add(d.ID, skillindex.Entry{Title: d.Title, Description: d.Description, Member: skillindex.SkillMember(d.ID)}, d.AppliesTo)
	}
	a.finish()
	return a
}

// ParseEmbedded parses and validates every <library>/<id>.md of fsys, in
// library and file name order. Every file must be a valid skill whose id is
// its file name.
func ParseEmbedded(fsys fs.FS) ([]skilldoc.Library, error) {
	dirs, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("embedded corpus: %v", err)
	}
	var libs []skilldoc.Library
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		lib, err := parseLibrary(fsys, d.Name())
		if err != nil {
			return nil, err
		}
		libs = append(libs, lib)
	}
	return libs, nil
}

func parseLibrary(fsys fs.FS, name string) (skilldoc.Library, error) {
	lib := skilldoc.Library{Name: name}
	files, err := fs.ReadDir(fsys, name)
	if err != nil {
		return lib, fmt.Errorf("embedded corpus: %v", err)
	}
	for _, f := range files {
		if f.IsDir() || path.Ext(f.Name()) != ".md" {
			continue
		}
		source := "corpus/" + name + "/" + f.Name()
		data, err := fs.ReadFile(fsys, name+"/"+f.Name())
		if err != nil {
			return lib, fmt.Errorf("embedded corpus: %v", err)
		}
		doc, err := skilldoc.Parse(source, data)
		if err != nil {
			return lib, err
		}
		if want := strings.TrimSuffix(f.Name(), ".md"); doc.ID != want {
			return lib, fmt.Errorf("%s: id '%s' differs from the file name (want '%s')", source, doc.ID, want)
		}
		lib.Docs = append(lib.Docs, doc)
	}
	return lib, nil
}
