package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skillindex"
)

// resolved is what the lockfile says of one library version, and what the
// cache holds of it.
type resolved struct {
	checksum string
	// path is the archive's path relative to the project, "" when the
	// checksum can not name one.
	path string
	// cached is whether the archive is in the cache.
	cached bool
	// archive is the archive's skills, nil when it ships none.
	archive *Archive
}

// loadLockfile reads dir/cajeta.lock, if any, and the archives of its
// packages from the artifact cache under dir.
func (c *Context) loadLockfile(dir string) error {
	lf, err := lockfile.Read(filepath.Join(dir, lockfile.Name))
	if err != nil || lf == nil {
		return err
	}
	modules := map[string]bool{}
	for _, p := range lf.Packages {
		if p.Member != "" {
			modules[p.Member] = true
		}
		coord := p.Name + "@" + p.Version
		r, seen := c.resolved[coord]
		if !seen {
			if r, err = resolve(dir, p); err != nil {
				return err
			}
			c.resolved[coord] = r
			if r.archive != nil {
				c.archives = append(c.archives, r.archive)
			}
		}
		if r.archive != nil && p.Member != "" && !slices.Contains(r.archive.Modules, p.Member) {
			r.archive.Modules = append(r.archive.Modules, p.Member)
		}
	}
	for m := range modules {
		c.modules = append(c.modules, m)
	}
	return nil
}

// resolve locates the archive of p in the cache and reads its skill index.
// A package whose archive is not cached, or ships no index, has no archive.
func resolve(dir string, p lockfile.Package) (*resolved, error) {
	r := &resolved{checksum: p.Checksum}
	rel, ok := lockfile.CachePath(p.Checksum)
	if !ok {
		return r, nil
	}
	r.path = rel
	full := filepath.Join(dir, filepath.FromSlash(rel))
	fi, err := os.Lstat(full)
	if errors.Is(err, fs.ErrNotExist) {
		return r, nil
	}
	if err != nil {
		return nil, fmt.Errorf("archive '%s': %v", rel, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("archive '%s': not a regular file", rel)
	}
	r.cached = true
	toc, data, ok, err := readIndex(full, fi)
	if err != nil {
		return nil, fmt.Errorf("archive '%s': %v", rel, err)
	}
	if !ok {
		return r, nil
	}
	ix, err := skillindex.Decode(p.Name, data)
	if err != nil {
		return nil, fmt.Errorf("archive '%s': %v", rel, err)
	}
	read := func(member string) ([]byte, bool, error) { return readMember(full, toc, member) }
	r.archive = archiveFromIndex(p.Name, p.Version, rel, ix, read)
	return r, nil
}

// archiveFromIndex makes the archive that ix describes, its members read by
// read.
func archiveFromIndex(lib, version, source string, ix *skillindex.Index, read func(string) ([]byte, bool, error)) *Archive {
	a := newArchive(lib, version, source, read)
	for id, e := range ix.Skills {
		a.add(id, e.Title, e.Description, e.Member, nil)
	}
	// Names in sorted order keep every skill's names sorted as they bind.
	for _, name := range sortedKeys(ix.Names) {
		for _, id := range ix.Names[name] {
			a.bindNext(a.skills[id], name)
		}
	}
	a.finish()
	return a
}

// readIndex opens the archive at path, which Lstat described as fi, once:
// it reads the table of contents and the skill index member, and checks
// that the file opened is the one Lstat saw (no link swapped in since).
// ok is false when the archive has no skill index.
func readIndex(path string, fi fs.FileInfo) (toc *cja.Archive, index []byte, ok bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, false, unwrapPath(err)
	}
	defer f.Close()
	if opened, err := f.Stat(); err != nil || !os.SameFile(fi, opened) {
		return nil, nil, false, errors.New("the file changed while it was opened")
	}
	if toc, err = cja.Read(f, fi.Size()); err != nil {
		return nil, nil, false, err
	}
	index, ok, err = toc.Member(f, skillindex.Member)
	return toc, index, ok, err
}

func readMember(path string, toc *cja.Archive, member string) ([]byte, bool, error) {
	if !toc.Has(member) {
		return nil, false, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, true, unwrapPath(err)
	}
	defer f.Close()
	return toc.Member(f, member)
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
