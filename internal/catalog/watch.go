package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/cajeta-lang/skills/internal/lockfile"
)

// watch is what a context was loaded from that can change while a server
// runs: the lockfile, and the cache entries it named that were not there
// yet (a cached entry's name is its checksum, so a present one cannot
// change meaning). Checking it costs one stat when nothing was missing.
type watch struct {
	lock    stamp
	missing []string
}

// stamp is what a stat says of one path: whether it exists, and which file
// it is (os.SameFile), with its size and modification time.
type stamp struct {
	info fs.FileInfo
}

func stampOf(path string) stamp {
	fi, err := os.Stat(path)
	if err != nil {
		return stamp{}
	}
	return stamp{info: fi}
}

// same reports whether two stamps are of the same, unchanged file (or both
// of no file).
func (s stamp) same(t stamp) bool {
	if s.info == nil || t.info == nil {
		return s.info == nil && t.info == nil
	}
	return os.SameFile(s.info, t.info) && s.info.Size() == t.info.Size() && s.info.ModTime().Equal(t.info.ModTime())
}

// watchLockfile records the lockfile in dir as it is before the load reads
// it, so that a change during the load is seen at the next check.
func (c *Context) watchLockfile(dir string) {
	c.dir = dir
	c.watch.lock = stampOf(filepath.Join(dir, lockfile.Name))
}

// watchMissing records the cache entries the lockfile named that the load
// did not find.
func (c *Context) watchMissing() {
	dir := c.dir
	for _, r := range c.resolved {
		if r.path != "" && !r.cached {
			c.watch.missing = append(c.watch.missing, filepath.Join(dir, filepath.FromSlash(r.path)))
		}
	}
}

// Snapshot is the state of a context's watched files at one time.
type Snapshot struct {
	lock  stamp
	found []bool // per missing cache entry, whether it is there now
}

// Same reports whether two snapshots saw the same files.
func (s Snapshot) Same(t Snapshot) bool {
	return s.lock.same(t.lock) && slices.Equal(s.found, t.found)
}

// Now is the state of the files c watches, as they are now.
func (c *Context) Now() Snapshot {
	s := Snapshot{lock: stampOf(filepath.Join(c.dir, lockfile.Name)), found: make([]bool, len(c.watch.missing))}
	for i, p := range c.watch.missing {
		_, err := os.Stat(p)
		s.found[i] = !errors.Is(err, fs.ErrNotExist)
	}
	return s
}

// Loaded is the state of the files c watches as the load saw them: a
// server whose Now differs loads a new context.
func (c *Context) Loaded() Snapshot {
	return Snapshot{lock: c.watch.lock, found: make([]bool, len(c.watch.missing))}
}

// Reload loads a new context from the directory c was loaded from, for a
// server whose lockfile changed (see Loaded). The embedded corpus's
// archives are c's, never read again; the search index over them and the
// new lockfile's archives is built anew in the background. Every error
// names the lockfile, whatever it is about.
func (c *Context) Reload() (*Context, error) {
	next, err := load(c.dir, c.corpus)
	if err != nil {
		return nil, fmt.Errorf("reload of %s: %v", lockfile.Name, err)
	}
	return next, nil
}
