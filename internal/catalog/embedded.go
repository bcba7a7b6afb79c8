package catalog

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/skillindex"
)

// LoadEmbedded reads a corpus laid out as <library>/<id>.md in fsys into one
// archive per library, sorted by library name, each at EmbeddedVersion.
// Every file must be a valid skill whose id is its file name.
func LoadEmbedded(fsys fs.FS) ([]*Archive, error) {
	libs, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("embedded corpus: %v", err)
	}
	var archives []*Archive
	for _, lib := range libs {
		if !lib.IsDir() {
			continue
		}
		a, err := loadLibrary(fsys, lib.Name())
		if err != nil {
			return nil, err
		}
		archives = append(archives, a)
	}
	return archives, nil
}

func loadLibrary(fsys fs.FS, lib string) (*Archive, error) {
	files, err := fs.ReadDir(fsys, lib)
	if err != nil {
		return nil, fmt.Errorf("embedded corpus: %v", err)
	}
	sub, err := fs.Sub(fsys, lib)
	if err != nil {
		return nil, fmt.Errorf("embedded corpus: %v", err)
	}
	a := newArchive(lib, EmbeddedVersion, "corpus/"+lib, func(member string) ([]byte, bool, error) {
		name, ok := strings.CutPrefix(member, "skills/")
		if !ok || !fs.ValidPath(name) {
			return nil, false, nil
		}
		data, err := fs.ReadFile(sub, name)
		if err != nil {
			return nil, false, nil
		}
		return data, true, nil
	})
	a.Embedded = true
	for _, f := range files {
		if f.IsDir() || path.Ext(f.Name()) != ".md" {
			continue
		}
		source := "corpus/" + lib + "/" + f.Name()
		data, err := fs.ReadFile(sub, f.Name())
		if err != nil {
			return nil, fmt.Errorf("embedded corpus: %v", err)
		}
		doc, err := skilldoc.Parse(source, data)
		if err != nil {
			return nil, err
		}
		if want := strings.TrimSuffix(f.Name(), ".md"); doc.ID != want {
			return nil, fmt.Errorf("%s: id '%s' differs from the file name (want '%s')", source, doc.ID, want)
		}
		a.add(doc.ID, doc.Title, skillindex.SkillMember(doc.ID), doc.AppliesTo)
	}
	a.finish()
	return a, nil
}
