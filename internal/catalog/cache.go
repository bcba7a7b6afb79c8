package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strings"

	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skillindex"
)

// artifactCache is the project's artifact cache, .cajeta/cache/artifacts,
// opened once per load through real folders only: root is nil when a
// folder on the way does not exist (nothing is cached), and err says why
// it was refused (a symbolic link, which is never followed, or a file that
// is not a folder).
type artifactCache struct {
	root *os.Root
	err  error
}

// openCache opens the artifact cache of the project directory dir, one
// folder at a time, each of which must be a real folder: a symbolic link
// at '.cajeta', '.cajeta/cache' or '.cajeta/cache/artifacts', wherever it
// points, is refused, as skills pack --install refuses it. Each folder is
// opened inside the one before (os.Root), so one swapped for a link
// between the check and the open is still never followed out of the
// project.
func openCache(dir string) *artifactCache {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return &artifactCache{err: unwrapPath(err)}
	}
	rel := ""
	for _, name := range strings.Split(lockfile.CacheDir, "/") {
		rel = path.Join(rel, name)
		fi, err := root.Lstat(name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			root.Close()
			return &artifactCache{}
		case err != nil:
			err = fmt.Errorf("'%s': %v", rel, unwrapPath(err))
		case fi.Mode()&fs.ModeSymlink != 0:
			err = fmt.Errorf("'%s' is a symbolic link, not followed out of the project", rel)
		case !fi.IsDir():
			err = fmt.Errorf("'%s' is not a folder", rel)
		}
		if err != nil {
			root.Close()
			return &artifactCache{err: err}
		}
		sub, err := root.OpenRoot(name)
		root.Close()
		if err != nil {
			return &artifactCache{err: fmt.Errorf("'%s': %v", rel, unwrapPath(err))}
		}
		root = sub
	}
	return &artifactCache{root: root}
}

// close closes the cache folder; the archives opened in it stay open.
func (c *artifactCache) close() {
	if c.root != nil {
		c.root.Close()
	}
}

// lstat describes the entry name of the cache without following a link;
// in a cache that does not exist, it does not exist.
func (c *artifactCache) lstat(name string) (fs.FileInfo, error) {
	if c.root == nil {
		return nil, fs.ErrNotExist
	}
	return c.root.Lstat(name)
}

// readIndex opens the archive name of the cache, which Lstat described as
// fi, once, without following a link and without blocking: it checks that
// the file opened is the regular file Lstat saw (nothing swapped in
// since), and reads the table of contents and the skill index member, into
// scratch. ok is false when the archive has no skill index. The file is
// returned open unless err is set.
func (c *artifactCache) readIndex(name string, fi fs.FileInfo, scratch *cja.Scratch) (f *os.File, toc *cja.Archive, index []byte, ok bool, err error) {
	f, err = c.root.OpenFile(name, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, nil, nil, false, openError(unwrapPath(err))
	}
	defer func() {
		if err != nil {
			f.Close()
		}
	}()
	if opened, err := f.Stat(); err != nil || !opened.Mode().IsRegular() || !os.SameFile(fi, opened) {
		return nil, nil, nil, false, errors.New("the file changed while it was opened")
	}
	if toc, err = cja.Read(f, fi.Size()); err != nil {
		return nil, nil, nil, false, err
	}
	index, ok, err = toc.MemberScratch(f, skillindex.Member, scratch)
	return f, toc, index, ok, err
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
