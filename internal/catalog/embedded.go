package catalog

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/skillindex"
)

// Indexed is a corpus that carries its own index, made at build time from
// its files, so that the binary parses no YAML at start; SkillIndex must
// equal what ParseEmbedded reads from the files (Description aside).
type Indexed interface {
	fs.FS
	SkillIndex() []skilldoc.Library
}

// LoadEmbedded reads a corpus laid out as <library>/<id>.md in fsys into one
// archive per library, sorted by library name, each at EmbeddedVersion. A
// corpus that is Indexed is not parsed; any other is, with ParseEmbedded.
func LoadEmbedded(fsys fs.FS) ([]*Archive, error) {
	var libs []skilldoc.Library
	if ix, ok := fsys.(Indexed); ok {
		libs = ix.SkillIndex()
	} else {
		var err error
		if libs, err = ParseEmbedded(fsys); err != nil {
			return nil, err
		}
	}
	archives := make([]*Archive, len(libs))
	for i, lib := range libs {
		archives[i] = embeddedArchive(fsys, lib)
	}
	return archives, nil
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
		a.add(d.ID, d.Title, skillindex.SkillMember(d.ID), d.AppliesTo)
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
